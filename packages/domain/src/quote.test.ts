import { describe, expect, it } from 'vitest';
import type { AnnoScout, FaseMora } from './anno-scout.ts';
import {
  causaleBonifico,
  causaleIscrizione,
  causaleQuota,
  commissione,
  commissioneCarta,
  commissioneCartaEuroMostrata,
  commissioneSatispay,
  isAdultoPerQuota,
  isNuovoPerQuota,
  pianoFondoSolidarieta,
  pianoFormazioneGratuita,
  puoAvviareCheckout,
  puoConcedereAgevolazione,
  quotaIscrizione,
  quotaMostrata,
  scomponiQuota,
  testoCommissioneCarta,
  testoCommissioneMetodo,
  totaleCarrello,
} from './quote.ts';

const anno: AnnoScout = {
  anno_scout: 2025,
  attivo: true,
  inizio_fiscale: '2025-09-01',
  limite_iscrizioni: '2026-05-31',
  limite_mora: '2025-12-31',
  mora_nuovi: 500,
  mora_rinnovi: 1000,
  quota_giovani_nuovi: 9000,
  quota_giovani_rinnovi: 8500,
  quota_adulti_nuovi: 7000,
  quota_adulti_rinnovi: 6500,
};

describe('spec 2 §9: enrolment fee = quota giovani/adulti × nuovi/rinnovi + mora of the phase', () => {
  it.each([
    [false, true, 'in_time', 9000],
    [false, false, 'in_time', 8500],
    [true, true, 'in_time', 7000],
    [true, false, 'in_time', 6500],
    [false, false, 'almost_in_mora', 8500],
    [false, false, 'in_mora', 9500],
    [false, true, 'in_mora', 9500],
    [true, false, 'in_mora', 7500],
    [true, true, 'not_in_time', 7500],
    [false, false, 'not_in_time', 9500],
  ] as const)('adulto %s, nuovo %s, %s → %s', (adulto, nuovo, fase, atteso) => {
    expect(quotaIscrizione(anno, { adulto, nuovo }, fase as FaseMora)).toBe(atteso);
  });

  it('default 8500 when no transaction exists yet', () => {
    expect(quotaMostrata(null)).toBe(8500);
    expect(quotaMostrata({ importo: 7000 })).toBe(7000);
  });
});

describe("decision 0102: 'adulto' and 'nuovo' for fees", () => {
  it.each([
    [[{ id_ruolo: 'CB' }], '2000-01-01', true],
    [[{ id_ruolo: 'ST' }], null, true],
    [[{ id_ruolo: 'R' }], '2000-01-01', false],
    [[{ id_ruolo: 'R' }, { id_ruolo: 'SISB' }], '2000-01-01', true],
    [[], '2007-09-01', true],
    [[], '2007-09-02', false],
    [[], null, false],
  ])('nomine %j, born %j → adulto %s', (nomine, nascita, atteso) => {
    expect(isAdultoPerQuota(nomine, nascita, '2025-09-01')).toBe(atteso);
  });
  it.each([
    [[], true],
    [[{ anno_scout: 2024, stato_iscrizione: 'completata' }], false],
    [[{ anno_scout: 2024, stato_iscrizione: 'sezione' }], false],
    [[{ anno_scout: 2024, stato_iscrizione: 'incorso' }], false],
    [[{ anno_scout: 2024, stato_iscrizione: 'prevista' }], true],
    [[{ anno_scout: 2024, stato_iscrizione: 'nessuna' }], true],
    [[{ anno_scout: 2023, stato_iscrizione: 'completata' }], true],
  ])('enrolments %j → nuovo %s for 2025', (iscrizioni, atteso) => {
    expect(isNuovoPerQuota(iscrizioni, 2025)).toBe(atteso);
  });
});

describe('spec 3 §9: card fee', () => {
  it.each([
    [0, 0, 0],
    [100, 33, 1],
    [1000, 50, 1],
    [8500, 190, 2],
    [10000, 217, 3],
    [100000, 1895, 19],
  ])('%s cents → fee %s cents, shown as %s €', (importo, fee, euro) => {
    expect(commissioneCarta(importo)).toBe(fee);
    expect(commissioneCartaEuroMostrata(importo)).toBe(euro);
  });
  it('is worded as the spec’s rounded-up euros, an upper bound of the exact fee (decision 1209)', () => {
    expect(testoCommissioneCarta(8500)).toBe('Commissione: fino a 2 €');
    expect(testoCommissioneCarta(100)).toBe('Commissione: fino a 1 €');
    expect(testoCommissioneCarta(0)).toBe('Commissione: 0 €');
    // An exact whole-euro fee needs no "fino a": 200 cents of fee on this amount.
    const esatto = Array.from({ length: 20000 }, (_, i) => i).find((a) => commissioneCarta(a) === 200)!;
    expect(testoCommissioneCarta(esatto)).toBe('Commissione: 2 €');
  });
  it('the method choice words each fee on the total; with nothing chosen card and Satispay say the same (decision 1212)', () => {
    expect(testoCommissioneMetodo('stripe', 8500)).toBe('Commissione: fino a 2 €');
    expect(testoCommissioneMetodo('satispay', 8500)).toBe('Commissione: 0,63 €');
    expect(testoCommissioneMetodo('bank', 8500)).toBe(
      'Nessuna commissione (solo eventuali costi della tua banca)',
    );
    for (const metodo of ['stripe', 'satispay'] as const) {
      expect(testoCommissioneMetodo(metodo, 0)).toBe('Commissione calcolata sul totale da pagare');
    }
    expect(testoCommissioneMetodo('bank', 0)).toBe(
      'Nessuna commissione (solo eventuali costi della tua banca)',
    );
  });
  it('matches the formula', () => {
    for (const a of [1, 777, 12345, 999999]) {
      expect(commissioneCarta(a)).toBe(Math.round((0.015 * a * 1.22 + 25 * 1.22) / (1 - 0.015 * 1.22)));
    }
  });
});

