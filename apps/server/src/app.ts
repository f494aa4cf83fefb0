import { erroreDaLog } from './lib/errore-da-log.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { createMailer } from './adapters/mail/create-mailer.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { type AnyStorage, createStorage } from './adapters/storage/create-storage.ts';
import {
  createPaymentProviders,
  type PaymentProviders,
} from './adapters/payments/create-payment-providers.ts';
import { createAuth } from './auth/auth.ts';
import { eliminaContatoriScaduti } from './lib/contatori-limiti.ts';
import { pulisciFileOrfani } from './modules/allegati/pulizia-file.ts';
import { chiudiDonazioniAbbandonate } from './modules/checkout/donazioni-abbandonate.ts';
import { ANONYMOUS } from './auth/viewer.ts';
import { createServiceContext } from './request-context.ts';
import { createIdentityAdmin } from './auth/identity-admin.ts';
import { createTokenVerifier } from './auth/identity-token.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DbAvailability } from './db-availability.ts';
import { internalErrorMessage } from '@zaino/domain/errori';
import { AppError, DB_UNAVAILABLE_MESSAGE, isConnectionError, REST_STATUS, tempoScaduto } from './errors.ts';
import { createGraphQL } from './graphql/yoga.ts';
import { authRoutes } from './http/auth-routes.ts';
import { devMail } from './http/dev-mail.ts';
import { registraIntestazioniSicurezza } from './http/intestazioni-sicurezza.ts';
import { checkoutRoutes } from './http/checkout-routes.ts';
import { esportaRoutes } from './http/esporta-routes.ts';
import { estrattiBancaRoutes } from './http/estratti-banca-routes.ts';
import { segreteriaAnniRoutes } from './http/segreteria-anni-routes.ts';
import { segreteriaRoutes } from './http/segreteria-routes.ts';
import { type Coda, creaCoda } from './lavori/coda.ts';
import { registraLavoroPassi } from './modules/ciclo-annuale/passi-lavoro.ts';
import { pianificaPromemoriaGiornalieri } from './modules/promemoria/lavoro-promemoria.ts';
import { createContestoRest } from './http/rest-context.ts';
import { fileRoutes } from './http/file-routes.ts';
import { sandboxPagamenti } from './http/sandbox-pagamenti.ts';
import { verificaRicevuteRoutes } from './http/verifica-ricevuta.ts';
import { webhookPagamenti } from './http/webhook-pagamenti.ts';
import { creaEmissioneRicevute } from './modules/ricevute/emissione-ricevute.ts';
import type { EmissioneRicevute } from './modules/tesoreria/hook-ricevute.ts';
import { creaSegnalatoreErrori, type SegnalatoreErrori } from './adapters/segnalazione-errori.ts';
import { creaUrlPerLog } from './http/log-redaction.ts';
import { erroreDaArgomenti } from './http/errore-da-argomenti.ts';
import type { Metriche } from './http/metriche.ts';
import { streamLeggibile } from './http/log-sviluppo.ts';
import { webApp } from './http/web-app.ts';
import { saluteRoutes } from './http/salute.ts';

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** Tests may pass their own (e.g. one that records messages). */
  mailer?: Mailer;
  /** Tests may pass their own (e.g. a disk store with a moved clock). */
  storage?: AnyStorage;
  /** Tests may pass providers pointed at local fakes. */
  payments?: PaymentProviders;
  /** Where unexpected errors are reported (default: Sentry when SENTRY_DSN is set). */
  segnalatore?: SegnalatoreErrori;
  /** Where request metrics are counted (main.ts serves them on METRICS_PORT). */
  metriche?: Metriche;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Tests may pass their own job queue (e.g. with a short shutdown wait). */
  coda?: Coda;
}

/**
 * Largest request body accepted (JSON operations, auth forms); uploads go straight to storage.
 * Our largest real request (500 links of a payment, 100 accounts at once) is far below; 20,000
 * contacts were 0.9 MB (issue 22, decision 0310).
 */
export const BODY_LIMIT = 256 * 1024;

/** The hourly clean-up's queue and minute (decision 1213). */
export const CODA_PULIZIA_ORARIA = 'pulizia.oraria';
const MINUTO_PULIZIA_ORARIA = 7;

/** Italian texts of the HTTP refusals Fastify itself raises (issue 22 item 12). */
const MESSAGGI_HTTP: Readonly<Record<number, string>> = {
  400: 'Richiesta non valida',
  404: 'Risorsa non trovata',
  405: 'Metodo non consentito',
  413: 'Richiesta troppo grande',
  415: 'Tipo di contenuto non accettato',
  429: 'Troppe richieste: riprova tra poco',
};

