import { describe, expect, it } from 'vitest';
import { annoDiProva } from './anno-scout.fixture.ts';
import { giornoSezione } from './date.ts';
import {
  descrizioneVoce,
  type DovutoPromemoria,
  fasePromemoria,
  pianoPromemoria,
  type PromemoriaInviato,
  testoMailPromemoria,
} from './promemoria.ts';

// Decision 1151: who gets which payment reminder, by date and phase (limite_mora 2025-12-31,
// limite_iscrizioni 2026-05-31; young renewals 85 € + 10 € late fee).
const anno = annoDiProva(2025, { attivo: true });
const QUASI = '2025-12-20';
const MORA = '2025-12-31';

let prossimo = 100;
const dovuto = (over: Partial<DovutoPromemoria> = {}): DovutoPromemoria => ({
  id_transazione_economica: ++prossimo,
  id_persona: prossimo + 1000,
  nome: 'Luca',
  cognome: 'Bianchi',
  anno_scout: 2025,
  causale: 'Quota di iscrizione Luca Bianchi AS 2025/2026',
  importo: 8500,
  coperto: 0,
  stato: 'no',
  stato_iscrizione: 'prevista',
  categoria: { adulto: false, nuovo: false },
  indirizzi: ['mamma.bianchi@example.org', 'papa.bianchi@example.org'],
  ...over,
});

