import { describe, expect, it } from 'vitest';
import {
  affidabilita,
  type BonificoAvviato,
  type DovutoCandidato,
  idPagamentiInCausale,
  pianificaAbbinamenti,
  punteggioNome,
} from './abbinamento-movimenti.ts';
import type { RigaEstratto } from './movimenti-banca.ts';

const riga = (identita: string, o: Partial<RigaEstratto>): RigaEstratto => ({
  identita,
  conto: 'IT60X0542811101000000123456',
  data: '2026-01-15',
  dataValuta: null,
  importo: 8500,
  verso: 'entrata',
  causale: '',
  controparte: null,
  riferimento: null,
  ...o,
});

const dovuto = (
  id: number,
  o: Partial<DovutoCandidato> & { figlio: string; genitore?: string },
): DovutoCandidato => {
  const persona = (s: string) => {
    const [nome = '', cognome = ''] = s.split(' ');
    return { nome, cognome };
  };
  const genitori = o.genitore ? [persona(o.genitore)] : [];
  return {
    idTransazioneEconomica: id,
    residuo: o.residuo ?? 8500,
    importo: o.importo ?? 8500,
    dataCreata: o.dataCreata ?? '2025-10-01',
    causale: `Quota ${o.figlio}`,
    persona: persona(o.figlio),
    genitori,
  };
};

// The section's open dues: the Rossi brothers, the Verdi girl, a Bianchi boy already paid.
const DOVUTI = [
  dovuto(1, { figlio: 'Luca Rossi', genitore: 'Mario Rossi' }),
  dovuto(2, { figlio: 'Marco Rossi', genitore: 'Mario Rossi', residuo: 7000, importo: 7000 }),
  dovuto(3, { figlio: 'Sara Verdi', genitore: 'Paola Neri' }),
  dovuto(4, { figlio: 'Pietro Bianchi', genitore: 'Giulia Bianchi', residuo: 0 }),
];
const BONIFICI: BonificoAvviato[] = [
  {
    idTransazioneFinanziaria: 77,
    importoAtteso: 8500,
    stato: 'started',
    dataCreata: '2026-01-10',
    collegamenti: [{ idTransazioneEconomica: 3, importo: 8500 }],
  },
];

const primo = (righe: RigaEstratto[], dovuti = DOVUTI, bonifici = BONIFICI) =>
  pianificaAbbinamenti(righe, dovuti, bonifici).map((a) => ({
    regola: a.suggerimenti[0]?.regola ?? null,
    punteggio: a.suggerimenti[0]?.punteggio ?? 0,
    pagamento: a.suggerimenti[0]?.idTransazioneFinanziaria ?? null,
    ripartizione: a.suggerimenti[0]?.ripartizione ?? [],
    doppio: a.possibileDoppioPagamento,
  }));