/**
 * The whole HTTP server, without listening: security headers, request ids in the logs, better-auth
 * at /api/auth, GraphQL at /graphql, /dev/mail in development, the web app for everything else.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { database, config } = opts;
  const production = config.nodeEnv === 'production';
  // Decision 0409: logged URLs keep only the words of known routes (the web's, and the server's own
  // as they are registered below).
  const { urlPerLog, aggiungi: aggiungiRotta } = creaUrlPerLog();
  const segnalatore =
    opts.segnalatore ?? (await creaSegnalatoreErrori({ dsn: config.sentryDsn, ambiente: config.nodeEnv }));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Every error-level line is also an error report (when one is configured).
      hooks: {
        logMethod(args, method, level) {
          if (level >= 50) segnalatore.segnala(erroreDaArgomenti(args, this.bindings()));
          return method.apply(this, args);
        },
      },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        // Fastify's request fields, with codes and secrets taken out of the URL (issue 8 item 2).
        req: (req: {
          method: string;
          url: string;
          host?: string;
          ip?: string;
          socket?: { remotePort?: number };
        }) => ({
          method: req.method,
          url: urlPerLog(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
      // Development: readable lines (issue 8 item 20); production and tests: JSON lines.
      ...(config.nodeEnv === 'development'
        ? { stream: streamLeggibile(opts.logStream ?? process.stdout) }
        : opts.logStream
          ? { stream: opts.logStream }
          : {}),
    },
    // Development: no two lines per request; one debug line after the answer (hook below).
    logController: new LogController({ disableRequestLogging: config.nodeEnv === 'development' }),
    bodyLimit: BODY_LIMIT,
    // Only the listed proxies (TRUST_PROXY): the client address is the rightmost X-Forwarded-For
    // entry not written by one of them. Never `true`, which would take the leftmost entry, written
    // by the client itself, and would believe any peer.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A caller's (or proxy's) request id is kept for correlation only when it is a plain token;
    // anything else would end up verbatim in logs and error messages.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });

  app.addHook('onRoute', (route) => aggiungiRotta(route.url));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const { metriche } = opts;
  if (metriche)
    app.addHook('onResponse', async (request, reply) => {
      metriche.registra(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    });
  if (config.nodeEnv === 'development') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        `${request.method} ${urlPerLog(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
      );
    });
  }

  const availability = new DbAvailability(database, {
    onChange: (available, error) =>
      available
        ? app.log.info('database di nuovo raggiungibile')
        : app.log.warn({ err: erroreDaLog(error) }, 'database non raggiungibile'),
  });

  const storage = opts.storage ?? (await createStorage(config));
  const https = config.publicUrl.startsWith('https://');
  registraIntestazioniSicurezza(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // The XLSX writer compresses sheets over 160 KB in a worker built from a blob of its own
        // code; without this a large register export waited for ever (decision 0427).
        workerSrc: ["'self'", 'blob:'],
        // Mantine writes inline style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Uploads go straight to the S3 bucket when one is used (decision 1114).
        connectSrc: ["'self'", ...(storage.kind === 's3' ? [storage.origineCaricamenti] : [])],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.setErrorHandler((errore, request, reply) => {
    const error = tempoScaduto(errore) ?? errore;
    if (error instanceof AppError && error.errorType !== 'DB_UNAVAILABLE') {
      return reply.status(REST_STATUS[error.errorType]).send({
        errorType: error.errorType,
        message: error.message,
      });
    }
    if (error instanceof AppError || isConnectionError(error)) {
      availability.report(error);
      return reply.status(503).send({ errorType: 'DB_UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    // Fastify's own refusals (bad JSON, body too large …) are English: the client gets them in Italian.
    if (status < 500)
      return reply.status(status).send({ message: MESSAGGI_HTTP[status] ?? 'Richiesta non valida' });
    request.log.error({ err: erroreDaLog(error) }, 'errore inatteso');
    return reply.status(500).send({ message: internalErrorMessage(request.id) });
  });

  const mailer = opts.mailer ?? createMailer(config, database.db);
  // The payment providers (decision 1201); the sandbox's confirm page exists only while it is used.
  const payments = opts.payments ?? createPaymentProviders(config);
  // The receipt hook, one per server: every service that completes a payment shares its queue.
  const ricevute = creaEmissioneRicevute(database.db, {
    storage,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const auth = createAuth({ db: database.db, config, mailer, log: app.log });
  for (const endpoint of Object.values(auth.api)) aggiungiRotta(String(endpoint.path ?? ''));
  const verifyToken = createTokenVerifier(auth, config.publicUrl);
  app.decorate('auth', auth);

  await app.register(authRoutes, { auth, availability, config });
  await app.register(saluteRoutes, { database });

  const graphql = createGraphQL({
    db: database.db,
    availability,
    verifyToken,
    obbligoSecondoFattore: config.secondoFattoreObbligatorio,
    production,
    identity: createIdentityAdmin(auth),
    posta: { mailer, publicUrl: config.publicUrl },
    storage,
    payments,
    ricevute,
    codeLookupLimit: config.codeLookupLimit,
    checkoutLimit: config.checkoutLimit,
    writeLimit: config.writeLimit,
    corsOrigins: config.corsOrigins,
  });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      // While the database is known to be down, answer at once (spec 1 §2.3 sleeping database).
      if (!availability.available && !(await availability.check())) {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            errors: [{ message: DB_UNAVAILABLE_MESSAGE, extensions: { errorType: 'DB_UNAVAILABLE' } }],
          });
      }
      const response = await graphql.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      for (const [name, value] of response.headers) reply.header(name, value);
      reply.status(response.status);
      return reply.send(response.body);
    },
  });

  // The outbox page exists only where the outbox is the mailer and never in production: it shows
  // every confirmation and reset code.
  if (storage.kind === 'disk') await app.register(fileRoutes, { storage });
  await app.register(esportaRoutes, {
    contesto: createContestoRest(database.db, verifyToken, config.secondoFattoreObbligatorio),
    storage,
  });
  await app.register(estrattiBancaRoutes, {
    contesto: createContestoRest(database.db, verifyToken, config.secondoFattoreObbligatorio),
  });
  await app.register(segreteriaAnniRoutes, {
    contesto: createContestoRest(database.db, verifyToken, config.secondoFattoreObbligatorio),
  });
  // Decision 1017: the job queue, started at its first use (main.ts starts it at boot).
  const coda = opts.coda ?? creaCoda(database);
  registraLavoroPassi(coda, database.db);
  app.decorate('coda', coda);
  // Hourly, on the job queue (once across every instance, decision 1213): rate-limit counters idle
  // for a day are deleted, and so are uploads no payment claimed and old statement exports
  // (decision 1211), and abandoned donation dues are closed. A failure is only logged; the next
  // round tries again.
  const pulisci = async () => {
    await eliminaContatoriScaduti(database.db).catch((err: unknown) =>
      app.log.warn({ err: erroreDaLog(err) }, 'pulizia dei contatori di accesso non riuscita'),
    );
    // Decision 1213: donation dues every checkout of which was set aside (the ones no checkout of
    // the same donor closed yet: another parent's replacement, a refusal whose closing failed).
    await chiudiDonazioniAbbandonate(
      createServiceContext(database.db, { ...ANONYMOUS, username: 'pulizia-oraria' }),
    ).catch((err: unknown) =>
      app.log.warn({ err: erroreDaLog(err) }, 'chiusura delle donazioni abbandonate non riuscita'),
    );
    await pulisciFileOrfani(database.db, storage)
      .then(({ eliminati }) => {
        if (eliminati > 0) app.log.info({ eliminati }, 'file orfani eliminati');
      })
      .catch((err: unknown) => app.log.warn({ err: erroreDaLog(err) }, 'pulizia dei file non riuscita'));
  };
  // The schedules (decision 1152: payment reminders; the hourly round), registered by main.ts once
  // the queue runs: a test app that never calls it never starts pg-boss.
  app.decorate('avviaGiornalieri', async () => {
    await pianificaPromemoriaGiornalieri(coda, database.db, {
      mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    await coda.ogniOra(CODA_PULIZIA_ORARIA, MINUTO_PULIZIA_ORARIA, pulisci);
  });
  app.addHook('onClose', () => coda.ferma());
  await app.register(segreteriaRoutes, {
    contesto: createContestoRest(database.db, verifyToken, config.secondoFattoreObbligatorio),
    coda,
    nazionale: config.nazionale,
    checkout: { payments, storage, ricevute, publicUrl: config.publicUrl },
  });
  await app.register(checkoutRoutes, {
    contesto: createContestoRest(database.db, verifyToken, config.secondoFattoreObbligatorio),
    conto: payments.bonifico,
  });
  if (!production && !config.smtpUrl) await app.register(devMail, { db: database.db });
  app.decorate('payments', payments);
  if (payments.sandbox) await app.register(sandboxPagamenti, { store: payments.sandbox });
  app.decorate('ricevute', ricevute);
  await app.register(webhookPagamenti, {
    db: database.db,
    payments,
    storage,
    ricevute,
    publicUrl: config.publicUrl,
  });
  await app.register(verificaRicevuteRoutes, { db: database.db, limite: config.codeLookupLimit });
  await app.register(webApp, { distDir: config.webDistDir, sourceMaps: !production });

  // Every 10 minutes: receipts whose document or mail failed are tried again (decision 1205).
  const giroRicevute = setInterval(
    () =>
      ricevute
        .riprendi()
        .catch((err: unknown) =>
          app.log.warn({ err: erroreDaLog(err) }, 'ripresa delle ricevute non riuscita'),
        ),
    10 * 60 * 1000,
  ).unref();
  app.addHook('onClose', async () => {
    clearInterval(giroRicevute);
    await ricevute.attendi();
    await mailer.close?.();
    await segnalatore.chiudi();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: ReturnType<typeof createAuth>;
    payments: PaymentProviders;
    ricevute: EmissioneRicevute;
    coda: Coda;
    avviaGiornalieri: () => Promise<void>;
  }
}
