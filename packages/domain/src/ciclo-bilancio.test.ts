import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PianoCopiaBilancio, pianoCopiaBilancio, type RigaBilancioCiclo } from './ciclo-bilancio.ts';

const riga = (
  anno_scout: number,
  id_voce: number,
  codice: string,
  preventivo: number,
  id_parte = 1,
): RigaBilancioCiclo => ({
  id_parte,
  anno_scout,
  id_voce,
  codice,
  preventivo,
});

/** What the server does: one line per copied item, its forecast, actual computed (decision 1101). */
function applica(righe: readonly RigaBilancioCiclo[], piano: PianoCopiaBilancio): RigaBilancioCiclo[] {
  return [
    ...righe,
    ...piano.righe.map((r) => riga(piano.anno_scout, r.id_voce, r.codice, r.a.preventivo, piano.id_parte)),
  ];
}

describe('spec 2 §7 copia-bilancio-precedente: the previous budget of the party (decision 1014)', () => {
  it('copies each forecast of the previous year, in code order, with income and expense totals', () => {
    const piano = pianoCopiaBilancio(2026, 1, [
      riga(2025, 3, 'U10', 20000),
      riga(2025, 1, 'E2', 500000),
      riga(2025, 2, 'E10', 120000),
      riga(2024, 4, 'U1', 999),
      riga(2025, 5, 'E1', 7, 9),
    ]);
    expect(piano.righe).toEqual([
      { id_voce: 1, codice: 'E2', tipo: 'E', da: null, a: { preventivo: 500000 } },
      { id_voce: 2, codice: 'E10', tipo: 'E', da: null, a: { preventivo: 120000 } },
      { id_voce: 3, codice: 'U10', tipo: 'U', da: null, a: { preventivo: 20000 } },
    ]);
    expect(piano.totali).toEqual({ entrate: 620000, uscite: 20000 });
    expect(piano.giaPresenti).toBe(0);
  });

  it('never overwrites a line the new year has (copied before or typed by the treasurer)', () => {
    const piano = pianoCopiaBilancio(2026, 1, [
      riga(2025, 1, 'E1', 100),
      riga(2026, 1, 'E1', 300),
      riga(2025, 2, 'U1', 50),
    ]);
    expect(piano.righe.map((r) => r.id_voce)).toEqual([2]);
    expect(piano.giaPresenti).toBe(1);
  });

  it('empty previous year: nothing to copy', () => {
    expect(pianoCopiaBilancio(2026, 1, [riga(2026, 1, 'E1', 100)])).toEqual({
      anno_scout: 2026,
      id_parte: 1,
      righe: [],
      giaPresenti: 0,
      totali: { entrate: 0, uscite: 0 },
    });
  });

  it('idempotent: applying the plan and planning again copies nothing', () => {
    const arbRighe = fc.uniqueArray(
      fc.record({
        anno_scout: fc.constantFrom(2024, 2025, 2026),
        id_voce: fc.integer({ min: 1, max: 12 }),
        id_parte: fc.constantFrom(1, 2),
        preventivo: fc.nat({ max: 10_000_000 }),
      }),
      { selector: (r) => `${r.id_parte}-${r.anno_scout}-${r.id_voce}`, maxLength: 50 },
    );
    fc.assert(
      fc.property(arbRighe, (righe) => {
        const tutte = righe.map((r) => ({ ...r, codice: `${r.id_voce % 2 ? 'E' : 'U'}${r.id_voce}` }));
        const piano = pianoCopiaBilancio(2026, 1, tutte);
        return pianoCopiaBilancio(2026, 1, applica(tutte, piano)).righe.length === 0;
      }),
    );
  });
});
