import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistroPaginaDocument } from '../../web/src/gql/graphql.ts';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';

// DESIGN.md §5/§9: a list request issues a constant number of SQL statements whatever its length.

describe('statements per request (no N+1)', () => {
  let t: TestApp;
  let count = 0;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    if (t.database.driver.kind !== 'pglite') throw new Error('pglite atteso');
    const client = t.database.driver.client as PGlite & Record<string, unknown>;
    // Statements inside a transaction go through its own object: counted too.
    const conta = (o: Record<string, unknown>) => {
      for (const method of ['query', 'exec'] as const) {
        const original = (o[method] as (...args: unknown[]) => Promise<unknown>).bind(o);
        o[method] = ((...args: unknown[]) => {
          count++;
          return original(...args);
        }) as never;
      }
    };
    conta(client);
    const transazione = client.transaction.bind(client);
    client.transaction = ((fn: (tx: Record<string, unknown>) => Promise<unknown>) =>
      transazione((tx) => {
        conta(tx as unknown as Record<string, unknown>);
        return fn(tx as unknown as Record<string, unknown>);
      })) as never;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function statements(token: string, query: string): Promise<number> {
    count = 0;
    const r = await gql(t.app, query, {}, token);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return count;
  }

  it('getPersoneSe with every relation costs the same for nine persons as for six', async () => {
    const query = `{ getPersoneSe { id_persona contatti { valore } utenti { username } consenso_privacy { consenso_i }
      parte { id_parte } parentele { desc genitore { nome } figlio { nome } }
      iscrizione { stato_iscrizione nomine { id_ruolo ruolo { adulto } } transazione_economica { importo } }
      transazioni_economiche_todo { importo parte_a { id_parte } transazioni { importo transazione_finanziaria { importo } } } } }`;
    const genitore = await tokenFor(t.app, 'genitore');
    // Give the parent more children like theirs (enrolled, with dues, kin and payments covering
    // them): one first, measured, then two more. Both measures then walk the same relations (a
    // family without any payment skips the payments' round and would not compare).
    const [me] = await rows<{ id: number }>(
      t.database,
      `select id_persona as id from auth_user where email = 'genitore@demo.zaino.it'`,
    );
    const aggiungiFigli = (quanti: number) =>
      rows(
        t.database,
        `insert into parentele (id_persona_genitore, id_persona_figlio, "desc")
         select ${me!.id}, p.id_persona, 'Mamma' from persone p
         where exists (select 1 from transazioni_economiche te join transazioni l using (id_transazione_economica)
                       where te.id_parte_da = p.id_parte and te.stato <> 'totale_completata')
           and exists (select 1 from parentele x where x.id_persona_figlio = p.id_persona)
           and p.id_persona not in (select id_persona_figlio from parentele where id_persona_genitore = ${me!.id})
         order by p.id_persona limit ${quanti}`,
      );
    await aggiungiFigli(3);
    const before = await statements(genitore, query);
    await aggiungiFigli(3);
    const persons = await gql(t.app, '{ getPersoneSe { id_persona } }', {}, genitore);
    expect(persons.data!.getPersoneSe).toHaveLength(9);
    const after = await statements(genitore, query);
    // Three more children cost no more statements (an N+1 would add three or more): at most one
    // loader round more or less, as the batches of the payments' parties (read to check who may see
    // each covering payment, decision 1116) fall together differently with the data.
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    // One more than the relations: the identity token's session is checked on each request; the
    // reach of each person also reads their children's appointments (decision 0905).
    expect(after).toBeLessThanOrEqual(23);
  });

  it("the family's home (getPersoneSe with enrolments, appointments and dues) costs three statements", async () => {
    // What the families' pages ask most (issue 27's load benchmark): the active year, the family with
    // its enrolments and appointments (priming the loaders the permission checks read), the dues.
    const query = `{ getPersoneSe { id_persona nome iscrizione { stato_iscrizione nomine { id_ruolo } }
      transazioni_economiche_todo { id_transazione_economica importo } viewerCan } }`;
    const genitore = await tokenFor(t.app, 'genitore');
    await statements(genitore, query);
    expect(await statements(genitore, query)).toBeLessThanOrEqual(3);
  });

  it("a parent's own payments (getTfPersona) cost two statements", async () => {
    // The viewer's statement, which also reads the children's appointments (the reach of decision
    // 0905, for the permission check; decision 0434), and the payments with the person's party
    // looked up inside (issue 27: was 4, then 3).
    const genitore = await tokenFor(t.app, 'genitore');
    const [me] = await rows<{ id: number }>(
      t.database,
      `select id_persona as id from auth_user where email = 'genitore@demo.zaino.it'`,
    );
    const query = `{ getTfPersona(id_persona: ${me!.id}) { id_transazione_finanziaria importo stato } }`;
    await statements(genitore, query);
    expect(await statements(genitore, query)).toBeLessThanOrEqual(2);
  });

  it('the same cart again (a reloaded checkout page) costs seven statements, its snapshot included, and no audited write', async () => {
    // Decision 0432: the viewer and the write limit's counter; in one snapshot the due with its
    // parties and the payer's party (decision 0434), the child's and their children's appointments
    // (its permission target), the open checkout and the links of both (the due read once).
    // It sets nothing aside, so no abandoned donations' round follows (decision 1213); decision
    // 1207's locked path is not taken.
    const genitore = await tokenFor(t.app, 'genitore');
    const [figlio] = await rows<{ parte: number; anno: number }>(
      t.database,
      `select p.id_parte as parte, (select anno_scout from anni_scout where attivo) as anno
       from auth_user u join parentele pr on pr.id_persona_genitore = u.id_persona
       join persone p on p.id_persona = pr.id_persona_figlio
       where u.email = 'genitore@demo.zaino.it' order by p.id_persona limit 1`,
    );
    const [dovuto] = await rows<{ id: number }>(
      t.database,
      `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
       values (${figlio!.parte}, 1, 9000, 'Campo', 'altro', ${figlio!.anno}, 'no') returning id_transazione_economica as id`,
    );
    const query = `mutation { preparaCheckout(preparazione_checkout: { metodo: stripe, donazione: 0,
      transazioni_economiche: [{ id_transazione_economica: ${dovuto!.id} }] }) { id_transazione_finanziaria } }`;
    await statements(genitore, query);
    const scritture = await rows<{ n: number }>(t.database, 'select count(*)::int as n from eventi');
    const n = await statements(genitore, query);
    expect(n).toBeLessThanOrEqual(7);
    expect(await rows<{ n: number }>(t.database, 'select count(*)::int as n from eventi')).toEqual(scritture);
  });

  it('cercaPersona with users and kinships costs the same for one person found as for many', async () => {
    const cens = await tokenFor(t.app, 'cens');
    const campi = `id_persona nome utenti { username registration_token } parentele { desc figlio { nome } }`;
    const trovati = async (chiave: string) => {
      const r = await gql(
        t.app,
        `query($k: String) { cercaPersona(search_key: $k) { ${campi} } }`,
        { k: chiave },
        cens,
      );
      expect(r.errors).toBeUndefined();
      return (r.data!.cercaPersona as unknown[]).length;
    };
    const [uno] = await rows<{ email: string }>(
      t.database,
      // One person with children, so that both answers read every relation.
      `select u.email from utenti u join auth_user a on a.id = u.auth_user_id
       where a.email = 'genitore@demo.zaino.it'`,
    );
    expect(await trovati(uno!.email)).toBe(1);
    expect(await trovati('zaino.it')).toBeGreaterThan(3);
    const singolo = await statements(cens, `{ cercaPersona(search_key: "${uno!.email}") { ${campi} } }`);
    const molti = await statements(cens, `{ cercaPersona(search_key: "zaino.it") { ${campi} } }`);
    expect(molti).toBe(singolo);
    expect(molti).toBeLessThanOrEqual(12);
  });

  it('elencaUnita with its groups is a constant handful of statements for 9 units', async () => {
    const cens = await tokenFor(t.app, 'cens');
    const n = await statements(
      cens,
      '{ elencaUnita { id_unita gruppo { numero } } elencaGruppi { numero } }',
    );
    expect(n).toBeLessThanOrEqual(7);
  });

  it('the dashboard counts and the events list cost the same for the section as for a unit', async () => {
    const cens = await tokenFor(t.app, 'cens');
    const [{ anno, unita }] = (await rows<{ anno: number; unita: number }>(
      t.database,
      `select a.anno_scout as anno, (select min(id_unita) from unita) as unita from anni_scout a where a.attivo`,
    )) as [{ anno: number; unita: number }];
    const conteggi = (scope: string) =>
      statements(cens, `{ statoIscrizioni(anno_scout: ${anno}${scope}) { iscrizioni { n } utenti { n } } }`);
    const eventi = (scope: string) =>
      statements(cens, `{ elencaEventi${scope} { id_evento rev_author persona { nome } } }`);
    // A unit's scope reads the unit first: one statement more, nothing that grows with the rows.
    expect(await conteggi(`, id_unita: ${unita}`)).toBe((await conteggi('')) + 1);
    expect(await eventi(`(id_unita: ${unita})`)).toBe((await eventi('')) + 1);
    expect(await eventi('')).toBeLessThanOrEqual(5);
  });

  it('persone(id_persone) with its relations costs the same for 10 and for 1,000 people', async () => {
    const big = await startTestApp('pglite', { persons: 1050 });
    try {
      if (big.database.driver.kind !== 'pglite') throw new Error('pglite atteso');
      const client = big.database.driver.client as PGlite & Record<string, unknown>;
      let n = 0;
      const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.query = ((...args: unknown[]) => {
        n++;
        return original(...args);
      }) as never;
      const cens = await tokenFor(big.app, 'cens');
      const ids = (
        await rows<{ id: number }>(big.database, 'select id_persona as id from persone order by id_persona')
      ).map((r) => r.id);
      expect(ids.length).toBeGreaterThanOrEqual(1000);
      const query = `query($ids: [Int!]!) { persone(id_persone: $ids) { id_persona contatti { valore } utenti { username }
        consenso_privacy { consenso_i } parentele { desc } viewerCan
        iscrizione { stato_iscrizione viewerCan nomine { id_ruolo } transazione_economica { importo } } } }`;
      const costo = async (token: string, lista: number[]) => {
        n = 0;
        const r = await gql(big.app, query, { ids: lista }, token);
        expect(r.errors).toBeUndefined();
        return { statements: n, persone: (r.data!.persone as unknown[]).length };
      };
      await costo(cens, ids.slice(0, 1)); // the first request also reads the token's signing keys
      const dieci = await costo(cens, ids.slice(0, 10));
      const mille = await costo(cens, ids.slice(0, 1000));
      expect([dieci.persone, mille.persone]).toEqual([10, 1000]);
      expect(mille.statements).toBe(dieci.statements);
      expect(mille.statements).toBeLessThanOrEqual(20);

      // A group leader: the reach becomes an SQL condition over the year's appointments, still one
      // statement for the list whatever its length.
      const cg = await tokenFor(big.app, 'capogruppo');
      await costo(cg, ids.slice(0, 1));
      const suoi = await rows<{ id: number }>(
        big.database,
        `select distinct i.id_persona as id from iscrizioni i join nomine n using (id_iscrizione)
         join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
         where n.id_gruppo = (select n2.id_gruppo from nomine n2 join iscrizioni i2 using (id_iscrizione)
           join auth_user u on u.id_persona = i2.id_persona and u.email = 'capogruppo@demo.zaino.it'
           where i2.anno_scout = a.anno_scout limit 1) order by 1`,
      );
      const pochi = await costo(
        cg,
        suoi.slice(0, 10).map((r) => r.id),
      );
      const tutti = await costo(cg, ids.slice(0, 1000));
      expect(pochi.persone).toBe(10);
      expect(tutti.persone).toBeGreaterThan(100);
      expect(tutti.persone).toBeLessThan(1000);
      expect(tutti.statements).toBe(pochi.statements);

      // The registers (spec 2 §7): the section's (about a thousand people) costs what a unit's does.
      const [{ anno, unita }] = (await rows<{ anno: number; unita: number }>(
        big.database,
        `select a.anno_scout as anno, (select min(id_unita) from unita) as unita from anni_scout a where a.attivo`,
      )) as [{ anno: number; unita: number }];
      const relazioni = `id_persona contatti { valore } utenti { username } viewerCan stato_account accesso
        parentele { desc genitore { nome } figlio { nome } }
        iscrizione { stato_iscrizione nomine { id_ruolo gruppo { numero } } transazione_economica { importo } }`;
      const registro = async (campo: string) => {
        n = 0;
        const r = await gql(big.app, `{ r: ${campo} { ${relazioni} } }`, {}, cens);
        expect(r.errors).toBeUndefined();
        return { statements: n, persone: (r.data!.r as unknown[]).length };
      };
      const sezione = await registro(`personeSezione(anno_scout: ${anno})`);
      const branco = await registro(`personeUnita(id_unita: ${unita}, anno_scout: ${anno})`);
      expect(sezione.persone).toBeGreaterThan(500);
      expect(branco.persone).toBeLessThan(sezione.persone / 5);
      // The unit's register reads the unit first (one statement): nothing grows with the people.
      expect(branco.statements).toBe(sezione.statements + 1);
      expect(sezione.statements).toBeLessThanOrEqual(20);

      // The users lists (spec 2 §7): one statement for the rows, loaders for the persons.
      const utenti = async (campo: string) => {
        n = 0;
        const r = await gql(
          big.app,
          `{ r: ${campo} { id_utente username persona { nome cognome } } }`,
          {},
          cens,
        );
        expect(r.errors).toBeUndefined();
        return { statements: n, utenti: (r.data!.r as unknown[]).length };
      };
      const utentiSezione = await utenti(`utentiSezione(anno_scout: ${anno})`);
      const utentiBranco = await utenti(`utentiUnita(id_unita: ${unita}, anno_scout: ${anno})`);
      expect(utentiSezione.utenti).toBeGreaterThan(utentiBranco.utenti);
      expect(utentiBranco.utenti).toBeGreaterThan(0);
      expect(utentiBranco.statements).toBe(utentiSezione.statements + 1);
      expect(utentiSezione.statements).toBeLessThanOrEqual(8);

      // Issue 9 / decisions 0907, 0908: what the register page asks for (the web's own document, a
      // page of 25 filtered and sorted in SQL) costs two statements: the viewer with its session,
      // the active year, appointments and kinships; then the page with its relations and total.
      n = 0;
      const pagina = await gql(
        big.app,
        RegistroPaginaDocument.toString(),
        { anno_scout: anno, ordina: '-cognome', filtri: { fullText: 'a' }, pagina: 2 },
        cens,
      );
      expect(pagina.errors).toBeUndefined();
      expect(pagina.data!.registroPagina.righe).toHaveLength(25);
      expect(pagina.data!.registroPagina.totale).toBeGreaterThan(100);
      expect(n).toBe(2);
    } finally {
      await big.close();
    }
  });
});
