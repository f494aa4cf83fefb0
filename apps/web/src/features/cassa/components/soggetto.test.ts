import { describe, expect, it } from 'vitest';
import { soggetto, soggettoDellaScelta } from './soggetto.ts';

describe('the dialogs’ subjects (spec 3 §2)', () => {
  it('the unit selector gives the section, a group or a unit, each of its own kind', () => {
    expect(soggettoDellaScelta({ label: 'Sezione', branca: null, id_gruppo: null, id_parte: 1 })).toEqual({
      id_parte: 1,
      tipo: 'sezione',
      nome: 'Sezione',
    });
    expect(soggettoDellaScelta({ label: '2° gruppo', branca: 'G', id_gruppo: 2, id_parte: 40 })).toEqual({
      id_parte: 40,
      tipo: 'gruppo',
      nome: '2° gruppo',
    });
    expect(soggettoDellaScelta({ label: '2° reparto', branca: 'E', id_gruppo: 2, id_parte: 41 })).toEqual({
      id_parte: 41,
      tipo: 'unita',
      nome: '2° reparto',
    });
  });

  it('a party read from the server keeps its kind and its name', () => {
    expect(soggetto({ id_parte: 7, id_persona: 3, nome_persona: 'Anna Neri' }, 7)).toEqual({
      id_parte: 7,
      tipo: 'persona',
      nome: 'Anna Neri',
    });
    expect(soggetto({ id_parte: 9, desc: 'Comune di Prova' }, 9)).toEqual({
      id_parte: 9,
      tipo: 'altro',
      nome: 'Comune di Prova',
    });
  });
});
