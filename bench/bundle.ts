import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// First-load JS of a route = the entry script, the modules it preloads, and the route's lazy chunk
// (DESIGN.md §9 budget: front office ≤ 170 KB gzip).
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

function importsOf(file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // static imports only: `import ... from "./x.js"` and bare `import "./x.js"` in the built chunk
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    importsOf(join('assets', m[1]!.slice(2)), seen);
  }
}

export function bundleFigures(): { route: string; kb: number }[] {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('apps/web/dist mancante: esegui `npm run build`');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const assets = readdirSync(join(dist, 'assets'));
  const routeChunk = (prefix: string) => assets.find((a) => a.startsWith(prefix) && a.endsWith('.js'));
  const figures: { route: string; kb: number }[] = [];
  for (const [route, prefix] of [
    ['/f', 'member-home-page'],
    ['/b/stato-iscrizioni', 'stato-iscrizioni-page'],
    ['/login', 'login-page'],
  ] as const) {
    const seen = new Set<string>();
    for (const e of entries) importsOf(e, seen);
    const chunk = routeChunk(prefix);
    if (chunk) importsOf(join('assets', chunk), seen);
    const bytes = [...seen].reduce((sum, f) => sum + gz(f), 0);
    figures.push({ route, kb: Math.round(bytes / 102.4) / 10 });
  }
  return figures;
}
