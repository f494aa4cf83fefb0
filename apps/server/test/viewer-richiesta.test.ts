import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 0908: the session and the viewer are read in one statement on every request, and a
// verified token's signature is remembered until the token expires. Nothing about the viewer outlives
// its request: with the same token, a changed appointment, kinship or session counts at the next one.

const PAGINA = `query($anno: Int!) { registroPagina(anno_scout: $anno, per_pagina: 1) { totale } }`;
const FIGLI = '{ getPersoneSe { id_persona } }';

describe.each(dbKinds)('the viewer of each request on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const [a] = await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    );
    anno = a!.anno;
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const personaDi = async (email: string) =>
    (
      await rows<{ id: number }>(
        t.database,
        `select id_persona as id from auth_user where email = '${email}'`,
      )
    )[0]!.id;

  it('an appointment taken away, then given back, counts from the next request with the same token', async () => {
    const cens = await tokenFor(t.app, 'cens');
    expect((await gql(t.app, PAGINA, { anno }, cens)).errors).toBeUndefined();
    const id = await personaDi('cens@demo.zaino.it');
    const tolte = await rows<{ id_iscrizione: number; id_ruolo: string; id_gruppo: number | null }>(
      t.database,
      `delete from nomine n using iscrizioni i where i.id_iscrizione = n.id_iscrizione
       and i.id_persona = ${id} and i.anno_scout = ${anno} returning n.id_iscrizione, n.id_ruolo, n.id_gruppo`,
    );
    expect(tolte.length).toBeGreaterThan(0);
    expect(errorType(await gql(t.app, PAGINA, { anno }, cens))).toBe('FORBIDDEN');
    for (const n of tolte)
      await rows(
        t.database,
        `insert into nomine (id_iscrizione, id_ruolo, id_gruppo) values (${n.id_iscrizione}, '${n.id_ruolo}', ${n.id_gruppo ?? 'null'})`,
      );
    const dopo = await gql(t.app, PAGINA, { anno }, cens);
    expect(dopo.errors).toBeUndefined();
    expect(dopo.data!.registroPagina.totale).toBeGreaterThan(0);
  });

  it('a new kinship counts from the next request with the same token', async () => {
    const genitore = await tokenFor(t.app, 'genitore');
    const prima = (await gql(t.app, FIGLI, {}, genitore)).data!.getPersoneSe as { id_persona: number }[];
    const id = await personaDi('genitore@demo.zaino.it');
    const [altro] = await rows<{ id: number }>(
      t.database,
      `select id_persona as id from persone p where id_persona <> ${id}
         and not exists (select 1 from parentele pa where pa.id_persona_figlio = p.id_persona)
         and not exists (select 1 from parentele pa where pa.id_persona_genitore = p.id_persona)
       order by id_persona limit 1`,
    );
    await rows(
      t.database,
      `insert into parentele (id_persona_genitore, id_persona_figlio, "desc") values (${id}, ${altro!.id}, 'Papà')`,
    );
    const dopo = (await gql(t.app, FIGLI, {}, genitore)).data!.getPersoneSe as { id_persona: number }[];
    expect(dopo.map((p) => p.id_persona)).toContain(altro!.id);
    expect(dopo).toHaveLength(prima.length + 1);
  });

  it('a session that expires refuses the next request, though the token was verified before', async () => {
    const cens = await tokenFor(t.app, 'cens');
    expect((await gql(t.app, PAGINA, { anno }, cens)).errors).toBeUndefined();
    await rows(
      t.database,
      `update auth_session set expires_at = now() - interval '1 second'
       where user_id = (select id from auth_user where email = 'cens@demo.zaino.it')`,
    );
    expect(errorType(await gql(t.app, PAGINA, { anno }, cens))).toBe('UNAUTHENTICATED');
  });

  it('a token past its expiry is refused, though its signature was verified before', async () => {
    const socio = await tokenFor(t.app, 'socio');
    expect((await gql(t.app, FIGLI, {}, socio)).errors).toBeUndefined();
    // Only the clock of this process moves: the session (judged by the database's clock) is alive.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    expect(errorType(await gql(t.app, FIGLI, {}, socio))).toBe('UNAUTHENTICATED');
  });
});
