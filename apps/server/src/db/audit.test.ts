import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/test-db.ts';
import { withTransaction } from './client.ts';
import * as s from './schema/index.ts';

type Dettagli = Record<string, { before: unknown; after: unknown }>;

// DESIGN.md §4: every change to persone, iscrizioni, nomine and consensi_privacy is in eventi.
describe.each(dbKinds)('audit triggers on %s', (kind) => {
  let database: TestDatabase;
  let idPersona: number;
  let idIscrizione: number;

  const eventi = (tabella: string) =>
    database.db.select().from(s.eventi).where(eq(s.eventi.table, tabella)).orderBy(asc(s.eventi.id_evento));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(s.anniScout).values({
      anno_scout: 2025,
      attivo: true,
      inizio_fiscale: '2025-09-01',
      limite_iscrizioni: '2026-05-31',
      limite_mora: '2025-12-31',
      quota_giovani_nuovi: 8500,
      quota_giovani_rinnovi: 8500,
      quota_adulti_nuovi: 6000,
      quota_adulti_rinnovi: 6000,
    });
    await database.db
      .insert(s.ruoli)
      .values({ id_ruolo: 'CB', nome: 'Capo branco', diretto: true, adulto: true, branca: 'L' });
  });
  afterAll(() => database?.drop());

  it('records an insert with its author and every field as after', async () => {
    await withTransaction(database.db, 'cens@demo.zaino.it', async (tx) => {
      const [p] = await tx
        .insert(s.persone)
        .values({ nome: 'Anna', cognome: 'Rossi', sesso: 'F' })
        .returning();
      idPersona = p!.id_persona;
    });
    const [e] = await eventi('persone');
    expect(e).toMatchObject({
      rev_author: 'cens@demo.zaino.it',
      rev_type: 'insert',
      row_id: idPersona,
      table: 'persone',
      id_persona: idPersona,
    });
    const d = e!.details as Dettagli;
    expect(d.nome).toEqual({ before: null, after: 'Anna' });
    expect(d.sesso).toEqual({ before: null, after: 'F' });
    expect(e!.rev_date).toBeInstanceOf(Date);
  });

  it('records an update with only the changed fields, before and after', async () => {
    await withTransaction(database.db, 'capogruppo@demo.zaino.it', (tx) =>
      tx
        .update(s.persone)
        .set({ nome: 'Anna Maria', cognome: 'Rossi' })
        .where(eq(s.persone.id_persona, idPersona)),
    );
    const [, e] = await eventi('persone');
    expect(e).toMatchObject({
      rev_author: 'capogruppo@demo.zaino.it',
      rev_type: 'update',
      row_id: idPersona,
    });
    expect(e!.details).toEqual({ nome: { before: 'Anna', after: 'Anna Maria' } });
  });

  it('does not record an update that changes nothing', async () => {
    const before = (await eventi('persone')).length;
    await withTransaction(database.db, 'x', (tx) =>
      tx.update(s.persone).set({ nome: 'Anna Maria' }).where(eq(s.persone.id_persona, idPersona)),
    );
    expect(await eventi('persone')).toHaveLength(before);
  });

  it('leaves the author empty when no user is set', async () => {
    await database.db
      .update(s.persone)
      .set({ residenza_comune: 'Milano' })
      .where(eq(s.persone.id_persona, idPersona));
    const e = (await eventi('persone')).at(-1);
    expect(e).toMatchObject({ rev_author: null, rev_type: 'update' });
    expect(e!.details).toEqual({ residenza_comune: { before: null, after: 'Milano' } });
  });

  it('resolves the person of enrolments, appointments and consents, and records status changes', async () => {
    await withTransaction(database.db, 'cens', async (tx) => {
      const [i] = await tx
        .insert(s.iscrizioni)
        .values({ id_persona: idPersona, anno_scout: 2025 })
        .returning();
      idIscrizione = i!.id_iscrizione;
      await tx.insert(s.nomine).values({ id_iscrizione: idIscrizione, id_ruolo: 'CB' });
      await tx
        .insert(s.consensiPrivacy)
        .values({ id_persona: idPersona, consenso_i: true, consenso_s: false });
      await tx
        .update(s.iscrizioni)
        .set({ stato_iscrizione: 'prevista' })
        .where(eq(s.iscrizioni.id_iscrizione, idIscrizione));
    });
    const isc = await eventi('iscrizioni');
    expect(isc.map((e) => [e.rev_type, e.row_id, e.id_persona])).toEqual([
      ['insert', idIscrizione, idPersona],
      ['update', idIscrizione, idPersona],
    ]);
    expect(isc[1]!.details).toEqual({ stato_iscrizione: { before: 'nessuna', after: 'prevista' } });
    const [nomina] = await eventi('nomine');
    expect(nomina).toMatchObject({ rev_type: 'insert', id_persona: idPersona, rev_author: 'cens' });
    expect((nomina!.details as Dettagli).id_ruolo).toEqual({ before: null, after: 'CB' });
    const [consenso] = await eventi('consensi_privacy');
    expect(consenso).toMatchObject({ rev_type: 'insert', id_persona: idPersona });
    expect((consenso!.details as Dettagli).consenso_s).toEqual({ before: null, after: false });
  });

  it('records deletes, cascaded ones included, with every field as before', async () => {
    await withTransaction(database.db, 'cens', (tx) =>
      tx.delete(s.persone).where(eq(s.persone.id_persona, idPersona)),
    );
    for (const tabella of ['persone', 'iscrizioni', 'nomine', 'consensi_privacy']) {
      const e = (await eventi(tabella)).at(-1);
      expect(e, tabella).toMatchObject({ rev_type: 'delete', rev_author: 'cens', id_persona: idPersona });
    }
    const e = (await eventi('persone')).at(-1);
    expect((e!.details as Dettagli).nome).toEqual({ before: 'Anna Maria', after: null });
  });

  it('never records changes of other tables', async () => {
    await database.db.insert(s.parti).values({ desc: 'Altro' });
    const tabelle = await database.db.execute<{ table: string }>(sql`select distinct "table" from eventi`);
    // The scout year this file creates is audited too (decision 1302); the party never is.
    expect(tabelle.rows.map((r) => r.table).sort()).toEqual([
      'anni_scout',
      'consensi_privacy',
      'iscrizioni',
      'nomine',
      'persone',
    ]);
  });
});
