#!/usr/bin/env node
// CI check (decision 0306, STYLE.md "one-way dependencies"): who may import whom.
//  1. apps/web never imports apps/server code (the contract is schema.graphql and its generated types).
//  2. A feature under apps/web/src/features/<a> never imports another feature; shared pieces live in
//     apps/web/src/components and apps/web/src/lib.
//  3. Only repositories (*.repo.ts), apps/server/src/db/ (client, migrations, seed) and the better-auth
//     configuration import the Drizzle schema (apps/server/src/db/schema). Tests may too.
//  4. A server module (apps/server/src/modules/<m>) imports only the modules below it in MODULE_ORDER
//     (decision 0309), and no import cycle between modules passes, whatever the order says.
// Usage: node scripts/check-layering.mjs [--root <dir>] (the root of a repository-shaped tree).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root =
  rootArg >= 0 && args[rootArg + 1]
    ? resolve(args[rootArg + 1])
    : join(dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'playwright-report']);

/** Better-auth's Drizzle adapter needs the auth tables: the one non-repository allowed in. */
const SCHEMA_ALLOWED_FILES = new Set(['apps/server/src/auth/auth.ts']);
const SCHEMA_DIR = 'apps/server/src/db/schema';

/**
 * The server modules, lowest first (decision 0309, docs/architecture.md): each may import only the
 * ones before it. A new module takes its place here.
 */
const MODULE_ORDER = [
  'anni-scout',
  'organizzazione',
  'iscrizioni',
  'persone',
  'utenti',
  'registrazione',
  'tesoreria',
  'allegati',
  'ricevute',
  'checkout',
  'estratti-banca',
  'estratti-conto',
  'rendiconto',
  'controlli',
  'nazionale',
  'sistema',
  'permessi',
  'liste-attesa',
  'ciclo-annuale',
  'promemoria',
];

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name)) yield path;
  }
}

// import … from 'x' · export … from 'x' · import 'x' · import('x') · require('x')
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Comments removed (keeping line breaks), so commented-out imports do not count. */
const stripComments = (code) =>
  code.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Where an import points inside the repository ('apps/server/src/…'), or null for a package. */
function target(fromFile, specifier) {
  if (specifier.startsWith('.'))
    return relative(root, resolve(dirname(fromFile), specifier))
      .split(sep)
      .join('/');
  if (specifier === '@zaino/server' || specifier.startsWith('@zaino/server/'))
    return `apps/server/${specifier.slice('@zaino/server/'.length)}`;
  return null;
}

const inside = (path, dir) => path === dir || path.startsWith(`${dir}/`);
const featureOf = (path) => /^apps\/web\/src\/features\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;
const moduleOf = (path) => /^apps\/server\/src\/modules\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;
const isTest = (path) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(path) || inside(path, 'apps/server/test');

function rule(file, to) {
  if (inside(file, 'apps/web') && inside(to, 'apps/server'))
    return 'il web non importa codice del server (usa schema.graphql e apps/web/src/gql)';
  const from = featureOf(file);
  const into = featureOf(to);
  if (from && into && from !== into)
    return `la feature ${from} non importa la feature ${into} (spostare il pezzo comune in components/ o lib/)`;
  const schemaTarget = inside(to, SCHEMA_DIR) || /^apps\/server\/src\/db\/schema(\.ts)?$/.test(to);
  if (
    schemaTarget &&
    inside(file, 'apps/server') &&
    !file.endsWith('.repo.ts') &&
    !inside(file, 'apps/server/src/db') &&
    !SCHEMA_ALLOWED_FILES.has(file) &&
    !isTest(file)
  )
    return 'solo i repository (*.repo.ts), db/ e migrazioni/seed importano lo schema Drizzle';
  const da = moduleOf(file);
  const verso = moduleOf(to);
  if (da && verso && da !== verso && !isTest(file)) {
    const [i, j] = [MODULE_ORDER.indexOf(da), MODULE_ORDER.indexOf(verso)];
    const senzaPosto = [da, verso].filter((m) => !MODULE_ORDER.includes(m));
    if (senzaPosto.length > 0)
      return `il modulo ${senzaPosto.join(' e ')} non ha un posto in MODULE_ORDER (scripts/check-layering.mjs)`;
    if (j > i)
      return `il modulo ${da} non importa ${verso}, che gli sta sopra (spostare il pezzo nel dominio o in un modulo più in basso)`;
  }
  return null;
}

/** Every cycle of the module graph, once each (from its smallest module name), as 'a → b → a'. */
function cicli(archi) {
  const trovati = new Set();
  const visita = (inizio, nodo, cammino) => {
    for (const dopo of archi.get(nodo) ?? []) {
      if (dopo === inizio) trovati.add([...cammino, inizio].join(' → '));
      else if (dopo > inizio && !cammino.includes(dopo)) visita(inizio, dopo, [...cammino, dopo]);
    }
  };
  for (const m of [...archi.keys()].sort()) visita(m, m, [m]);
  return [...trovati].sort();
}

const violations = [];
/** Module → modules it imports (tests left out: they may arrange data through any module). */
const moduli = new Map();
for (const abs of sourceFiles(join(root, 'apps'))) {
  const file = relative(root, abs).split(sep).join('/');
  const code = stripComments(readFileSync(abs, 'utf8'));
  for (const m of code.matchAll(IMPORT)) {
    const specifier = m[1] ?? m[2] ?? m[3] ?? m[4];
    const to = target(abs, specifier);
    if (!to) continue;
    const [da, verso] = [moduleOf(file), moduleOf(to)];
    if (da && verso && da !== verso && !isTest(file))
      moduli.set(da, new Set([...(moduli.get(da) ?? []), verso]));
    const why = rule(file, to);
    if (why) {
      const line = code.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0);
      violations.push(`${file}:${line} importa '${specifier}': ${why}`);
    }
  }
}

for (const ciclo of cicli(moduli)) violations.push(`ciclo tra moduli del server: ${ciclo}`);

if (violations.length > 0) {
  for (const v of violations) console.error(`check-layering: ${v}`);
  console.error(`check-layering: ${violations.length} import non consentiti.`);
  process.exit(1);
}
console.log('check-layering: import tra i livelli consentiti.');
