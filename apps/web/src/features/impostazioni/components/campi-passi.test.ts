import { describe, expect, it } from 'vitest';
import { conteggiLeggibili, etichettaCampo } from './campi-passi.ts';

describe('the yearly steps result fields in Italian (decision 1021)', () => {
  it('labels each field spec 2 §7 and decision 1016 name', () => {
    expect(conteggiLeggibili({ iscrizioniRiportate: 3 })).toBe('iscrizioni riportate: 3');
    expect(
      conteggiLeggibili({ lupiDiventatiEsplo: 1, esploDiventatiRover: 2, roverDiventatiAdulti: 0 }),
    ).toBe('lupetti diventati esploratori: 1, esploratori diventati rover: 2, rover diventati adulti: 0');
    for (const campo of ['righeCopiate', 'changed', 'saldiAggiornati', 'numberOfRecordsUpdated', 'spostati'])
      expect(etichettaCampo(campo)).toMatch(/^[a-zà-ù ]+$/);
  });
  it('leaves out what is not a count, and keeps an unknown field by its name', () => {
    expect(conteggiLeggibili({ status: 'success', id_passo: undefined, nuovoCampo: 2 } as never)).toBe(
      'nuovoCampo: 2',
    );
    expect(conteggiLeggibili({})).toBe('');
  });
});
