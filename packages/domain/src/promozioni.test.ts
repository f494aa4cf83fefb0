import { describe, expect, it } from 'vitest';
import { anniConsecutiviNelRuolo, type IscrizionePromuovibile, pianificaPromozioni } from './promozioni.ts';

const i = (id: number, id_ruolo: string | null, anni: number): IscrizionePromuovibile => ({
  id_iscrizione: id,
  id_persona: 100 + id,
  nomina: id_ruolo ? { id_nomina: 1000 + id, id_ruolo, id_gruppo: 3 } : null,
  anni_nel_ruolo: anni,
});

describe('spec 2 §4: promotions of the yearly cycle', () => {
  it.each([
    ['cub in 3rd year stays', i(1, 'L', 3), null],
    ['cub in 4th year → explorer', i(1, 'L', 4), 'E'],
    ['cub in 5th year → explorer', i(1, 'L', 5), 'E'],
    ['explorer in 3rd year stays', i(1, 'E', 3), null],
    ['explorer in 4th year → rover', i(1, 'E', 4), 'R'],
    ['rover in 2nd year stays', i(1, 'R', 2), null],
    ['rover in 3rd year → adult without appointment', i(1, 'R', 3), 'adulto'],
    ['adult roles are never promoted', i(1, 'CB', 10), null],
    ['no appointment, nothing to do', i(1, null, 9), null],
  ])('%s', (_n, iscrizione, atteso) => {
    const { promozioni } = pianificaPromozioni([iscrizione]);
    if (atteso === null) expect(promozioni).toEqual([]);
    else {
      // A rover who comes of age is promoted to no unit: `a` is null, and a promotion exists.
      expect(promozioni).toHaveLength(1);
      expect(promozioni[0]!.a).toBe(atteso === 'adulto' ? null : atteso);
    }
  });

  it('counts each kind and keeps the group', () => {
    const esito = pianificaPromozioni([i(1, 'L', 4), i(2, 'L', 4), i(3, 'E', 4), i(4, 'R', 3), i(5, 'R', 1)]);
    expect(esito.lupiDiventatiEsplo).toBe(2);
    expect(esito.esploDiventatiRover).toBe(1);
    expect(esito.roverDiventatiAdulti).toBe(1);
    expect(esito.promozioni[0]).toEqual({
      id_iscrizione: 1,
      id_persona: 101,
      id_nomina: 1001,
      id_gruppo: 3,
      da: 'L',
      a: 'E',
    });
  });

  it('consecutive years in a role', () => {
    const storico = [
      { anno_scout: 2022, id_ruolo: 'L' },
      { anno_scout: 2023, id_ruolo: 'L' },
      { anno_scout: 2024, id_ruolo: 'L' },
      { anno_scout: 2025, id_ruolo: 'L' },
      { anno_scout: 2020, id_ruolo: 'L' },
    ];
    expect(anniConsecutiviNelRuolo(storico, 'L', 2025)).toBe(4);
    expect(anniConsecutiviNelRuolo(storico, 'L', 2026)).toBe(0);
    expect(anniConsecutiviNelRuolo(storico, 'E', 2025)).toBe(0);
  });
});
