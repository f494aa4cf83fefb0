import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { type SeedOptions, type SeedResult, seedIfEmpty } from '../src/db/seed/index.ts';

/** Admin URL of a PostgreSQL 15 server for integration tests (CI sets it); absent → PGlite only. */
export const postgresUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

export type DbKind = 'pglite' | 'postgres';

/** For `describe.each(dbKinds)`: every driver available on this machine. */
export const dbKinds: DbKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * Migrating and seeding cost seconds a database; copying costs a tenth of that. Each kind of
 * database is built once per test run (and per seed option) as a template, and every test gets
 * its own copy: a PGlite data-directory dump, or a PostgreSQL `create database … template`.
 * The run id comes from vitest.config.ts, so every worker of one run shares the templates;
 * globalSetup (test/templates-setup.ts) removes them at the end.
 */
process.env.ZAINO_TEST_RUN ??= randomBytes(4).toString('hex');
export const TEMPLATE_RUN = process.env.ZAINO_TEST_RUN;
export const templateDir = join(tmpdir(), `zaino-test-templates-${TEMPLATE_RUN}`);
export const TEMPLATE_PREFIX = `zaino_tpl_${TEMPLATE_RUN}_`;

type Template =
  | { kind: 'pglite'; dump: Blob; seed: SeedResult | null }
  | { kind: 'postgres'; name: string; seed: SeedResult | null };

const templates = new Map<string, Promise<Template>>();

/** `seed: false` → migrated and empty; otherwise the demo section with those options. */
function templateKey(kind: DbKind, seed: SeedOptions | false): string {
  // The seed depends on the day (the active scout year): a run that crosses midnight rebuilds.
  const what = JSON.stringify({ seed, day: new Date().toISOString().slice(0, 10) });
  return `${kind}_${createHash('sha1').update(what).digest('hex').slice(0, 12)}`;
}

function template(kind: DbKind, seed: SeedOptions | false): Promise<Template> {
  const key = templateKey(kind, seed);
  let t = templates.get(key);
  if (!t) {
    t = (kind === 'pglite' ? pgliteTemplate(key, seed) : postgresTemplate(key, seed)).catch((err) => {
      templates.delete(key);
      throw err;
    });
    templates.set(key, t);
  }
  return t;
}

async function prepare(database: Database, seed: SeedOptions | false): Promise<SeedResult | null> {
  await migrate(database);
  return seed === false ? null : seedIfEmpty(database, seed);
}

/** Written next to the dump or database by whichever worker built it first (rename is atomic). */
function saveAtomically(path: string, data: string | Buffer): void {
  mkdirSync(templateDir, { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(3).toString('hex')}`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

async function pgliteTemplate(key: string, seed: SeedOptions | false): Promise<Template> {
  const tar = join(templateDir, `${key}.tar`);
  const json = join(templateDir, `${key}.json`);
  if (existsSync(tar) && existsSync(json)) {
    return {
      kind: 'pglite',
      dump: new Blob([readFileSync(tar)]),
      seed: JSON.parse(readFileSync(json, 'utf8')),
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const result = await prepare(database, seed);
    if (database.driver.kind !== 'pglite') throw new Error('PGlite atteso');
    const dump = await database.driver.client.dumpDataDir('none');
    saveAtomically(json, JSON.stringify(result));
    saveAtomically(tar, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', dump, seed: result };
  } finally {
    await database.close();
  }
}

async function postgresTemplate(key: string, seed: SeedOptions | false): Promise<Template> {
  const name = `${TEMPLATE_PREFIX}${key}`;
  const json = join(templateDir, `${key}.json`);
  if (existsSync(json) && (await databaseExists(name))) {
    return { kind: 'postgres', name, seed: JSON.parse(readFileSync(json, 'utf8')) };
  }
  // Built under a name of its own, then renamed: another worker building the same template at
  // the same time loses the rename and drops its copy.
  const building = `${name}_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${building}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(building), onError: () => {} });
  let result: SeedResult | null;
  try {
    result = await prepare(database, seed);
  } finally {
    await database.close();
  }
  try {
    await admin(`alter database ${building} rename to ${name}`);
  } catch {
    await admin(`drop database if exists ${building} with (force)`);
  }
  saveAtomically(json, JSON.stringify(result));
  return { kind: 'postgres', name, seed: result };
}

function databaseUrl(name: string): string {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL non impostato: PostgreSQL non disponibile');
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh copy of the template: migrated, and seeded with the demo section unless `seed` is false.
 * `drop()` closes it and removes it.
 */
export async function createSeededTestDatabase(
  kind: DbKind,
  seed: SeedOptions | false,
): Promise<{ database: TestDatabase; seed: SeedResult | null }> {
  const t = await template(kind, seed);
  if (t.kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', pgliteDump: t.dump });
    return { database: { ...database, drop: () => database.close() }, seed: t.seed };
  }
  const name = `zaino_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await copyDatabase(t.name, name);
  const url = databaseUrl(name);
  const database = await openDatabase({ databaseUrl: url, onError: () => {} });
  return {
    database: {
      ...database,
      url,
      async drop() {
        await database.close();
        await admin(`drop database if exists ${name} with (force)`);
      },
    },
    seed: t.seed,
  };
}

/** A fresh, migrated, empty database: PGlite in memory, or its own database on the test server. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  return (await createSeededTestDatabase(kind, false)).database;
}

async function copyDatabase(from: string, to: string): Promise<void> {
  // A copy needs the template to have no other session; two copies started at the same instant
  // can collide on that check, so try again briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(`create database ${to} template ${from}`);
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 50 + attempt * 25));
    }
  }
}

async function databaseExists(name: string): Promise<boolean> {
  const rows = await admin(`select 1 from pg_database where datname = '${name}'`);
  return rows.length > 0;
}

export async function admin(statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}
