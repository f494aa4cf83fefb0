import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from './db/client.ts';
import { violazioniInvarianti } from './db/invarianti.ts';
import { migrazioniMancanti } from './db/migrazioni-applicate.ts';

// `npm run verifica-backup -- --dump <file>`: proves a backup restores. It creates a scratch database
// on the PostgreSQL server of DATABASE_URL, restores the dump there with pg_restore, checks the
// money invariants and prints what it holds, then drops the scratch database (docs/operations.md).
// The section's own database is only read for its server address: nothing is written to it.

const USO = 'Uso: npm run verifica-backup -- --dump <file di pg_dump -Fc> [--tieni]';

/** Exit codes: 0 restored and sound, 1 restored with violations or not restorable, 2 misuse. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { dump: { type: 'string' }, tieni: { type: 'boolean', default: false } },
  });
  const url = process.env.DATABASE_URL;
  if (!values.dump || !url) {
    console.error(`${USO}\nDATABASE_URL indica il server PostgreSQL dove creare il database di prova.`);
    return 2;
  }
  if (!existsSync(values.dump)) {
    console.error(`File non trovato: ${values.dump}`);
    return 2;
  }
  const nome = `zaino_verifica_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(3).toString('hex')}`;
  const prova = new URL(url);
  prova.pathname = `/${nome}`;

  const amministra = async (istruzione: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(istruzione);
    } finally {
      await client.end();
    }
  };
  await amministra(`create database ${nome}`);
  console.log(`Database di prova: ${nome}`);
  try {
    const pgRestore = process.env.PG_BIN ? join(process.env.PG_BIN, 'pg_restore') : 'pg_restore';
    const ripristino = spawnSync(
      pgRestore,
      ['--no-owner', '--no-acl', '--exit-on-error', '--dbname', prova.toString(), values.dump],
      { encoding: 'utf8' },
    );
    if (ripristino.error || ripristino.status !== 0) {
      console.error(`Ripristino non riuscito: ${ripristino.error?.message ?? ripristino.stderr.trim()}`);
      return 1;
    }
    const database = await openDatabase({ databaseUrl: prova.toString() });
    try {
      const conta = async (tabella: string) =>
        Number(
          (await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${tabella}`)))
            .rows[0]!.n,
        );
      const mancanti = await migrazioniMancanti(database.db);
      console.log(
        `Contenuto: ${await conta('persone')} persone, ${await conta('iscrizioni')} iscrizioni, ` +
          `${await conta('transazioni_finanziarie')} pagamenti, ${await conta('transazioni_economiche')} dovuti, ` +
          `${await conta('eventi')} eventi.`,
      );
      if (mancanti > 0)
        console.log(
          `Il backup viene da una versione precedente: ${mancanti} migrazioni di questa versione mancano.`,
        );
      const violazioni = await violazioniInvarianti(database.db);
      if (violazioni.length > 0) {
        console.error(`Invarianti violati (${violazioni.length}):`);
        for (const v of violazioni) console.error(`  - ${v}`);
        return 1;
      }
      console.log('Backup ripristinato: tutti gli invarianti sono rispettati.');
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    if (values.tieni) console.log(`Database di prova lasciato: ${nome}`);
    else await amministra(`drop database if exists ${nome} with (force)`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
