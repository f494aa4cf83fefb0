import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

/** The modules' SDL files (DESIGN.md §1: SDL-first), in a stable order. */
export function loadTypeDefs(dir = MODULES_DIR): string[] {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  // sistema.graphql declares `type Query`; the other modules extend it.
  files.sort((a, b) => Number(!a.includes('sistema')) - Number(!b.includes('sistema')));
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
}
