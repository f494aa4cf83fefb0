import { describe, expect, it } from 'vitest';
import { ordineDaParametro, parametroDaOrdine, passaFiltriRegistro, statoNazionale } from './registro.ts';

describe('register sort parameter', () => {
  it('reads a column, a leading minus for descending, and falls back to the name', () => {
    expect(ordineDaParametro('-cognome')).toEqual({ colonna: 'cognome', direzione: 'desc' });
    expect(ordineDaParametro('ruolo')).toEqual({ colonna: 'ruolo', direzione: 'asc' });
    for (const v of [null, '', 'x', '-', 'id_persona'])
      expect(ordineDaParametro(v)).toEqual({ colonna: 'nome', direzione: 'asc' });
  });

  it('writes back what it reads, the default as empty', () => {
    for (const v of ['-cognome', 'soci', '-nome']) expect(parametroDaOrdine(ordineDaParametro(v))).toBe(v);
    expect(parametroDaOrdine({ colonna: 'nome', direzione: 'asc' })).toBe('');
  });
});

describe('register filters', () => {
  const riga = {
    nome: 'Nicolò',
    cognome: "D'Àngelo",
    data_nascita: '2015-04-02',
    nomine: [{ id_ruolo: 'L', numero_gruppo: 2 }],
    stato_account: null,
    stato_iscrizione: 'completata',
    nazionale: statoNazionale({ errori_nazionale: '' }),
  } as const;

  it('matches names without accents or case, and states by suffix', () => {
    expect(passaFiltriRegistro(riga, { nome: ' NICOLO ' })).toBe(true);
    expect(passaFiltriRegistro(riga, { nomecognome: "d'angelo nic" })).toBe(true);
    expect(passaFiltriRegistro(riga, { iscrizione: 'ta' })).toBe(true);
    expect(passaFiltriRegistro(riga, { nazionale: 'corrisponde', ruolo: 'l2' })).toBe(true);
    expect(passaFiltriRegistro(riga, { utenti: 'nessuno' })).toBe(false);
  });
});
