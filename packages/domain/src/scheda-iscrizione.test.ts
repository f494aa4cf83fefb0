import { describe, expect, it } from 'vitest';
import { schedaIscrizione } from './scheda-iscrizione.ts';

const tutti = { consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: false };
const oggi = '2026-11-24';
const base = {
  consenso_privacy: tutti,
  data_conferma: '2026-10-02',
  inizio_fiscale: '2026-09-01',
  stato_iscrizione: 'prevista' as const,
  stato_dovuto: 'no',
};

describe('spec 3 §4 member flow: the four steps of the enrolment card', () => {
  it('step 1 until all four consents are answered (a no is an answer)', () => {
    expect(schedaIscrizione({ ...base, consenso_privacy: null }, oggi).passo).toBe(1);
    expect(schedaIscrizione({ ...base, consenso_privacy: { ...tutti, consenso_t: null } }, oggi).passo).toBe(
      1,
    );
    expect(schedaIscrizione(base, oggi).privacy).toBe(true);
  });
  it('step 2 while the data were never confirmed or were confirmed before the fiscal start (decision 1004)', () => {
    expect(schedaIscrizione({ ...base, data_conferma: null }, oggi)).toMatchObject({
      passo: 2,
      conferma: 'not_done',
    });
    expect(schedaIscrizione({ ...base, data_conferma: '2026-08-31' }, oggi)).toMatchObject({
      passo: 2,
      conferma: 'almost_done',
    });
    // Issue 23: a parent who confirmed on 25/09 is not asked again.
    expect(schedaIscrizione({ ...base, data_conferma: '2026-09-25' }, oggi)).toMatchObject({
      passo: 3,
      conferma: 'done',
    });
  });
  it('step 3 while the fee is unpaid or missing (then it is to be prepared); 4 once in progress or paid', () => {
    expect(schedaIscrizione(base, oggi)).toMatchObject({
      passo: 3,
      pagamento: 'not_done',
      daPreparare: false,
    });
    expect(schedaIscrizione({ ...base, stato_dovuto: null }, oggi)).toMatchObject({
      passo: 3,
      daPreparare: true,
    });
    expect(schedaIscrizione({ ...base, stato_dovuto: 'totale_incorso' }, oggi)).toMatchObject({
      passo: 4,
      pagamento: 'almost_done',
    });
    expect(schedaIscrizione({ ...base, stato_dovuto: 'totale_completata' }, oggi).passo).toBe(4);
  });
  it('no payment (nor preparation) for an enrolment nessuna or inprova', () => {
    for (const stato_iscrizione of ['nessuna', 'inprova'] as const) {
      const s = schedaIscrizione({ ...base, stato_iscrizione, stato_dovuto: null }, oggi);
      expect(s).toMatchObject({ passo: 3, pagamentoConsentito: false, daPreparare: false });
    }
  });
});
