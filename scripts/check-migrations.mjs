#!/usr/bin/env node
// CI check (decision 0306): the committed migrations are append-only and match the Drizzle schema.
//  1. Every committed migration file (SQL, snapshot, journal entry) still has the SHA-256 recorded in
//     apps/server/src/db/migrations/checksums.json, and every file is recorded there.
//  2. `drizzle-kit generate`, run on a temporary copy of the migrations, finds nothing to generate.
// After `npm run db:generate -w @zaino/server` (a new migration), record it with
// `node scripts/check-migrations.mjs --append`: it adds the new files and never rewrites a recorded one.
// Options for tests: --migrations <dir> (default the server's), --schema <file>, --skip-generate.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? resolve(args[i + 1]) : fallback;
};
const migrations = option('--migrations', join(root, 'apps/server/src/db/migrations'));
// The same options as apps/server/drizzle.config.ts.
const schema = option('--schema', join(root, 'apps/server/src/db/schema/index.ts'));
const append = args.includes('--append');
const skipGenerate = args.includes('--skip-generate');
const checksumsFile = join(migrations, 'checksums.json');

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Every committed piece of the migrations, by a stable key: files by path, journal entries by tag. */
function currentHashes() {
  const hashes = {};
  for (const f of readdirSync(migrations)
    .filter((n) => n.endsWith('.sql'))
    .sort())
    hashes[f] = sha256(readFileSync(join(migrations, f)));
  const meta = join(migrations, 'meta');
  if (existsSync(meta)) {
    for (const f of readdirSync(meta)
      .filter((n) => n.endsWith('_snapshot.json'))
      .sort())
      hashes[`meta/${f}`] = sha256(readFileSync(join(meta, f)));
    const journal = join(meta, '_journal.json');
    if (existsSync(journal))
      for (const entry of JSON.parse(readFileSync(journal, 'utf8')).entries ?? [])
        hashes[`meta/_journal.json#${entry.tag}`] = sha256(JSON.stringify(entry));
  }
  return hashes;
}

const errors = [];
const recorded = existsSync(checksumsFile) ? JSON.parse(readFileSync(checksumsFile, 'utf8')).files : {};
const current = currentHashes();

for (const [key, hash] of Object.entries(recorded)) {
  if (!(key in current)) errors.push(`${key}: migrazione già committata e poi rimossa`);
  else if (current[key] !== hash)
    errors.push(
      `${key}: migrazione già committata e poi modificata (append-only: aggiungere una nuova migrazione)`,
    );
}
const added = Object.keys(current).filter((key) => !(key in recorded));
if (added.length > 0 && append && errors.length === 0) {
  const files = { ...recorded };
  for (const key of added) files[key] = current[key];
  const note = 'SHA-256 of every committed migration: append-only, checked by scripts/check-migrations.mjs';
  writeFileSync(checksumsFile, `${JSON.stringify({ note, files }, null, 2)}\n`);
  console.log(`check-migrations: registrate ${added.join(', ')}`);
} else if (added.length > 0) {
  errors.push(
    `${added.join(', ')}: non registrate in ${relative(root, checksumsFile)}; ` +
      'eseguire `node scripts/check-migrations.mjs --append` e committare',
  );
}

// Drizzle applies a migration only when its `when` is later than the last applied one: a file whose
// `when` is not later than its predecessor's (a renumbering at a merge) would be skipped for ever
// on a database that already has the predecessor.
{
  const journal = join(migrations, 'meta', '_journal.json');
  const entries = existsSync(journal) ? (JSON.parse(readFileSync(journal, 'utf8')).entries ?? []) : [];
  for (let i = 1; i < entries.length; i++)
    if (!(entries[i].when > entries[i - 1].when))
      errors.push(
        `meta/_journal.json#${entries[i].tag}: il suo "when" non è successivo a quello di ${entries[i - 1].tag} (Drizzle la salterebbe)`,
      );
}

// drizzle-kit writes a new migration into the copy when the schema differs from the last snapshot.
if (!skipGenerate) {
  // drizzle-kit takes --out relative to the working directory.
  const tmpParent = join(root, '.tmp');
  mkdirSync(tmpParent, { recursive: true });
  const copy = mkdtempSync(join(tmpParent, 'migrations-'));
  try {
    cpSync(migrations, copy, { recursive: true });
    const before = new Set(readdirSync(copy));
    const kit = spawnSync(
      'npx',
      [
        'drizzle-kit',
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        relative(root, schema),
        '--out',
        relative(root, copy),
      ],
      // stdin closed: a rename prompt (an ambiguous change) ends the run instead of waiting.
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
    );
    const output = `${kit.stdout ?? ''}${kit.stderr ?? ''}`;
    if (kit.status !== 0)
      errors.push(`drizzle-kit generate non riuscito (exit ${kit.status ?? kit.signal})\n${output}`);
    const generated = readdirSync(copy).filter((f) => !before.has(f));
    if (generated.length > 0) {
      const sql = generated.map((f) => `--- ${f}\n${readFileSync(join(copy, f), 'utf8')}`).join('\n');
      errors.push(
        `lo schema Drizzle non corrisponde alle migrazioni: drizzle-kit genererebbe\n${sql}\n` +
          'Eseguire `npm run db:generate -w @zaino/server`, poi `node scripts/check-migrations.mjs --append`, e committare',
      );
    } else if (kit.status === 0 && !/nothing to migrate/i.test(output)) {
      errors.push(`drizzle-kit generate: risposta inattesa\n${output}`);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (errors.length > 0) {
  for (const e of errors) console.error(`check-migrations: ${e}`);
  process.exit(1);
}
console.log('check-migrations: migrazioni invariate e allineate con lo schema Drizzle.');
