import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carattereControllo, LETTERE_OMOCODIA, POSIZIONI_OMOCODIA } from './codice-fiscale.ts';
import {
  calcolaControlli,
  chiaveNome,
  controllaCfIncompatibile,
  controllaCfNonValido,
  controllaCodiciFiscaliDoppi,
  controllaNomiCognomiDoppi,
  controllaPersoneInutili,
  controllaRuoloIncompatibile,
  dettagliVisibili,
  elencaControlliSchema,
  ignoraControlloSchema,
  NOMI_CONTROLLI,
  type PersonaControllo,
  statisticheControlli,
  TIPI_CONTROLLO,
  testoRilievo,
  unitaCompetenti,
} from './controlli.ts';

let prossimo = 1;
const persona = (p: Partial<PersonaControllo> = {}): PersonaControllo => ({
  id_persona: prossimo++,
  nome: 'Mario',
  cognome: 'Rossi',
  sesso: 'M',
  data_nascita: '1985-12-10',
  codice_fiscale: 'RSSMRA85T10A562S',
  stati_iscrizione: ['completata'],
  correlate: [],
  nomine: [],
  ...p,
});

const MESI = 'ABCDEHLMPRST';
/** A valid codice fiscale for a sex and birth date (surname/name letters and place are arbitrary). */
function cfPer(sesso: 'M' | 'F', data: string, lettere = 'RSSMRA', luogo = 'A562'): string {
  const [y, m, g] = data.split('-').map(Number) as [number, number, number];
  const giorno = sesso === 'F' ? g + 40 : g;
  const primi15 = `${lettere}${String(y % 100).padStart(2, '0')}${MESI[m - 1]}${String(giorno).padStart(2, '0')}${luogo}`;
  return primi15 + carattereControllo(primi15);
}
/** Replaces the digits at some omocodia positions with their letters, fixing the check character. */
function omocodico(cf: string, quante: number): string {
  const c = cf.split('');
  for (const i of [...POSIZIONI_OMOCODIA].reverse().slice(0, quante))
    c[i] = LETTERE_OMOCODIA[Number(c[i])] ?? '';
  const primi15 = c.slice(0, 15).join('');
  return primi15 + carattereControllo(primi15);
}

describe('spec 3 §7: the catalogue of checks', () => {
  it('names every check as the spec does', () => {
    expect(TIPI_CONTROLLO.map((t) => NOMI_CONTROLLI[t])).toEqual([
      'Codici fiscali incompatibili',
      'Codici fiscali non validi',
      'Codici fiscali doppi',
      'Nomi-cognomi doppi',
      'Persone inutili',
      'Ruolo incompatibile',
    ]);
  });
  it('bounds its inputs', () => {
    expect(elencaControlliSchema.safeParse({ tipo: 'cfNonValido' }).success).toBe(true);
    expect(elencaControlliSchema.safeParse({ tipo: 'test' }).success).toBe(false);
    expect(ignoraControlloSchema.safeParse({ id_controllo: 0, ignora: true }).success).toBe(false);
    expect(ignoraControlloSchema.safeParse({ id_controllo: 2 ** 31, ignora: true }).success).toBe(false);
    expect(ignoraControlloSchema.safeParse({ id_controllo: 5, ignora: false }).success).toBe(true);
  });
});

describe('spec 3 §7 cfNonValido: a fiscal code present but not valid', () => {
  it.each([
    ['RSSMRA85T10A562S', false],
    ['RSSMRA85T10A56NH', false], // omocodia
    ['', false],
    [null, false],
    ['RSSMRA85T10A562T', true], // check character
    ['RSSMRA85Z10A562S', true], // month
    ['RSSMRA85T10A562', true], // length
  ])('%s → finding %s', (cf, trovato) => {
    expect(controllaCfNonValido([persona({ codice_fiscale: cf })])).toHaveLength(trovato ? 1 : 0);
  });
});

