import { campiPersona } from '@zaino/domain/form-modifica-persona';
import { CAMPI_PERSONA } from '@zaino/domain/form-persona';
import { describe, expect, it } from 'vitest';
import { ETICHETTE_CAMPI, PERSONA_VUOTA, valoriDaPersona } from './persona-form-model.ts';

describe('the person form model', () => {
  it('shows and edits exactly the fields the domain schema checks, each with a label', () => {
    expect([...CAMPI_PERSONA].sort()).toEqual(Object.keys(campiPersona({})).sort());
    for (const k of CAMPI_PERSONA) expect(ETICHETTE_CAMPI[k]).toBeTruthy();
  });

  it('reads null as an empty field and keeps the values', () => {
    const v = valoriDaPersona({ nome: 'Anna', cognome: null, residenza_cap: '00184' });
    expect(v.nome).toBe('Anna');
    expect(v.cognome).toBe('');
    expect(v.residenza_cap).toBe('00184');
    expect(Object.values(PERSONA_VUOTA).every((x) => x === '')).toBe(true);
  });
});
