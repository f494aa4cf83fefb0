import { describe, expect, it } from 'vitest';
import { NON_TROVATO } from './non-trovato.ts';

describe('NOT_FOUND texts', () => {
  it('quote the spec exactly, the back office person screens included', () => {
    // Spec 2 §8: 'Persona non trovato' on the person screens, 'Persona non trovata' in the settings area.
    expect(NON_TROVATO.personaScheda).toBe('Persona non trovato');
    expect(NON_TROVATO.persona).toBe('Persona non trovata');
    // Spec 3 §2: the member home's alert.
    expect(NON_TROVATO.iscrizione).toBe('Iscrizione non trovata');
  });

  it('are distinct, so a test reading one cannot pass on another', () => {
    const testi = Object.values(NON_TROVATO);
    expect(new Set(testi).size).toBe(testi.length);
  });
});
