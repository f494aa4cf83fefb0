import { LIMITI_INPUT } from '@zaino/domain/limiti-input';
import type { GraphQLInputType } from 'graphql';
import { isInputObjectType, isObjectType, parse } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { MSG_CARATTERE_NULLO } from '../parse-input.ts';
import { controllaArgomenti, LIMITI_ARGOMENTI, richiedeLimite } from './limiti-argomenti.ts';
import { schema } from './yoga.ts';

// Decision 0310 (issue 22 item 2): every String and every list the API accepts has a maximum.

/** Every argument and input field of the schema that carries a String/ID or a list. */
function coordinateDaLimitare(): { coord: string; testo: boolean; elementi: boolean }[] {
  const out: { coord: string; testo: boolean; elementi: boolean }[] = [];
  const aggiungi = (coord: string, tipo: GraphQLInputType) => {
    const r = richiedeLimite(tipo);
    if (r.testo || r.elementi) out.push({ coord, ...r });
  };
  for (const tipo of Object.values(schema.getTypeMap())) {
    if (tipo.name.startsWith('__')) continue;
    if (isObjectType(tipo)) {
      for (const f of Object.values(tipo.getFields()))
        for (const a of f.args) aggiungi(`${tipo.name}.${f.name}.${a.name}`, a.type);
    } else if (isInputObjectType(tipo)) {
      for (const f of Object.values(tipo.getFields())) aggiungi(`${tipo.name}.${f.name}`, f.type);
    }
  }
  return out;
}

const CONTATTI = /* GraphQL */ `
  mutation($m: ModificaPersonaInput!) { modificaPersona(modifica_persona: $m) }`;
const controlla = (query: string, variabili: Record<string, unknown> = {}) =>
  controllaArgomenti(schema, parse(query), undefined, variabili);