describe('the phase of today (spec 2 §4 mora phases)', () => {
  it.each([
    ['the day before the warning', '2025-12-16', null],
    ['14 days before limite_mora', '2025-12-17', 'quasi_in_mora'],
    ['the day before limite_mora', '2025-12-30', 'quasi_in_mora'],
    ['on limite_mora, the late fee starts', '2025-12-31', 'in_mora'],
    ['six days later (a missed run is caught up)', '2026-01-06', 'in_mora'],
    ['seven days later: too late for a reminder of the start', '2026-01-07', null],
    ['fuori tempo limite', '2026-05-31', null],
  ])('%s (%s) → %s', (_n, oggi, fase) => {
    expect(fasePromemoria(anno, oggi)).toBe(fase);
  });

  it('is the day in Rome, not in UTC', () => {
    // 23:30 UTC on 16 December is already 17 December in Rome (UTC+1 in winter).
    expect(giornoSezione(new Date('2025-12-16T23:30:00Z'))).toBe('2025-12-17');
    expect(fasePromemoria(anno, giornoSezione(new Date('2025-12-16T23:30:00Z')))).toBe('quasi_in_mora');
    // 22:30 UTC on 30 June is 1 July in Rome (UTC+2 in summer).
    expect(giornoSezione(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(giornoSezione(new Date('2025-12-17T10:00:00Z'))).toBe('2025-12-17');
  });
});

describe('who is reminded', () => {
  it('nothing outside the two windows', () => {
    const p = pianoPromemoria(anno, '2025-12-10', [dovuto()], []);
    expect(p.fase).toBeNull();
    expect(p.mail).toEqual([]);
  });

  it('siblings with the same notification addresses share one mail, listed by name', () => {
    const a = dovuto({ nome: 'Sara', indirizzi: ['Papa.Bianchi@example.org ', 'mamma.bianchi@example.org'] });
    const b = dovuto({ nome: 'Luca' });
    const p = pianoPromemoria(anno, QUASI, [a, b], []);
    expect(p.mail).toHaveLength(1);
    expect(p.mail[0]!.destinatari).toEqual(['mamma.bianchi@example.org', 'papa.bianchi@example.org']);
    expect(p.mail[0]!.voci.map((v) => v.nome)).toEqual(['Luca', 'Sara']);
    expect(p.mail[0]!.fase).toBe('quasi_in_mora');
  });

  it('different addresses make different mails: nobody reads about a child not theirs', () => {
    const a = dovuto({ cognome: 'Rossi', indirizzi: ['rossi@example.org'] });
    const b = dovuto({ cognome: 'Verdi', indirizzi: ['rossi@example.org', 'verdi@example.org'] });
    const p = pianoPromemoria(anno, QUASI, [a, b], []);
    expect(p.mail.map((m) => [m.destinatari, m.voci.map((v) => v.cognome)])).toEqual([
      [['rossi@example.org'], ['Rossi']],
      [['rossi@example.org', 'verdi@example.org'], ['Verdi']],
    ]);
  });

  it.each([
    ['paid in full', { stato: 'totale_completata' }],
    ['paid, awaiting the transfer', { stato: 'totale_incorso' }],
    ['an enrolment that may not pay (nessuna)', { stato_iscrizione: 'nessuna' as const }],
    ['an enrolment on trial', { stato_iscrizione: 'inprova' as const }],
    ['another scout year', { anno_scout: 2024 }],
  ])('not a due %s', (_n, over) => {
    const p = pianoPromemoria(anno, QUASI, [dovuto(over)], []);
    expect(p.mail).toEqual([]);
    expect(p.senza_indirizzo).toEqual([]);
  });

  it('a partly paid due is reminded, with what was paid', () => {
    const p = pianoPromemoria(anno, QUASI, [dovuto({ stato: 'parziale_completata', coperto: 3000 })], []);
    expect(p.mail[0]!.voci[0]).toMatchObject({
      importo: 8500,
      coperto: 3000,
      mora: 1000,
      da_pagare_con_mora: 6500,
    });
  });

  it('a due whose person has no address for notifications is listed apart', () => {
    const p = pianoPromemoria(anno, QUASI, [dovuto({ indirizzi: [' '] })], []);
    expect(p.mail).toEqual([]);
    expect(p.senza_indirizzo).toHaveLength(1);
  });

  it('never the same due and phase twice; the next phase is a new reminder', () => {
    const d = dovuto();
    const inviati: PromemoriaInviato[] = [
      { id_transazione_economica: d.id_transazione_economica, fase: 'quasi_in_mora' },
    ];
    const ancora = pianoPromemoria(anno, '2025-12-30', [d], inviati);
    expect(ancora.mail).toEqual([]);
    expect(ancora.gia_inviati).toBe(1);
    const mora = pianoPromemoria(anno, MORA, [d], inviati);
    expect(mora.mail).toHaveLength(1);
    expect(mora.mail[0]!.fase).toBe('in_mora');
    const dopo = pianoPromemoria(
      anno,
      '2026-01-02',
      [d],
      [...inviati, { id_transazione_economica: d.id_transazione_economica, fase: 'in_mora' }],
    );
    expect(dopo.mail).toEqual([]);
  });

  it('a sibling already reminded leaves the other alone in the mail', () => {
    const a = dovuto({ nome: 'Anna' });
    const b = dovuto({ nome: 'Bruno' });
    const p = pianoPromemoria(
      anno,
      QUASI,
      [a, b],
      [{ id_transazione_economica: a.id_transazione_economica, fase: 'quasi_in_mora' }],
    );
    expect(p.mail[0]!.voci.map((v) => v.nome)).toEqual(['Bruno']);
  });
});

describe('the late fee each due gets', () => {
  it.each([
    ['young renewal: 10 € from limite_mora', { importo: 8500 }, 1000, false, 9500],
    ['young new: 15 €', { importo: 9000, categoria: { adulto: false, nuovo: true } }, 1500, false, 10500],
    ['already raised by applica-more: included', { importo: 9500 }, 1000, true, 9500],
    ['an amount set by hand (solidarity fund): no late fee', { importo: 4000 }, 0, false, 4000],
  ])('%s', (_n, over, mora, inclusa, daPagare) => {
    const p = pianoPromemoria(anno, MORA, [dovuto(over)], []);
    expect(p.mail[0]!.voci[0]).toMatchObject({ mora, mora_inclusa: inclusa, da_pagare_con_mora: daPagare });
  });
});

describe('the mail (decision 1151)', () => {
  const dati = {
    sezione: 'Sezione di Prova',
    anno_scout: 2025,
    mora_dal: '2025-12-31',
    checkout: 'http://localhost:3000/f/checkout',
  };

  it('almost in mora: the dues, the late fee and from when, the checkout link', () => {
    const p = pianoPromemoria(
      anno,
      QUASI,
      [dovuto({ nome: 'Sara' }), dovuto({ importo: 4000, nome: 'Luca' })],
      [],
    );
    const m = testoMailPromemoria(p.mail[0]!, dati);
    expect(m.subject).toBe("Sezione di Prova: quota dell'anno scout 2025/2026 da pagare entro il 30/12/2025");
    expect(m.text).toContain(
      '- Sara Bianchi — Quota di iscrizione Luca Bianchi AS 2025/2026, 85,00 €; dal 31/12/2025 si aggiunge la mora di 10,00 €: da pagare 95,00 €.',
    );
    expect(m.text).toContain('- Quota di iscrizione Luca Bianchi AS 2025/2026, 40,00 €.');
    expect(m.text).toContain('Pagando entro il 30/12/2025 eviti la mora.');
    expect(m.text).toContain('\nhttp://localhost:3000/f/checkout\n');
  });

  it('in mora: says the late fee applies from limite_mora', () => {
    const p = pianoPromemoria(
      anno,
      MORA,
      [dovuto({ importo: 9500, coperto: 2000, stato: 'parziale_completata' })],
      [],
    );
    const m = testoMailPromemoria(p.mail[0]!, dati);
    expect(m.subject).toBe("Sezione di Prova: dal 31/12/2025 la quota dell'anno scout 2025/2026 ha la mora");
    expect(m.text).toContain('95,00 € (già versati 20,00 €), mora di 10,00 € compresa.');
    expect(m.text).toContain('Dal 31/12/2025 alla quota non ancora pagata si aggiunge la mora indicata.');
  });
});

describe('a due said once (the reason often names the child already)', () => {
  it('keeps the reason alone when it names the child, in any case, accents or order', () => {
    expect(descrizioneVoce({ nome: 'Luca', cognome: 'Bianchi', causale: 'Quota Luca Bianchi 2025' })).toBe(
      'Quota Luca Bianchi 2025',
    );
    expect(
      descrizioneVoce({ nome: 'Niccolò', cognome: 'De Santis', causale: 'Campo DE SANTIS NICCOLO' }),
    ).toBe('Campo DE SANTIS NICCOLO');
  });
  it('puts the name in front when the reason lacks it or names someone else', () => {
    expect(descrizioneVoce({ nome: 'Sara', cognome: 'Bianchi', causale: 'Quota Luca Bianchi' })).toBe(
      'Sara Bianchi — Quota Luca Bianchi',
    );
    expect(descrizioneVoce({ nome: 'Sara', cognome: 'Bianchi', causale: 'Uscita' })).toBe(
      'Sara Bianchi — Uscita',
    );
  });
});
