import { minuscolo, SUGGERIMENTI_RUOLO } from '@zaino/domain/filtri';
import {
  COLONNE_ORDINABILI,
  type FiltriRegistro,
  MAX_PER_PAGINA_REGISTRO,
  passaFiltriRegistro,
  type RigaFiltrabile,
  statoNazionale,
} from '@zaino/domain/registro';
import { STATI_ISCRIZIONE } from '@zaino/domain/stati-iscrizione';
import { STATI_ACCOUNT, type StatoAccount } from '@zaino/domain/utenti';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 0907: registroPagina filters in SQL. Every filter of spec 2 §5 runs through SQL and through
// the domain's pure function (passaFiltriRegistro) over the whole register; the ids must be the same.

const CAMPI = `id_persona nome cognome data_nascita stato_account
  iscrizione { stato_iscrizione errori_nazionale nomine { id_ruolo gruppo { numero } } }`;

interface Letta {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  data_nascita: string | null;
  stato_account: StatoAccount | null;
  iscrizione: {
    stato_iscrizione: string;
    errori_nazionale: string | null;
    nomine: { id_ruolo: string; gruppo: { numero: number } | null }[];
  } | null;
}

const filtrabile = (p: Letta): RigaFiltrabile => ({
  nome: p.nome,
  cognome: p.cognome,
  data_nascita: p.data_nascita,
  nomine: (p.iscrizione?.nomine ?? []).map((n) => ({
    id_ruolo: n.id_ruolo,
    numero_gruppo: n.gruppo?.numero ?? null,
  })),
  stato_account: p.stato_account,
  stato_iscrizione: p.iscrizione?.stato_iscrizione ?? null,
  nazionale: statoNazionale(p.iscrizione),
});

/** Every filter of spec 2 §5, one at a time, and a few together. */
const FILTRI: FiltriRegistro[] = [
  ...['ros', 'nicolo', 'NICOLÒ', 'angelo', 'a 2015', '2016', 'zzz', 'à', "d'"].map((fullText) => ({
    fullText,
  })),
  ...['2015', '2014, 2016', '2016,x', '201', ''].map((data_nascita) => ({ data_nascita })),
  ...[...SUGGERIMENTI_RUOLO, 'L2', '2', 'cb 2', 'capo', 'vice capo', 'senior', 'xyz', 'E1'].map((ruolo) => ({
    ruolo,
  })),
  ...[...STATI_ISCRIZIONE, 'ta', 'sezione,completata', ' , ', 'zzz'].map((iscrizione) => ({ iscrizione })),
  ...[...STATI_ACCOUNT, 'altro'].map((utenti) => ({ utenti })),
  ...['corrisponde', 'errori', 'senza_tessera', 'nessuna'].map((nazionale) => ({ nazionale })),
  ...['an', ' Nicolò ', 'À'].map((nome) => ({ nome })),
  ...['rossi m', "nicolò d'", 'a r'].map((nomecognome) => ({ nomecognome })),
  { fullText: 'a', ruolo: 'staff', utenti: 'attivo' },
  { iscrizione: 'prevista', utenti: 'nessuno', data_nascita: '2015,2016' },
];

