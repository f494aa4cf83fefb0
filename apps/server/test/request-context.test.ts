import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type RequestViewer } from '../src/auth/viewer.ts';
import { createServiceContext, inTransazione } from '../src/request-context.ts';
import { rows, startTestApp, type TestApp } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 0307: loaders read through the transaction that carries the caller, and a write clears
// what the request had read, so what a mutation returns is what it wrote (no stale loader).

describe.each(dbKinds)('service context and transactions on %s', (kind) => {
  let t: TestApp;
  const viewer: RequestViewer = { ...ANONYMOUS, signedIn: true, userId: 'test', username: 'prova-at-test' };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a read-check-write inside the transaction sees its own write, and the request reads it after', async () => {
    const [p] = await rows<{ id: number; nome: string }>(
      t.database,
      'select id_persona as id, nome from persone limit 1',
    );
    const sc = createServiceContext(t.database.db, viewer);
    expect((await sc.loaders.persone.persona.load(p!.id))?.nome).toBe(p!.nome);

    const letto = await inTransazione(sc, async (tx) => {
      await tx.tx.execute(sql`update persone set nome = 'Nuovo' where id_persona = ${p!.id}`);
      // On PGlite a read through the request's connection would wait for this very transaction.
      return (await tx.loaders.persone.persona.load(p!.id))?.nome;
    });
    expect(letto).toBe('Nuovo');
    expect((await sc.loaders.persone.persona.load(p!.id))?.nome).toBe('Nuovo');
  });

  it('the audit records the author computed once for the request', async () => {
    const [p] = await rows<{ id: number }>(
      t.database,
      'select id_persona as id from persone order by id_persona desc limit 1',
    );
    const sc = createServiceContext(t.database.db, viewer);
    expect(sc.autore).toBe('prova-at-test');
    await inTransazione(sc, (tx) =>
      tx.tx.execute(sql`update persone set cognome = 'Audit' where id_persona = ${p!.id}`),
    );
    const [e] = await rows<{ autore: string }>(
      t.database,
      `select rev_author as autore from eventi where "table" = 'persone' and row_id = ${p!.id}
       order by id_evento desc limit 1`,
    );
    expect(e!.autore).toBe('prova-at-test');
  });

  it('a failed transaction changes nothing and still clears the loaders', async () => {
    const [p] = await rows<{ id: number; nome: string }>(
      t.database,
      'select id_persona as id, nome from persone order by id_persona limit 1 offset 1',
    );
    const sc = createServiceContext(t.database.db, viewer);
    await sc.loaders.persone.persona.load(p!.id);
    await expect(
      inTransazione(sc, async (tx) => {
        await tx.tx.execute(sql`update persone set nome = 'Perso' where id_persona = ${p!.id}`);
        throw new Error('interrotta');
      }),
    ).rejects.toThrow('interrotta');
    expect((await sc.loaders.persone.persona.load(p!.id))?.nome).toBe(p!.nome);
  });
});
