import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonaRegistro } from '../../api/registro.ts';
import { CHIAVE_SELEZIONE_MASSA } from '../../../../lib/selezione-massa.ts';
import { preparaRegistrazioneMassa } from './registrazione-massa.ts';
import { type FiltriRegistro, passaFiltriRegistro } from '@zaino/domain/registro';
import { type RigaRegistro, rigaRegistro } from './righe-registro.ts';

function persona(id: number, over: Partial<PersonaRegistro> = {}): PersonaRegistro {
  return {
    id_persona: id,
    nome: `Nome${id}`,
    cognome: `Cognome${id}`,
    data_nascita: '2015-03-01',
    stato_account: null,
    accesso: 'Non effettuato',
    parentele: [],
    iscrizione: {
      id_iscrizione: id,
      stato_iscrizione: 'prevista',
      n_tessera: null,
      errori_nazionale: null,
      nomine: [{ id_nomina: id, id_ruolo: 'L', gruppo: { numero: 2 } }],
    },
    ...over,
  } as PersonaRegistro;
}

describe('rigaRegistro', () => {
  it('shows related members with a link only when readable, role with group, states as labels', () => {
    const r = rigaRegistro(
      persona(1, {
        stato_account: 'nessuno',
        parentele: [
          {
            id_parentela: 10,
            desc: 'Mamma',
            id_persona_genitore: 7,
            id_persona_figlio: 1,
            genitore: { id_persona: 7, nome: 'Anna', cognome: 'Rossi' },
            figlio: null,
          },
          {
            id_parentela: 11,
            desc: 'Papà',
            id_persona_genitore: 8,
            id_persona_figlio: 1,
            genitore: null,
            figlio: null,
          },
        ],
      }),
    );
    expect(r.soci).toEqual([
      { id_parentela: 10, id_persona: 7, etichetta: 'Anna Rossi', relazione: 'Mamma' },
      { id_parentela: 11, id_persona: null, etichetta: 'Papà', relazione: 'Papà' },
    ]);
    expect(r.ruolo).toBe('L 2');
    expect(r.iscrizione).toBe('Prevista');
    expect(r.utenti).toBe('Da creare');
    expect(r.nazionale).toBe('senza_tessera');
  });

  it("shows sezione and completata as 'Sezione/Nazionale' when the year groups them", () => {
    const completata = persona(2, {
      iscrizione: {
        id_iscrizione: 2,
        stato_iscrizione: 'completata',
        n_tessera: '1',
        errori_nazionale: 'codice_fiscale',
        nomine: [],
      },
    });
    expect(rigaRegistro(completata, true).iscrizione).toBe('Sezione/Nazionale');
    expect(rigaRegistro(completata, false).iscrizione).toBe('Nazionale');
    expect(rigaRegistro(completata).nazionaleTesto).toBe('Alcuni dati non corrispondono: codice fiscale');
    expect(rigaRegistro(persona(3), true).iscrizione).toBe('Prevista');
  });
});

// The server filters with these rules in SQL (decision 0907, registro-filtri.test.ts): the rows the
// web builds read the same way through the domain's function.
const filtraRegistro = (righe: RigaRegistro[], f: FiltriRegistro) =>
  righe.filter((r) => passaFiltriRegistro(r, f));

describe('the rows as the domain filters read them', () => {
  const righe = [
    persona(1, { nome: 'Marco', cognome: 'Bianchi', data_nascita: '2014-05-01' }),
    persona(2, {
      nome: 'Giulia',
      cognome: 'Verdi',
      stato_account: 'attivo',
      iscrizione: {
        id_iscrizione: 2,
        stato_iscrizione: 'completata',
        n_tessera: '1',
        errori_nazionale: '',
        nomine: [{ id_nomina: 2, id_ruolo: 'CB', gruppo: { numero: 2 } }],
      },
    }),
    persona(3, { nome: 'Àlice', cognome: 'Bianchi', data_nascita: '2016-01-01' }),
  ].map((p) => rigaRegistro(p));
  const ids = (xs: { id_persona: number }[]) => xs.map((x) => x.id_persona);

  it('applies the domain rules of every filter of the URL', () => {
    expect(ids(filtraRegistro(righe, { fullText: 'bianchi' }))).toEqual([1, 3]);
    expect(ids(filtraRegistro(righe, { fullText: 'alice' }))).toEqual([3]);
    expect(ids(filtraRegistro(righe, { data_nascita: '2014, 2016' }))).toEqual([1, 3]);
    expect(ids(filtraRegistro(righe, { data_nascita: '201' }))).toEqual([1, 2, 3]);
    expect(ids(filtraRegistro(righe, { ruolo: 'cb' }))).toEqual([2]);
    expect(ids(filtraRegistro(righe, { ruolo: 'l2' }))).toEqual([1, 3]);
    expect(ids(filtraRegistro(righe, { utenti: 'attivo' }))).toEqual([2]);
    expect(ids(filtraRegistro(righe, { iscrizione: 'prevista' }))).toEqual([1, 3]);
    expect(ids(filtraRegistro(righe, { nazionale: 'corrisponde' }))).toEqual([2]);
    expect(ids(filtraRegistro(righe, { nomecognome: 'bianchi marco' }))).toEqual([1]);
    expect(ids(filtraRegistro(righe, { nome: 'giu' }))).toEqual([2]);
  });
});

describe('preparaRegistrazioneMassa', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes exactly {id_persona, nome, cognome, data_nascita} under the agreed key, in localStorage (a new tab finds it)', () => {
    const memoria = new Map<string, string>();
    vi.stubGlobal('localStorage', { setItem: (k: string, v: string) => memoria.set(k, v) });
    const out = preparaRegistrazioneMassa([rigaRegistro(persona(4)), rigaRegistro(persona(5))]);
    expect(JSON.parse(memoria.get(CHIAVE_SELEZIONE_MASSA)!)).toEqual(out);
    expect(out[0]).toEqual({ id_persona: 4, nome: 'Nome4', cognome: 'Cognome4', data_nascita: '2015-03-01' });
  });
});