describe('spec 3 §7 cfIncompatibile: the fiscal code against sex and birth date (omocodia included)', () => {
  it.each([
    ['matching', {}, null],
    ['wrong sex', { sesso: 'F' }, ['sesso']],
    ['wrong day', { data_nascita: '1985-12-11' }, ['data_nascita']],
    ['wrong year', { data_nascita: '1986-12-10' }, ['data_nascita']],
    ['both', { sesso: 'F', data_nascita: '1985-11-10' }, ['sesso', 'data_nascita']],
    ['omocodic, matching', { codice_fiscale: 'RSSMRA85T10A5SNT' }, null],
    [
      'omocodic, wrong day',
      { codice_fiscale: 'RSSMRA85T10A5SNT', data_nascita: '1985-12-01' },
      ['data_nascita'],
    ],
    ['no sex nor birth date: nothing to judge', { sesso: null, data_nascita: null }, null],
    ['invalid code: cfNonValido, not this check', { codice_fiscale: 'RSSMRA85T10A562T', sesso: 'F' }, null],
  ] as const)('%s', (_, dati, campi) => {
    const r = controllaCfIncompatibile([persona(dati as Partial<PersonaControllo>)]);
    if (campi === null) expect(r).toEqual([]);
    else expect(r[0]?.dettagli.campi).toEqual(campi);
  });

  const nascita = fc
    .date({
      min: new Date('1930-01-01T00:00:00Z'),
      max: new Date('2024-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const sesso = fc.constantFrom('M' as const, 'F' as const);

  it('property: a valid code generated for a person passes, with or without omocodia', () => {
    fc.assert(
      fc.property(sesso, nascita, fc.integer({ min: 0, max: 7 }), (s, d, o) => {
        const cf = omocodico(cfPer(s, d), o);
        const p = persona({ sesso: s, data_nascita: d, codice_fiscale: cf });
        expect(controllaCfNonValido([p])).toEqual([]);
        expect(controllaCfIncompatibile([p])).toEqual([]);
      }),
    );
  });
  it('property: changing the sex makes the code incompatible', () => {
    fc.assert(
      fc.property(sesso, nascita, (s, d) => {
        const altro = s === 'M' ? 'F' : 'M';
        const r = controllaCfIncompatibile([
          persona({ sesso: altro, data_nascita: d, codice_fiscale: cfPer(s, d) }),
        ]);
        expect(r.map((x) => x.dettagli.campi)).toEqual([['sesso']]);
      }),
    );
  });
});

describe('spec 3 §7 codiciFiscaliDoppi: one finding per code held by several persons', () => {
  it('groups equal codes (case and spaces ignored), leaves empty codes alone', () => {
    const a = persona();
    const b = persona({ codice_fiscale: ' rssmra85t10a562s ' });
    const c = persona({ codice_fiscale: 'RSSMRA85T10A56NH' }); // an omocodic code is another person
    const d = persona({ codice_fiscale: '' });
    const e = persona({ codice_fiscale: null });
    const r = controllaCodiciFiscaliDoppi([a, b, c, d, e]);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ persone: [a.id_persona, b.id_persona], id_persona: a.id_persona });
    expect(r[0]?.chiave).toBe(`${a.id_persona},${b.id_persona}`);
  });
});

describe('spec 3 §7 nomiCognomiDoppi: same name and surname, swapped, accented, or nearly', () => {
  it.each([
    ['identical', ['Mario', 'Rossi'], ['Mario', 'Rossi'], false],
    ['case and accents', ['Nicolò', 'D’Angelo'], ['NICOLO', "d'angelo"], false],
    ['apostrophe and space', ['Anna', "Dell'Acqua"], ['Anna', 'Dell Acqua'], false],
    ['swapped name and surname', ['Mario', 'Rossi'], ['Rossi', 'Mario'], false],
    ['a typo', ['Alessandro', 'Bianchini'], ['Alessandro', 'Bianchimi'], true],
  ] as const)('%s', (_, [n1, c1], [n2, c2], simili) => {
    const a = persona({ nome: n1, cognome: c1, data_nascita: null });
    const b = persona({ nome: n2, cognome: c2, data_nascita: null });
    const r = controllaNomiCognomiDoppi([a, b]);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ persone: [a.id_persona, b.id_persona], dettagli: { simili } });
  });
  it.each([
    ['different people', ['Mario', 'Rossi'], ['Maria', 'Bianchi']],
    ['same surname, different name', ['Mario', 'Rossi'], ['Luca', 'Rossi']],
    ['siblings with close names', ['Mario', 'Rossi'], ['Maria', 'Rossi']],
  ] as const)('no finding: %s', (_, [n1, c1], [n2, c2]) => {
    expect(
      controllaNomiCognomiDoppi([persona({ nome: n1, cognome: c1 }), persona({ nome: n2, cognome: c2 })]),
    ).toEqual([]);
  });
  it('three equal names are one finding; a near-duplicate of them one more pair', () => {
    const g = [persona(), persona(), persona({ nome: 'MARIO', cognome: 'ROSSI' })];
    const quasi = persona({ nome: 'Mario', cognome: 'Rosssi' });
    const r = controllaNomiCognomiDoppi([...g, quasi]);
    expect(r.map((x) => x.persone)).toEqual([
      g.map((p) => p.id_persona),
      [g[0]?.id_persona, quasi.id_persona],
    ]);
  });
  it('keys a name without accents, case, apostrophes and spaces', () => {
    expect(chiaveNome(" D'Àngelo  Maria ")).toBe('dangelomaria');
  });
});

