import { describe, expect, it } from 'vitest';
import {
  ordineDaParametro,
  parametroDaOrdine,
  FILTRO_NON_ISCRITTI,
  passaFiltriRegistro,
  statoNazionale,
  testoNazionale,
} from './registro.ts';

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

  it("'Non iscritti' keeps only rows with no enrolment in the year (decision 0913)", () => {
    expect(passaFiltriRegistro(riga, { iscrizione: FILTRO_NON_ISCRITTI })).toBe(false);
    const senza = { ...riga, stato_iscrizione: null, nomine: [], nazionale: 'nessuna' as const };
    expect(passaFiltriRegistro(senza, { iscrizione: FILTRO_NON_ISCRITTI })).toBe(true);
    expect(passaFiltriRegistro(senza, { iscrizione: 'nessuna' })).toBe(false);
  });
});

describe('national comparison message', () => {
  it('names the mismatched fields in words, not by their column names', () => {
    expect(testoNazionale({ errori_nazionale: 'residenza_indirizzo' })).toBe(
      'Alcuni dati non corrispondono: indirizzo di residenza',
    );
    expect(testoNazionale({ errori_nazionale: 'codice_fiscale, data_nascita,nomina,nomine' })).toBe(
      'Alcuni dati non corrispondono: codice fiscale, data di nascita, ruolo',
    );
    // A field this list does not know yet still reads as words.
    expect(testoNazionale({ errori_nazionale: 'alias_nuovo' })).toBe(
      'Alcuni dati non corrispondono: alias nuovo',
    );
  });

  it('keeps the spec texts of a match, of a missing card number and of no enrolment', () => {
    expect(testoNazionale({ errori_nazionale: '' })).toBe('I dati corrispondono');
    expect(testoNazionale({ errori_nazionale: null })).toBe(
      'Il numero di tessera non è specificato. Inserirlo per effettuare il confronto',
    );
    expect(testoNazionale(null)).toBe('');
  });
});
