import { MIN_RICERCA } from '@zaino/domain/form-bilancio';
import { describe, expect, it } from 'vitest';
import { avvisoRicerca, chiaveRicerca } from './ricerca.ts';

describe('treasury searches start at the spec 3 §9 minimum length', () => {
  it('persons (picker), payments, dues and enrolments need 4 characters; other subjects 3', () => {
    expect(MIN_RICERCA).toEqual({ pagamento: 4, causale: 4, iscrizione: 4, parte: 3 });
    expect(chiaveRicerca('Ros', MIN_RICERCA.iscrizione)).toBeNull();
    expect(chiaveRicerca('Ross', MIN_RICERCA.iscrizione)).toBe('Ross');
    expect(chiaveRicerca('Co', MIN_RICERCA.parte)).toBeNull();
    expect(chiaveRicerca('Com', MIN_RICERCA.parte)).toBe('Com');
  });

  it('spaces around the text do not count', () => {
    expect(chiaveRicerca('  ab  ', 3)).toBeNull();
    expect(chiaveRicerca('  abc ', 3)).toBe('abc');
  });
});

describe('what a search shows', () => {
  const base = { testo: 'Rossi', attesa: 'Rossi', minimo: 4, inCorso: false, trovati: 2, vuoto: 'Nessuno' };

  it('asks for the minimum length while the text is shorter', () => {
    expect(avvisoRicerca({ ...base, testo: 'Ros', attesa: 'Ros' })).toBe('Inserire almeno 4 caratteri');
    expect(avvisoRicerca({ ...base, testo: 'Co', attesa: '', minimo: 3 })).toBe(
      'Inserire almeno 3 caratteri',
    );
  });

  it('says it is loading while the key waits for the 600 ms pause or for the answer', () => {
    expect(avvisoRicerca({ ...base, testo: 'Rossi M', attesa: 'Rossi' })).toBe('Caricamento...');
    expect(avvisoRicerca({ ...base, inCorso: true })).toBe('Caricamento...');
  });

  it('shows the empty message when nothing matched, nothing when there are results', () => {
    expect(avvisoRicerca({ ...base, trovati: 0 })).toBe('Nessuno');
    expect(avvisoRicerca(base)).toBeNull();
  });
});