describe.each(dbKinds)('registroPagina filters agree with the domain on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const token = await tokenFor(t.app, 'cens');
    anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, token)).data!.getAsAttivo
      .anno_scout as number;
    // Accented names and a relative-less apostrophe, so the accent rules are exercised.
    await rows(
      t.database,
      `update persone set nome = 'Nicolò', cognome = 'D''Àngelo' where id_persona = (
        select min(id_persona) from iscrizioni where anno_scout = ${anno})`,
    );
    await rows(
      t.database,
      `update persone set nome = 'ÉLODIE', cognome = 'Rossì' where id_persona = (
        select max(id_persona) from iscrizioni where anno_scout = ${anno})`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function pagina(token: string, variabili: Record<string, unknown>) {
    const r = await gql(
      t.app,
      `query($anno: Int!, $f: FiltriRegistroInput, $o: String, $p: Int, $n: Int, $g: Int) {
        r: registroPagina(anno_scout: $anno, filtri: $f, ordina: $o, pagina: $p, per_pagina: $n, id_gruppo: $g) {
          totale righe { id_persona nome cognome } } }`,
      { anno, n: 500, ...variabili },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.r as { totale: number; righe: { id_persona: number; nome: string; cognome: string }[] };
  }

  it.each(['cens', 'capogruppo'] as const)('for %s, every filter selects the same persons', async (chi) => {
    const token = await tokenFor(t.app, chi);
    const tutto = await gql(t.app, `{ r: personeSezione(anno_scout: ${anno}) { ${CAMPI} } }`, {}, token);
    expect(tutto.errors).toBeUndefined();
    const righe = tutto.data!.r as Letta[];
    expect(righe.length).toBeGreaterThan(20);
    // The 'Nazionale' filter is the super's (decision 0912: refused to a leader, nazionale-visibilita.test.ts).
    const filtri = chi === 'cens' ? FILTRI : FILTRI.filter((f) => !f.nazionale);
    let nonBanali = 0;
    for (const f of filtri) {
      const attesi = righe
        .filter((p) => passaFiltriRegistro(filtrabile(p), f))
        .map((p) => p.id_persona)
        .sort((a, b) => a - b);
      const sql = await pagina(token, { f });
      expect(
        sql.righe.map((p) => p.id_persona).sort((a, b) => a - b),
        JSON.stringify(f),
      ).toEqual(attesi);
      expect(sql.totale, JSON.stringify(f)).toBe(attesi.length);
      if (attesi.length > 0 && attesi.length < righe.length) nonBanali++;
    }
    // Most filters select some rows and leave others out (the comparison is not between empty lists).
    expect(nonBanali).toBeGreaterThan(filtri.length / 2);
  });

  it('sorts by every column both ways, ties by id, and pages without gaps or repeats', async () => {
    const token = await tokenFor(t.app, 'cens');
    const tutte = await pagina(token, {});
    for (const colonna of COLONNE_ORDINABILI) {
      for (const o of [colonna, `-${colonna}`]) {
        const intera = await pagina(token, { o });
        expect(intera.righe.map((p) => p.id_persona).sort(), o).toEqual(
          tutte.righe.map((p) => p.id_persona).sort(),
        );
        const aPagine: number[] = [];
        for (let p = 1; (p - 1) * 70 < intera.totale; p++)
          aPagine.push(...(await pagina(token, { o, p, n: 70 })).righe.map((r) => r.id_persona));
        expect(aPagine, o).toEqual(intera.righe.map((p) => p.id_persona));
      }
    }
    // The default: by first name then surname, accents and case ignored, ties by id.
    const chiave = (p: { nome: string; cognome: string }) => minuscolo(`${p.nome ?? ''} ${p.cognome ?? ''}`);
    const attese = [...tutte.righe].sort((a, b) =>
      chiave(a) < chiave(b) ? -1 : chiave(a) > chiave(b) ? 1 : a.id_persona - b.id_persona,
    );
    expect(tutte.righe.map((p) => p.id_persona)).toEqual(attese.map((p) => p.id_persona));
    const giu = await pagina(token, { o: '-nome' });
    expect(giu.righe[0]!.id_persona).toBe(attese.at(-1)!.id_persona);
  });

  it('a page past the end is empty with the total; a page size out of range is VALIDATION', async () => {
    const token = await tokenFor(t.app, 'cens');
    const { totale } = await pagina(token, {});
    const oltre = await pagina(token, { p: 1000, n: 25 });
    expect(oltre).toEqual({ totale, righe: [] });
    const r = await gql(
      t.app,
      `{ registroPagina(anno_scout: ${anno}, per_pagina: ${MAX_PER_PAGINA_REGISTRO + 1}) { totale } }`,
      {},
      token,
    );
    expect(r.errors?.[0]?.extensions?.errorType).toBe('VALIDATION');
  });

  it('aliases do not multiply the page bound: one request reads at most one page of 5,000 rows', async () => {
    const token = await tokenFor(t.app, 'cens');
    const pagine = (n: number, quante: number) =>
      gql<Record<string, { totale: number }>>(
        t.app,
        `{ ${Array.from(
          { length: quante },
          (_, i) =>
            `p${i}: registroPagina(anno_scout: ${anno}, per_pagina: ${n}, pagina: ${i + 1}) { totale }`,
        ).join(' ')} }`,
        {},
        token,
      );
    // 30 aliases of 5,000 rows were 150,000 persons in one answer.
    const troppe = await pagine(MAX_PER_PAGINA_REGISTRO / 2 + 1, 2);
    expect(troppe.errors?.[0]?.extensions?.errorType).toBe('VALIDATION');
    expect(troppe.errors?.[0]?.message).toBe(
      `Una richiesta legge al massimo ${MAX_PER_PAGINA_REGISTRO} righe del registro`,
    );
    expect((await pagine(MAX_PER_PAGINA_REGISTRO / 10 + 1, 10)).errors?.[0]?.extensions?.errorType).toBe(
      'VALIDATION',
    );
    // The pickers' two pages in one request (cerca-persone.ts), and a whole page of 5,000, still read.
    const due = await pagine(20, 2);
    expect(due.errors).toBeUndefined();
    expect(due.data!.p0!.totale).toBeGreaterThan(0);
    expect((await pagine(MAX_PER_PAGINA_REGISTRO, 1)).errors).toBeUndefined();
  });
});
