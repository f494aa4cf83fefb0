// The first-load budget check of `npm test` (scripts/bundle-budget.mjs, decision 0204) on fixture
// builds: what it counts, and that it fails over the budget.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../../scripts/bundle-budget.mjs');
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** Incompressible JavaScript of about `kb` KB once gzipped. */
const heavy = (kb: number) => `export const x = "${randomBytes(kb * 1024).toString('base64')}";\n`;

/** A built app: index.html loading the entry, and the measured routes' page chunks. */
function dist(chunks: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'zaino-bundle-'));
  temporary.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/initial-BBBBBBBB.js">\n',
  );
  const files: Record<string, string> = {
    'index-AAAAAAAA.js': 'import{a}from"./initial-BBBBBBBB.js";const p=()=>import("./altro-CCCCCCCC.js");',
    'initial-BBBBBBBB.js': 'export const a=1;',
    'altro-CCCCCCCC.js': heavy(300),
    'member-home-page-DDDDDDDD.js': 'import{a}from"./initial-BBBBBBBB.js";export{a};',
    'login-page-EEEEEEEE.js': 'import"./form-FFFFFFFF.js";',
    'login-complete-page-GGGGGGGG.js': heavy(300),
    'form-FFFFFFFF.js': 'export const f=1;',
    'stato-iscrizioni-page-HHHHHHHH.js': 'export const s=1;',
    ...chunks,
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), code);
  return dir;
}

function check(dir: string) {
  const r = spawnSync('node', [script, '--dist', dir], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('first-load budget (scripts/bundle-budget.mjs)', () => {
  it('passes a small build, leaving out what loads later (dynamic imports, other pages)', () => {
    const r = check(dist({}));
    expect(r).toMatchObject({ status: 0 });
    expect(r.out).toMatch(/✓ \/f\s+0\.\d KB gzip \(budget 170 KB\)/);
    expect(r.out).toMatch(/✓ \/login\s+0\.\d KB gzip/);
  });

  it('fails when a chunk imported statically by the page takes /f over 170 KB', () => {
    const r = check(dist({ 'initial-BBBBBBBB.js': `export const a=1;${heavy(175)}` }));
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/✖ \/f\s+17\d\.\d KB gzip \(budget 170 KB\)/);
    expect(r.out).toContain('oltre il budget');
  });

  it('counts the imports of imports: a chunk the login form imports', () => {
    const r = check(dist({ 'form-FFFFFFFF.js': heavy(215) }));
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/✖ \/login\s+21\d\.\d KB gzip/);
    expect(r.out).toMatch(/✓ \/f\s+0\.\d KB/);
  });

  it('fails when a measured page is missing from the build', () => {
    const dir = dist({});
    rmSync(join(dir, 'assets', 'member-home-page-DDDDDDDD.js'));
    const r = check(dir);
    expect(r.status).toBe(1);
    expect(r.out).toContain('member-home-page: 0 chunk trovati');
  });
});
