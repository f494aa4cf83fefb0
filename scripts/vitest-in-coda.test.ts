import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import VitestInCoda from './vitest-in-coda.mjs';

describe('the unit tests’ tail (scripts/vitest-in-coda.mjs)', () => {
  const prima = process.env.ZAINO_VITEST_CODA;
  afterEach(() => {
    if (prima === undefined) delete process.env.ZAINO_VITEST_CODA;
    else process.env.ZAINO_VITEST_CODA = prima;
  });

  it('writes its file once every file left has started: no more files left than workers', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'coda-')), 'in-coda');
    process.env.ZAINO_VITEST_CODA = file;
    const r = new VitestInCoda();
    r.lavoratori = 3;
    r.onTestRunStart(Array.from({ length: 7 }));
    for (let i = 0; i < 3; i++) r.onTestModuleEnd();
    expect(existsSync(file)).toBe(false);
    r.onTestModuleEnd();
    expect(readFileSync(file, 'utf8')).toBe('4/7\n');
    r.onTestModuleEnd();
    expect(readFileSync(file, 'utf8')).toBe('4/7\n');
  });

  it('writes nothing once a file has failed: the end-to-end tests wait for the unit tests to end', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'coda-')), 'in-coda');
    process.env.ZAINO_VITEST_CODA = file;
    const r = new VitestInCoda();
    r.lavoratori = 3;
    r.onTestRunStart(Array.from({ length: 5 }));
    r.onTestModuleEnd({ state: () => 'failed' });
    for (let i = 0; i < 4; i++) r.onTestModuleEnd({ state: () => 'passed' });
    expect(existsSync(file)).toBe(false);
  });
});
