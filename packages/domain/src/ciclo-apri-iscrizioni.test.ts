import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pianoApriIscrizioni } from './ciclo-apri-iscrizioni.ts';
import type { IscrizioneCiclo } from './ciclo-nuove-iscrizioni.ts';
import { STATI_ISCRIZIONE, type StatoIscrizione } from './stati-iscrizione.ts';

const isc = (
  id_iscrizione: number,
  anno_scout: number,
  stato_iscrizione: StatoIscrizione,
  id_ruolo = 'L',
): IscrizioneCiclo => ({
  id_iscrizione,
  id_persona: 100 + id_iscrizione,
  anno_scout,
  stato_iscrizione,
  nomine: [{ id_ruolo, id_gruppo: 2 }],
});

describe('spec 2 §4 and §7 apri-iscrizioni: the year’s nessuna enrolments become prevista', () => {
  it.each(STATI_ISCRIZIONE.map((s) => [s, s === 'nessuna'] as const))('%s → opened: %s', (stato, aperta) => {
    const piano = pianoApriIscrizioni(2026, [isc(1, 2026, stato)]);
    expect(piano.changed).toBe(aperta ? 1 : 0);
    if (aperta) {
      expect(piano.iscrizioni).toEqual([
        {
          id_iscrizione: 1,
          id_persona: 101,
          da: 'nessuna',
          a: 'prevista',
          unita: { branca: 'L', id_gruppo: 2 },
        },
      ]);
    }
  });

  it('only the chosen year, with totals per unit', () => {
    const piano = pianoApriIscrizioni(2026, [
      isc(1, 2025, 'nessuna'),
      isc(2, 2026, 'nessuna'),
      isc(3, 2026, 'nessuna', 'E'),
      isc(4, 2026, 'nessuna'),
    ]);
    expect(piano.iscrizioni.map((i) => i.id_iscrizione)).toEqual([2, 3, 4]);
    expect(piano.totali).toEqual([
      { unita: { branca: 'L', id_gruppo: 2 }, n: 2, importo: 0 },
      { unita: { branca: 'E', id_gruppo: 2 }, n: 1, importo: 0 },
    ]);
  });

  it('empty year: changed 0', () => {
    expect(pianoApriIscrizioni(2026, [])).toEqual({
      anno_scout: 2026,
      iscrizioni: [],
      changed: 0,
      totali: [],
    });
  });

  it('idempotent: applying the plan and planning again opens nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(2025, 2026), fc.constantFrom(...STATI_ISCRIZIONE)), {
          maxLength: 40,
        }),
        (righe) => {
          const iscrizioni = righe.map(([anno, stato], k) => isc(k + 1, anno, stato));
          const piano = pianoApriIscrizioni(2026, iscrizioni);
          const aperte = new Map(piano.iscrizioni.map((c) => [c.id_iscrizione, c.a]));
          const dopo = iscrizioni.map((i) => ({
            ...i,
            stato_iscrizione: aperte.get(i.id_iscrizione) ?? i.stato_iscrizione,
          }));
          return pianoApriIscrizioni(2026, dopo).changed === 0;
        },
      ),
    );
  });
});
