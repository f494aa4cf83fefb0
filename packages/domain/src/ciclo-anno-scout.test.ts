import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annoDiProva } from './anno-scout.fixture.ts';
import { type AnnoScout, nuovoAnnoScout } from './anno-scout.ts';
import {
  applicaCambiaAnnoScout,
  pianoCambiaAnnoScout,
  pianoModificaAnnoScout,
  pianoNuovoAnnoScout,
} from './ciclo-anno-scout.ts';
import { aggiungiGiorni } from './date.ts';
import { MSG_ANNO_SCOUT, modificaAnnoScoutSchema } from './form-anno-scout.ts';

const anno2025 = annoDiProva(2025, { attivo: true });
const { attivo: _attivo, ...campi2025 } = anno2025;

/** Any valid scout year: fiscal start in its year, then the late-fee limit, then the enrolment limit within a year. */
const arbAnno = fc
  .record({
    anno_scout: fc.integer({ min: 2000, max: 2990 }),
    inizio: fc.integer({ min: 0, max: 364 }),
    mora: fc.integer({ min: 1, max: 200 }),
    iscrizioni: fc.integer({ min: 0, max: 150 }),
    importi: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 6, maxLength: 6 }),
    attivo: fc.boolean(),
  })
  .filter((r) => r.inizio + r.mora + r.iscrizioni < 365)
  .map((r): AnnoScout => {
    const inizio = aggiungiGiorni(`${r.anno_scout}-01-01`, r.inizio);
    const mora = aggiungiGiorni(inizio, r.mora);
    const [a, b, c, d, e, f] = r.importi as [number, number, number, number, number, number];
    return {
      anno_scout: r.anno_scout,
      attivo: r.attivo,
      inizio_fiscale: inizio,
      limite_mora: mora,
      limite_iscrizioni: aggiungiGiorni(mora, r.iscrizioni),
      mora_nuovi: a,
      mora_rinnovi: b,
      quota_giovani_nuovi: c,
      quota_giovani_rinnovi: d,
      quota_adulti_nuovi: e,
      quota_adulti_rinnovi: f,
    };
  });

describe("spec 2 §4 'Nuovo anno scout': the last plus one, every date a year ahead, amounts copied", () => {
  it('plans the year after the last, not active, with the same amounts', () => {
    const esito = pianoNuovoAnnoScout([{ ...anno2025, anno_scout: 2024, attivo: false }, anno2025], 2026);
    // The defaults of spec 2 §9 a year later (1 September, 31 December, 31 May), the same fees.
    expect(esito).toEqual({ ok: true, piano: { nuovo: annoDiProva(2026) } });
  });

  it.each([
    ['29 February → 28 February', '2028-02-29', '2029-02-28'],
    [
      '28 February, end of a short February → 29 February of a leap year (decision 1011)',
      '2027-02-28',
      '2028-02-29',
    ],
    ['28 February of a leap year is not its month end: stays 28', '2028-02-28', '2029-02-28'],
    ['27 February stays 27', '2027-02-27', '2028-02-27'],
    ['31 May stays 31 May', '2026-05-31', '2027-05-31'],
  ])('%s', (_n, da, a) => {
    expect(nuovoAnnoScout({ ...anno2025, limite_iscrizioni: da }).limite_iscrizioni).toBe(a);
  });

  it('a second click on the same year plans nothing', () => {
    expect(pianoNuovoAnnoScout([anno2025, { ...anno2025, anno_scout: 2026 }], 2026)).toEqual({
      ok: true,
      piano: { nuovo: null },
    });
  });

  it.each([
    ['a gap', [anno2025], 2027],
    ['a year before the last', [anno2025], 2024],
    ['no year to copy', [], 2026],
  ])('refuses %s', (_n, anni, anno) => {
    expect(pianoNuovoAnnoScout(anni, anno)).toEqual({ ok: false, rifiuto: 'anno_non_consecutivo' });
  });

  it('idempotent: applying the plan and planning again gives no new year', () => {
    fc.assert(
      fc.property(arbAnno, (ultimo) => {
        const esito = pianoNuovoAnnoScout([ultimo], ultimo.anno_scout + 1);
        if (!esito.ok || !esito.piano.nuovo) return false;
        const dopo = [ultimo, esito.piano.nuovo];
        const ancora = pianoNuovoAnnoScout(dopo, ultimo.anno_scout + 1);
        return ancora.ok && ancora.piano.nuovo === null;
      }),
    );
  });

  it('the new year of a valid year is valid', () => {
    fc.assert(
      fc.property(arbAnno, (a) => {
        // Decision 1011's one corner: 28 and 29 February of a leap year both land on 28 February.
        fc.pre(!(a.inizio_fiscale.endsWith('-02-28') && a.limite_mora.endsWith('-02-29')));
        const { attivo: _, ...campi } = nuovoAnnoScout(a);
        return modificaAnnoScoutSchema.safeParse(campi).success;
      }),
    );
  });
});

