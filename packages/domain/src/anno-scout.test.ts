import { describe, expect, it } from 'vitest';
import {
  type AnnoScout,
  annoScoutDiOggi,
  faseMora,
  formatAnnoScout,
  inizioConfermaDati,
  inizioFiscaleDefault,
  isPresenteOFuturo,
  iscrizioniScadute,
  limiteIscrizioniDefault,
  limiteMoraDefault,
  mostraAvvisoAssicurazione,
  nuovoAnnoScout,
  puoAttivareAnno,
  scadenzaAssicurazione,
  statoConfermaDati,
  uniscoSezioneNazionale,
} from './anno-scout.ts';

const anno2025: AnnoScout = {
  anno_scout: 2025,
  attivo: true,
  inizio_fiscale: '2025-09-01',
  limite_iscrizioni: '2026-05-31',
  limite_mora: '2025-12-31',
  mora_nuovi: 0,
  mora_rinnovi: 1000,
  quota_giovani_nuovi: 9000,
  quota_giovani_rinnovi: 8500,
  quota_adulti_nuovi: 7000,
  quota_adulti_rinnovi: 6500,
};

describe('spec 1 §2.4: scout year shown as year/year+1', () => {
  it.each([
    [2025, '2025/2026'],
    [1999, '1999/2000'],
  ])('%s → %s', (anno, atteso) => expect(formatAnnoScout(anno)).toBe(atteso));
});

describe('spec 1 §4.3: presenteOFuturo when the year is at least the current year minus 1', () => {
  it.each([
    [2024, new Date(2025, 5, 1), true],
    [2025, new Date(2025, 5, 1), true],
    [2026, new Date(2025, 5, 1), true],
    [2023, new Date(2025, 5, 1), false],
    [2024, new Date(2026, 0, 1), false],
  ])('%s on %s → %s', (anno, oggi, atteso) => expect(isPresenteOFuturo(anno, oggi)).toBe(atteso));
});

describe('spec 3 §9: the scout year starts on 1 October', () => {
  it.each([
    ['2025-09-30', 2024],
    ['2025-10-01', 2025],
    ['2026-01-15', 2025],
  ])('%s → %s', (oggi, atteso) => expect(annoScoutDiOggi(oggi)).toBe(atteso));
  it('defaults of the settings', () => {
    expect(inizioFiscaleDefault(2025)).toBe('2025-09-01');
    expect(limiteMoraDefault(2025)).toBe('2025-12-31');
    expect(limiteIscrizioniDefault(2025)).toBe('2026-05-31');
  });
});

describe("spec 2 §4: 'enrolments expired' and the Sezione/Nazionale grouping", () => {
  it.each([
    ['2025-09-01', '2025-08-31', true],
    ['2025-09-01', '2026-08-31', true],
    ['2025-09-01', '2025-09-01', false],
    ['2025-09-01', '2025-12-25', false],
    ['2025-09-01', '2026-01-10', true],
    [null, '2025-12-25', true],
    ['', '2025-12-25', true],
  ])('fiscal start %j, today %s → expired %s', (inizio, oggi, atteso) => {
    expect(iscrizioniScadute(inizio, oggi)).toBe(atteso);
    expect(uniscoSezioneNazionale(inizio, oggi)).toBe(!atteso);
  });
});

describe('decision 1004: one rule for "data confirmed this year", back office and front office', () => {
  it.each([
    [null, 'not_done'],
    ['', 'not_done'],
    ['2025-08-31', 'almost_done'],
    ['2025-09-01', 'done'],
    // Issue 23: confirmed on 25/09, after the fiscal start, is done (the old 1 October rule said no).
    ['2025-09-25', 'done'],
    ['2025-09-30', 'done'],
    ['2025-10-01', 'done'],
    ['2025-11-03T10:00:00Z', 'done'],
  ] as const)('fiscal start 1/9/2025: confirmed %j → %s', (data, atteso) =>
    expect(statoConfermaDati(data, '2025-09-01', '2025-11-20')).toBe(atteso),
  );
  it('follows the fiscal start the section set, not a fixed day', () => {
    expect(statoConfermaDati('2025-09-14', '2025-09-15', '2025-11-20')).toBe('almost_done');
    expect(statoConfermaDati('2025-09-15', '2025-09-15', '2025-11-20')).toBe('done');
  });
  it.each([
    ['2025-09-01', '2025-09-01'],
    ['2025-08-31', '2024-09-01'],
    ['2026-01-10', '2025-09-01'],
    ['2025-09-30', '2025-09-01'],
  ])('with no scout year known, today %s counts from %s (the last 1 September)', (oggi, inizio) => {
    expect(inizioConfermaDati(null, oggi)).toBe(inizio);
    expect(statoConfermaDati(inizio, null, oggi)).toBe('done');
  });
});

describe('spec 2 §9: insurance of the previous year expires on 31/12 of the current scout year', () => {
  it('expiry date and warning', () => {
    expect(scadenzaAssicurazione(2025)).toBe('2025-12-31');
    expect(mostraAvvisoAssicurazione(2025, '2025-10-01')).toBe(true);
    expect(mostraAvvisoAssicurazione(2025, '2025-12-31')).toBe(true);
    expect(mostraAvvisoAssicurazione(2025, '2026-01-01')).toBe(false);
  });
});

describe('spec 2 §4: mora phases', () => {
  it.each([
    ['2025-10-01', 'in_time'],
    ['2025-12-16', 'in_time'],
    ['2025-12-17', 'almost_in_mora'],
    ['2025-12-30', 'almost_in_mora'],
    ['2025-12-31', 'in_mora'],
    ['2026-05-30', 'in_mora'],
    ['2026-05-31', 'not_in_time'],
    ['2026-09-01', 'not_in_time'],
  ] as const)('%s → %s', (oggi, atteso) => expect(faseMora(anno2025, oggi)).toBe(atteso));
});

describe('spec 2 §4: a new scout year is the last plus one with dates a year ahead', () => {
  it('moves every date', () => {
    expect(nuovoAnnoScout(anno2025)).toEqual({
      ...anno2025,
      anno_scout: 2026,
      attivo: false,
      inizio_fiscale: '2026-09-01',
      limite_iscrizioni: '2027-05-31',
      limite_mora: '2026-12-31',
    });
    expect(nuovoAnnoScout({ ...anno2025, limite_iscrizioni: '2024-02-29' }).limite_iscrizioni).toBe(
      '2025-02-28',
    );
  });
  it('only a non-active year can be activated', () => {
    expect(puoAttivareAnno({ attivo: true })).toBe(false);
    expect(puoAttivareAnno({ attivo: false })).toBe(true);
  });
});
