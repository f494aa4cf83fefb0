#!/usr/bin/env node
// The first-load budget (DESIGN.md §9, decision 0204), checked by `npm test` right after the web build.
// A route's first load = the scripts of index.html (entry and modulepreloads), the route's lazy page
// chunk, and every chunk they import statically, gzip-compressed one by one. Dynamic imports (other
// pages, the user menu, notifications) load later and do not count.
// Usage: node scripts/bundle-budget.mjs [--dist <dir>]  (default apps/web/dist)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/**
 * Measured routes: the page chunk's name (its source file's) and the budget in KB gzip, if any. The
 * front office has DESIGN.md's 170 KB; the login page, over it because of zod (decision 0204), has a
 * ceiling so that it does not grow further.
 */
export const FIRST_LOAD_ROUTES = [
  { route: '/f', chunk: 'member-home-page', budgetKb: 170 },
  { route: '/login', chunk: 'login-page', budgetKb: 210 },
  { route: '/b/stato-iscrizioni', chunk: 'stato-iscrizioni-page' },
];

// `import … from "./x.js"`, `export … from "./x.js"` and `import "./x.js"` in a built chunk.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;

function addWithImports(dist, file, files) {
  if (files.has(file)) return;
  files.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) addWithImports(dist, `assets/${m[1].slice(2)}`, files);
}

/** The chunks of a route's first load and their gzip size in bytes. */
export function firstLoad(dist, pageChunk) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) addWithImports(dist, m[1], files);
  // Vite names a chunk after its module plus an 8-character hash: login-page-yhUA34qm.js.
  const name = new RegExp(`^${pageChunk}-[\\w-]{8}\\.js$`);
  const page = readdirSync(join(dist, 'assets')).filter((f) => name.test(f));
  if (page.length !== 1) throw new Error(`${pageChunk}: ${page.length} chunk trovati in ${dist}/assets`);
  addWithImports(dist, `assets/${page[0]}`, files);
  const gzipBytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
  return { files: [...files], gzipBytes };
}

/** Each measured route with its size in KB gzip (one decimal) and whether it is within its budget. */
export function firstLoadFigures(dist = DIST) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}: index.html mancante (npm run build)`);
  return FIRST_LOAD_ROUTES.map(({ route, chunk, budgetKb }) => {
    const kb = Math.round(firstLoad(dist, chunk).gzipBytes / 102.4) / 10;
    return { route, kb, budgetKb, ok: budgetKb === undefined || kb <= budgetKb };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distArg = process.argv.indexOf('--dist');
  const dist = distArg > 0 ? resolve(process.argv[distArg + 1]) : DIST;
  let figures;
  try {
    figures = firstLoadFigures(dist);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  for (const f of figures) {
    const budget = f.budgetKb === undefined ? '' : ` (budget ${f.budgetKb} KB)`;
    console.log(`${f.ok ? '✓' : '✖'} ${f.route.padEnd(22)} ${f.kb.toFixed(1)} KB gzip${budget}`);
  }
  if (figures.some((f) => !f.ok)) {
    console.error(
      'Primo caricamento oltre il budget: `node scripts/bundle-contents.mjs <route>` dice cosa contiene.',
    );
    process.exit(1);
  }
}
