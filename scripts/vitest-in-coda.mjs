// A Vitest reporter for `npm test` (scripts/test-all.mjs). Once every file left has started, the
// run is in its tail: the cores empty as the last files end (about 40 s at 1.5 files on average in
// the 2026-11-29 runs). It then writes the file named by ZAINO_VITEST_CODA, and test-all starts the
// end-to-end stage, whose set-up (seeding, three servers) fills the cores meanwhile (decision 0317).
import { writeFileSync } from 'node:fs';

export default class VitestInCoda {
  totale = 0;
  finiti = 0;
  scritto = false;
  lavoratori = Number(process.env.VITEST_WORKERS ?? 3);

  onTestRunStart(specifiche) {
    this.totale = specifiche.length;
  }

  onTestModuleEnd(modulo) {
    this.finiti += 1;
    // A failed file: no end-to-end tests before the unit tests end (npm test then stops there).
    if (modulo?.state?.() === 'failed') this.scritto = true;
    const file = process.env.ZAINO_VITEST_CODA;
    if (this.scritto || !file || this.totale - this.finiti > this.lavoratori) return;
    this.scritto = true;
    writeFileSync(file, `${this.finiti}/${this.totale}\n`);
  }
}