describe('spec 2 §3 AnnoScout validation (decision 1012)', () => {
  const errori = (dati: unknown) => {
    const r = modificaAnnoScoutSchema.safeParse(dati);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts the defaults of spec 2 §9', () => expect(errori(campi2025)).toEqual([]));

  it.each([
    ['a day not in the calendar', { limite_mora: '2025-02-29' }, `limite_mora: ${MSG_ANNO_SCOUT.data}`],
    ['a date in another format', { inizio_fiscale: '01/09/2025' }, `inizio_fiscale: ${MSG_ANNO_SCOUT.data}`],
    ['a negative fee', { quota_giovani_nuovi: -1 }, `quota_giovani_nuovi: ${MSG_ANNO_SCOUT.importo}`],
    ['cents with a fraction', { mora_nuovi: 10.5 }, `mora_nuovi: ${MSG_ANNO_SCOUT.importo}`],
    ['a missing amount', { mora_rinnovi: undefined }, `mora_rinnovi: ${MSG_ANNO_SCOUT.importo}`],
    ['a scout year of text', { anno_scout: 'x' }, `anno_scout: ${MSG_ANNO_SCOUT.anno}`],
    [
      'a fiscal start in another calendar year',
      { inizio_fiscale: '2026-01-10', limite_mora: '2026-03-01', limite_iscrizioni: '2026-05-31' },
      "inizio_fiscale: L'inizio dell'anno fiscale deve cadere nell'anno 2025",
    ],
    [
      'a late-fee limit on the fiscal start',
      { limite_mora: '2025-09-01' },
      `limite_mora: ${MSG_ANNO_SCOUT.limiteMora}`,
    ],
    [
      'an enrolment limit before the late-fee limit',
      { limite_iscrizioni: '2025-12-30' },
      `limite_iscrizioni: ${MSG_ANNO_SCOUT.limiteIscrizioni}`,
    ],
    [
      'an enrolment limit a year after the fiscal start',
      { limite_iscrizioni: '2026-09-01' },
      `limite_iscrizioni: ${MSG_ANNO_SCOUT.entroUnAnno}`,
    ],
  ])('refuses %s', (_n, modifica, atteso) => {
    expect(errori({ ...campi2025, ...modifica })).toContain(atteso);
  });

  it('decision 1011: a fiscal start on 28 and a late-fee limit on 29 February of a leap year collapse', () => {
    const a = { ...anno2025, anno_scout: 2028, inizio_fiscale: '2028-02-28', limite_mora: '2028-02-29' };
    expect(errori({ ...campi2025, ...a, limite_iscrizioni: '2028-05-31' })).toEqual([]);
    const { attivo: _, ...dopo } = nuovoAnnoScout(a);
    expect(errori({ ...dopo, limite_iscrizioni: '2029-05-31' })).toEqual([
      `limite_mora: ${MSG_ANNO_SCOUT.limiteMora}`,
    ]);
  });

  it('accepts the enrolment limit on the late-fee limit day, and the day before a year is out', () => {
    expect(errori({ ...campi2025, limite_iscrizioni: '2025-12-31' })).toEqual([]);
    expect(errori({ ...campi2025, limite_iscrizioni: '2026-08-31' })).toEqual([]);
  });
});

describe('spec 2 §7 modifica-anno-scout: the fields that change', () => {
  it('lists each changed field from → to', () => {
    const esito = pianoModificaAnnoScout([anno2025], {
      ...campi2025,
      mora_nuovi: 2000,
      limite_mora: '2026-01-15',
    });
    expect(esito).toEqual({
      ok: true,
      piano: {
        anno_scout: 2025,
        cambi: [
          { campo: 'limite_mora', da: '2025-12-31', a: '2026-01-15' },
          { campo: 'mora_nuovi', da: 1500, a: 2000 },
        ],
      },
    });
  });

  it('refuses a year that does not exist', () => {
    expect(pianoModificaAnnoScout([anno2025], { ...campi2025, anno_scout: 2030 })).toEqual({
      ok: false,
      rifiuto: 'anno_inesistente',
    });
  });

  it('idempotent: applying the changes and planning again gives none', () => {
    fc.assert(
      fc.property(arbAnno, arbAnno, (attuale, voluto) => {
        const { attivo: _, ...campi } = { ...voluto, anno_scout: attuale.anno_scout };
        const esito = pianoModificaAnnoScout([attuale], campi);
        if (!esito.ok) return false;
        const dopo = { ...attuale };
        for (const c of esito.piano.cambi) Object.assign(dopo, { [c.campo]: c.a });
        const ancora = pianoModificaAnnoScout([dopo], campi);
        return ancora.ok && ancora.piano.cambi.length === 0;
      }),
    );
  });
});

describe('spec 2 §4 and §7 cambia-anno-scout: one active year', () => {
  const anni = [anno2025, { ...anno2025, anno_scout: 2026, attivo: false }];

  it('moves the active flag to the chosen year', () => {
    const esito = pianoCambiaAnnoScout(anni, 2026);
    expect(esito).toEqual({ ok: true, piano: { da: 2025, a: 2026 } });
    if (!esito.ok) return;
    expect(applicaCambiaAnnoScout(anni, esito.piano).map((a) => [a.anno_scout, a.attivo])).toEqual([
      [2025, false],
      [2026, true],
    ]);
  });

  it('activating the active year plans nothing', () => {
    expect(pianoCambiaAnnoScout(anni, 2025)).toEqual({ ok: true, piano: { da: null, a: null } });
  });

  it('from no active year', () => {
    expect(pianoCambiaAnnoScout([{ ...anno2025, attivo: false }], 2025)).toEqual({
      ok: true,
      piano: { da: null, a: 2025 },
    });
  });

  it('refuses a year that does not exist', () => {
    expect(pianoCambiaAnnoScout(anni, 2027)).toEqual({ ok: false, rifiuto: 'anno_inesistente' });
  });

  it('idempotent, and exactly one year is active after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        fc.integer({ min: -1, max: 5 }),
        (n, scelta, attivo) => {
          const lista = Array.from({ length: n }, (_, k) => ({
            ...anno2025,
            anno_scout: 2020 + k,
            attivo: k === attivo,
          }));
          const anno = 2020 + (scelta % n);
          const esito = pianoCambiaAnnoScout(lista, anno);
          if (!esito.ok) return false;
          const dopo = applicaCambiaAnnoScout(lista, esito.piano);
          const ancora = pianoCambiaAnnoScout(dopo, anno);
          return (
            ancora.ok &&
            ancora.piano.a === null &&
            dopo
              .filter((a) => a.attivo)
              .map((a) => a.anno_scout)
              .join() === String(anno)
          );
        },
      ),
    );
  });
});
