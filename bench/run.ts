// `npm run bench`: the performance figures the issues ask for. Not a test: it prints, never fails on
// a number. SEED_PERSONS (default 5000) sizes the generated section.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { gql, startTestApp, type TestApp, tokenFor } from '../apps/server/test/helpers.ts';
import { postgresUrl } from '../apps/server/test/test-db.ts';
import { misuraRegistro } from './registro.ts';
import { primeRigheRegistro } from './registro-browser.ts';
import { contaStatements } from './statements.ts';

const persons = Number(process.env.SEED_PERSONS ?? 5000);
/**
 * BENCH_SOLO=registro (`npm run bench:registro`): only the member register; BENCH_DB=postgres|pglite:
 * only that database; BENCH_REGISTRO_PERSONS=2000: only that section size (default 2000,5000).
 */
const soloRegistro = process.env.BENCH_SOLO === 'registro';
/** BENCH_SOLO=controlli: only the recompute of the data-quality checks (issue 25). */
const soloControlli = process.env.BENCH_SOLO === 'controlli';
const kinds = (postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
  (k) => !process.env.BENCH_DB || k === process.env.BENCH_DB,
);
const sizes = process.env.BENCH_REGISTRO_PERSONS?.split(',').map(Number) ?? [2000, 5000];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const MILLE = { ids: Array.from({ length: 1000 }, (_, i) => i + 1) };
const PERSONE = `query($ids: [Int!]!) { persone(id_persone: $ids) { id_persona nome contatti { valore }
  iscrizione { stato_iscrizione nomine { id_ruolo } } } }`;

const operations: {
  name: string;
  user: 'cens' | 'genitore' | 'capogruppo';
  query: string;
  variables?: Record<string, unknown>;
}[] = [
  { name: 'pingDb', user: 'genitore', query: '{ pingDb }' },
  {
    name: 'getPersonaSe',
    user: 'cens',
    query: '{ getPersonaSe { id_persona nome contatti { valore } iscrizione { nomine { id_ruolo } } } }',
  },
  {
    name: 'getPersoneSe',
    user: 'genitore',
    query: `{ getPersoneSe { id_persona nome iscrizione { stato_iscrizione nomine { id_ruolo } }
      transazioni_economiche_todo { importo transazioni { importo transazione_finanziaria { importo } } } } }`,
  },
  { name: 'contaPersone (sezione)', user: 'cens', query: '{ a: getAsAttivo { anno_scout } }' },
  {
    name: 'elencaUnita',
    user: 'capogruppo',
    query: '{ elencaUnita { id_unita branca id_gruppo id_parte } }',
  },
  // Issue 7: a 1,000-person list, whole reach (super) and reach as an SQL condition (group leader).
  { name: 'persone ×1000 (super)', user: 'cens', query: PERSONE, variables: MILLE },
  { name: 'persone ×1000 (CG, scope)', user: 'capogruppo', query: PERSONE, variables: MILLE },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Issue 25: POST /segreteria/controlli at the seeded size: one read of every person, the domain's
 * checks, three writes, in one transaction. The first run writes every finding, the next ones
 * rewrite them in place.
 */
async function misuraControlli(t: TestApp, label: string, giri = 5) {
  const token = await tokenFor(t.app, 'cens');
  const tempi: number[] = [];
  for (let i = 0; i < giri; i++) {
    const t0 = performance.now();
    const r = await t.app.inject({
      method: 'POST',
      url: '/segreteria/controlli',
      headers: { authorization: `Bearer ${token}` },
    });
    tempi.push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`controlli: ${r.statusCode} ${r.body}`);
    if (i === 0) {
      const totale = (r.json() as { totale: number }[]).reduce((a, s) => a + s.totale, 0);
      console.log(`\nControlli (${label}, ${persons} persone): ${totale} rilievi`);
    }
  }
  tempi.sort((a, b) => a - b);
  console.log(
    `ricalcolo: p50 ${percentile(tempi, 50).toFixed(0)} ms, max ${tempi.at(-1)!.toFixed(0)} ms` +
      ' (nella transazione: blocco, anno attivo, una lettura, tre scritture; poi le statistiche)',
  );
}

async function measure(t: TestApp, label: string) {
  const conta = contaStatements(t.database);
  const tokens = new Map<string, string>();
  const anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, await tokenFor(t.app, 'cens'))).data!
    .getAsAttivo.anno_scout as number;
  operations[3]!.query = `{ contaPersone(anno_scout: ${anno}, id_parte: 1) }`;
  console.log(`\n${label} — ${persons} persone, ${ROUNDS} richieste per operazione`);
  console.log(
    'operazione'.padEnd(28),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'req/s'.padStart(8),
    'SQL/req'.padStart(8),
  );
  for (const op of operations) {
    if (!tokens.has(op.user)) tokens.set(op.user, await tokenFor(t.app, op.user));
    const token = tokens.get(op.user)!;
    const warm = await gql(t.app, op.query, op.variables ?? {}, token);
    if (warm.errors) throw new Error(`${op.name}: ${JSON.stringify(warm.errors)}`);
    const times: number[] = [];
    conta.reset();
    const start = performance.now();
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await gql(t.app, op.query, op.variables ?? {}, token);
      times.push(performance.now() - t0);
    }
    const total = performance.now() - start;
    times.sort((a, b) => a - b);
    const perReq = (conta.get() / ROUNDS).toFixed(1);
    console.log(
      op.name.padEnd(28),
      percentile(times, 50).toFixed(2).padStart(8),
      percentile(times, 95).toFixed(2).padStart(8),
      ((ROUNDS / total) * 1000).toFixed(0).padStart(8),
      perReq.padStart(8),
    );
  }
}

