import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annoDiProva } from './anno-scout.fixture.ts';
import { pianoNuoveIscrizioni } from './ciclo-nuove-iscrizioni.ts';
import {
  anniConsecutiviNelRuolo,
  type IscrizioneConNomine,
  type IscrizionePromuovibile,
  type PianoAggiornaIscrizioni,
  pianificaPromozioni,
  pianoAggiornaIscrizioni,
} from './promozioni.ts';

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

const anno2026 = annoDiProva(2026, { mora_nuovi: 0, mora_rinnovi: 0 });

/** A person's enrolments (all completata): `ruoli[k]` is the appointment of scout year `primo + k` (null: none), group 4. */
function storia(id_persona: number, primo: number, ruoli: readonly (string | null)[]): IscrizioneConNomine[] {
  return ruoli.map((r, k) => ({
    id_iscrizione: id_persona * 100 + k,
    id_persona,
    anno_scout: primo + k,
    stato_iscrizione: 'completata',
    nomine: r ? [{ id_nomina: id_persona * 100 + k, id_ruolo: r, id_gruppo: 4 }] : [],
  }));
}

/** What the server does: the appointment changes role in its group; R → adult deletes it. */
function applica(
  iscrizioni: readonly IscrizioneConNomine[],
  piano: PianoAggiornaIscrizioni,
): IscrizioneConNomine[] {
  const per = new Map(piano.promozioni.map((p) => [p.id_nomina, p.a]));
  return iscrizioni.map((i) => ({
    ...i,
    nomine: i.nomine.flatMap((n) => {
      if (!per.has(n.id_nomina)) return [n];
      const a = per.get(n.id_nomina);
      return a ? [{ ...n, id_ruolo: a }] : [];
    }),
  }));
}

