import { MSG_LISTE_ATTESA as MSG } from '@zaino/domain/liste-attesa-gestione';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 24, decision 1024: the office's waiting lists. The super level adds a person at the end of a
// unit's list, moves an open entry up or down, removes an open entry, sets the unit's places; the
// auditor reads and is refused every write; each write is recorded in eventi.

const VOCE = 'id_lista_attesa id_persona nome cognome posizione note data_richiesta aperta id_iscrizione';
const UNITA = `id_unita branca id_gruppo descrizione posti occupati voci { ${VOCE} }`;
const LISTE = `query($a: Int) { listeAttesa(anno_scout: $a) { ${UNITA} } }`;
const AGGIUNGI = `mutation($u: Int!, $p: Int!, $n: String) {
  aggiungiVoceListaAttesa(id_unita: $u, id_persona: $p, note: $n) { ${UNITA} } }`;
const RIMUOVI = `mutation($v: Int!) { rimuoviVoceListaAttesa(id_lista_attesa: $v) { ${UNITA} } }`;
const SPOSTA = `mutation($v: Int!, $d: VersoSpostamento!) {
  spostaVoceListaAttesa(id_lista_attesa: $v, verso: $d) { ${UNITA} } }`;
const POSTI = `mutation($u: Int!, $n: Int) { modificaPostiUnita(id_unita: $u, posti: $n) { ${UNITA} } }`;

interface Voce {
  id_lista_attesa: number;
  id_persona: number;
  nome: string | null;
  posizione: number;
  note: string | null;
  data_richiesta: string;
  aperta: boolean;
}
interface Unita {
  id_unita: number;
  descrizione: string;
  posti: number | null;
  occupati: number;
  voci: Voce[];
}

