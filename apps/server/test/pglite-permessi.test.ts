import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

// Issue 22 item 11: PGlite unpacks its initial database with mode 0666 and writes some files with
// the process umask; every file of the data folder must be the server user's alone.

function modi(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(e.parentPath, e.name);
    out.set(path, statSync(path).mode & 0o777);
  }
  return out;
}

const nonPrivati = (dir: string) =>
  [...modi(dir)].filter(([path, mode]) => mode !== (statSync(path).isDirectory() ? 0o700 : 0o600));

describe('PGlite data folder permissions', () => {
  const base = mkdtempSync(join(tmpdir(), 'zaino-permessi-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('every file is 0600 and every folder 0700, after creation, migrations and a restart', async () => {
    const dir = join(base, 'data');
    const database = await openDatabase({ dataDir: dir });
    await migrate(database);
    expect(modi(dir).size).toBeGreaterThan(500);
    expect(nonPrivati(dir)).toEqual([]);
    await database.close();
    expect(nonPrivati(dir)).toEqual([]);

    // A restart rewrites PostgreSQL's cache files (pg_internal.init) with the process umask.
    const again = await openDatabase({ dataDir: dir });
    await again.ping();
    expect(nonPrivati(dir)).toEqual([]);
    await again.close();
    expect(nonPrivati(dir)).toEqual([]);
  });
});
