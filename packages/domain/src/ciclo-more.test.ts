import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annoDiProva } from './anno-scout.fixture.ts';
import { type DovutoIscrizioneCiclo, type PianoApplicaMore, pianoApplicaMore } from './ciclo-more.ts';
import { quotaIscrizione } from './quote.ts';
import { STATI_ISCRIZIONE, type StatoIscrizione } from './stati-iscrizione.ts';
import { STATI_DOVUTO } from './transazioni.ts';

const anno = annoDiProva(2025, { attivo: true });
const IN_MORA = '2026-01-10';

const dovuto = (over: Partial<DovutoIscrizioneCiclo> = {}): DovutoIscrizioneCiclo => ({
  id_transazione_economica: 1,
  id_iscrizione: 11,
  id_persona: 21,
  anno_scout: 2025,
  importo: 8500,
  stato: 'no',
  stato_iscrizione: 'prevista',
  categoria: { adulto: false, nuovo: false },
  unita: { branca: 'E', id_gruppo: 2 },
  ...over,
});

/** What the server does: each due's amount becomes `a` (its state is recomputed from its links). */
function applica(dovuti: readonly DovutoIscrizioneCiclo[], piano: PianoApplicaMore): DovutoIscrizioneCiclo[] {
  const nuovi = new Map(piano.dovuti.map((c) => [c.id_transazione_economica, c.a]));
  return dovuti.map((d) => ({ ...d, importo: nuovi.get(d.id_transazione_economica) ?? d.importo }));
}

describe('spec 2 §4 mora phases: from when the late fee applies (decision 1015)', () => {
  it.each([
    ['in_time, the day before the warning', '2025-12-16', 'in_time', 0, 1],
    [
      'almost_in_mora, 14 days before limite_mora: previewed, not applied',
      '2025-12-17',
      'almost_in_mora',
      0,
      1,
    ],
    ['almost_in_mora, the day before limite_mora', '2025-12-30', 'almost_in_mora', 0, 1],
    ['in_mora, on limite_mora', '2025-12-31', 'in_mora', 1, 0],
    ['in_mora, the day before limite_iscrizioni', '2026-05-30', 'in_mora', 1, 0],
    ['not_in_time, from limite_iscrizioni (fuori tempo limite)', '2026-05-31', 'not_in_time', 1, 0],
  ])('%s', (_n, oggi, fase, applicati, prossimi) => {
    const piano = pianoApplicaMore(anno, oggi, [dovuto()]);
    expect(piano.fase).toBe(fase);
    expect(piano.dal).toBe('2025-12-31');
    expect(piano.numberOfRecordsUpdated).toBe(applicati);
    expect(piano.dovuti).toHaveLength(applicati);
    expect(piano.prossimi).toHaveLength(prossimi);
  });
});

