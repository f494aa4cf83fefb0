import { describe, expect, it } from 'vitest';
import { campionaCpu, classe, leggiStat, rigaCpu } from './cpu-per-processo.mjs';

describe('CPU per kind of process during a stage (scripts/cpu-per-processo.mjs)', () => {
  it('reads utime + stime and the start time after a command name with spaces and parentheses', () => {
    const riga = '4242 (node (x) y) S 1 2 3 4 5 6 7 8 9 10 150 25 0 0 20 0 11 0 98765 0 0';
    expect(leggiStat(riga)).toEqual({ tick: 175, avvio: 98765 });
  });

  it('tells the kinds of process apart by their command line', () => {
    expect(classe('/usr/lib/chromium/chromium --type=renderer --lang=it')).toBe('Chromium, pagine');
    expect(classe('/usr/lib/chromium/chromium --type=gpu-process')).toBe('Chromium, altri processi');
    expect(classe('/usr/bin/node --import tsx apps/server/src/main.ts')).toBe('server Zaino');
    expect(classe('/usr/bin/node /repo/apps/server/dist/main.mjs')).toBe('server Zaino');
    expect(classe('/usr/lib/postgresql/15/bin/postgres -D /tmp/x')).toBe('PostgreSQL');
    expect(classe('node node_modules/vitest/dist/workers/forks.js')).toBe('Vitest');
  });

  it('counts the CPU this process spends while it samples', () => {
    const campione = campionaCpu();
    if (!campione) return expect(process.platform).not.toBe('linux');
    const fine = Date.now() + 300;
    let x = 0;
    while (Date.now() < fine) x += Math.sqrt(x + 1);
    const { classi, occupazione } = campione.ferma();
    expect(x).toBeGreaterThan(0);
    expect(Object.values(classi).reduce((a, b) => a + b, 0)).toBeGreaterThan(0.1);
    expect(occupazione).toBeGreaterThan(0);
    expect(rigaCpu({ classi: { 'server Zaino': 12.4, Vitest: 80 }, occupazione: 0.87 })).toBe(
      'CPU occupata 87%: Vitest 80 s, server Zaino 12 s',
    );
  });
});
