import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 25, decision 0930: merging a duplicate pair. Every table that references a person (or the
// person's party) is counted before and after: what the merged person had moves to the kept one,
// nothing is lost, only the declared duplicates are dropped; refusals and a crash change nothing.

const CAMPI = `tieni { id_persona nome cognome } elimina { id_persona nome cognome }
  conteggi { contatti contatti_doppi parentele parentele_doppie iscrizioni nomine liste_attesa
    liste_attesa_doppie utenti
    consensi_privacy dovuti pagamenti collegamenti allegati conti rilievi }
  campi_completati rifiuto eseguita`;
const ANTEPRIMA = `query($k: Int!, $e: Int!) { anteprimaFusione(id_tieni: $k, id_elimina: $e) { ${CAMPI} } }`;
const UNISCI = `mutation($k: Int!, $e: Int!) { unisciPersone(id_tieni: $k, id_elimina: $e) { ${CAMPI} } }`;

/** Every table holding a person or a party id, with how to count one person's rows in it. */
const PER_PERSONA: Record<string, (p: number) => string> = {
  contatti: (p) => `select count(*) from contatti where id_persona = ${p}`,
  parentele: (p) => `select count(*) from parentele where ${p} in (id_persona_genitore, id_persona_figlio)`,
  iscrizioni: (p) => `select count(*) from iscrizioni where id_persona = ${p}`,
  nomine: (p) =>
    `select count(*) from nomine n join iscrizioni i using (id_iscrizione) where i.id_persona = ${p}`,
  liste_attesa: (p) => `select count(*) from liste_attesa where id_persona = ${p}`,
  utenti: (p) => `select count(*) from utenti where id_persona = ${p}`,
  auth_user: (p) => `select count(*) from auth_user where id_persona = ${p}`,
  consensi_privacy: (p) =>
    `select count(*) from consensi_privacy where ${p} in (id_persona, titolare_id_persona, inserito_da_id_persona)`,
  parti: (p) => `select count(*) from parti where id_persona = ${p}`,
  passi_ciclo: (p) => `select count(*) from passi_ciclo where id_persona_autore = ${p}`,
  passi_ciclo_parte: (p) =>
    `select count(*) from passi_ciclo pc join parti pa on pa.id_parte = pc.id_parte where pa.id_persona = ${p}`,
  ricalcolo_controlli: (p) =>
    `select count(*) from info_generali where ultimo_ricalcolo_controlli_persona = ${p}`,
  dovuti: (
    p,
  ) => `select count(*) from transazioni_economiche t join parti pa on pa.id_parte in (t.id_parte_da, t.id_parte_a)
    where pa.id_persona = ${p}`,
  pagamenti: (
    p,
  ) => `select count(*) from transazioni_finanziarie t join parti pa on pa.id_parte in (t.id_parte_da, t.id_parte_a)
    where pa.id_persona = ${p}`,
};
const TABELLE = [
  'persone',
  'contatti',
  'parentele',
  'iscrizioni',
  'nomine',
  'liste_attesa',
  'utenti',
  'auth_user',
  'consensi_privacy',
  'parti',
  'transazioni_economiche',
  'transazioni_finanziarie',
  'transazioni',
  'allegati',
  'bilanci',
  'saldi_annuali',
  'contatori_ricevute',
  'controlli',
  'eventi',
];

describe.each(dbKinds)('merging a duplicate pair on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  /** the kept person (a demo member with a party, contacts and an enrolment) and their duplicate */
  let k: number;
  let e: number;
  /** a third record of the same person enrolled in the same year as k */
  let z: number;

  const conta = async (sqlText: string) =>
    Number((await rows<{ count: string }>(t.database, sqlText))[0]!.count);
  const perPersona = async (p: number) =>
    Object.fromEntries(
      await Promise.all(Object.entries(PER_PERSONA).map(async ([n, q]) => [n, await conta(q(p))] as const)),
    );
  const totali = async () =>
    Object.fromEntries(
      await Promise.all(TABELLE.map(async (n) => [n, await conta(`select count(*) from ${n}`)] as const)),
    );
  /** The whole content of every table a merge touches (eventi by count: a refusal writes none). */
  const impronta = async () => {
    const fuori: Record<string, string> = {};
    for (const n of TABELLE.filter((x) => x !== 'eventi')) {
      const [r] = await rows<{ h: string }>(
        t.database,
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${n} x`,
      );
      fuori[n] = r!.h;
    }
    fuori.eventi = String(await conta('select count(*) from eventi'));
    return fuori;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const v of ['cens', 'revisore', 'capobranco', 'genitore'])
      token[v] = await tokenFor(t.app, v as 'cens');
    // A member with a party, a contact and a parent, enrolled in the active year only.
    const [x] = await rows<{ id: number; parte: number; anno: number; genitore: number }>(
      t.database,
      `select p.id_persona as id, pa.id_parte as parte, i.anno_scout as anno, g.id_persona_genitore as genitore
       from persone p join parti pa on pa.id_persona = p.id_persona
       join iscrizioni i on i.id_persona = p.id_persona join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       join parentele g on g.id_persona_figlio = p.id_persona
       where exists (select 1 from contatti c where c.id_persona = p.id_persona)
       order by p.id_persona limit 1`,
    );
    k = x!.id;
    const vecchio = x!.anno - 5;
    await rows(
      t.database,
      `insert into anni_scout (anno_scout, attivo, inizio_fiscale, limite_iscrizioni, limite_mora,
         quota_giovani_nuovi, quota_giovani_rinnovi, quota_adulti_nuovi, quota_adulti_rinnovi)
       values (${vecchio}, false, '${vecchio}-09-01', '${vecchio + 1}-05-31', '${vecchio}-12-31', 1, 1, 1, 1)`,
    );
    // Its duplicate: swapped name, no fiscal code on k so it is filled from e, a copy of one contact
    // and of the parent link, a link to k itself, a new contact, an old enrolment with a role, a
    // party with a due, a payment linked to it and an attachment, a consent and a user record.
    await rows(t.database, `update persone set codice_fiscale = null where id_persona = ${k}`);
    const [y] = await rows<{ id: number }>(
      t.database,
      `insert into persone (nome, cognome, codice_fiscale, luogo_nascita)
       select cognome, nome, 'RSSZNE10A02H501X', 'Altrove' from persone where id_persona = ${k} returning id_persona as id`,
    );
    e = y!.id;
    const [altro] = await rows<{ id: number }>(
      t.database,
      `select id_persona as id from persone where id_persona not in (${k}, ${e}, ${x!.genitore})
       and not exists (select 1 from parentele where id_persona_figlio = persone.id_persona and id_persona_genitore = ${k})
       order by id_persona limit 1`,
    );
    const istruzioni = `insert into contatti (id_persona, tipo, valore)
         select ${e}, tipo, upper(valore) from contatti where id_persona = ${k} order by id_contatto limit 1;
       insert into contatti (id_persona, tipo, valore) values (${e}, 't', '+39 333 000 1122');
       insert into parentele (id_persona_genitore, id_persona_figlio, "desc") values
         (${x!.genitore}, ${e}, 'Mamma'), (${e}, ${k}, 'Fratello'), (${altro!.id}, ${e}, 'Zio');
       insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) values (${e}, ${vecchio}, 'inprova');
       insert into nomine (id_iscrizione, id_ruolo, id_gruppo)
         select id_iscrizione, 'L', null from iscrizioni where id_persona = ${e};
       insert into parti (id_persona, "desc") values (${e}, 'doppione');
       update persone set id_parte = (select id_parte from parti where id_persona = ${e}) where id_persona = ${e};
       insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, anno_scout)
         values ((select id_parte from parti where id_persona = ${e}), 1, 4200, 'Quota vecchia', ${vecchio});
       insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, anno_scout)
         values ((select id_parte from parti where id_persona = ${e}), 1, 4200, ${vecchio});
       insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo)
         select max(id_transazione_economica), (select max(id_transazione_finanziaria) from transazioni_finanziarie), 4200
         from transazioni_economiche;
       insert into allegati (id_transazione_finanziaria, nome, dimensione, s3_key)
         select max(id_transazione_finanziaria), 'ricevuta.pdf', 10, 'fusione-test-${kind}' from transazioni_finanziarie;
       insert into liste_attesa (id_persona, id_unita, posizione)
         select p, (select min(id_unita) from unita), pos from (values (${k}, 905), (${e}, 902)) v(p, pos);
       insert into liste_attesa (id_persona, id_unita, posizione) values (${e}, (select max(id_unita) from unita), 901);
       insert into consensi_privacy (id_persona, consenso_s) values (${e}, true);
       insert into utenti (id_persona, registration_token) values (${e}, 'FUS${kind === 'pglite' ? 'PGL' : 'PGS'}001');
       insert into auth_user (id, name, email, id_persona) values ('fusione-${kind}', 'Doppione', 'doppione-${kind}@example.org', ${e});
       insert into auth_session (id, expires_at, token, user_id)
         values ('fusione-sessione-${kind}', now() + interval '1 day', 'fusione-token-${kind}', 'fusione-${kind}');
       insert into controlli (tipo, chiave, id_persona, persone) values ('nomiCognomiDoppi', '${k},${e}', ${k}, array[${k}, ${e}]);
       insert into passi_ciclo (passo, anno_scout, autore, id_persona_autore, esito, conteggi)
         values ('promozioni', ${vecchio}, 'doppione', ${e}, 'successo', '{}'::jsonb);
       insert into passi_ciclo (passo, anno_scout, id_parte, autore, esito, conteggi)
         select 'copia-bilancio-precedente', ${vecchio}, id_parte, 'doppione', 'errore', '{}'::jsonb
         from parti where id_persona = ${e};
       insert into info_generali (id, ultimo_ricalcolo_controlli, ultimo_ricalcolo_controlli_persona)
         values (1, now(), ${e}) on conflict (id) do update set ultimo_ricalcolo_controlli = now(),
           ultimo_ricalcolo_controlli_persona = ${e}`;
    for (const istruzione of istruzioni.split(';\n')) await rows(t.database, istruzione);
    const [w] = await rows<{ id: number }>(
      t.database,
      `insert into persone (nome, cognome) values ('Terzo', 'Doppione') returning id_persona as id`,
    );
    z = w!.id;
    await rows(t.database, `insert into iscrizioni (id_persona, anno_scout) values (${z}, ${x!.anno})`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('only the super level previews or merges; the others are refused and nothing changes', async () => {
    const prima = await impronta();
    for (const chi of ['revisore', 'capobranco', 'genitore']) {
      for (const q of [ANTEPRIMA, UNISCI]) {
        const r = await gql(t.app, q, { k, e }, token[chi]);
        expect(errorType(r), chi).toBe('FORBIDDEN');
      }
    }
    expect(errorType(await gql(t.app, UNISCI, { k, e }))).toBe('UNAUTHENTICATED');
    expect(await impronta()).toEqual(prima);
  });

  // Decision 0429 asks a preview for each duplicates row on screen: a preview must not queue behind
  // another transaction writing those persons (each waiting one would hold a pooled connection).
  // PostgreSQL only: PGlite is one connection, there is no other transaction to wait for.
  if (kind === 'postgres')
    it('a preview reads persons another transaction holds locked, without waiting; the merge waits', async () => {
      const altra = new pg.Client({ connectionString: t.database.url });
      await altra.connect();
      try {
        await altra.query('begin');
        await altra.query(`select 1 from persone where id_persona = ${k} for update`);
        // Waiting for the lock would end in the lock timeout's error, not in this answer.
        const r = await gql<{ anteprimaFusione: { tieni: { id_persona: number }; rifiuto: string | null } }>(
          t.app,
          ANTEPRIMA,
          { k, e },
          token.cens,
        );
        expect(r.errors).toBeUndefined();
        expect(r.data?.anteprimaFusione.tieni.id_persona).toBe(k);
        // The merge itself still takes the lock: it is blocked while the other transaction holds it
        // (the pair k, z, which it then refuses: nothing is merged here).
        const fusione = gql(t.app, UNISCI, { k, e: z }, token.cens);
        const attesa = await Promise.race([
          fusione.then(() => 'risposta'),
          new Promise((ok) => setTimeout(() => ok('in attesa'), 500)),
        ]);
        expect(attesa).toBe('in attesa');
        await altra.query('rollback');
        expect(errorType(await fusione)).toBe('CONFLICT');
      } finally {
        await altra.end();
      }
    }, 30_000);

  it('refuses two enrolments in one scout year, naming both persons, and a person merged with itself', async () => {
    const prima = await impronta();
    const anteprima = await gql<{ anteprimaFusione: { rifiuto: string } }>(
      t.app,
      ANTEPRIMA,
      { k, e: z },
      token.cens,
    );
    expect(anteprima.data?.anteprimaFusione.rifiuto).toMatch(
      /^.+ e Terzo Doppione sono iscritti entrambi nell'anno scout \d{4}\/\d\d:/,
    );
    const r = await gql(t.app, UNISCI, { k, e: z }, token.cens);
    expect(errorType(r)).toBe('CONFLICT');
    expect(r.errors?.[0]?.message).toBe(anteprima.data?.anteprimaFusione.rifiuto);
    const stessa = await gql(t.app, UNISCI, { k, e: k }, token.cens);
    expect(errorType(stessa)).toBe('VALIDATION');
    expect(stessa.errors?.[0]?.message).toBe('Scegli due persone diverse da unire');
    expect(await impronta()).toEqual(prima);
  });

  it('a crash half-way leaves everything as before', async () => {
    const prima = await impronta();
    await rows(
      t.database,
      `create or replace function guasto_fusione() returns trigger language plpgsql as $$
       begin raise exception 'guasto iniettato'; end $$`,
    );
    // iscrizioni moves after contacts and kinships and before the party, the consents and the delete.
    await rows(
      t.database,
      'create trigger guasto_fusione before update on iscrizioni for each row execute function guasto_fusione()',
    );
    try {
      const r = await gql(t.app, UNISCI, { k, e }, token.cens);
      expect(r.errors?.length).toBeGreaterThan(0);
    } finally {
      await rows(t.database, 'drop trigger guasto_fusione on iscrizioni');
    }
    expect(await impronta()).toEqual(prima);
  });

  it('previews, then moves every row to the kept person in one go: nothing lost, nothing doubled', async () => {
    const [primaK, primaE, primaTot] = [await perPersona(k), await perPersona(e), await totali()];
    const anteprima = await gql<{ anteprimaFusione: Record<string, unknown> }>(
      t.app,
      ANTEPRIMA,
      { k, e },
      token.cens,
    );
    expect(anteprima.errors).toBeUndefined();
    const vista = anteprima.data!.anteprimaFusione;
    expect(vista).toMatchObject({
      tieni: { id_persona: k },
      elimina: { id_persona: e },
      rifiuto: null,
      eseguita: false,
      conteggi: {
        contatti: 2,
        contatti_doppi: 1,
        parentele: 3,
        // the copy of the parent link, and the link between the two
        parentele_doppie: 2,
        iscrizioni: 1,
        nomine: 1,
        // two places, one in a unit where k waits too (e's is the better placed: it stays)
        liste_attesa: 2,
        liste_attesa_doppie: 1,
        utenti: 1,
        consensi_privacy: 1,
        dovuti: 1,
        pagamenti: 1,
        collegamenti: 1,
        allegati: 1,
        conti: 0,
        rilievi: 1,
      },
    });
    expect(vista.campi_completati).toEqual(['codice_fiscale']);
    expect(await totali()).toEqual(primaTot);

    const r = await gql<{ unisciPersone: Record<string, unknown> }>(t.app, UNISCI, { k, e }, token.cens);
    expect(r.errors).toBeUndefined();
    expect(r.data!.unisciPersone).toEqual({ ...vista, eseguita: true });

    const [dopoK, dopoE, dopoTot] = [await perPersona(k), await perPersona(e), await totali()];
    expect(Object.values(dopoE).every((n) => n === 0)).toBe(true);
    // k holds its own rows plus e's, less the declared duplicates; k and e both had a party: one stays.
    expect(dopoK).toEqual({
      ...Object.fromEntries(Object.keys(primaK).map((n) => [n, primaK[n]! + primaE[n]!])),
      contatti: primaK.contatti! + primaE.contatti! - 1,
      parentele: primaK.parentele! + primaE.parentele! - 2 - 1,
      liste_attesa: primaK.liste_attesa! + primaE.liste_attesa! - 1,
      parti: 1,
    });
    expect(dopoTot).toEqual({
      ...primaTot,
      persone: primaTot.persone! - 1,
      contatti: primaTot.contatti! - 1,
      parentele: primaTot.parentele! - 2,
      liste_attesa: primaTot.liste_attesa! - 1,
      parti: primaTot.parti! - 1,
      controlli: primaTot.controlli! - 1,
      eventi: dopoTot.eventi,
    });
    const [p] = await rows<{ codice_fiscale: string; luogo_nascita: string }>(
      t.database,
      `select codice_fiscale, luogo_nascita from persone where id_persona = ${k}`,
    );
    // One place a unit: k keeps e's better place where both waited, and e's other place.
    expect(
      await rows(
        t.database,
        `select posizione from liste_attesa where id_persona = ${k} and posizione > 900 order by 1`,
      ),
    ).toEqual([{ posizione: 901 }, { posizione: 902 }]);
    // The merged person's login now names k; its sessions ended (their tokens named e).
    expect(await rows(t.database, `select id_persona from auth_user where id = 'fusione-${kind}'`)).toEqual([
      { id_persona: k },
    ]);
    expect(await rows(t.database, `select id from auth_session where user_id = 'fusione-${kind}'`)).toEqual(
      [],
    );
    expect(p!.codice_fiscale).toBe('RSSZNE10A02H501X');
    expect(p!.luogo_nascita).not.toBe('Altrove');
    const storia = await rows<{ details: unknown; rev_author: string }>(
      t.database,
      `select details, rev_author from eventi where "table" = 'persone' and row_id = ${k} and details ? 'fusione'`,
    );
    expect(storia).toHaveLength(1);
    expect(storia[0]!.rev_author).toBeTruthy();
    expect(JSON.stringify(storia[0]!.details)).toContain(`"id_persona":${e}`);
  });

  it('merging the same pair again answers a clear error and changes nothing', async () => {
    const prima = await impronta();
    for (const q of [ANTEPRIMA, UNISCI]) {
      const r = await gql(t.app, q, { k, e }, token.cens);
      expect(errorType(r)).toBe('NOT_FOUND');
      expect(r.errors?.[0]?.message).toBe(
        `La persona ${e} non esiste più (forse è già stata unita a un'altra): non è cambiato nulla.`,
      );
    }
    expect(await impronta()).toEqual(prima);
  });
});
