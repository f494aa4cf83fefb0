// Vitest runs the test files of a project in the order its sequencer gives, two at a time. Without
// its cache (a clean clone, as in CI) it starts with the largest files, and a long file that happens
// to start last runs alone at the end: in the stop-23 run the last 100 s had one file running for
// most of the time. The longest files go first here, by the durations of an earlier full run kept in
// scripts/durate-test.json (`npm run durate-test` rewrites it from the last report); files it does
// not know go first among equals, as Vitest's own order does.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { BaseSequencer } from 'vitest/node';

const root = new URL('..', import.meta.url).pathname;
export const DURATE = new URL('durate-test.json', import.meta.url).pathname;

/** File path (from the repository root) → seconds it took in the last recorded full run. */
export function leggiDurate() {
  try {
    return JSON.parse(readFileSync(DURATE, 'utf8'));
  } catch {
    return {};
  }
}

/** The durations of a Vitest JSON report of the checkout at `radice`, as durate-test.json keeps them. */
export function durateDaReport(report, radice = root) {
  const durate = {};
  for (const f of report.testResults ?? []) {
    const file = relative(radice, f.name);
    durate[file] = Math.round((f.endTime - f.startTime) / 100) / 10;
  }
  return Object.fromEntries(Object.entries(durate).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Files in Vitest's order (`base`: projects one after another) with each project's files reordered
 * longest first; a file without a recorded duration counts as the longest.
 */
export function piuLunghiPrima(base, durate, radice = root) {
  const durata = (f) => durate[relative(radice, f.moduleId)] ?? Number.POSITIVE_INFINITY;
  const posizione = new Map(base.map((f, i) => [f, i]));
  return [...base].sort((a, b) => {
    if (a.project.name !== b.project.name) return posizione.get(a) - posizione.get(b);
    return durata(b) - durata(a) || posizione.get(a) - posizione.get(b);
  });
}

export class PiuLunghiPrima extends BaseSequencer {
  async sort(files) {
    return piuLunghiPrima(await super.sort(files), leggiDurate());
  }
}

// `node scripts/ordine-test.mjs <vitest report>` rewrites scripts/durate-test.json.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  // The report sits in <checkout>/.tmp/reports/: its paths are read from that checkout.
  const percorso = resolve(process.argv[2] ?? `${root}.tmp/reports/vitest.json`);
  const report = JSON.parse(readFileSync(percorso, 'utf8'));
  const radice = resolve(dirname(percorso), '../..');
  writeFileSync(DURATE, `${JSON.stringify(durateDaReport(report, radice), null, 2)}\n`);
  console.log(`scripts/durate-test.json: ${Object.keys(leggiDurate()).length} files`);
}
