import { readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/test-db.ts';
import { withTransaction } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';
import * as s from './schema/index.ts';

const anno = (anno_scout: number, attivo: boolean) => ({
  anno_scout,
  attivo,
  inizio_fiscale: `${anno_scout}-09-01`,
  limite_iscrizioni: `${anno_scout + 1}-05-31`,
  limite_mora: `${anno_scout}-12-31`,
  quota_giovani_nuovi: 8500,
  quota_giovani_rinnovi: 8500,
  quota_adulti_nuovi: 6000,
  quota_adulti_rinnovi: 6000,
});

/** The PostgreSQL message of a failed statement (Drizzle wraps it in `cause`). */
async function errore(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  throw new Error('the statement was accepted');
}

describe.each(dbKinds)('database on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(s.parti).values({ id_parte: 1, desc: 'Sezione' });
  });
  afterAll(() => database?.drop());

  describe('migrations', () => {
    it('apply every migration file on a fresh database', async () => {
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
      const applied = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(files.length);
    });

    // Decision 1016: the yearly steps' history (passi_ciclo) is audited too, a fifth table.
    it('create the tables of the spec and the audit triggers', async () => {
      const tables = await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const names = tables.rows.map((r) => r.table_name);
      for (const t of [
        'persone',
        'iscrizioni',
        'nomine',
        'consensi_privacy',
        'eventi',
        'transazioni',
        'auth_user',
        'identita_sezione',
        'liste_attesa',
        'passi_ciclo',
      ]) {
        expect(names).toContain(t);
      }
      const triggers = await database.db.execute<{ n: number }>(
        sql`select count(distinct event_object_table)::int as n from information_schema.triggers where trigger_name like 'Audit_%'`,
      );
      // persone, iscrizioni, nomine, consensi_privacy; identita_sezione (1301), anni_scout (1302),
      // passi_ciclo (1016); liste_attesa and unita's places (1024).
      expect(triggers.rows[0]?.n).toBe(9);
    });

    // Decision 1024: a waiting-list row and a unit's places are recorded in eventi.
    it('record a waiting-list write and a change of a unit places in eventi', async () => {
      const p = await database.db.execute<{ p: number }>(
        sql`insert into persone (nome, cognome, sesso) values ('Attesa', 'Audit', 'F') returning id_persona as p`,
      );
      const persona = p.rows[0]?.p;
      const g = await database.db.execute<{ g: number }>(
        sql`insert into gruppi (numero) values (9911) returning id_gruppo as g`,
      );
      const un = await database.db.execute<{ u: number }>(
        sql`insert into unita (branca, id_gruppo) values ('E', ${g.rows[0]?.g}) returning id_unita as u`,
      );
      const u = un.rows[0]?.u;
      await withTransaction(database.db, 'segr@test', async (tx) => {
        await tx.execute(
          sql`insert into liste_attesa (id_persona, id_unita, posizione) values (${persona}, ${u}, 1)`,
        );
        await tx.execute(sql`update unita set posti = 7 where id_unita = ${u}`);
      });
      const ev = await database.db.execute<{ table: string; id_persona: number | null; rev_author: string }>(
        sql`select "table", id_persona, rev_author from eventi where "table" in ('liste_attesa','unita') order by id_evento`,
      );
      expect(ev.rows.map((e) => e.table)).toEqual(['liste_attesa', 'unita']);
      expect(ev.rows[0]?.id_persona).toBe(persona);
      expect(ev.rows[1]?.rev_author).toBe('segr@test');
    });

    it('are a no-op when run again', async () => {
      await migrate(database);
      await migrate(database);
      const applied = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length);
    });

    it('answer ping', async () => {
      await expect(database.ping()).resolves.toBeUndefined();
    });
  });

  describe('constraints reject bad data', () => {
    it("sesso other than M or F ('X')", async () => {
      const msg = await errore(
        database.db.insert(s.persone).values({ nome: 'Ada', cognome: 'Neri', sesso: 'X' }),
      );
      expect(msg).toMatch(/persone_sesso_ck/);
    });

    it('a negative importo of a due or of a payment', async () => {
      await database.db.insert(s.anniScout).values(anno(2020, false)).onConflictDoNothing();
      const due = { id_parte_da: 1, id_parte_a: 1, causale_desc: 'Prova', anno_scout: 2020 };
      expect(
        await errore(database.db.insert(s.transazioniEconomiche).values({ ...due, importo: -1 })),
      ).toMatch(/te_importo_ck/);
      const pay = { id_parte_da: 1, id_parte_a: 1, anno_scout: 2020 };
      expect(
        await errore(database.db.insert(s.transazioniFinanziarie).values({ ...pay, importo: -100 })),
      ).toMatch(/tf_importo_ck/);
    });

    it('a stato_iscrizione outside the closed set', async () => {
      await database.db.insert(s.anniScout).values(anno(2021, false)).onConflictDoNothing();
      const [p] = await database.db
        .insert(s.persone)
        .values({ nome: 'Ugo', cognome: 'Bassi', sesso: 'M' })
        .returning();
      const msg = await errore(
        database.db
          .insert(s.iscrizioni)
          .values({ id_persona: p!.id_persona, anno_scout: 2021, stato_iscrizione: 'pagata' }),
      );
      expect(msg).toMatch(/iscrizioni_stato_ck/);
    });

    it('a payment state outside the closed set, and a paid date on an unpaid payment', async () => {
      const pay = { id_parte_da: 1, id_parte_a: 1, anno_scout: 2020, importo: 100 };
      expect(
        await errore(database.db.insert(s.transazioniFinanziarie).values({ ...pay, stato: 'pagato' })),
      ).toMatch(/tf_stato_ck/);
      expect(
        await errore(
          database.db
            .insert(s.transazioniFinanziarie)
            .values({ ...pay, stato: 'started', data_pagata: new Date() }),
        ),
      ).toMatch(/tf_pagata_ck/);
    });

    it('two active scout years', async () => {
      await database.db.insert(s.anniScout).values(anno(2030, true));
      const msg = await errore(database.db.insert(s.anniScout).values(anno(2031, true)));
      expect(msg).toMatch(/anni_scout_un_solo_attivo_uq/);
    });

    it('a negative link', async () => {
      const [due] = await database.db
        .insert(s.transazioniEconomiche)
        .values({ id_parte_da: 1, id_parte_a: 1, causale_desc: 'Prova', anno_scout: 2020, importo: 100 })
        .returning();
      const [pay] = await database.db
        .insert(s.transazioniFinanziarie)
        .values({ id_parte_da: 1, id_parte_a: 1, anno_scout: 2020, importo: 100 })
        .returning();
      const msg = await errore(
        database.db.insert(s.transazioni).values({
          id_transazione_economica: due!.id_transazione_economica,
          id_transazione_finanziaria: pay!.id_transazione_finanziaria,
          importo: -1,
        }),
      );
      expect(msg).toMatch(/transazioni_importo_ck/);
    });

    it('a party that belongs to more than one owner (section and other parties belong to none)', async () => {
      const [p] = await database.db
        .insert(s.persone)
        .values({ nome: 'Lia', cognome: 'Conti', sesso: 'F' })
        .returning();
      const [g] = await database.db.insert(s.gruppi).values({ numero: 91 }).returning();
      const [u] = await database.db
        .insert(s.unita)
        .values({ branca: 'L', id_gruppo: g!.id_gruppo })
        .returning();
      await database.db.insert(s.parti).values({ id_parte: 901, desc: 'Altro soggetto' });
      await database.db.insert(s.parti).values({ id_parte: 902, id_persona: p!.id_persona });
      expect(
        await errore(database.db.insert(s.parti).values({ id_unita: u!.id_unita, id_gruppo: g!.id_gruppo })),
      ).toMatch(/parti_titolare_ck/);
      expect(
        await errore(
          database.db
            .update(s.parti)
            .set({ id_gruppo: g!.id_gruppo })
            .where(eq(s.parti.id_persona, p!.id_persona)),
        ),
      ).toMatch(/parti_titolare_ck/);
    });

    it('the same appointment twice in an enrolment, also for a role without a group', async () => {
      await database.db.insert(s.anniScout).values(anno(2022, false)).onConflictDoNothing();
      await database.db
        .insert(s.ruoli)
        .values([
          { id_ruolo: 'TZ', nome: 'Prova', diretto: false, adulto: true },
          { id_ruolo: 'CZ', nome: 'Prova gruppo', diretto: false, adulto: true },
        ])
        .onConflictDoNothing();
      const [g] = await database.db.insert(s.gruppi).values({ numero: 92 }).returning();
      const [p] = await database.db
        .insert(s.persone)
        .values({ nome: 'Eva', cognome: 'Riva', sesso: 'F' })
        .returning();
      const [i] = await database.db
        .insert(s.iscrizioni)
        .values({ id_persona: p!.id_persona, anno_scout: 2022 })
        .returning();
      const id_iscrizione = i!.id_iscrizione;
      // Different roles or groups are distinct appointments.
      await database.db.insert(s.nomine).values([
        { id_iscrizione, id_ruolo: 'TZ', id_gruppo: null },
        { id_iscrizione, id_ruolo: 'CZ', id_gruppo: null },
        { id_iscrizione, id_ruolo: 'CZ', id_gruppo: g!.id_gruppo },
      ]);
      expect(
        await errore(database.db.insert(s.nomine).values({ id_iscrizione, id_ruolo: 'TZ', id_gruppo: null })),
      ).toMatch(/nomine_iscrizione_ruolo_gruppo_uq/);
      expect(
        await errore(
          database.db.insert(s.nomine).values({ id_iscrizione, id_ruolo: 'CZ', id_gruppo: g!.id_gruppo }),
        ),
      ).toMatch(/nomine_iscrizione_ruolo_gruppo_uq/);
    });
  });

  describe('withTransaction', () => {
    it('sets zaino.user for the transaction only', async () => {
      const inside = await withTransaction(database.db, 'cens@demo.zaino.it', (tx) =>
        tx.execute<{ u: string }>(sql`select current_setting('zaino.user', true) as u`),
      );
      expect(inside.rows[0]?.u).toBe('cens@demo.zaino.it');
      const after = await database.db.execute<{ u: string | null }>(
        sql`select nullif(current_setting('zaino.user', true), '') as u`,
      );
      expect(after.rows[0]?.u).toBeNull();
    });

    it('rolls everything back when fn throws', async () => {
      await expect(
        withTransaction(database.db, 'test', async (tx) => {
          await tx.insert(s.persone).values({ nome: 'Fantasma', cognome: 'Rollback', sesso: 'M' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const found = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from persone where cognome = 'Rollback'`,
      );
      expect(found.rows[0]?.n).toBe(0);
    });
  });
});
