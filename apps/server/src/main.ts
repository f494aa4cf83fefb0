import { buildApp } from './app.ts';
import { creaMetriche, serverMetriche } from './http/metriche.ts';
import { ConfigError, loadConfig } from './config.ts';
import { CartellaInUsoError } from './db/blocco-cartella.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { migrazioniMancanti } from './db/migrazioni-applicate.ts';
import { haSezioneDemo, type SeedResult, seedIfEmpty } from './db/seed/index.ts';
import { haUtenti, preparaStruttura } from './db/seed/struttura.ts';
import { identitaCompleta } from '@zaino/domain/identita-sezione';
import { findIdentitaSezione } from './modules/organizzazione/identita-sezione.repo.ts';

// Start-up (DESIGN.md §2): config → database → migrations → demo data (production: the section's
// structure only) → Fastify → listen.

const MSG_DEMO_IN_PRODUZIONE = [
  'Avvio in produzione rifiutato: il database contiene la sezione dimostrativa, i cui accessi hanno',
  'una password pubblica. Usa un database nuovo (un altro DATA_DIR o DATABASE_URL): vedi',
  'docs/configuration.md, "Production start".',
].join('\n');

const msgMigrazioniMancanti = (n: number) =>
  [
    `Avvio rifiutato: al database mancano ${n} migrazioni di questa versione.`,
    'Applicale una volta con `npm run migrate` (stesse variabili del server), poi avvia: vedi',
    'docs/operations.md, "Migrations".',
  ].join('\n');

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Zaino: database ${where}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    istruzioniPreparate: config.istruzioniPreparate,
  });
  // Issue 8 item 1: production never loads the demo section (its logins and password are public).
  const production = config.nodeEnv === 'production';
  if (production && database.kind === 'postgres') {
    // Decision 0411: instances sharing a PostgreSQL never migrate it as they start.
    const mancanti = await migrazioniMancanti(database.db);
    if (mancanti > 0) {
      console.error(msgMigrazioniMancanti(mancanti));
      await database.close();
      process.exit(2);
    }
  } else await migrate(database);
  let seed: SeedResult | null = null;
  if (production && (await haSezioneDemo(database))) {
    // The demo logins' password is public: a production server never runs on that data.
    console.error(MSG_DEMO_IN_PRODUZIONE);
    await database.close();
    process.exit(2);
  }
  if (production) await preparaStruttura(database);
  else seed = await seedIfEmpty(database, { persons: config.seedPersons });

  const metriche = config.metrics ? creaMetriche() : undefined;
  const app = await buildApp({ database, config, metriche });
  const serverMetricheAvviato = metriche && config.metrics ? serverMetriche(metriche) : undefined;
  // Decision 1301: also one structured line, for whoever reads the JSON logs rather than the console.
  const senzaIdentita = production && !identitaCompleta(await findIdentitaSezione(database.db));
  if (senzaIdentita) app.log.warn('dati della sezione non impostati: impostarli in /b/impostazioni');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arresto in corso');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      serverMetricheAvviato?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'arresto non riuscito');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Decision 1017: every instance works the queued jobs and the daily schedules.
  await app.coda.avvia();
  await app.avviaGiornalieri();
  await app.listen({ port: config.port, host: config.host });
  if (serverMetricheAvviato && config.metrics) {
    const { port, host } = config.metrics;
    await new Promise<void>((r) => serverMetricheAvviato.listen(port, host, r));
    const indirizzo = serverMetricheAvviato.address();
    app.log.info({ porta: typeof indirizzo === 'object' ? indirizzo?.port : port }, 'metriche su /metrics');
  }
  console.log(
    seed
      ? welcomeDemo(config.publicUrl, seed, !config.smtpUrl)
      : await welcomeProduction(database, config.publicUrl, !config.smtpUrl, senzaIdentita),
  );
}

/**
 * Development: the demo logins and a few unused registration codes, only while the database holds
 * the demo section (codes of real people are never printed: issue 8 item 2).
 */
function welcomeDemo(url: string, seed: SeedResult, outbox: boolean): string {
  const lines = ['', `Zaino è pronto su ${url}`];
  if (seed.demo) {
    lines.push(
      seed.seeded ? 'Dati dimostrativi caricati.' : 'Dati dimostrativi esistenti riutilizzati.',
      '',
      'Accessi dimostrativi (email / password):',
      ...seed.logins.map(
        (l) => `  ${l.ruolo.padEnd(9)} ${l.email.padEnd(28)} ${l.password}  ${l.descrizione}`,
      ),
    );
    if (seed.codici.length > 0) {
      lines.push('', 'Codici di registrazione non ancora usati:');
      for (const c of seed.codici)
        lines.push(`  ${c.registration_token}  ${c.nome}  ${url}/register/${c.registration_token}`);
    }
  } else lines.push('Dati esistenti riutilizzati.');
  if (outbox) lines.push('', `Posta in uscita (sviluppo): ${url}/dev/mail`);
  lines.push('');
  return lines.join('\n');
}

/** Decision 1301: said at every production start while the section's identity is missing. */
const MSG_IDENTITA_MANCANTE = [
  'ATTENZIONE: i dati della sezione (denominazione, sede, codice fiscale) non sono impostati: ricevute,',
  'estratti conto e coordinate per il bonifico non dicono chi li emette. Un amministratore li inserisce',
  'in Impostazioni, "Dati della sezione" (/b/impostazioni).',
];

/**
 * Production: no logins, no codes; how to create the first administrator while there is none; a
 * warning while the section's identity is empty.
 */
async function welcomeProduction(
  database: Database,
  url: string,
  senzaSmtp: boolean,
  senzaIdentita: boolean,
): Promise<string> {
  const lines = ['', `Zaino è pronto su ${url}`];
  if (senzaSmtp) {
    // Sign-up and password resets mail a code: without SMTP nobody could register.
    lines.push(
      'ATTENZIONE: SMTP_URL non è impostato. Le email (codici di conferma e di reset) restano nella',
      'coda interna e nessuno le riceve: nessuno potrà registrarsi. Imposta SMTP_URL e MAIL_FROM.',
    );
  }
  if (senzaIdentita) lines.push(...MSG_IDENTITA_MANCANTE);
  if (!(await haUtenti(database))) {
    lines.push(
      'Nessun utente registrato. Crea il primo amministratore con le stesse variabili di ambiente del',
      'server (NODE_ENV, DATA_DIR o DATABASE_URL, PUBLIC_URL); con il database integrato ferma prima il server:',
      '  npm run crea-amministratore -w @zaino/server -- --nome <nome> --cognome <cognome>',
      '(vedi docs/configuration.md, "First administrator").',
    );
  }
  lines.push('');
  return lines.join('\n');
}

main().catch((error) => {
  if (error instanceof CartellaInUsoError) {
    console.error(`Avvio non riuscito: ${error.message}`);
    process.exit(2);
  }
  console.error('Avvio non riuscito:', error);
  process.exit(1);
});