describe('spec 2 §7 applica-more: which dues get which late fee', () => {
  it.each([
    ['young renewal: 8500 → 9500 (mora_rinnovi)', { adulto: false, nuovo: false }, 8500, 9500],
    ['young new: 9000 → 10500 (mora_nuovi)', { adulto: false, nuovo: true }, 9000, 10500],
    ['adult renewal: 6500 → 7500', { adulto: true, nuovo: false }, 6500, 7500],
    ['adult new: 7000 → 8500', { adulto: true, nuovo: true }, 7000, 8500],
  ])('%s', (_n, categoria, da, a) => {
    const piano = pianoApplicaMore(anno, IN_MORA, [dovuto({ categoria, importo: da })]);
    expect(piano.dovuti).toEqual([
      {
        id_transazione_economica: 1,
        id_iscrizione: 11,
        id_persona: 21,
        unita: { branca: 'E', id_gruppo: 2 },
        categoria,
        da,
        a,
        mora: a - da,
      },
    ]);
    expect(a).toBe(quotaIscrizione(anno, categoria, 'in_mora'));
  });

  it.each(STATI_DOVUTO.map((s) => [s, s === 'no' || s.startsWith('parziale')] as const))(
    'due in state %s → late fee: %s',
    (stato, mora) => {
      expect(pianoApplicaMore(anno, IN_MORA, [dovuto({ stato })]).numberOfRecordsUpdated).toBe(mora ? 1 : 0);
    },
  );

  it.each(STATI_ISCRIZIONE.map((s) => [s, s !== 'nessuna' && s !== 'inprova'] as const))(
    'enrolment %s → late fee: %s',
    (stato_iscrizione, mora) => {
      const piano = pianoApplicaMore(anno, IN_MORA, [
        dovuto({ stato_iscrizione: stato_iscrizione as StatoIscrizione }),
      ]);
      expect(piano.numberOfRecordsUpdated).toBe(mora ? 1 : 0);
    },
  );

  it('a due already late (created after limite_mora, or by an earlier run) is untouched', () => {
    const piano = pianoApplicaMore(anno, IN_MORA, [dovuto({ importo: 9500 })]);
    expect(piano.dovuti).toEqual([]);
    expect(piano.giaInMora).toBe(1);
  });

  it('a due whose amount a person changed (solidarity fund, by hand) is untouched and named', () => {
    const piano = pianoApplicaMore(anno, IN_MORA, [dovuto({ importo: 4000 })]);
    expect(piano.dovuti).toEqual([]);
    expect(piano.senzaMora).toEqual([
      { id_transazione_economica: 1, id_persona: 21, motivo: 'importo_diverso' },
    ]);
  });

  it('a year without a late fee for the category changes nothing', () => {
    const piano = pianoApplicaMore({ ...anno, mora_rinnovi: 0 }, IN_MORA, [dovuto()]);
    expect(piano.dovuti).toEqual([]);
    expect(piano.giaInMora).toBe(0);
  });

  it('dues of another year are not read', () => {
    expect(pianoApplicaMore(anno, IN_MORA, [dovuto({ anno_scout: 2024 })]).numberOfRecordsUpdated).toBe(0);
  });

  it('totals per unit: how many late fees and their sum', () => {
    const piano = pianoApplicaMore(anno, IN_MORA, [
      dovuto({ id_transazione_economica: 1, id_persona: 1 }),
      dovuto({
        id_transazione_economica: 2,
        id_persona: 2,
        importo: 9000,
        categoria: { adulto: false, nuovo: true },
      }),
      dovuto({ id_transazione_economica: 3, id_persona: 3, unita: { branca: 'L', id_gruppo: 2 } }),
      dovuto({
        id_transazione_economica: 4,
        id_persona: 4,
        unita: null,
        importo: 6500,
        categoria: { adulto: true, nuovo: false },
      }),
    ]);
    expect(piano.totali).toEqual([
      { unita: { branca: 'L', id_gruppo: 2 }, n: 1, importo: 1000 },
      { unita: { branca: 'E', id_gruppo: 2 }, n: 2, importo: 2500 },
      { unita: null, n: 1, importo: 1000 },
    ]);
  });

  it('empty year: nothing to do', () => {
    expect(pianoApplicaMore(anno, IN_MORA, [])).toMatchObject({
      dovuti: [],
      numberOfRecordsUpdated: 0,
      totali: [],
    });
  });

  it('idempotent in every phase: applying the plan and planning again changes nothing', () => {
    const arbCategoria = fc.record({ adulto: fc.boolean(), nuovo: fc.boolean() });
    const arbDovuto = fc
      .record({
        categoria: arbCategoria,
        scarto: fc.constantFrom(0, 0, 1, 2),
        stato: fc.constantFrom(...STATI_DOVUTO),
        stato_iscrizione: fc.constantFrom(...STATI_ISCRIZIONE),
        anno_scout: fc.constantFrom(2024, 2025),
      })
      .map((r) => {
        // 0: the fee in time; 1: the fee with its late fee; 2: an amount set by hand.
        const importo =
          r.scarto === 2 ? 1234 : quotaIscrizione(anno, r.categoria, r.scarto === 1 ? 'in_mora' : 'in_time');
        return { ...r, importo };
      });
    fc.assert(
      fc.property(
        fc.array(arbDovuto, { maxLength: 30 }),
        fc.integer({ min: 0, max: 400 }),
        fc.nat({ max: 3000 }),
        fc.nat({ max: 3000 }),
        (righe, giorno, mora_nuovi, mora_rinnovi) => {
          const a = { ...anno, mora_nuovi, mora_rinnovi };
          const oggi = new Date(Date.UTC(2025, 8, 1 + giorno)).toISOString().slice(0, 10);
          const dovuti = righe.map((r, k) =>
            dovuto({ ...r, id_transazione_economica: k + 1, id_iscrizione: k + 1, id_persona: k + 1 }),
          );
          const piano = pianoApplicaMore(a, oggi, dovuti);
          const ancora = pianoApplicaMore(a, oggi, applica(dovuti, piano));
          return (
            ancora.numberOfRecordsUpdated === 0 &&
            piano.dovuti.every((c) => c.a - c.da === (c.categoria.nuovo ? mora_nuovi : mora_rinnovi))
          );
        },
      ),
    );
  });
});
