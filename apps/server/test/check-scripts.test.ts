// The CI checks of `npm test` (decision 0307) catch what they are for: each is run on a fixture with a
// violation, and on the repository itself.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const migrations = join(root, 'apps/server/src/db/migrations');
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(parent = tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'zaino-check-'));
  temporary.push(dir);
  return dir;
}

function run(script: string, ...args: string[]) {
  const r = spawnSync('node', [join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

function tree(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
  return dir;
}

describe('layering check (scripts/check-layering.mjs)', () => {
  it('passes on the repository', () => {
    expect(run('check-layering.mjs')).toMatchObject({ status: 0 });
  });

  it('reports web → server, feature → feature and a service importing the Drizzle schema', () => {
    const dir = tree({
      'apps/web/src/lib/graphql.ts': "import { AppError } from '../../../server/src/errors.ts';\n",
      'apps/web/src/features/cassa/api/paga.ts':
        "import { x } from '../../iscrizioni/api/iscrivi.ts';\nimport { y } from '../components/z.tsx';\n",
      'apps/web/src/features/iscrizioni/api/iscrivi.ts':
        "export const x = import('@zaino/server/src/app.ts');\n",
      'apps/server/src/modules/m/m.service.ts': "import * as s from '../../db/schema/index.ts';\n",
      // allowed: a repository, db/, the seed, a test, a commented-out import, the domain
      'apps/server/src/modules/m/m.repo.ts': "import { persone } from '../../db/schema/persone.ts';\n",
      'apps/server/src/db/seed/index.ts': "import * as s from '../schema/index.ts';\n",
      'apps/server/test/m.test.ts': "import * as s from '../src/db/schema/index.ts';\n",
      'apps/server/src/modules/m/altro.ts': "// import * as s from '../../db/schema/index.ts';\n",
      'apps/web/src/features/cassa/components/z.tsx': "import { f } from '@zaino/domain/errori';\n",
    });
    const r = run('check-layering.mjs', '--root', dir);
    expect(r.status).toBe(1);
    const lines = r.out.split('\n').filter((l) => l.includes(' importa '));
    expect(lines).toEqual([
      expect.stringMatching(
        /^check-layering: apps\/server\/src\/modules\/m\/m\.service\.ts:1 .*schema Drizzle/,
      ),
      expect.stringMatching(
        /^check-layering: apps\/web\/src\/features\/cassa\/api\/paga\.ts:1 .*feature iscrizioni/,
      ),
      expect.stringMatching(
        /^check-layering: apps\/web\/src\/features\/iscrizioni\/api\/iscrivi\.ts:1 .*server/,
      ),
      expect.stringMatching(/^check-layering: apps\/web\/src\/lib\/graphql\.ts:1 .*server/),
    ]);
  });
  it('refuses a server module importing one above it, a module with no place in the order, and every module cycle', () => {
    const dir = tree({
      // allowed: persons sit above enrolments (decision 0309); a test may import any module
      'apps/server/src/modules/persone/persone.service.ts':
        "import { r } from '../iscrizioni/iscrizioni.repo.ts';\n",
      'apps/server/test/m.test.ts': "import { m } from '../src/modules/iscrizioni/iscrizioni.modifica.ts';\n",
      // the other way round closes a cycle
      'apps/server/src/modules/iscrizioni/iscrizioni.modifica.ts':
        "import { MSG } from '../persone/persone.service.ts';\n",
      // two modules the order does not know, importing each other
      'apps/server/src/modules/a/a.ts': "import { b } from '../b/b.ts';\n",
      'apps/server/src/modules/b/b.ts': "export { a } from '../a/a.ts';\n",
    });
    const r = run('check-layering.mjs', '--root', dir);
    expect(r.status).toBe(1);
    const lines = r.out
      .split('\n')
      .filter((l) => l.startsWith('check-layering: ') && !l.includes(' non consentiti'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^check-layering: apps\/server\/src\/modules\/a\/a\.ts:1 .*a e b non ha un posto in MODULE_ORDER/,
      ),
      expect.stringMatching(
        /^check-layering: apps\/server\/src\/modules\/b\/b\.ts:1 .*b e a non ha un posto in MODULE_ORDER/,
      ),
      expect.stringMatching(
        /^check-layering: apps\/server\/src\/modules\/iscrizioni\/iscrizioni\.modifica\.ts:1 .*il modulo iscrizioni non importa persone, che gli sta sopra/,
      ),
      'check-layering: ciclo tra moduli del server: a → b → a',
      'check-layering: ciclo tra moduli del server: iscrizioni → persone → iscrizioni',
    ]);
  });
});

describe('migrations check (scripts/check-migrations.mjs)', () => {
  it('passes on the repository: recorded checksums and nothing left to generate', () => {
    expect(run('check-migrations.mjs')).toMatchObject({ status: 0 });
  });

  it('fails when a committed migration changes, and --append refuses to record it', () => {
    const copy = tempDir();
    cpSync(migrations, copy, { recursive: true });
    expect(run('check-migrations.mjs', '--migrations', copy, '--skip-generate').status).toBe(0);
    appendFileSync(join(copy, '0000_iniziale.sql'), '\n-- ritocco');
    for (const extra of [[], ['--append']]) {
      const r = run('check-migrations.mjs', '--migrations', copy, '--skip-generate', ...extra);
      expect(r.status).toBe(1);
      expect(r.out).toContain('0000_iniziale.sql: migrazione già committata e poi modificata');
    }
  });

  it('fails on a migration not yet recorded until --append records it', () => {
    const copy = tempDir();
    cpSync(migrations, copy, { recursive: true });
    writeFileSync(join(copy, '9999_nuova.sql'), 'select 1;');
    const r = run('check-migrations.mjs', '--migrations', copy, '--skip-generate');
    expect(r.status).toBe(1);
    expect(r.out).toContain('9999_nuova.sql: non registrate');
    expect(run('check-migrations.mjs', '--migrations', copy, '--skip-generate', '--append').status).toBe(0);
    expect(run('check-migrations.mjs', '--migrations', copy, '--skip-generate').status).toBe(0);
  });

  it('fails when a migration is not later than the one before it (Drizzle would skip it)', () => {
    const copy = tempDir();
    cpSync(migrations, copy, { recursive: true });
    const file = join(copy, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(file, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const ultima = journal.entries.at(-1)!;
    // A migration renumbered at a merge that kept the date of its own branch, older than the last.
    journal.entries.push({
      ...ultima,
      idx: ultima.idx + 1,
      when: ultima.when - 1000,
      tag: '9999_rinumerata',
    });
    writeFileSync(file, JSON.stringify(journal));
    writeFileSync(join(copy, '9999_rinumerata.sql'), 'select 1;');
    const r = run('check-migrations.mjs', '--migrations', copy, '--skip-generate', '--append');
    expect(r.status).toBe(1);
    expect(r.out).toContain('meta/_journal.json#9999_rinumerata: il suo "when" non è successivo');
  });

  it('fails when the Drizzle schema has a change no migration holds', () => {
    // Inside the repository, so the fixture resolves drizzle-orm and the real schema.
    const dir = tempDir(join(root, '.tmp'));
    writeFileSync(
      join(dir, 'schema.ts'),
      "import { pgTable, serial } from 'drizzle-orm/pg-core';\n" +
        "export * from '../../apps/server/src/db/schema/index.ts';\n" +
        "export const extra = pgTable('extra_non_migrata', { id: serial('id').primaryKey() });\n",
    );
    const r = run('check-migrations.mjs', '--schema', join(dir, 'schema.ts'));
    expect(r.status).toBe(1);
    expect(r.out).toContain('CREATE TABLE "extra_non_migrata"');
  });
});
