import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bloccaCartella, CartellaInUsoError } from './blocco-cartella.ts';

// One process per PGlite folder: a second server, or the first-administrator command while the
// server runs, is refused with a clear message instead of working on a copy of the database.

describe('the data folder belongs to one process at a time', () => {
  it('the owner writes its pid and removes it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zaino-blocco-'));
    const rilascia = bloccaCartella(dir);
    expect(readFileSync(join(dir, 'zaino.pid'), 'utf8')).toBe(String(process.pid));
    rilascia();
    expect(existsSync(join(dir, 'zaino.pid'))).toBe(false);
  });

  it('a folder held by another live process is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zaino-blocco-'));
    const altro = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'zaino.pid'), String(altro.pid));
      expect(() => bloccaCartella(dir)).toThrow(CartellaInUsoError);
      expect(() => bloccaCartella(dir)).toThrow(`è in uso da un altro processo (pid ${altro.pid})`);
    } finally {
      altro.kill();
    }
  });

  it('a pid left by a process that has ended is taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zaino-blocco-'));
    const finito = spawn('true');
    await new Promise((resolve) => finito.on('exit', resolve));
    writeFileSync(join(dir, 'zaino.pid'), String(finito.pid));
    const rilascia = bloccaCartella(dir);
    expect(readFileSync(join(dir, 'zaino.pid'), 'utf8')).toBe(String(process.pid));
    rilascia();
  });
});