/** BENCH_SOLO=fuzz (`npm run bench:fuzz`): only the property-based fuzzing of the mutations (issue 27). */
const soloFuzz = process.env.BENCH_SOLO === 'fuzz';
if (soloFuzz || (!soloRegistro && !soloControlli)) {
  // The same property as `npm test`'s fuzz-mutazioni.test.ts, with 10,000 cases on each database.
  console.log(
    '\nFuzz delle mutazioni: 10.000 casi per database (nessun errore interno, invarianti rispettati)',
  );
  const fuzz = spawnSync(
    'npx',
    ['vitest', 'run', 'apps/server/test/fuzz-mutazioni.test.ts', '--reporter=default'],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', ZAINO_FUZZ_CASI: '10000' } },
  );
  if (fuzz.status !== 0) process.exitCode = 1;
  if (soloFuzz) process.exit(process.exitCode ?? 0);
}

if (!soloRegistro && !soloControlli) {
  console.log('Bundle (gzip, primo caricamento)');
  // The figures `npm test` checks against the budget (decision 0204); here printed only.
  spawnSync('node', [new URL('../scripts/bundle-budget.mjs', import.meta.url).pathname], {
    stdio: 'inherit',
  });
}

for (const kind of soloRegistro ? [] : kinds) {
  const t0 = performance.now();
  const t = await startTestApp(kind, { persons });
  console.log(`\nSeed ${kind}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const label = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15';
  try {
    if (!soloControlli) await measure(t, label);
    await misuraControlli(t, label);
  } finally {
    await t.close();
  }
}
if (soloControlli) process.exit(0);

// Issue 9: the member register at 2,000 and 5,000 persons: the page's request (registroPagina, first
// 25 by name with the total, decision 0907) and the whole register (personeSezione) for comparison,
// each against a raw SQL fetch of the same rows in the same run; then the time to first rows in
// Chromium. Targets: ≤ 5 statements a request, p95 ≤ 30 ms at 2,000, ≤ 3 × the raw fetch.
// BENCH_BROWSER=0 leaves Chromium out, BENCH_BROWSER=solo measures only Chromium.
const REGISTRO_ROUNDS = Number(process.env.BENCH_REGISTRO_ROUNDS ?? 30);
const carico = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
console.log(`\ncarico medio (1 / 5 / 15 min) all'inizio: ${carico()}; ${cpus().length} CPU`);
if (process.env.BENCH_BROWSER !== 'solo') {
  console.log(
    `\nAnagrafe (cens, tutta la sezione), ${REGISTRO_ROUNDS} richieste e altrettante SQL grezze, a turno`,
  );
  console.log(
    'richiesta'.padEnd(9),
    'database'.padEnd(12),
    'persone'.padStart(8),
    'righe'.padStart(7),
    'SQL/req'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'SQL ms'.padStart(8),
    'rapporto'.padStart(9),
    'carico'.padStart(7),
  );
  for (const kind of kinds) {
    for (const size of sizes) {
      for (const f of await misuraRegistro(kind, size, REGISTRO_ROUNDS))
        console.log(
          f.richiesta.padEnd(9),
          kind.padEnd(12),
          String(f.persone).padStart(8),
          String(f.righe).padStart(7),
          String(f.statements).padStart(8),
          f.p50.toFixed(1).padStart(8),
          f.p95.toFixed(1).padStart(8),
          f.crudoP50.toFixed(1).padStart(8),
          `${f.rapporto.toFixed(2)}×`.padStart(9),
          loadavg()[0]!.toFixed(1).padStart(7),
        );
    }
  }
}
if (process.env.BENCH_BROWSER !== '0') {
  const volte = 5;
  console.log(
    `\nAnagrafe in Chromium: dalla navigazione a /b/soci alla prima riga visibile (server reale, cens; mediana di ${volte} ricariche)`,
  );
  for (const kind of kinds) {
    for (const size of sizes) {
      const f = await primeRigheRegistro(kind, size, volte);
      console.log(
        `  ${kind.padEnd(9)} ${String(size).padStart(5)} persone: primo caricamento ${f.freddo.toFixed(0)} ms, ricarica ${f.caldo.toFixed(0)} ms (carico ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
}
console.log(`\ncarico medio alla fine: ${carico()}`);