describe.each(dbKinds)('waiting lists of the office on %s', (kind) => {
  let t: TestApp;
  let cens: string;
  let revisore: string;
  let unita: number;
  /** three persons never enrolled, and one enrolled in the active year */
  let nuovi: [number, number, number];
  let iscritto: number;

  const scrivi = async <K extends string>(query: string, variables: Record<string, unknown>, token = cens) =>
    gql<Record<K, Unita>>(t.app, query, variables, token);
  const aggiungi = async (p: number, note?: string | null) => {
    const r = await scrivi<'aggiungiVoceListaAttesa'>(AGGIUNGI, { u: unita, p, n: note });
    expect(r.errors).toBeUndefined();
    return r.data!.aggiungiVoceListaAttesa;
  };
  const ordine = (u: Unita) => u.voci.filter((v) => v.aperta).map((v) => v.id_persona);
  const voceDi = (u: Unita, p: number) => u.voci.find((v) => v.id_persona === p)!.id_lista_attesa;
  const conta = async (where: string) =>
    Number(
      (await rows<{ n: number }>(t.database, `select count(*) as n from liste_attesa where ${where}`))[0]!.n,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    cens = await tokenFor(t.app, 'cens');
    revisore = await tokenFor(t.app, 'revisore');
    const [u] = await rows<{ id: number }>(
      t.database,
      "select id_unita as id from unita where branca = 'L' order by id_unita limit 1",
    );
    unita = u!.id;
    const p = await rows<{ id: number }>(
      t.database,
      `insert into persone (nome, cognome, sesso, data_nascita) values
        ('Lia', 'Attesa', 'F', '2018-03-01'), ('Teo', 'Attesa', 'M', '2018-05-02'),
        ('Ada', 'Attesa', 'F', '2018-07-03') returning id_persona as id`,
    );
    nuovi = [p[0]!.id, p[1]!.id, p[2]!.id];
    const [i] = await rows<{ id: number }>(
      t.database,
      `select i.id_persona as id from iscrizioni i join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       where i.stato_iscrizione <> 'nessuna' order by i.id_persona limit 1`,
    );
    iscritto = i!.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('adds persons at the end of the list, with the note trimmed, and reads them back in order', async () => {
    await aggiungi(nuovi[0], '  fratello di un lupetto  ');
    await aggiungi(nuovi[1]);
    const u = await aggiungi(nuovi[2], '   ');
    expect(ordine(u)).toEqual(nuovi);
    const prima = u.voci.find((v) => v.id_persona === nuovi[0])!;
    expect(prima.note).toBe('fratello di un lupetto');
    expect(prima.nome).toBe('Lia');
    expect(prima.data_richiesta).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(u.voci.find((v) => v.id_persona === nuovi[2])!.note).toBeNull();
    const letta = await gql<{ listeAttesa: Unita[] }>(t.app, LISTE, {}, cens);
    expect(letta.errors).toBeUndefined();
    const stessa = letta.data!.listeAttesa.find((x) => x.id_unita === unita)!;
    expect(ordine(stessa)).toEqual(nuovi);
    expect(stessa.descrizione).toMatch(/branco/);
    // The pack's cubs of the active year take places.
    expect(stessa.occupati).toBeGreaterThan(0);
  });

  it('refuses a person already open on the list, and one enrolled in the active year', async () => {
    const doppio = await scrivi(AGGIUNGI, { u: unita, p: nuovi[1] });
    expect(errorType(doppio)).toBe('CONFLICT');
    expect(doppio.errors![0]!.message).toBe(MSG.giaInLista);
    const gia = await scrivi(AGGIUNGI, { u: unita, p: iscritto });
    expect(errorType(gia)).toBe('CONFLICT');
    expect(gia.errors![0]!.message).toBe(MSG.giaIscritta);
    expect(await conta(`id_persona = ${iscritto}`)).toBe(0);
    expect(await conta(`id_persona = ${nuovi[1]}`)).toBe(1);
  });

  it('two offices adding the same person at once: one entry, the other refused', async () => {
    const [p] = await rows<{ id: number }>(
      t.database,
      "insert into persone (nome, cognome) values ('Gara', 'Attesa') returning id_persona as id",
    );
    const due = await Promise.all([
      scrivi(AGGIUNGI, { u: unita, p: p!.id }),
      scrivi(AGGIUNGI, { u: unita, p: p!.id }),
    ]);
    expect(due.map((r) => errorType(r) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
    expect(await conta(`id_persona = ${p!.id}`)).toBe(1);
    await rows(t.database, `delete from liste_attesa where id_persona = ${p!.id}`);
  });

  it('refuses a note over 500 characters and an unknown unit or person, writing nothing', async () => {
    const prima = await conta('true');
    const lunga = await scrivi(AGGIUNGI, { u: unita, p: iscritto + 100000, n: 'x'.repeat(501) });
    expect(errorType(lunga)).toBe('VALIDATION');
    const senzaUnita = await scrivi(AGGIUNGI, { u: 999999, p: nuovi[0] });
    expect(senzaUnita.errors![0]!.message).toBe(MSG.unitaNonTrovata);
    const senzaPersona = await scrivi(AGGIUNGI, { u: unita, p: 999999 });
    expect(senzaPersona.errors![0]!.message).toBe(MSG.personaNonTrovata);
    expect(await conta('true')).toBe(prima);
  });

  it('moves an open entry by swapping it with its neighbour; at the top nothing moves', async () => {
    const [lia, teo, ada] = nuovi;
    const lista = (await gql<{ listeAttesa: Unita[] }>(t.app, LISTE, {}, cens)).data!.listeAttesa.find(
      (x) => x.id_unita === unita,
    )!;
    const su = await scrivi<'spostaVoceListaAttesa'>(SPOSTA, { v: voceDi(lista, ada), d: 'su' });
    expect(su.errors).toBeUndefined();
    expect(ordine(su.data!.spostaVoceListaAttesa)).toEqual([lia, ada, teo]);
    const giu = await scrivi<'spostaVoceListaAttesa'>(SPOSTA, { v: voceDi(lista, lia), d: 'giu' });
    expect(ordine(giu.data!.spostaVoceListaAttesa)).toEqual([ada, lia, teo]);
    const cima = await scrivi<'spostaVoceListaAttesa'>(SPOSTA, { v: voceDi(lista, ada), d: 'su' });
    expect(ordine(cima.data!.spostaVoceListaAttesa)).toEqual([ada, lia, teo]);
  });

  it('removes an open entry, and refuses to remove or move a closed one', async () => {
    const [lia, teo, ada] = nuovi;
    const lista = (await gql<{ listeAttesa: Unita[] }>(t.app, LISTE, {}, cens)).data!.listeAttesa.find(
      (x) => x.id_unita === unita,
    )!;
    const via = await scrivi<'rimuoviVoceListaAttesa'>(RIMUOVI, { v: voceDi(lista, lia) });
    expect(via.errors).toBeUndefined();
    expect(ordine(via.data!.rimuoviVoceListaAttesa)).toEqual([ada, teo]);
    expect(await conta(`id_persona = ${lia}`)).toBe(0);

    // Teo is called by a refresh: his entry is closed on an enrolment.
    const [i] = await rows<{ id: number }>(
      t.database,
      `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione)
       select ${teo}, anno_scout, 'inprova' from anni_scout where attivo returning id_iscrizione as id`,
    );
    await rows(t.database, `update liste_attesa set id_iscrizione = ${i!.id} where id_persona = ${teo}`);
    const chiusa = voceDi(lista, teo);
    const rimuovi = await scrivi(RIMUOVI, { v: chiusa });
    expect(errorType(rimuovi)).toBe('CONFLICT');
    expect(rimuovi.errors![0]!.message).toBe(MSG.chiusa);
    const sposta = await scrivi(SPOSTA, { v: chiusa, d: 'su' });
    expect(sposta.errors![0]!.message).toBe(MSG.chiusaSposta);
    expect(await conta(`id_lista_attesa = ${chiusa}`)).toBe(1);
    const dopo = (await gql<{ listeAttesa: Unita[] }>(t.app, LISTE, {}, cens)).data!.listeAttesa.find(
      (x) => x.id_unita === unita,
    )!;
    expect(dopo.voci.map((v) => [v.id_persona, v.aperta])).toEqual([
      [ada, true],
      [teo, false],
    ]);
    const nessuna = await scrivi(RIMUOVI, { v: 999999 });
    expect(nessuna.errors![0]!.message).toBe(MSG.voceNonTrovata);
  });

  it('sets the places between 0 and 999 or empty, and refuses anything else', async () => {
    const dieci = await scrivi<'modificaPostiUnita'>(POSTI, { u: unita, n: 10 });
    expect(dieci.data!.modificaPostiUnita.posti).toBe(10);
    for (const n of [-1, 1000]) {
      const r = await scrivi(POSTI, { u: unita, n });
      expect(errorType(r)).toBe('VALIDATION');
      expect(r.errors![0]!.message).toBe(MSG.posti);
    }
    const [salvati] = await rows<{ posti: number }>(
      t.database,
      `select posti from unita where id_unita = ${unita}`,
    );
    expect(Number(salvati!.posti)).toBe(10);
    for (const n of [0, 999, null]) {
      const r = await scrivi<'modificaPostiUnita'>(POSTI, { u: unita, n });
      expect(r.data!.modificaPostiUnita.posti).toBe(n);
    }
  });

  it('lets the auditor read the lists but refuses every write, changing nothing', async () => {
    const letta = await gql<{ listeAttesa: Unita[] }>(t.app, LISTE, {}, revisore);
    expect(letta.errors).toBeUndefined();
    const lista = letta.data!.listeAttesa.find((x) => x.id_unita === unita)!;
    const ada = voceDi(lista, nuovi[2]);
    const prima = await conta('true');
    const tentativi = [
      await scrivi(AGGIUNGI, { u: unita, p: nuovi[0] }, revisore),
      await scrivi(RIMUOVI, { v: ada }, revisore),
      await scrivi(SPOSTA, { v: ada, d: 'giu' }, revisore),
      await scrivi(POSTI, { u: unita, n: 5 }, revisore),
    ];
    for (const r of tentativi) expect(errorType(r)).toBe('FORBIDDEN');
    expect(await conta('true')).toBe(prima);
    const [u] = await rows<{ posti: number | null }>(
      t.database,
      `select posti from unita where id_unita = ${unita}`,
    );
    expect(u!.posti).toBeNull();
  });

  it('records each write in eventi with its author', async () => {
    const u = await aggiungi(nuovi[0], 'di nuovo');
    const id = voceDi(u, nuovi[0]);
    await scrivi(POSTI, { u: unita, n: 7 });
    const ev = await rows<{ table: string; rev_type: string; row_id: number; rev_author: string | null }>(
      t.database,
      `select "table", rev_type, row_id, rev_author from eventi
       where ("table" = 'liste_attesa' and row_id = ${id}) or ("table" = 'unita' and row_id = ${unita})
       order by id_evento`,
    );
    expect(ev.some((e) => e.table === 'liste_attesa' && e.rev_type === 'insert')).toBe(true);
    expect(ev.some((e) => e.table === 'unita' && e.rev_type === 'update')).toBe(true);
    for (const e of ev) expect(e.rev_author).toBeTruthy();
  });
});
