#!/usr/bin/env node
// CI check (DESIGN.md §1 "Contract"): regenerates the GraphQL artefacts from the modules' SDL and
// fails when the committed merged schema.graphql (or the generated resolver types) differ from
// what the SDL produces. Fix: `npm run codegen`, then commit the result.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const watched = ['schema.graphql', 'apps/server/src/graphql/resolvers-types.gen.ts'];

const read = (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null);
const before = Object.fromEntries(watched.map((f) => [f, read(f)]));

try {
  execFileSync('npm', ['run', 'codegen', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
} catch {
  console.error('check-schema-drift: graphql-codegen non riuscito (vedi sopra).');
  process.exit(1);
}

const changed = watched.filter((f) => read(f) !== before[f]);
if (changed.length > 0) {
  console.error(
    `check-schema-drift: ${changed.join(', ')} non corrisponde all'SDL dei moduli.\n` +
      'Esegui `npm run codegen` e committa i file generati.',
  );
  process.exit(1);
}
console.log('check-schema-drift: schema.graphql allineato con l’SDL dei moduli.');
