import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_BIN } from '../../../scripts/postgres.mjs';
import { run } from './avvia-script.ts';
import { rows } from './helpers.ts';
import { admin, createSeededTestDatabase, postgresUrl, type TestDatabase } from './test-db.ts';

// Issue 27: a backup is proven by restoring it. `npm run verifica-backup` restores a pg_dump into a
// scratch database, checks the money invariants and drops it again (docs/operations.md).

describe.skipIf(!postgresUrl)(
  'verifica-backup: a pg_dump restored into a scratch database and checked',
  () => {
    const cartella = mkdtempSync(join(tmpdir(), 'zaino-backup-'));
    let sezione: TestDatabase;

    beforeAll(async () => {
      sezione = (await createSeededTestDatabase('postgres', {})).database;
    }, 60_000);
    afterAll(async () => {
      await sezione?.drop();
      rmSync(cartella, { recursive: true, force: true });
    });

    const dump = (nome: string) => {
      const file = join(cartella, nome);
      execFileSync(join(PG_BIN, 'pg_dump'), ['-Fc', '--no-owner', '-f', file, sezione.url!]);
      return file;
    };
    const verifica = (file: string) =>
      run('verifica-backup.ts', ['--dump', file], { DATABASE_URL: postgresUrl!, PG_BIN });
    const scratchRimasti = async () =>
      (await admin(`select datname from pg_database where datname like 'zaino_verifica_%'`)).length;

    it("restores the demo section's dump, finds every invariant holding and the same content, and drops the scratch database", async () => {
      const prima = await scratchRimasti();
      const esito = await verifica(dump('buono.dump'));
      expect(esito.code, esito.output).toBe(0);
      const [conti] = await rows<{ persone: number; pagamenti: number }>(
        sezione,
        'select (select count(*) from persone)::int as persone, (select count(*) from transazioni_finanziarie)::int as pagamenti',
      );
      expect(conti!.persone).toBeGreaterThan(100);
      expect(esito.output).toContain(`Contenuto: ${conti!.persone} persone,`);
      expect(esito.output).toContain(`${conti!.pagamenti} pagamenti`);
      expect(esito.output).toContain('Backup ripristinato: tutti gli invarianti sono rispettati.');
      expect(await scratchRimasti()).toBe(prima);
    }, 90_000);

    it('names a gap in the receipt numbers and a payment linked beyond its amount, and exits 1', async () => {
      // Two receipts of one issuer and year numbered 1 and 3: number 2 is missing.
      const due = await rows<{ id: number; parte: number; anno: number }>(
        sezione,
        `select id_transazione_finanziaria as id, id_parte_a as parte, anno_scout as anno from transazioni_finanziarie f
       where stato = 'completed' and (id_parte_a, anno_scout) = (select id_parte_a, anno_scout from transazioni_finanziarie
         where stato = 'completed' group by 1, 2 having count(*) >= 2 limit 1)
       order by id_transazione_finanziaria limit 2`,
      );
      expect(due, 'the demo section has completed payments').toHaveLength(2);
      const ricevuta = due[0]!;
      await rows(
        sezione,
        `update transazioni_finanziarie set numero_ricevuta = 1 where id_transazione_finanziaria = ${due[0]!.id}`,
      );
      await rows(
        sezione,
        `update transazioni_finanziarie set numero_ricevuta = 3 where id_transazione_finanziaria = ${due[1]!.id}`,
      );
      const [collegato] = await rows<{ id: number }>(
        sezione,
        'select id_transazione_finanziaria as id from transazioni order by id_transazione limit 1',
      );
      await rows(
        sezione,
        `update transazioni_finanziarie set importo = 1 where id_transazione_finanziaria = ${collegato!.id}`,
      );

      const esito = await verifica(dump('rotto.dump'));
      expect(esito.code, esito.output).toBe(1);
      expect(esito.output).toContain(
        `ricevute della parte ${ricevuta.parte}, anno ${ricevuta.anno}: 2 numeri (2 distinti) fino a 3`,
      );
      expect(esito.output).toMatch(
        new RegExp(`pagamento ${collegato!.id}: collegato per \\d+ centesimi oltre il suo importo di 1`),
      );
      expect(esito.output).not.toContain('Backup ripristinato');
    }, 90_000);

    it('a file that is not a dump is refused as not restorable; a missing file or server is a usage error', async () => {
      const finto = join(cartella, 'finto.dump');
      writeFileSync(finto, 'questo non è un backup');
      const prima = await scratchRimasti();
      const esito = await verifica(finto);
      expect(esito.code).toBe(1);
      expect(esito.output).toContain('Ripristino non riuscito');
      expect(await scratchRimasti()).toBe(prima);

      expect((await verifica(join(cartella, 'assente.dump'))).output).toContain('File non trovato');
      const senzaServer = await run('verifica-backup.ts', ['--dump', finto], { DATABASE_URL: '' });
      expect(senzaServer.code).toBe(2);
      expect(senzaServer.output).toContain('Uso: npm run verifica-backup');
    }, 60_000);
  },
);
