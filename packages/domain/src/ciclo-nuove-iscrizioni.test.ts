import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annoDiProva } from './anno-scout.fixture.ts';
import {
  type IscrizioneCiclo,
  type PianoNuoveIscrizioni,
  pianoNuoveIscrizioni,
} from './ciclo-nuove-iscrizioni.ts';
import { STATI_ISCRIZIONE, type StatoIscrizione } from './stati-iscrizione.ts';

const anno2026 = annoDiProva(2026);

const isc = (
  id_iscrizione: number,
  id_persona: number,
  anno_scout: number,
  stato_iscrizione: StatoIscrizione,
  nomine: IscrizioneCiclo['nomine'] = [],
): IscrizioneCiclo => ({ id_iscrizione, id_persona, anno_scout, stato_iscrizione, nomine });

/** What the server does with the plan: one new enrolment per person, ids after the last. */
function applica(iscrizioni: readonly IscrizioneCiclo[], piano: PianoNuoveIscrizioni): IscrizioneCiclo[] {
  let id = Math.max(0, ...iscrizioni.map((i) => i.id_iscrizione));
  return [
    ...iscrizioni,
    ...piano.iscrizioni.map((r) => isc(++id, r.id_persona, r.a.anno_scout, r.a.stato_iscrizione, r.nomine)),
  ];
}

describe("spec 2 §4 and §7 crea-nuove-iscrizioni: last year's members carried over (decision 1013)", () => {
  it.each(
    STATI_ISCRIZIONE.map((stato) => [stato, ['incorso', 'sezione', 'completata'].includes(stato)] as const),
  )('last year %s → carried over: %s', (stato, riportata) => {
    const piano = pianoNuoveIscrizioni(anno2026, [isc(1, 10, 2025, stato)]);
    expect(piano.iscrizioniRiportate).toBe(riportata ? 1 : 0);
    if (riportata) {
      expect(piano.iscrizioni[0]).toMatchObject({
        id_persona: 10,
        da: { id_iscrizione: 1, anno_scout: 2025, stato_iscrizione: stato },
        a: { anno_scout: 2026, stato_iscrizione: 'nessuna' },
      });
    }
  });

  it('copies every appointment (role and group) and counts people per unit', () => {
    const piano = pianoNuoveIscrizioni(anno2026, [
      isc(1, 10, 2025, 'sezione', [{ id_ruolo: 'L', id_gruppo: 3 }]),
      isc(2, 11, 2025, 'completata', [{ id_ruolo: 'L', id_gruppo: 3 }]),
      isc(3, 12, 2025, 'completata', [{ id_ruolo: 'E', id_gruppo: 1 }]),
      isc(4, 13, 2025, 'incorso', [
        { id_ruolo: 'CG', id_gruppo: 3 },
        { id_ruolo: 'CB', id_gruppo: 3 },
      ]),
      isc(5, 14, 2025, 'sezione', [{ id_ruolo: 'PSEZ', id_gruppo: null }]),
    ]);
    expect(piano.iscrizioni.find((r) => r.id_persona === 13)?.nomine).toEqual([
      { id_ruolo: 'CG', id_gruppo: 3 },
      { id_ruolo: 'CB', id_gruppo: 3 },
    ]);
    expect(piano.totali).toEqual([
      { unita: { branca: 'E', id_gruppo: 1 }, n: 1, importo: 8500 },
      { unita: { branca: 'L', id_gruppo: 3 }, n: 3, importo: 8500 + 8500 + 6500 },
      { unita: null, n: 1, importo: 6500 },
    ]);
  });

  it.each([
    ['a cub renews at the young renewal fee', [{ id_ruolo: 'L', id_gruppo: 3 }], '2010-01-01', false, 8500],
    [
      'a rover of 19 with a youth appointment is still young',
      [{ id_ruolo: 'R', id_gruppo: 3 }],
      '2007-01-01',
      false,
      8500,
    ],
    [
      'a leader renews at the adult renewal fee',
      [{ id_ruolo: 'CR', id_gruppo: 3 }],
      '1990-01-01',
      true,
      6500,
    ],
    ['no appointment, 18 on the fiscal start: adult', [], '2008-09-01', true, 6500],
    ['no appointment, 18 the day after the fiscal start: young', [], '2008-09-02', false, 8500],
  ])(
    'the preview shows the new fee in time (decision 0102): %s',
    (_n, nomine, data_nascita, adulto, quota) => {
      const [r] = pianoNuoveIscrizioni(anno2026, [
        { ...isc(1, 10, 2025, 'sezione', nomine), data_nascita },
      ]).iscrizioni;
      expect(r?.categoria).toEqual({ adulto, nuovo: false });
      expect(r?.quota).toBe(quota);
    },
  );

  it('leaves alone a person already enrolled in the new year, in any state', () => {
    const piano = pianoNuoveIscrizioni(anno2026, [isc(1, 10, 2025, 'sezione'), isc(2, 10, 2026, 'nessuna')]);
    expect(piano.iscrizioni).toEqual([]);
  });

  it('reads only the year before: older members are not carried over', () => {
    expect(pianoNuoveIscrizioni(anno2026, [isc(1, 10, 2024, 'completata')]).iscrizioniRiportate).toBe(0);
  });

  it('empty year: nothing to carry', () => {
    expect(pianoNuoveIscrizioni(anno2026, [])).toEqual({
      anno_scout: 2026,
      iscrizioni: [],
      iscrizioniRiportate: 0,
      totali: [],
    });
  });

  it('idempotent: applying the plan and planning again carries nobody', () => {
    const arbIscrizioni = fc
      .uniqueArray(
        fc.record({
          id_persona: fc.integer({ min: 1, max: 30 }),
          anno_scout: fc.integer({ min: 2023, max: 2026 }),
          stato_iscrizione: fc.constantFrom(...STATI_ISCRIZIONE),
          nomine: fc.array(
            fc.record({
              id_ruolo: fc.constantFrom('L', 'E', 'R', 'CB', 'CG'),
              id_gruppo: fc.constantFrom(1, 2, null),
            }),
            { maxLength: 2 },
          ),
        }),
        { selector: (i) => `${i.id_persona}-${i.anno_scout}`, maxLength: 60 },
      )
      .map((righe) => righe.map((r, k) => ({ ...r, id_iscrizione: k + 1 })));
    fc.assert(
      fc.property(arbIscrizioni, (iscrizioni) => {
        const piano = pianoNuoveIscrizioni(anno2026, iscrizioni);
        const dopo = applica(iscrizioni, piano);
        const membri = iscrizioni.filter(
          (i) => i.anno_scout === 2025 && ['incorso', 'sezione', 'completata'].includes(i.stato_iscrizione),
        );
        // Afterwards every member of last year has exactly one enrolment in the new year.
        const ok = membri.every(
          (m) => dopo.filter((i) => i.id_persona === m.id_persona && i.anno_scout === 2026).length === 1,
        );
        return ok && pianoNuoveIscrizioni(anno2026, dopo).iscrizioniRiportate === 0;
      }),
    );
  });
});