describe('spec 3 §9: Satispay fee 0.5% + 20 cents from 1000 cents', () => {
  it.each([
    [0, 0],
    [500, 3],
    [999, 5],
    [1000, 25],
    [8500, 63],
    [10000, 70],
  ])('%s → %s', (importo, atteso) => expect(commissioneSatispay(importo)).toBe(atteso));
  it('bank transfer has no fee', () => {
    expect(commissione('bank', 8500)).toBe(0);
    expect(commissione('satispay', 8500)).toBe(63);
    expect(commissione('stripe', 8500)).toBe(190);
  });
});

describe('spec 3 §5: cart total and checkout start', () => {
  it('sums lines and donation', () => {
    expect(totaleCarrello([{ importo: 8500 }, { importo: 1500 }], 1000)).toBe(11000);
    expect(totaleCarrello([], null)).toBe(0);
  });
  it.each([
    [null, 100, false],
    ['stripe', 0, false],
    ['bank', 100, true],
  ] as const)('method %j, total %s → %s', (m, tot, ok) => expect(puoAvviareCheckout(m, tot)).toBe(ok));
});

describe('spec 3 §5 / spec 2 §9: fee reason texts', () => {
  it('adults and others', () => {
    expect(causaleIscrizione('Mario Rossi', 2025, true)).toBe('Quota associativa Mario Rossi AS 2025/2026');
    expect(causaleIscrizione('Luca Bianchi', 2025, false)).toBe(
      'Quota di iscrizione Luca Bianchi AS 2025/2026',
    );
    expect(causaleQuota(2025, 'Mario', 'Rossi')).toBe('Quota 2025/2026 Mario Rossi');
    expect(causaleBonifico(42)).toBe('Pagamento 42');
  });
});

describe('spec 2 §6/§9: solidarity fund (108) and free training (109)', () => {
  it.each([
    ['prevista', null, true],
    ['prevista', { stato: 'no' }, true],
    ['prevista', { stato: 'parziale_completata' }, false],
    ['completata', null, false],
    ['nessuna', null, false],
  ])('%s with due %j → %s', (stato, dovuto, ok) => expect(puoConcedereAgevolazione(stato, dovuto)).toBe(ok));
  it('full fund: zero-value completed cash payment with item 108', () => {
    expect(pianoFondoSolidarieta(8500, 8500)).toMatchObject({
      tipo: 'pagamento_nullo',
      id_voce: 108,
      importo: 0,
      tipo_da: 'cash',
      id_parte: 1,
    });
  });
  it('partial fund: a due for the remainder with item 108', () => {
    expect(pianoFondoSolidarieta(8500, 5000)).toEqual({
      tipo: 'dovuto_residuo',
      id_voce: 108,
      id_parte: 1,
      importo: 3500,
    });
  });
  it('free training uses item 109', () => {
    expect(pianoFormazioneGratuita()).toMatchObject({ id_voce: 109, importo: 0, stato: 'completed' });
  });
});

describe('spec 3 §4 step 3: the breakdown of a fee due', () => {
  it('a renewal in time: the base alone, with the late fee it would add from limite_mora', () => {
    expect(scomponiQuota(anno, 8500, { adulto: false, nuovo: false })).toEqual({
      adulto: false,
      nuovo: false,
      base: 8500,
      mora: 0,
      moraPrevista: 1000,
      moraDal: '2025-12-31',
    });
  });
  it('a new member in mora: base and mora_nuovi', () => {
    expect(scomponiQuota(anno, 9500, { adulto: false, nuovo: true })).toMatchObject({
      base: 9000,
      mora: 500,
    });
    expect(scomponiQuota(anno, 7500, { adulto: true, nuovo: false })).toMatchObject({
      base: 6500,
      mora: 1000,
    });
  });
  it('an amount the rule does not give (changed by hand, solidarity fund): no breakdown', () => {
    expect(scomponiQuota(anno, 4000, { adulto: false, nuovo: false })).toBeNull();
    expect(scomponiQuota(anno, 9000, { adulto: false, nuovo: false })).toBeNull();
  });
});
