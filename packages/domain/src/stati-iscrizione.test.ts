import { describe, expect, it } from 'vitest';
import {
  statoIscrizioneDopoQuota,
  daAprire,
  datiPersonaCompleti,
  ETICHETTE_STATO,
  ETICHETTE_STATO_PERSONA,
  fetteIscrizioni,
  fetteUtenti,
  gruppoDashboard,
  pagamentoConsentito,
  pagamentoConsentitoFront,
  passoIscrizione,
  privacyCompleta,
  puoModificareStato,
  puoRendereSocio,
  STATI_ISCRIZIONE,
  type StatoIscrizione,
  statiSceglibili,
  statoPagamentoSocio,
} from './stati-iscrizione.ts';

describe('spec 2 §4: enrolment state labels (both sets)', () => {
  it.each([
    ['nessuna', 'Annullata', 'Annullata'],
    ['prevista', 'Prevista', 'Non rinnovata'],
    ['inprova', 'In prova', 'In prova'],
    ['incorso', 'In corso', 'In corso'],
    ['sezione', 'Sezione', 'Completata (solo sezione)'],
    ['completata', 'Nazionale', 'Completata (registro nazionale)'],
  ] as const)('%s → %s / %s', (stato, lista, persona) => {
    expect(ETICHETTE_STATO[stato]).toBe(lista);
    expect(ETICHETTE_STATO_PERSONA[stato]).toBe(persona);
  });

  it.each([
    ['sezione', true, 'Sezione/Nazionale'],
    ['completata', true, 'Sezione/Nazionale'],
    ['sezione', false, 'Sezione'],
    ['completata', false, 'Nazionale'],
    ['prevista', true, 'Previste'],
    ['nessuna', false, 'Annullate'],
    ['inprova', false, 'In prova'],
    ['incorso', true, 'In corso'],
  ] as const)('dashboard bucket of %s (joined %s) → %s', (stato, unisci, atteso) => {
    expect(gruppoDashboard(stato, unisci)).toBe(atteso);
  });
});

describe('spec 2 §4: who may edit the state and which states they may choose', () => {
  const righe = (['super', 'lead', 'idem', null] as const).flatMap((livello) =>
    STATI_ISCRIZIONE.flatMap((stato) => [true, false].map((attivo) => [livello, stato, attivo] as const)),
  );
  it.each(righe)('%s from %s (year active %s)', (livello, stato, attivo) => {
    const puo = puoModificareStato(livello, stato, attivo);
    const atteso =
      attivo &&
      (livello === 'super' || (livello === 'lead' && ['nessuna', 'prevista', 'inprova'].includes(stato)));
    expect(puo).toBe(atteso);
    const scelte = statiSceglibili(livello, stato, attivo);
    if (!atteso) expect(scelte).toEqual([]);
    else if (livello === 'super') expect(scelte).toEqual(STATI_ISCRIZIONE);
    else expect(scelte).toEqual(['nessuna', 'inprova', 'prevista']);
  });
});

describe('spec 2 §4: payment allowed only if the state is not nessuna or inprova', () => {
  it.each([
    ['nessuna', false],
    ['inprova', false],
    ['prevista', true],
    ['incorso', true],
    ['sezione', true],
    ['completata', true],
    [null, false],
  ] as const)('%s → %s', (stato, atteso) =>
    expect(pagamentoConsentito(stato as StatoIscrizione | null)).toBe(atteso),
  );
  it('front office also needs privacy complete', () => {
    const tutti = { consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: false };
    expect(pagamentoConsentitoFront('prevista', tutti)).toBe(true);
    expect(pagamentoConsentitoFront('prevista', { ...tutti, consenso_t: null })).toBe(false);
  });
});

describe('spec 2 §4: person data complete and privacy complete', () => {
  const p = {
    nome: 'Mario',
    cognome: 'Rossi',
    data_nascita: '1985-12-10',
    codice_fiscale: 'RSSMRA85T10A562S',
    sesso: 'M',
    residenza_comune: 'Roma',
    residenza_cap: '00184',
    residenza_indirizzo: 'Via Appia 1',
    residenza_provincia: 'RM',
    luogo_nascita: 'Roma',
  };
  it.each(Object.keys(p).map((k) => [k]))('missing %s → incomplete', (k) => {
    expect(datiPersonaCompleti({ ...p, [k]: null })).toBe(false);
    expect(datiPersonaCompleti({ ...p, [k]: ' ' })).toBe(false);
  });
  it('all set → complete', () => expect(datiPersonaCompleti(p)).toBe(true));
  it.each([
    [{ consenso_i: true, consenso_l: true, consenso_s: true, consenso_t: true }, true],
    [{ consenso_i: false, consenso_l: false, consenso_s: false, consenso_t: false }, true],
    [{ consenso_i: true, consenso_l: null, consenso_s: true, consenso_t: true }, false],
    [{ consenso_i: true, consenso_l: true, consenso_s: undefined, consenso_t: true }, false],
    [null, false],
  ])('privacy %j → %s', (c, atteso) => expect(privacyCompleta(c)).toBe(atteso));
  it("'Rendi socio/a' only for super with complete data", () => {
    expect(puoRendereSocio('super', true)).toBe(true);
    expect(puoRendereSocio('super', false)).toBe(false);
    expect(puoRendereSocio('lead', true)).toBe(false);
  });
});

