import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUser, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Spec 2 §7 modificaPersona and decision 0902 creaPersona: who may edit a person's data, contacts
// and parents' contacts, the spec's field errors (nothing changed), one transaction with the author
// recorded by the audit triggers, and the super-only creation of a person.

const MODIFICA = /* GraphQL */ `
  mutation ($m: ModificaPersonaInput!) { modificaPersona(modifica_persona: $m) }`;
const CREA = /* GraphQL */ `
  mutation ($n: NuovaPersonaInput!) { creaPersona(nuova_persona: $n) }`;

type Chi = DemoUser | 'anonimo';
const VIEWERS: readonly Chi[] = [
  'cens',
  'capogruppo',
  'capobranco',
  'capobranco2',
  'genitore',
  'genitore2',
  'socio',
  'anonimo',
];

const COMPLETA = {
  nome: 'Lupetto',
  cognome: 'Prova',
  sesso: 'M',
  codice_fiscale: 'RSSMRA85T10A562S',
  data_nascita: '2016-12-10',
  luogo_nascita: 'Roma',
  residenza_comune: 'Roma',
  residenza_indirizzo: 'Via Appia 1',
  residenza_provincia: 'RM',
  residenza_cap: '00184',
};

describe.each(dbKinds)('modificaPersona and creaPersona on %s', (kind) => {
  let t: TestApp;
  const token = new Map<Chi, string | null>();
  const idDi = new Map<Chi, number>();
  let cub: number;
  let zia: number;
  let parentelaZia: number;

  const persona = async (id: number) =>
    (
      await rows<Record<string, string | null>>(t.database, `select * from persone where id_persona = ${id}`)
    )[0]!;
  const contatti = (id: number) =>
    rows<{ tipo: string; valore: string; notifica: boolean; chi: string | null }>(
      t.database,
      `select tipo, valore, notifica, chi from contatti where id_persona = ${id} order by id_contatto`,
    );
  const eventi = async () =>
    (await rows<{ n: number }>(t.database, 'select count(*)::int as n from eventi'))[0]!.n;
  const modifica = (chi: Chi, m: Record<string, unknown>) => gql(t.app, MODIFICA, { m }, token.get(chi));

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const v of VIEWERS) {
      if (v === 'anonimo') {
        token.set(v, null);
        continue;
      }
      token.set(v, await tokenFor(t.app, v));
      const [u] = await rows<{ id: number }>(
        t.database,
        `select id_persona as id from auth_user where id = 'demo-${v}'`,
      );
      idDi.set(v, u!.id);
    }
    // The demo cub: a child of 'genitore' in the pack of 'capobranco', in the group of 'capogruppo'.
    const [c] = await rows<{ id: number }>(
      t.database,
      `select p.id_persona as id from parentele pr join persone p on p.id_persona = pr.id_persona_figlio
       join iscrizioni i on i.id_persona = p.id_persona join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       where pr.id_persona_genitore = ${idDi.get('genitore')} order by p.id_persona limit 1`,
    );
    cub = c!.id;
    // Another relative of the cub whom 'genitore' does not reach (only self and own children).
    const [z] = await rows<{ id: number }>(
      t.database,
      `insert into persone (nome, cognome) values ('Zia', 'Prova') returning id_persona as id`,
    );
    zia = z!.id;
    const [pz] = await rows<{ id: number }>(
      t.database,
      `insert into parentele (id_persona_genitore, id_persona_figlio, "desc") values (${zia}, ${cub}, 'Zia')
       returning id_parentela as id`,
    );
    parentelaZia = pz!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('bad input: every field error with the spec message, and nothing changed', async () => {
    const prima = await persona(cub);
    const primaContatti = await contatti(cub);
    const n = await eventi();
    const r = await modifica('cens', {
      id_persona: cub,
      ...COMPLETA,
      nome: 'X',
      codice_fiscale: 'ABC',
      residenza_provincia: 'Roma',
      data_nascita: '2030-01-01',
      contatti: [
        { tipo: 't', valore: '12', notifica: false },
        { tipo: 'e', valore: 'non-valida', notifica: true },
      ],
    });
    expect(errorType(r)).toBe('VALIDATION');
    const errori = (r.errors![0]!.extensions as { errori: { campo: string; messaggio: string }[] }).errori;
    expect(errori).toEqual([
      { campo: 'nome', messaggio: 'Inserire un nome valido' },
      { campo: 'codice_fiscale', messaggio: 'Inserire un codice fiscale corretto' },
      { campo: 'data_nascita', messaggio: 'Inserire una data corretta' },
      { campo: 'residenza_provincia', messaggio: 'Inserire una provincia corretta' },
      { campo: 'contatti.0.valore', messaggio: 'Inserire un numero valido' },
      { campo: 'contatti.1.valore', messaggio: 'Inserire un indirizzo valido' },
    ]);
    expect(await persona(cub)).toEqual(prima);
    expect(await contatti(cub)).toEqual(primaContatti);
    expect(await eventi()).toBe(n);
  });

  it('a member of the active year needs every field; a field left out keeps its value', async () => {
    const r = await modifica('cens', { id_persona: cub, ...COMPLETA, residenza_cap: '' });
    expect(errorType(r)).toBe('VALIDATION');
    expect(r.errors![0]!.message).toBe('Questo campo è obbligatorio');
    const ok = await modifica('cens', { id_persona: cub, ...COMPLETA });
    expect(ok.errors).toBeUndefined();
    const soloComune = await modifica('cens', { id_persona: cub, luogo_nascita: 'Torino' });
    expect(soloComune.data?.modificaPersona).toBe(cub);
    const dopo = await persona(cub);
    expect(dopo.luogo_nascita).toBe('Torino');
    expect(dopo.residenza_indirizzo).toBe(COMPLETA.residenza_indirizzo);
  });

  it('saves fields and contacts (phones normalised) in one go; the audit names the author', async () => {
    const r = await modifica('cens', {
      id_persona: cub,
      ...COMPLETA,
      codice_fiscale: 'rssmra85t10a562s',
      residenza_provincia: 'mi',
      contatti: [
        { tipo: 'e', valore: ' lupetto@example.it ', notifica: true },
        { tipo: 't', valore: '333 111 2222', notifica: false, chi: 'Mamma' },
      ],
    });
    expect(r.errors).toBeUndefined();
    const dopo = await persona(cub);
    expect(dopo.codice_fiscale).toBe('RSSMRA85T10A562S');
    expect(dopo.residenza_provincia).toBe('MI');
    expect(await contatti(cub)).toEqual([
      { tipo: 'e', valore: 'lupetto@example.it', notifica: true, chi: null },
      { tipo: 't', valore: '+393331112222', notifica: false, chi: 'Mamma' },
    ]);
    const [e] = await rows<{ autore: string; details: Record<string, unknown> }>(
      t.database,
      `select rev_author as autore, details from eventi where "table" = 'persone' and row_id = ${cub}
       order by id_evento desc limit 1`,
    );
    // The acting login's username (the email with the at-sign replaced, spec 2 §3).
    expect(e!.autore).toBe('cens-at-demo.zaino.it');
    expect(Object.keys(e!.details)).toContain('residenza_provincia');
  });

  const permessi: [Chi, 'sì' | 'no'][] = [
    ['cens', 'sì'],
    ['capogruppo', 'sì'],
    ['capobranco', 'sì'],
    ['genitore', 'sì'],
    ['capobranco2', 'no'],
    ['genitore2', 'no'],
    ['socio', 'no'],
    ['anonimo', 'no'],
  ];
  it.each(permessi)("the cub's data by %s → %s", async (chi, atteso) => {
    const luogo = `Comune ${chi}`;
    const r = await modifica(chi, { id_persona: cub, luogo_nascita: luogo });
    const dopo = await persona(cub);
    if (atteso === 'sì') {
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      expect(dopo.luogo_nascita).toBe(luogo);
    } else {
      expect(errorType(r)).toBe(chi === 'anonimo' ? 'UNAUTHENTICATED' : 'NOT_FOUND');
      if (chi !== 'anonimo') expect(r.errors![0]!.message).toBe('Persona non trovata');
      expect(dopo.luogo_nascita).not.toBe(luogo);
    }
  });

  it('the person edits their own data', async () => {
    const id = idDi.get('socio')!;
    const r = await modifica('socio', { id_persona: id, luogo_nascita: 'Napoli' });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect((await persona(id)).luogo_nascita).toBe('Napoli');
  });

  it('the data confirmation tick: super (and the family, decision 1203), never a leader', async () => {
    const rifiutato = await modifica('capobranco', { id_persona: cub, aggiorna_data_conferma: true });
    expect(errorType(rifiutato)).toBe('FORBIDDEN');
    await rows(t.database, `update persone set data_conferma = null where id_persona = ${cub}`);
    const ok = await modifica('cens', { id_persona: cub, aggiorna_data_conferma: true });
    expect(ok.errors).toBeUndefined();
    expect((await persona(cub)).data_conferma).not.toBeNull();
  });

  it("a parent's contacts and the kinship label, only when the viewer may edit that parent", async () => {
    const kin = {
      id_parentela: parentelaZia,
      genitore: { contatti: [{ tipo: 't', valore: '06 1234 5678' }] },
    };
    // 'genitore' may edit the cub but does not reach this other relative: refused like a missing one.
    const rifiutato = await modifica('genitore', { id_persona: cub, parentele: [kin] });
    expect(errorType(rifiutato)).toBe('NOT_FOUND');
    expect(await contatti(zia)).toEqual([]);
    const ok = await modifica('cens', { id_persona: cub, parentele: [{ ...kin, desc: 'Zia Anna' }] });
    expect(ok.errors, JSON.stringify(ok.errors)).toBeUndefined();
    expect(await contatti(zia)).toEqual([{ tipo: 't', valore: '+390612345678', notifica: false, chi: null }]);
    const [p] = await rows<{ desc: string }>(
      t.database,
      `select "desc" from parentele where id_parentela = ${parentelaZia}`,
    );
    expect(p!.desc).toBe('Zia Anna');
    // A kinship of another person is not this page's.
    const altra = await modifica('cens', { id_persona: idDi.get('socio')!, parentele: [kin] });
    expect(errorType(altra)).toBe('NOT_FOUND');
  });

  it("a unit leader edits the parents' contacts of a cub of the pack (decision 0905); another unit's may not", async () => {
    const [kin] = await rows<{ id: number; genitore: number }>(
      t.database,
      `select id_parentela as id, id_persona_genitore as genitore from parentele
       where id_persona_figlio = ${cub} and id_persona_genitore = ${idDi.get('genitore')}`,
    );
    const parentela = {
      id_parentela: kin!.id,
      genitore: { contatti: [{ tipo: 't', valore: '3470001111' }] },
    };
    const altro = await modifica('capobranco2', { id_persona: cub, parentele: [parentela] });
    expect(errorType(altro)).toBe('NOT_FOUND');
    const r = await modifica('capobranco', { id_persona: cub, parentele: [parentela] });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(await contatti(kin!.genitore)).toEqual([
      { tipo: 't', valore: '+393470001111', notifica: false, chi: null },
    ]);
  });

  it('creaPersona: super only, every field required, the person gets a party and contacts', async () => {
    const conta = async () =>
      (await rows<{ n: number }>(t.database, 'select count(*)::int as n from persone'))[0]!.n;
    const prima = await conta();
    const vuota = await gql(t.app, CREA, { n: { nome: 'Anna' } }, token.get('cens'));
    expect(errorType(vuota)).toBe('VALIDATION');
    const campi = (vuota.errors![0]!.extensions as { errori: { campo: string }[] }).errori.map(
      (e) => e.campo,
    );
    expect(campi).toContain('persona.residenza_provincia');
    expect(campi).not.toContain('persona.nome');
    for (const chi of ['capogruppo', 'capobranco', 'genitore', 'socio'] as const) {
      const r = await gql(t.app, CREA, { n: COMPLETA }, token.get(chi));
      expect(errorType(r), chi).toBe('FORBIDDEN');
    }
    expect(await conta()).toBe(prima);

    const r = await gql(
      t.app,
      CREA,
      {
        n: {
          ...COMPLETA,
          nome: 'Nuova',
          residenza_provincia: 'ee',
          contatti: [{ tipo: 't', valore: '3331234567', notifica: false }],
        },
      },
      token.get('cens'),
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const id = r.data!.creaPersona as number;
    const p = await persona(id);
    expect(p.nome).toBe('Nuova');
    expect(p.residenza_provincia).toBe('EE');
    const [parte] = await rows<{ id_persona: number }>(
      t.database,
      `select id_persona from parti where id_parte = ${p.id_parte}`,
    );
    expect(parte!.id_persona).toBe(id);
    expect(await contatti(id)).toEqual([{ tipo: 't', valore: '+393331234567', notifica: false, chi: null }]);
    const letta = await gql(t.app, `{ persona(id_persona: ${id}) { nome } }`, {}, token.get('cens'));
    expect(letta.data?.persona?.nome).toBe('Nuova');
  });
});