describe('matching planner: a table of lines and dues', () => {
  it.each([
    [
      'exact reference: the checkout reason and amount complete the started transfer',
      riga('a', { causale: 'PAGAMENTO 77 quota', controparte: 'Neri Paola' }),
      {
        regola: 'riferimento',
        punteggio: 1,
        pagamento: 77,
        ripartizione: [{ idTransazioneEconomica: 3, importo: 8500 }],
        doppio: [],
      },
    ],
    [
      'reference with a different amount: still suggested, with a lower score',
      riga('a', { causale: 'Pagamento n. 77', importo: 8000 }),
      {
        regola: 'riferimento',
        punteggio: 0.8,
        pagamento: 77,
        ripartizione: [{ idTransazioneEconomica: 3, importo: 8500 }],
        doppio: [],
      },
    ],
    [
      'amount only: one open due of that amount',
      riga('a', { importo: 7000, controparte: 'Esposito Gennaro', causale: 'quota' }),
      {
        regola: 'importo',
        punteggio: 0.5,
        pagamento: null,
        ripartizione: [{ idTransazioneEconomica: 2, importo: 7000 }],
        doppio: [],
      },
    ],
    [
      'name with a typo and the amount: the parent pays one child',
      riga('a', { importo: 7000, controparte: 'ROSI MARIO' }),
      {
        regola: 'nome-importo',
        punteggio: 0.92,
        pagamento: null,
        ripartizione: [{ idTransazioneEconomica: 2, importo: 7000 }],
        doppio: [],
      },
    ],
    [
      'two children in one transfer: the amount splits over both dues',
      riga('a', { importo: 15500, controparte: 'Rossi Mario e Bianchi Anna', causale: 'quote scout' }),
      {
        regola: 'nome-importo',
        punteggio: 0.95,
        pagamento: null,
        ripartizione: [
          { idTransazioneEconomica: 1, importo: 8500 },
          { idTransazioneEconomica: 2, importo: 7000 },
        ],
        doppio: [],
      },
    ],
    [
      'the child named in the reason, paid from an unknown account',
      riga('a', { importo: 8500, controparte: 'Zio Ugo', causale: 'Quota SARA VERDI anno 2025' }),
      {
        regola: 'nome-importo',
        punteggio: 0.93,
        pagamento: null,
        ripartizione: [{ idTransazioneEconomica: 3, importo: 8500 }],
        doppio: [],
      },
    ],
    [
      'double payment: the family of an already-paid due pays the same amount again',
      riga('a', { importo: 8500, controparte: 'Bianchi Giulia', causale: 'quota Pietro' }),
      {
        regola: 'importo',
        punteggio: 0.3,
        pagamento: null,
        ripartizione: [{ idTransazioneEconomica: 1, importo: 8500 }],
        doppio: [4],
      },
    ],
    [
      'unmatched: nobody known, no open due of that amount',
      riga('a', { importo: 1234, controparte: 'Esposito Gennaro', causale: 'offerta' }),
      { regola: null, punteggio: 0, pagamento: null, ripartizione: [], doppio: [] },
    ],
    [
      'outgoing lines get no suggestion (they go to a budget item)',
      riga('a', { verso: 'uscita', importo: 8500, controparte: 'Rossi Mario' }),
      { regola: null, punteggio: 0, pagamento: null, ripartizione: [], doppio: [] },
    ],
    [
      'a due created long after the line is outside the date window',
      riga('a', { data: '2025-06-01', importo: 7000, controparte: 'Rossi Mario' }),
      { regola: null, punteggio: 0, pagamento: null, ripartizione: [], doppio: [] },
    ],
  ])('%s', (_, r, atteso) => {
    expect(primo([r])[0]).toEqual(atteso);
  });

  it('decision 1158: a transfer announced at the checkout, paid without citing it, is suggested', () => {
    // Its due is covered by the transfer in verification (nothing left to pay on it).
    const coperto = [dovuto(3, { figlio: 'Sara Verdi', genitore: 'Paola Neri', residuo: 0 })];
    const completa = {
      pagamento: 77,
      ripartizione: [{ idTransazioneEconomica: 3, importo: 8500 }],
      doppio: [],
    };
    // An unknown payer: a guess to check.
    expect(
      primo([riga('a', { controparte: 'Esposito Gennaro', causale: 'per i ragazzi' })], coperto),
    ).toEqual([{ regola: 'importo', punteggio: 0.4, ...completa }]);
    // The family's own name: likely, and not a double payment of the due the transfer covers.
    expect(primo([riga('a', { controparte: 'NERI PAOLA', causale: 'bonifico' })], coperto)).toEqual([
      { regola: 'nome-importo', punteggio: 0.8, ...completa },
    ]);
    // Another family's name, another amount, or money before the transfer was announced: no guess.
    const bianchi = [
      ...coperto,
      dovuto(5, { figlio: 'Pietro Bianchi', genitore: 'Giulia Bianchi', residuo: 0 }),
    ];
    expect(primo([riga('a', { controparte: 'Bianchi Giulia' })], bianchi)).toEqual([
      { regola: null, punteggio: 0, pagamento: null, ripartizione: [], doppio: [5] },
    ]);
    expect(primo([riga('a', { importo: 8400 })], coperto)[0]?.pagamento).toBeNull();
    expect(primo([riga('a', { data: '2026-01-09' })], coperto)[0]?.pagamento).toBeNull();
  });

  it('decision 1158: an announced transfer is offered once, only when its receipt was uploaded, less when several', () => {
    const coperto = [dovuto(3, { figlio: 'Sara Verdi', genitore: 'Paola Neri', residuo: 0 })];
    // The same family sends it twice: the second line is a possible double payment, not offered it again.
    const due = pianificaAbbinamenti(
      [
        riga('prima', { controparte: 'Neri Paola' }),
        riga('seconda', { controparte: 'Neri Paola', data: '2026-01-20' }),
      ],
      coperto,
      BONIFICI,
    );
    expect(
      due.map((a) => [a.suggerimenti.map((x) => x.idTransazioneFinanziaria), a.possibileDoppioPagamento]),
    ).toEqual([
      [[77], []],
      [[], [3]],
    ]);
    // Only a transfer whose receipt was uploaded (started): an opened checkout may never be paid.
    for (const stato of ['initiated', 'completed', 'rejected'] as const)
      expect(
        primo([riga('a', { controparte: 'Esposito Gennaro' })], coperto, [{ ...BONIFICI[0]!, stato }])[0]
          ?.pagamento,
      ).toBeNull();
    // Older than the 90 days a transfer is paid within: no guess.
    expect(primo([riga('a', { data: '2026-05-01' })], coperto)[0]?.pagamento).toBeNull();
    // Two announced for this amount: each offered, lower, saying so.
    const altro = {
      ...BONIFICI[0]!,
      idTransazioneFinanziaria: 78,
      collegamenti: [{ idTransazioneEconomica: 9, importo: 8500 }],
    };
    const [a] = pianificaAbbinamenti([riga('a', { controparte: 'Esposito Gennaro' })], coperto, [
      ...BONIFICI,
      altro,
    ]);
    expect(a!.suggerimenti.map((x) => [x.idTransazioneFinanziaria, x.punteggio])).toEqual([
      [77, 0.3],
      [78, 0.3],
    ]);
    expect(a!.suggerimenti[0]!.spiegazione).toContain('(2 bonifici annunciati con questo importo)');
  });

  it('a second identical transfer of the same family is flagged as a possible double payment', () => {
    const due = [
      riga('prima', { importo: 7000, controparte: 'Rossi Mario', data: '2026-01-15' }),
      riga('seconda', { importo: 7000, controparte: 'Rossi Mario', data: '2026-01-20' }),
    ];
    const [a, b] = primo(due);
    if (!a || !b) throw new Error('esiti mancanti');
    expect([a.regola, a.ripartizione, a.doppio]).toEqual([
      'nome-importo',
      [{ idTransazioneEconomica: 2, importo: 7000 }],
      [],
    ]);
    expect(b.doppio).toEqual([2]);
    expect(b.ripartizione).not.toContainEqual({ idTransazioneEconomica: 2, importo: 7000 });
  });

  it('a second transfer citing an already-completed payment is flagged, not offered again', () => {
    const due = [
      riga('prima', { causale: 'Pagamento 77', data: '2026-01-15' }),
      riga('seconda', { causale: 'Pagamento 77', data: '2026-01-16', controparte: 'Sconosciuto' }),
    ];
    const [a, b] = pianificaAbbinamenti(due, DOVUTI, BONIFICI);
    if (!a || !b) throw new Error('esiti mancanti');
    expect(a.suggerimenti[0]?.regola).toBe('riferimento');
    expect(b.suggerimenti.some((s) => s.regola === 'riferimento')).toBe(false);
    expect(b.possibileDoppioPagamento).toEqual([3]);
  });

  it('every suggestion says why, with rule and score between 0 and 1, best first', () => {
    const [a] = pianificaAbbinamenti(
      [riga('a', { importo: 8500, controparte: 'Rossi Mario' })],
      DOVUTI,
      BONIFICI,
    );
    if (!a) throw new Error('nessun esito');
    expect(a.suggerimenti.length).toBeGreaterThan(1);
    for (const s of a.suggerimenti) {
      expect(s.spiegazione.length).toBeGreaterThan(10);
      expect(s.punteggio).toBeGreaterThan(0);
      expect(s.punteggio).toBeLessThanOrEqual(1);
    }
    const punteggi = a.suggerimenti.map((s) => s.punteggio);
    expect(punteggi).toEqual([...punteggi].sort((x, y) => y - x));
  });

  it('keeps the order of the lines it was given', () => {
    const righe = [riga('z', { data: '2026-02-01' }), riga('y', { data: '2026-01-01' })];
    expect(pianificaAbbinamenti(righe, DOVUTI, BONIFICI).map((a) => a.identita)).toEqual(['z', 'y']);
  });
});