describe('spec 2 §4: opening enrolments moves nessuna to prevista', () => {
  it('returns the ids to change', () => {
    expect(
      daAprire([
        { id_iscrizione: 1, stato_iscrizione: 'nessuna' },
        { id_iscrizione: 2, stato_iscrizione: 'prevista' },
        { id_iscrizione: 3, stato_iscrizione: 'nessuna' },
      ]),
    ).toEqual([1, 3]);
  });
});

describe('decision 1005: what paying the fee moves the enrolment to', () => {
  it.each([
    ['prevista', 'totale_completata', 'sezione'],
    ['prevista', 'totale_incorso', 'incorso'],
    ['prevista', 'parziale_completata', 'prevista'],
    ['prevista', 'parziale_incorso', 'prevista'],
    ['prevista', 'no', 'prevista'],
    ['incorso', 'totale_completata', 'sezione'],
    ['incorso', 'totale_incorso', 'incorso'],
    ['incorso', 'no', 'prevista'],
    ['incorso', 'parziale_completata', 'prevista'],
    ['sezione', 'no', 'sezione'],
    ['sezione', 'totale_incorso', 'sezione'],
    ['completata', 'no', 'completata'],
    ['completata', 'totale_completata', 'completata'],
    ['nessuna', 'totale_completata', 'nessuna'],
    ['inprova', 'totale_completata', 'inprova'],
  ] as const)('%s with the fee %s → %s', (stato, dovuto, atteso) =>
    expect(statoIscrizioneDopoQuota(stato, dovuto)).toBe(atteso),
  );
});

describe('spec 2 §4: payment status on the member', () => {
  it.each([
    ['totale_completata', 'Completato'],
    ['totale_incorso', 'In attesa di verifica'],
    ['no', 'Non effettuato'],
    [null, 'Non effettuato'],
    ['parziale_incorso', 'Incompleto'],
    ['parziale_completata', 'Incompleto'],
    ['altro', null],
  ])('%j → %j', (stato, atteso) => expect(statoPagamentoSocio(stato)).toBe(atteso));
});

describe('spec 3 §4: member flow steps', () => {
  it.each([
    [false, 'done', 'done', 1],
    [true, 'not_done', 'not_done', 2],
    [true, 'almost_done', 'not_done', 2],
    [true, 'done', 'not_done', 3],
    [true, 'done', 'almost_done', 4],
    [true, 'done', 'done', 4],
  ] as const)('privacy %s, data %s, payment %s → step %s', (pr, c, pa, atteso) => {
    expect(passoIscrizione(pr, c, pa)).toBe(atteso);
  });
});

describe('dashboard slices (spec 2 §2, §4, §9)', () => {
  const conteggi = [
    { chiave: 'nessuna', n: 1 },
    { chiave: 'prevista', n: 2 },
    { chiave: 'inprova', n: 3 },
    { chiave: 'incorso', n: 4 },
    { chiave: 'sezione', n: 5 },
    { chiave: 'completata', n: 6 },
  ];
  it('separated: six slices in the spec order and colours, each opening its state', () => {
    const f = fetteIscrizioni(conteggi, false);
    expect(f.map((x) => [x.etichetta, x.n, x.colore])).toEqual([
      ['Nazionale', 6, 'green.7'],
      ['In corso', 4, 'orange.6'],
      ['Previste', 2, 'red.6'],
      ['In prova', 3, '#d8c3a5'],
      ['Annullate', 1, 'gray.4'],
      ['Sezione', 5, 'lime.4'],
    ]);
    expect(f[2]!.filtro).toEqual({ iscrizione: 'prevista' });
  });
  it('merged: sezione and completata are one slice that opens both, totals unchanged', () => {
    const f = fetteIscrizioni(conteggi, true);
    expect(f[0]).toMatchObject({
      etichetta: 'Sezione/Nazionale',
      n: 11,
      filtro: { iscrizione: 'sezione,completata' },
    });
    expect(f).toHaveLength(5);
    expect(f.reduce((a, x) => a + x.n, 0)).toBe(21);
  });
  it('missing states count zero; users: nessuno also filters prevista', () => {
    expect(fetteIscrizioni([], false).every((x) => x.n === 0)).toBe(true);
    const u = fetteUtenti([{ chiave: 'attivo', n: 7 }]);
    expect(u.map((x) => [x.chiave, x.n, x.colore])).toEqual([
      ['attivo', 7, 'green.6'],
      ['creato', 0, 'gray.5'],
      ['nessuno', 0, 'red.6'],
    ]);
    expect(u[2]!.filtro).toEqual({ utenti: 'nessuno', iscrizione: 'prevista' });
  });
});
