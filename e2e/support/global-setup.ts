import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { type CodesFile, printedCodes, type RegistrationCode } from './codes.ts';
import { NEW_PASSWORD, OTHER_PASSWORD } from './accounts.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts';
import { startMailServer } from './mail-server.ts';
import { primoSegreto } from './segreti-nei-log.ts';
import { buildServerSeVecchio } from '../../apps/server/build.mjs';
import { startServer } from './server.ts';

// One server per worker for the whole run, on the embedded database with the demo section, like
// `npm start`, sending its mail through SMTP to a server of ours (issue 4) that stores each message
// in E2E_MAIL_DIR. The registration codes are written to E2E_DIR/codes.json (see codes.ts).

/** Every browser of the run comes from 127.0.0.1: let it look up many codes (docs/configuration.md). */
export const E2E_CODE_LOOKUP_LIMIT = '1000';

/**
 * The limits every server of the run starts with: one browser address looks up many codes, the
 * demo family starts far more checkouts in one run than a real one in an hour (decision 1211), and
 * each demo login writes for every test that signs in with it (decision 0407).
 */
const LIMITI_E2E = {
  CODE_LOOKUP_LIMIT: E2E_CODE_LOOKUP_LIMIT,
  CHECKOUT_LIMIT: '1000',
  WRITE_LIMIT: '10000',
};

interface PersonaRow {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  sesso: 'M' | 'F' | null;
  iscrizione: { id_iscrizione: number; nomine: { ruolo: { adulto: boolean } }[] } | null;
  utenti: {
    id_utente: number;
    registration_token: string;
    data_registrazione: string | null;
    username: string | null;
  }[];
}

/** The codes as the section secretary (cens) sees them, through the public GraphQL API. */
async function codesAsLeader(url: string, printed: string[]): Promise<CodesFile> {
  const headers = { 'content-type': 'application/json', origin: url, 'x-forwarded-for': '10.254.0.1' };
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: demoUsers.cens, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`Accesso di cens non riuscito: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await fetch(`${url}/api/auth/token`, { headers: { ...headers, cookie } })
  ).json()) as { token: string };
  const demoEmails = new Set<string>(Object.values(demoUsers));
  const free: RegistrationCode[] = [];
  const used: RegistrationCode[] = [];
  // Parties are numbered from 1; a batch of 30 aliases (the server's limit) with no person left ends it.
  for (let first = 1; first < 5000; first += 30) {
    const fields = Array.from(
      { length: 30 },
      (_, i) =>
        `p${first + i}: parte(id_parte: ${first + i}) { persona { id_persona nome cognome sesso iscrizione { id_iscrizione nomine { ruolo { adulto } } } utenti { id_utente registration_token data_registrazione username } } }`,
    );
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `{ ${fields.join('\n')} }` }),
    });
    const body = (await res.json()) as { data?: Record<string, { persona: PersonaRow | null } | null> };
    const persone = Object.values(body.data ?? {})
      .map((p) => p?.persona)
      .filter((p): p is PersonaRow => !!p);
    if (Object.values(body.data ?? {}).every((p) => p === null)) break;
    for (const p of persone) {
      for (const u of p.utenti) {
        const row: RegistrationCode = {
          code: u.registration_token,
          nome: p.nome ?? '',
          cognome: p.cognome ?? '',
          sesso: p.sesso,
          iscrizione: p.iscrizione !== null,
          capo: p.iscrizione?.nomine.some((n) => n.ruolo.adulto) ?? false,
          id_persona: p.id_persona,
          id_utente: u.id_utente,
          printed: printed.includes(u.registration_token),
        };
        if (u.data_registrazione === null) free.push(row);
        else if (!demoEmails.has((u.username ?? '').replace('-at-', '@'))) used.push(row);
      }
    }
  }
  free.sort(
    (a, b) => Number(b.printed) - Number(a.printed) || printed.indexOf(a.code) - printed.indexOf(b.code),
  );
  return { free, used };
}

const webDist = new URL('../../apps/web/dist', import.meta.url).pathname;

/** The per-server variables each worker reads (support/worker-server.ts maps its slot's set). */
export interface ServerEnv {
  E2E_BASE_URL: string;
  E2E_DIR: string;
  E2E_MAIL_DIR: string;
  E2E_SMTP_URL: string;
}

/**
 * The demo section migrated and seeded once: a server started on a new data dir and stopped
 * (`npm start`'s own path); each worker's server then opens a copy of that folder.
 */
async function seededDataDir(dir: string): Promise<string> {
  const seeded = join(dir, 'seeded-data');
  const first = await startServer(LIMITI_E2E, { dataDir: seeded });
  await first.stop();
  return seeded;
}

/** One server with its own copy of the data, mailbox and codes.json, in `dir`. */
async function startWorkerServer(dir: string, seeded: string) {
  mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, 'data');
  cpSync(seeded, dataDir, { recursive: true });
  const mail = await startMailServer(join(dir, 'mail'));
  // The most talkative level, so that the scan at the end of the run reads every line a server may log.
  const server = await startServer({ SMTP_URL: mail.url, ...LIMITI_E2E, LOG_LEVEL: 'debug' }, { dataDir });
  writeFileSync(join(dir, 'server-output.txt'), server.output());
  const printed = printedCodes(server.output()).map((c) => c.code);
  if (printed.length === 0)
    throw new Error(`Nessun codice di registrazione stampato all'avvio:\n${server.output()}`);
  const codici = await codesAsLeader(server.url, printed);
  writeFileSync(join(dir, 'codes.json'), JSON.stringify(codici, null, 1));
  const env: ServerEnv = {
    E2E_BASE_URL: server.url,
    E2E_DIR: dir,
    E2E_MAIL_DIR: mail.dir,
    E2E_SMTP_URL: mail.url,
  };
  return {
    env,
    async stop() {
      await server.stop();
      await mail.close();
    },
    /** Issue 27: what the server logged over the run that it must never log, or null. */
    segreto: () =>
      primoSegreto(server.output(), {
        password: [DEMO_PASSWORD, NEW_PASSWORD, OTHER_PASSWORD, 'Diversa.Password-3'],
        codici: [...codici.free, ...codici.used].map((c) => c.code),
      }),
  };
}