describe('spec 3 §7 personeInutili: never enrolled nor related to enrolled persons', () => {
  it('flags only the unrelated persons never enrolled beyond nessuna (an applicant is not useless)', () => {
    const figlio = persona({ stati_iscrizione: ['incorso'] });
    const genitore = persona({ stati_iscrizione: [], correlate: [figlio.id_persona] });
    const mai = persona({ stati_iscrizione: ['nessuna'] });
    const exSocio = persona({ stati_iscrizione: ['completata', 'nessuna'] });
    const richiedente = persona({ stati_iscrizione: ['prevista'] });
    const genitoreDiMai = persona({ stati_iscrizione: [], correlate: [mai.id_persona] });
    const r = controllaPersoneInutili([figlio, genitore, mai, exSocio, richiedente, genitoreDiMai]);
    expect(r.map((x) => x.id_persona)).toEqual([mai.id_persona, genitoreDiMai.id_persona]);
  });
});

describe('spec 3 §7 ruoloIncompatibile: the role against the age and the branch', () => {
  const nata = (eta: number) => `${2025 - eta}-06-01`;
  it.each([
    ['lupetto of 9', 9, ['L'], null],
    ['lupetto of 15', 15, ['L'], ['L']],
    ['lupetto of 5', 5, ['L'], ['L']],
    ['esploratore of 13', 13, ['E'], null],
    ['rover of 25', 25, ['R'], ['R']],
    ['capo branco of 30', 30, ['CB'], null],
    ['capo branco of 16', 16, ['CB'], ['CB']],
    ['presidente of 17', 17, ['PSEZ'], ['PSEZ']],
  ] as const)('%s', (_, eta, ruoli, sbagliati) => {
    const p = persona({
      data_nascita: nata(eta),
      nomine: ruoli.map((id_ruolo) => ({ id_ruolo, id_gruppo: 3 })),
    });
    const r = controllaRuoloIncompatibile([p], 2025);
    if (sbagliati === null) expect(r).toEqual([]);
    else expect(r[0]?.dettagli).toMatchObject({ eta, ruoli: sbagliati });
  });
  it('a youth member in two branches at once, even without a birth date', () => {
    const p = persona({
      data_nascita: null,
      nomine: [
        { id_ruolo: 'L', id_gruppo: 1 },
        { id_ruolo: 'E', id_gruppo: 1 },
      ],
    });
    expect(controllaRuoloIncompatibile([p], 2025)[0]?.dettagli).toEqual({
      eta: null,
      ruoli: [],
      branche: ['E', 'L'],
    });
  });
  it('judges the age on 31 December of the scout year', () => {
    const p = persona({ data_nascita: '2007-12-31', nomine: [{ id_ruolo: 'CB', id_gruppo: 1 }] });
    expect(controllaRuoloIncompatibile([p], 2025)).toHaveLength(0);
    expect(controllaRuoloIncompatibile([{ ...p, data_nascita: '2008-01-01' }], 2025)).toHaveLength(1);
  });
});

describe('decision 0920: each finding says which unit’s leaders can fix it', () => {
  it('the units of the appointments: CG the whole group, a branch role its branch; none = the office', () => {
    const p = persona({
      nomine: [
        { id_ruolo: 'L', id_gruppo: 2 },
        { id_ruolo: 'CG', id_gruppo: 1 },
        { id_ruolo: 'PSEZ', id_gruppo: null },
      ],
    });
    expect(unitaCompetenti([p])).toEqual([
      { id_gruppo: 1, branca: null },
      { id_gruppo: 2, branca: 'L' },
    ]);
    expect(unitaCompetenti([persona()])).toEqual([]);
  });
});

