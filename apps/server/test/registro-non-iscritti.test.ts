import { FILTRO_NON_ISCRITTI } from '@zaino/domain/registro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 23 item 1, decision 0913: a person with no enrolment in the year (created at
// /b/persona/nuova, a parent) is found in the register with 'Iscrizione: Non iscritti', within the
// viewer's reach (a unit leader: the parents of the members they lead, decision 0905).

const PAGINA = `query($anno: Int!, $f: FiltriRegistroInput) {
  r: registroPagina(anno_scout: $anno, filtri: $f, per_pagina: 500) {
    totale righe { id_persona nome cognome iscrizione { stato_iscrizione } } } }`;

interface Pagina {
  totale: number;
  righe: { id_persona: number; nome: string; cognome: string; iscrizione: unknown }[];
}

describe.each(dbKinds)("register filter 'Non iscritti' on %s", (kind) => {
  let t: TestApp;
  let cens: string;
  let capobranco: string;
  let anno: number;
  let nuova: number;
  const pagina = async (token: string, f: Record<string, string>) => {
    const r = await gql(t.app, PAGINA, { anno, f }, token);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.r as Pagina;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    cens = await tokenFor(t.app, 'cens');
    capobranco = await tokenFor(t.app, 'capobranco');
    anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, cens)).data!.getAsAttivo.anno_scout;
    const r = await gql(
      t.app,
      'mutation($n: NuovaPersonaInput!) { creaPersona(nuova_persona: $n) }',
      {
        n: {
          nome: 'Ottavia',
          cognome: 'Zanardelli',
          sesso: 'F',
          codice_fiscale: 'RSSMRA85T10A562S',
          data_nascita: '1985-12-10',
          luogo_nascita: 'Roma',
          residenza_comune: 'Roma',
          residenza_indirizzo: 'Via Appia 1',
          residenza_provincia: 'RM',
          residenza_cap: '00184',
        },
      },
      cens,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    nuova = r.data!.creaPersona;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a person just created is in no register of enrolled, and is found among the non-enrolled', async () => {
    expect((await pagina(cens, { fullText: 'Zanardelli' })).totale).toBe(0);
    const trovata = await pagina(cens, { fullText: 'Zanardelli', iscrizione: FILTRO_NON_ISCRITTI });
    expect(trovata.totale).toBe(1);
    expect(trovata.righe.map((p) => p.id_persona)).toEqual([nuova]);
  });

  it('the parent who has no enrolment (Laura Conti) is found, and every row has no enrolment', async () => {
    const tutti = await pagina(cens, { iscrizione: FILTRO_NON_ISCRITTI });
    expect(tutti.righe.every((p) => p.iscrizione === null)).toBe(true);
    expect(tutti.righe.some((p) => p.nome === 'Laura' && p.cognome === 'Conti')).toBe(true);
    expect(tutti.totale).toBe(tutti.righe.length);
    const enrolled = await pagina(cens, {});
    const ids = new Set(enrolled.righe.map((p) => p.id_persona));
    expect(tutti.righe.some((p) => ids.has(p.id_persona))).toBe(false);
  });

  it("a unit leader finds their members' parents without enrolment, never a person out of reach", async () => {
    const sezione = await pagina(capobranco, { iscrizione: FILTRO_NON_ISCRITTI });
    expect(sezione.righe.some((p) => p.id_persona === nuova)).toBe(false);
    expect(sezione.righe.every((p) => p.iscrizione === null)).toBe(true);
    const genitori = sezione.righe.filter((p) => p.nome === 'Laura' && p.cognome === 'Conti');
    expect(genitori).toHaveLength(1);
  });
});
