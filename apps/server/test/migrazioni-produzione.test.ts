import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { migrazioniDellaVersione, migrazioniMancanti } from '../src/db/migrazioni-applicate.ts';
import { run } from './avvia-script.ts';
import { admin, postgresUrl } from './test-db.ts';

// Issue 27, decision 0411: instances sharing a PostgreSQL never migrate it as they start; the
// operator runs `npm run migrate` once per release. Two migrations started at once never race.

const versione = migrazioniDellaVersione();

describe.skipIf(!postgresUrl)('migrations of a production PostgreSQL', () => {
  const creati: string[] = [];
  /** A new, empty database on the test server and its URL. */
  async function vuoto(): Promise<string> {
    const nome = `zaino_migr_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${nome}`);
    creati.push(nome);
    const url = new URL(postgresUrl!);
    url.pathname = `/${nome}`;
    return url.toString();
  }
  afterAll(async () => {
    for (const nome of creati) await admin(`drop database if exists ${nome} with (force)`);
  });

  it('two instances migrating one empty database at once apply every migration exactly once', async () => {
    const url = await vuoto();
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url }),
      openDatabase({ databaseUrl: url }),
    ]);
    try {
      expect(await migrazioniMancanti(a.db)).toBe(versione.length);
      await Promise.all([migrate(a), migrate(b)]);
      const { rows } = await a.db.execute<{ n: number; h: number }>(
        sql`select count(*)::int as n, count(distinct hash)::int as h from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]).toEqual({ n: versione.length, h: versione.length });
      expect(await migrazioniMancanti(b.db)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);

  it('a production start on an unmigrated database is refused; `npm run migrate` readies it, twice harmlessly', async () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: await vuoto(),
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://zaino.example.it',
      AUTH_SECRET: 'prod-secret-prod-secret-prod-secret-0123',
      WEB_DIST_DIR: '/nonexistent/zaino-web-dist',
      LOG_LEVEL: 'info',
    };
    const rifiutato = await run('main.ts', [], env);
    expect(rifiutato.code).toBe(2);
    expect(rifiutato.output).toContain(`Avvio rifiutato: al database mancano ${versione.length} migrazioni`);
    expect(rifiutato.output).toContain('npm run migrate');
    expect(rifiutato.output).not.toContain('Zaino è pronto');

    const migra = await run('migra.ts', [], env);
    expect(migra.code, migra.output).toBe(0);
    expect(migra.output).toContain(`Migrazioni applicate: ${versione.length}.`);
    const ancora = await run('migra.ts', [], env);
    expect(ancora.code, ancora.output).toBe(0);
    expect(ancora.output).toContain('Il database è già aggiornato');

    const avvio = await run('main.ts', [], env, /Zaino è pronto[\s\S]*\n\n/);
    expect(avvio.output).toContain('Zaino è pronto su https://zaino.example.it');
  }, 120_000);
});
