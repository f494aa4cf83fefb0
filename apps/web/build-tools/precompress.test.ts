import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressi } from './precompress.ts';

describe('precompressi', () => {
  it('writes a .br and a .gz of every text file worth it, which decompress to the same bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zaino-pre-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const x = ${JSON.stringify('zaino '.repeat(2000))};`;
    writeFileSync(join(dir, 'assets', 'app-1.js'), js);
    writeFileSync(join(dir, 'assets', 'app-1.js.map'), js);
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'piccolo.css'), 'a{}');
    expect(precompressi(dir)).toEqual([join(dir, 'assets', 'app-1.js')]);
    const br = readFileSync(join(dir, 'assets', 'app-1.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'app-1.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'app-1.js',
      'app-1.js.br',
      'app-1.js.gz',
      'app-1.js.map',
      'logo.png',
    ]);
  });
});