describe('spec 2 §4 and §7 aggiorna-nuove-iscrizioni: promotions by branch and year in the branch', () => {
  it.each([
    ['cub, 3rd year in the pack', ['L', 'L', 'L'], null],
    ['cub, 4th year in the pack → explorer', ['L', 'L', 'L', 'L'], 'E'],
    ['cub, 4th year after a year away: 1st year again', ['L', 'L', 'L', null, 'L'], null],
    ['explorer, 3rd year in the troop', ['L', 'E', 'E', 'E'], null],
    ['explorer, 4th year in the troop → rover', ['E', 'E', 'E', 'E'], 'R'],
    ['rover, 2nd year in the crew', ['E', 'R', 'R'], null],
    ['rover, 3rd year in the crew → adult without appointment', ['R', 'R', 'R'], 'adulto'],
    ['a leader is never promoted', ['CB', 'CB', 'CB', 'CB', 'CB'], null],
    ['no appointment this year', ['L', 'L', 'L', null], null],
  ])('%s', (_n, ruoli, atteso) => {
    const piano = pianoAggiornaIscrizioni(anno2026, storia(1, 2027 - ruoli.length, ruoli));
    if (atteso === null) expect(piano.promozioni).toEqual([]);
    else expect(piano.promozioni.map((p) => p.a)).toEqual([atteso === 'adulto' ? null : atteso]);
  });

  it('the three counts of spec 2 §7, per person from → to, and the totals per unit left', () => {
    const piano = pianoAggiornaIscrizioni(anno2026, [
      ...storia(1, 2023, ['L', 'L', 'L', 'L']),
      ...storia(2, 2023, ['L', 'L', 'L', 'L']),
      ...storia(3, 2023, ['E', 'E', 'E', 'E']),
      ...storia(4, 2024, ['R', 'R', 'R']),
      ...storia(5, 2025, ['R', 'R']),
    ]);
    expect([piano.lupiDiventatiEsplo, piano.esploDiventatiRover, piano.roverDiventatiAdulti]).toEqual([
      2, 1, 1,
    ]);
    expect(piano.promozioni[0]).toEqual({
      id_iscrizione: 103,
      id_persona: 1,
      id_nomina: 103,
      id_gruppo: 4,
      da: 'L',
      a: 'E',
      unita_da: { branca: 'L', id_gruppo: 4 },
      unita_a: { branca: 'E', id_gruppo: 4 },
      quota: { da: 8500, a: 8500 },
    });
    expect(piano.promozioni[3]?.unita_a).toBeNull();
    expect(piano.totali).toEqual([
      { unita: { branca: 'L', id_gruppo: 4 }, n: 2, importo: 0 },
      { unita: { branca: 'E', id_gruppo: 4 }, n: 1, importo: 0 },
      { unita: { branca: 'R', id_gruppo: 4 }, n: 1, importo: 0 },
    ]);
  });

  it.each([
    ['a cub becoming an explorer keeps the young fee', ['L', 'L', 'L', 'L'], '2016-01-01', 8500, 8500],
    ['a rover of 19 without appointment pays the adult fee', ['R', 'R', 'R'], '2007-06-01', 8500, 6500],
    ['a rover of 17 without appointment still pays the young fee', ['R', 'R', 'R'], '2009-06-01', 8500, 8500],
  ])('the fee in time before and after (decision 0102): %s', (_n, ruoli, data_nascita, da, a) => {
    const righe = storia(1, 2027 - ruoli.length, ruoli).map((i) => ({ ...i, data_nascita }));
    const piano = pianoAggiornaIscrizioni(anno2026, righe);
    expect(piano.promozioni[0]?.quota).toEqual({ da, a });
    expect(piano.totali[0]?.importo).toBe(a - da);
  });

  it('empty year: no promotions, counts 0', () => {
    expect(pianoAggiornaIscrizioni(anno2026, storia(1, 2022, ['L', 'L', 'L', 'L']))).toMatchObject({
      promozioni: [],
      lupiDiventatiEsplo: 0,
      esploDiventatiRover: 0,
      roverDiventatiAdulti: 0,
      totali: [],
    });
  });

  it('after crea-nuove-iscrizioni: the carried appointment makes the 4th year in the pack', () => {
    const passati = storia(1, 2023, ['L', 'L', 'L']).map((i) => ({
      ...i,
      stato_iscrizione: 'completata' as const,
    }));
    const riporto = pianoNuoveIscrizioni(anno2026, passati);
    expect(riporto.iscrizioniRiportate).toBe(1);
    const [nomina] = riporto.iscrizioni[0]?.nomine ?? [];
    const nuova: IscrizioneConNomine = {
      id_iscrizione: 999,
      id_persona: 1,
      anno_scout: 2026,
      stato_iscrizione: 'nessuna',
      nomine: nomina ? [{ ...nomina, id_nomina: 999 }] : [],
    };
    const piano = pianoAggiornaIscrizioni(anno2026, [...passati, nuova]);
    expect(piano.promozioni.map((p) => [p.id_nomina, p.da, p.a])).toEqual([[999, 'L', 'E']]);
  });

  it('idempotent: applying the promotions and planning again promotes nobody', () => {
    // Real careers only go forward: some years of L, then of E, then of R, from some year on, with gaps.
    const carriera = fc.record({
      primo: fc.integer({ min: 2012, max: 2026 }),
      l: fc.integer({ min: 0, max: 6 }),
      e: fc.integer({ min: 0, max: 6 }),
      r: fc.integer({ min: 0, max: 5 }),
      pausa: fc.option(fc.nat({ max: 16 })),
    });
    fc.assert(
      fc.property(fc.array(carriera, { maxLength: 20 }), (carriere) => {
        const iscrizioni = carriere.flatMap((c, k) => {
          const ruoli: (string | null)[] = [
            ...Array(c.l).fill('L'),
            ...Array(c.e).fill('E'),
            ...Array(c.r).fill('R'),
          ];
          if (c.pausa !== null) ruoli.splice(c.pausa, 0, null);
          return storia(k + 1, c.primo, ruoli).filter((i) => i.anno_scout <= 2026);
        });
        const piano = pianoAggiornaIscrizioni(anno2026, iscrizioni);
        const ancora = pianoAggiornaIscrizioni(anno2026, applica(iscrizioni, piano));
        return ancora.promozioni.length === 0;
      }),
    );
  });
});