// Each Playwright worker gets a server of its own (its parallel slot picks it): specs never share
// a database, a mailbox or a rate-limit counter with the specs of another worker.
export default async function globalSetup(config: FullConfig) {
  const dir = mkdtempSync(join(tmpdir(), 'zaino-e2e-run-'));
  // The servers of the run serve a snapshot of the built web app taken now: a rebuild of
  // apps/web/dist during the run (another terminal, a watcher) would otherwise leave the browser with
  // an index.html whose chunks are gone. startServer reads E2E_WEB_DIST_DIR.
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`Manca la build del web (${webDist}/index.html): esegui prima \`npm run build\`.`);
  }
  cpSync(webDist, join(dir, 'web'), { recursive: true });
  // The servers run the bundle `npm start` runs (apps/server/build.mjs), rebuilt if the source is newer.
  await buildServerSeVecchio();
  process.env.E2E_WEB_DIST_DIR = join(dir, 'web');
  const slots = Math.max(1, config.workers);
  // Migrated and seeded once: every worker's server and every server a spec starts of its own copy
  // this folder (server.ts), instead of migrating and seeding again (30–45 s a start under load).
  const seeded = await seededDataDir(dir);
  process.env.E2E_SEEDED_DIR = seeded;
  const started = await Promise.allSettled(
    Array.from({ length: slots }, (_, slot) => startWorkerServer(join(dir, `server-${slot}`), seeded)),
  );
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
    const trovati = servers.flatMap((s, slot) => {
      const segreto = s.segreto();
      return segreto ? [`server ${slot}: ${segreto}`] : [];
    });
    if (trovati.length > 0)
      throw new Error(`I log dei server contengono ciò che non devono: ${trovati.join('; ')}`);
  };
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  servers.forEach((s, slot) => {
    for (const [key, value] of Object.entries(s.env)) process.env[`${key}_${slot}`] = value;
  });
  // Slot 0's values also stand alone, for code that runs outside a worker.
  Object.assign(process.env, servers[0]!.env);
  return stopAll;
}