describe('spec 3 §7: recompute and statistics', () => {
  it('is deterministic: the same rows give the same findings and keys', () => {
    const righe = [
      persona({ sesso: 'F' }),
      persona({ codice_fiscale: 'XXX' }),
      persona({ stati_iscrizione: [] }),
      persona({ nomine: [{ id_ruolo: 'L', id_gruppo: 1 }] }),
    ];
    const a = calcolaControlli(righe, 2025);
    expect(calcolaControlli(righe, 2025)).toEqual(a);
    expect(new Set(a.map((r) => `${r.tipo}|${r.chiave}`)).size).toBe(a.length);
    expect(new Set(a.map((r) => r.tipo))).toEqual(
      new Set([
        'cfIncompatibile',
        'cfNonValido',
        'codiciFiscaliDoppi',
        'nomiCognomiDoppi',
        'personeInutili',
        'ruoloIncompatibile',
      ]),
    );
  });
  it('lists every check in catalogue order with its counts, zero when none', () => {
    const s = statisticheControlli([
      { tipo: 'personeInutili', totale: 1, ignorati: 0 },
      { tipo: 'cfNonValido', totale: 2, ignorati: 1 },
    ]);
    expect(s.map((x) => x.tipo)).toEqual([...TIPI_CONTROLLO]);
    expect(s.find((x) => x.tipo === 'cfNonValido')).toEqual({ tipo: 'cfNonValido', totale: 2, ignorati: 1 });
    expect(s.find((x) => x.tipo === 'cfIncompatibile')).toEqual({
      tipo: 'cfIncompatibile',
      totale: 0,
      ignorati: 0,
    });
  });
});

describe('each finding in one Italian line', () => {
  it.each([
    ['cfNonValido', { codice_fiscale: 'X' }, 'Codice fiscale X'],
    ['cfNonValido', {}, 'Codice fiscale'],
    ['cfIncompatibile', { campi: ['sesso'] }, 'Il codice fiscale non corrisponde a: sesso'],
    [
      'cfIncompatibile',
      { codice_fiscale: 'X', campi: ['sesso', 'data_nascita'] },
      'Il codice fiscale X non corrisponde a: sesso, data di nascita',
    ],
    ['nomiCognomiDoppi', { simili: false }, 'Stesso nome e cognome'],
    ['nomiCognomiDoppi', { simili: true, similarita: 0.88 }, 'Nomi quasi uguali (somiglianza 88%)'],
    ['personeInutili', {}, 'Persona mai iscritta, nessun genitore o figlio iscritto'],
    ['ruoloIncompatibile', { eta: 15, ruoli: ['L'] }, 'Lupetto/a: ruolo non adatto a 15 anni'],
    ['ruoloIncompatibile', { eta: null, ruoli: [], branche: ['E', 'L'] }, 'In più branche: reparto, branco'],
  ] as const)('%s %j', (tipo, dettagli, testo) => {
    expect(testoRilievo(tipo, dettagli)).toBe(testo);
  });
  it('gives every finding of a recompute a line', () => {
    const righe = [
      persona({ sesso: 'F', codice_fiscale: 'RSSMRA85T10A562S' }),
      persona({ codice_fiscale: 'X' }),
    ];
    for (const r of calcolaControlli(righe, 2025)) expect(testoRilievo(r.tipo, r.dettagli)).not.toBe('');
  });
});

describe('a finding as a viewer who reaches only some of its persons sees it (decision 0920)', () => {
  const d = { nomi: ['Anna Neri', 'Ana Neri'], simili: true, codice_fiscale: 'X' };
  it('keeps everything when every person is visible', () => {
    expect(dettagliVisibili(d, 2, 0)).toEqual(d);
  });
  it('drops the names when any person is hidden, the fiscal code only when all are', () => {
    expect(dettagliVisibili(d, 1, 1)).toEqual({ simili: true, codice_fiscale: 'X' });
    expect(dettagliVisibili(d, 0, 2)).toEqual({ simili: true });
  });
});