describe('every String and list of every input has a maximum', () => {
  it('the table bounds each String/ID argument or input field by length and each list by count', () => {
    const coordinate = coordinateDaLimitare();
    // The schema has plenty of both: the walk itself works.
    expect(coordinate.filter((c) => c.testo).length).toBeGreaterThan(50);
    expect(coordinate.filter((c) => c.elementi).length).toBeGreaterThan(5);
    const senzaLimite = coordinate.flatMap(({ coord, testo, elementi }) => {
      const l = LIMITI_ARGOMENTI[coord];
      return [
        ...(testo && !(l?.testo && l.testo > 0) ? [`${coord} (lunghezza)`] : []),
        ...(elementi && !(l?.elementi && l.elementi > 0) ? [`${coord} (elementi)`] : []),
      ];
    });
    expect(senzaLimite).toEqual([]);
  });

  it('the table names nothing the schema does not have (a renamed field keeps its bound)', () => {
    const esistenti = new Set(coordinateDaLimitare().map((c) => c.coord));
    expect(Object.keys(LIMITI_ARGOMENTI).filter((k) => !esistenti.has(k))).toEqual([]);
  });

  it('20,000 contacts are refused with an Italian message naming the list; 20 pass', () => {
    const contatto = (i: number) => ({ tipo: 't', valore: `33312${String(i).padStart(5, '0')}` });
    const troppi = controlla(CONTATTI, {
      m: { id_persona: 1, contatti: Array.from({ length: 20_000 }, (_, i) => contatto(i)) },
    });
    expect(troppi?.message).toBe(
      `Troppi elementi in modifica_persona.contatti: al massimo ${LIMITI_INPUT.contatti}`,
    );
    expect(troppi?.extensions).toMatchObject({
      errorType: 'VALIDATION',
      errori: [{ campo: 'modifica_persona.contatti', messaggio: troppi?.message }],
    });
    const giusti = controlla(CONTATTI, {
      m: { id_persona: 1, contatti: Array.from({ length: LIMITI_INPUT.contatti }, (_, i) => contatto(i)) },
    });
    expect(giusti).toBeNull();
  });

  it("a parent's contacts nested in a kinship are bounded too, and so is each contact's text", () => {
    const lungo = controlla(CONTATTI, {
      m: {
        id_persona: 1,
        parentele: [{ id_parentela: 1, genitore: { contatti: [{ tipo: 'e', valore: 'x'.repeat(101) }] } }],
      },
    });
    // Up to 100 characters a text goes on to the domain, which says 'Inserire un indirizzo valido'
    // for a 46-character contact (spec 1 §9) as the form does; beyond, the gate refuses it.
    expect(lungo?.message).toBe(
      'Testo troppo lungo in modifica_persona.parentele.0.genitore.contatti.0.valore: al massimo 100 caratteri',
    );
  });

  it('a 900 KB cause description is refused, whether in a variable or written in the query', () => {
    const enorme = 'x'.repeat(900 * 1024);
    const variabile = controlla(
      'mutation($t: ModificaTransazioneEconomicaInput!) { modificaTransazioneEconomica(modifica_transazione_economica: $t) }',
      { t: { causale_desc: enorme } },
    );
    expect(variabile?.message).toBe(
      `Testo troppo lungo in modifica_transazione_economica.causale_desc: al massimo ${LIMITI_INPUT.causaleDesc} caratteri`,
    );
    const letterale = controlla(
      `mutation { modificaTransazioneEconomica(modifica_transazione_economica: { causale_desc: "${'y'.repeat(5000)}" }) }`,
    );
    expect(letterale?.message).toMatch(/^Testo troppo lungo in modifica_transazione_economica\.causale_desc/);
  });

  it('arguments of nested fields and of fragments are checked, not only the root ones', () => {
    const nelFrammento = controlla(
      `query($k: String!) { ...F } fragment F on Query { cercaParte(search_key: $k) { id_parte } }`,
      { k: 'z'.repeat(101) },
    );
    expect(nelFrammento?.message).toBe('Testo troppo lungo in search_key: al massimo 100 caratteri');
  });

  it('one parsed document, checked again with other values, judges each request by its own', () => {
    // Issue 27: the fields to check are found once per document; the values are not remembered.
    const documento = parse(CONTATTI);
    const contatti = (n: number) => ({
      m: {
        id_persona: 1,
        contatti: Array.from({ length: n }, (_, i) => ({ tipo: 't', valore: `3331${i}` })),
      },
    });
    const esito = (variabili: Record<string, unknown>) =>
      controllaArgomenti(schema, documento, undefined, variabili)?.message ?? null;
    expect(esito(contatti(2))).toBeNull();
    expect(esito(contatti(LIMITI_INPUT.contatti + 1))).toMatch(/contatti/);
    expect(esito(contatti(2))).toBeNull();
    expect(esito({ m: { id_persona: 1, nome: 'a\u0000b' } })).toBe(MSG_CARATTERE_NULLO);
  });

  it('an operation without a text or list argument has nothing to check, whatever its values', () => {
    const documento = parse('query($p: Int!) { getTfPersona(id_persona: $p) { importo } }');
    expect(controllaArgomenti(schema, documento, undefined, { p: 1 })).toBeNull();
    expect(controllaArgomenti(schema, documento, undefined, { p: 'x'.repeat(100_000) })).toBeNull();
  });

  it('a list of ids is bounded like any other list', () => {
    const q = 'query($ids: [Int!]!) { persone(id_persone: $ids) { id_persona } }';
    expect(controlla(q, { ids: Array.from({ length: 1001 }, (_, i) => i + 1) })?.message).toBe(
      'Troppi elementi in id_persone: al massimo 1000',
    );
    expect(controlla(q, { ids: [1, 2, 3] })).toBeNull();
  });
});

describe('U+0000 in any string of any operation is a validation error (issue 22 item 8)', () => {
  it('in a register filter, a search key, a nested contact: the same Italian message', () => {
    const filtro = controlla(
      'query($f: FiltriRegistroInput) { registroPagina(anno_scout: 2025, filtri: $f) { totale } }',
      { f: { nome: 'Ma\u0000rio' } },
    );
    expect(filtro?.message).toBe(MSG_CARATTERE_NULLO);
    expect(filtro?.extensions.errorType).toBe('VALIDATION');
    expect(controlla('{ cercaPersona(search_key: "ro\\u0000ssi") { id_persona } }')?.message).toBe(
      MSG_CARATTERE_NULLO,
    );
    expect(
      controlla(CONTATTI, { m: { id_persona: 1, contatti: [{ tipo: 'e', valore: 'a\u0000@b.it' }] } })
        ?.message,
    ).toBe(MSG_CARATTERE_NULLO);
  });
});
