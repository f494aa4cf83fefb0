import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CodesFile, printedCodes, type RegistrationCode } from './codes.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts';
import { startMailServer } from './mail-server.ts';
import { startServer } from './server.ts';

// One server for the whole run, on the embedded database with the demo section, like `npm start`,
// sending its mail through SMTP to a server of ours (issue 4) that stores each message in E2E_MAIL_DIR.
// The registration codes are written to E2E_DIR/codes.json (see codes.ts).

/** Every browser of the run comes from 127.0.0.1: let it look up many codes (docs/configuration.md). */
export const E2E_CODE_LOOKUP_LIMIT = '1000';

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

export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'zaino-e2e-run-'));
  // The servers of the run serve a snapshot of the built web app taken now: a rebuild of
  // apps/web/dist during the run (another terminal, a watcher) would otherwise leave the browser with
  // an index.html whose chunks are gone. startServer reads E2E_WEB_DIST_DIR.
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`Manca la build del web (${webDist}/index.html): esegui prima \`npm run build\`.`);
  }
  cpSync(webDist, join(dir, 'web'), { recursive: true });
  process.env.E2E_WEB_DIST_DIR = join(dir, 'web');
  const mail = await startMailServer(join(dir, 'mail'));
  // The demo family starts far more checkouts in one run than a real one in an hour (decision 1211).
  const server = await startServer({
    SMTP_URL: mail.url,
    CODE_LOOKUP_LIMIT: E2E_CODE_LOOKUP_LIMIT,
    CHECKOUT_LIMIT: '1000',
  });
  writeFileSync(join(dir, 'server-output.txt'), server.output());
  const printed = printedCodes(server.output()).map((c) => c.code);
  if (printed.length === 0)
    throw new Error(`Nessun codice di registrazione stampato all'avvio:\n${server.output()}`);
  writeFileSync(join(dir, 'codes.json'), JSON.stringify(await codesAsLeader(server.url, printed), null, 1));

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DIR = dir;
  process.env.E2E_MAIL_DIR = mail.dir;
  process.env.E2E_SMTP_URL = mail.url;
  return async () => {
    await server.stop();
    await mail.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
