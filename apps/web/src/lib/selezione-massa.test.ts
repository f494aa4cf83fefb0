import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHIAVE_SELEZIONE_MASSA,
  DURATA_SELEZIONE_MASSA_MS,
  leggiSelezioneMassa,
  salvaSelezioneMassa,
} from './selezione-massa.ts';

/** A localStorage of this test's own. */
function memoria() {
  const m = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => m.set(k, v),
    removeItem: (k: string) => m.delete(k),
  });
  return m;
}

describe('decision 0916: the mass-registration selection does not outlive the task', () => {
  afterEach(() => vi.unstubAllGlobals());
  const persone = [{ id_persona: 4, nome: 'Ada', cognome: 'Neri', data_nascita: null }];
  const ora = Date.parse('2026-11-28T08:00:00Z');

  it('is found within a day of being chosen (a new tab, a reload)', () => {
    memoria();
    salvaSelezioneMassa(persone, ora);
    expect(JSON.parse(leggiSelezioneMassa(ora + DURATA_SELEZIONE_MASSA_MS - 1)!)).toEqual(persone);
  });

  it('a selection left unfinished for a day is forgotten, names and birth dates with it', () => {
    const m = memoria();
    salvaSelezioneMassa(persone, ora);
    expect(leggiSelezioneMassa(ora + DURATA_SELEZIONE_MASSA_MS)).toBeNull();
    expect(m.size).toBe(0);
  });

  it('one saved without its time (an older version) is forgotten', () => {
    const m = memoria();
    m.set(CHIAVE_SELEZIONE_MASSA, JSON.stringify(persone));
    expect(leggiSelezioneMassa(ora)).toBeNull();
    expect(m.size).toBe(0);
  });
});
