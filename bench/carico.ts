// Issue 27, `npm run bench:carico`: the families' pages under load, over real HTTP on loopback with
// autocannon (10 connections), on each database: every operation alone, the mix of a family's home
// and checkout, and the trivial `pingDb` as the ceiling of this machine. Targets of the issue: the
// mix ≥ 1,000 req/s, p99 ≤ 50 ms, 0 errors. Printed, never asserted (speed is not a test here).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gql, rows, startTestApp, type TestApp, tokenFor } from '../apps/server/test/helpers.ts';
import { postgresUrl } from '../apps/server/test/test-db.ts';

const SECONDI = Number(process.env.BENCH_CARICO_SECONDI ?? 8);
const CONNESSIONI = Number(process.env.BENCH_CARICO_CONNESSIONI ?? 10);
/** A folder: each row's CPU profile of the server is written there (open it in Chromium's DevTools). */
const PROFILI = process.env.BENCH_CARICO_PROFILI;
const kinds = (postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
  (k) => !process.env.BENCH_DB || k === process.env.BENCH_DB,
);

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errori: number;
}

interface Richiesta {
  nome: string;
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * One autocannon run over these requests in turn, from a process of its own (carico-generatore.mjs);
 * errors are non-2xx answers and GraphQL errors.
 */
function carica(url: string, token: string, richieste: Richiesta[]): Promise<Figure> {
  return new Promise((resolve, reject) => {
    const figlio = fork(fileURLToPath(new URL('./carico-generatore.mjs', import.meta.url)));
    figlio.send({ url, token, connections: CONNESSIONI, duration: SECONDI, requests: richieste });
    figlio.once('message', (figure) => {
      figlio.disconnect();
      resolve(figure as Figure);
    });
    figlio.once('error', reject);
    figlio.once('exit', (code) => reject(new Error(`il generatore di carico è uscito con ${code}`)));
  });
}

async function misura(t: TestApp, etichetta: string) {
  const indirizzo = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = await tokenFor(t.app, 'genitore');
  const persone = (await gql(t.app, '{ getPersoneSe { id_persona } }', {}, token)).data!.getPersoneSe as {
    id_persona: number;
  }[];
  // Two dues of a child not tied to an enrolment (a camp), payable by card whatever the privacy state.
  const [figlio] = await rows<{ id_parte: number; anno: number }>(
    t.database,
    `select p.id_parte, (select anno_scout from anni_scout where attivo) as anno from persone p
     where p.id_persona = ${persone.find((p) => p.id_persona !== persone[0]!.id_persona)?.id_persona ?? persone[0]!.id_persona}`,
  );
  const dovuti: { id_transazione_economica: number }[] = [];
  for (const importo of [12000, 3500])
    dovuti.push(
      ...(await rows<{ id_transazione_economica: number }>(
        t.database,
        `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
         values (${figlio!.id_parte}, 1, ${importo}, 'Campo estivo', 'altro', ${figlio!.anno}, 'no')
         returning id_transazione_economica`,
      )),
    );
  const home: Richiesta = {
    nome: 'getPersoneSe',
    query: `{ getPersoneSe { id_persona nome cognome iscrizione { stato_iscrizione nomine { id_ruolo } }
      transazioni_economiche_todo { id_transazione_economica importo causale_desc } } }`,
  };
  const anno: Richiesta = { nome: 'getAsAttivo', query: '{ getAsAttivo { anno_scout limite_mora } }' };
  const pagamenti: Richiesta = {
    nome: 'getTfPersona',
    query: 'query($p: Int!) { getTfPersona(id_persona: $p) { id_transazione_finanziaria importo stato } }',
    variables: { p: persone[0]!.id_persona },
  };
  // The same cart every time: the sandbox's open checkout is reused (decision 1202), as a family
  // reloading the checkout page does.
  const checkout: Richiesta = {
    nome: 'preparaCheckout',
    query: `mutation($p: PreparazioneCheckoutInput!) { preparaCheckout(preparazione_checkout: $p) {
      id_transazione_finanziaria importo commissione } }`,
    variables: { p: { metodo: 'stripe', donazione: 0, transazioni_economiche: dovuti } },
  };
  const prova = await gql(t.app, checkout.query, checkout.variables ?? {}, token);
  if (prova.errors) throw new Error(`preparaCheckout: ${JSON.stringify(prova.errors)}`);

  console.log(`\n${etichetta}: ${CONNESSIONI} connessioni, ${SECONDI} s per riga, genitore`);
  console.log(
    'richieste'.padEnd(34),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errori'.padStart(7),
    'carico'.padStart(7),
    'CPU server ms/req'.padStart(18),
  );
  const righe: [string, Richiesta[]][] = [
    ['pingDb (soffitto)', [{ nome: 'pingDb', query: '{ pingDb }' }]],
    ['getPersoneSe', [home]],
    ['getAsAttivo', [anno]],
    ['getTfPersona', [pagamenti]],
    ['preparaCheckout (carrello uguale)', [checkout]],
    ['mix: home, anno, pagamenti, checkout', [home, anno, pagamenti, checkout]],
  ];
  if (PROFILI) mkdirSync(PROFILI, { recursive: true });
  const profilatore = PROFILI ? new Session() : undefined;
  profilatore?.connect();
  await profilatore?.post('Profiler.enable');
  for (const [nome, richieste] of righe) {
    await profilatore?.post('Profiler.start');
    // The server's own CPU (this process; the generator and the database are others): where a
    // request's time goes, beside what the database spends.
    const cpu = process.cpuUsage();
    const r = await carica(indirizzo, token, richieste);
    const { user, system } = process.cpuUsage(cpu);
    if (profilatore) {
      const { profile } = await profilatore.post('Profiler.stop');
      const file = join(PROFILI!, `${etichetta.split(' ')[0]}-${nome.split(' ')[0]}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
    }
    console.log(
      nome.padEnd(34),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errori).padStart(7),
      loadavg()[0]!.toFixed(1).padStart(7),
      ((user + system) / 1000 / (r.rps * SECONDI)).toFixed(2).padStart(18),
    );
  }
  profilatore?.disconnect();
}

console.log(
  `Carico sul front office (issue 27): ${cpus().length} CPU, carico medio ${loadavg()[0]!.toFixed(1)}`,
);
for (const kind of kinds) {
  // Limits a real family never reaches are raised: the benchmark measures the work, not the refusal.
  const t = await startTestApp(kind, {
    env: { CHECKOUT_LIMIT: '100000', WRITE_LIMIT: '1000000' },
  });
  try {
    await misura(t, kind === 'pglite' ? 'PGlite (incorporato)' : 'PostgreSQL 15');
  } finally {
    await t.close();
  }
}
