#!/usr/bin/env node
// CI check (DESIGN.md §1 "Contract"): regenerates the GraphQL artefacts from the modules' SDL and
// the web's `graphql()` documents, and fails when the committed merged schema.graphql, the generated
// resolver types or the web's generated documents (apps/web/src/gql/) differ from what codegen
// produces (also when a document no longer matches the schema). Fix: `npm run codegen`, then commit.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webGql = 'apps/web/src/gql';
const webFiles = () =>
  existsSync(join(root, webGql)) ? readdirSync(join(root, webGql)).map((f) => `${webGql}/${f}`) : [];
const fixed = ['schema.graphql', 'apps/server/src/graphql/resolvers-types.gen.ts'];

const read = (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null);
const before = Object.fromEntries([...fixed, ...webFiles()].map((f) => [f, read(f)]));

try {
  execFileSync('npm', ['run', 'codegen', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
} catch {
  console.error('check-schema-drift: graphql-codegen non riuscito (vedi sopra).');
  process.exit(1);
}

// A generated web file that appeared or disappeared counts as drift too.
const watched = [...new Set([...Object.keys(before), ...webFiles()])];
const changed = watched.filter((f) => read(f) !== (before[f] ?? null));
if (changed.length > 0) {
  console.error(
    `check-schema-drift: ${changed.join(', ')} non corrisponde all'SDL dei moduli o ai documenti graphql() del web.\n` +
      'Esegui `npm run codegen` e committa i file generati.',
  );
  process.exit(1);
}
console.log('check-schema-drift: schema.graphql e apps/web/src/gql allineati con l’SDL dei moduli.');