describe('matching pieces', () => {
  it.each([
    ['Pagamento 12', [12]],
    ['bonifico PAGAMENTO n.12 e pagamento nr 13', [12, 13]],
    ['Pagamento12', [12]],
    ['pagamenti vari 12', []],
  ])('payment ids in «%s»', (causale, attesi) => {
    expect(idPagamentiInCausale(causale)).toEqual(attesi);
  });

  it('the payer name matches a parent in either order, accents and case aside', () => {
    const d = dovuto(9, { figlio: 'Nicolò Fabbri', genitore: 'Lucia Càssano' });
    expect(punteggioNome({ controparte: 'CASSANO LUCIA', causale: '' }, d)).toBe(1);
    expect(punteggioNome({ controparte: 'Fabbri Nicolo', causale: '' }, d)).toBe(1);
    expect(punteggioNome({ controparte: 'Esposito Gennaro', causale: '' }, d)).toBeLessThan(0.5);
  });
});

describe('decision 1158: how sure a suggestion is, in words', () => {
  it('high from the sure threshold, medium from one half, low below', () => {
    expect([1, 0.85, 0.84, 0.5, 0.49, 0].map(affidabilita)).toEqual([
      'alta',
      'alta',
      'media',
      'media',
      'bassa',
      'bassa',
    ]);
  });
});
