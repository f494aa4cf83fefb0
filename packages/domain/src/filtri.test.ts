import { describe, expect, it } from 'vitest';
import {
  anniFiltroNascita,
  parseFiltroImporto,
  passaFiltroDate,
  passaFiltroNascita,
  passaFiltroRuolo,
  passaFiltroStato,
  passaTestoLibero,
  type PersonaFiltro,
} from './filtri.ts';

describe('spec 2 §5: birth-year filter (4+ characters, comma-separated years)', () => {
  it.each([
    ['', null],
    ['201', null],
    ['2015', [2015]],
    ['2015,2016', [2015, 2016]],
    ['2015, 2016 ,', [2015, 2016]],
    ['abcd', null],
  ])('%j → %j', (f, atteso) => expect(anniFiltroNascita(f)).toEqual(atteso));
  it.each([
    ['2015-03-01', '2015', true],
    ['2016-03-01', '2015', false],
    ['2016-03-01', '2015,2016', true],
    ['2016-03-01', '201', true],
    [null, '2015', false],
  ])('%j with %j → %s', (data, f, atteso) => expect(passaFiltroNascita(data, f)).toBe(atteso));
});

const p = (nomine: [string, number | null][], extra: Partial<PersonaFiltro> = {}): PersonaFiltro => ({
  nome: 'Mario',
  cognome: 'Rossi',
  data_nascita: '2015-03-01',
  nomine: nomine.map(([id_ruolo, numero_gruppo]) => ({ id_ruolo, numero_gruppo })),
  ...extra,
});

describe('spec 2 §5: full text matches first name, last name or birth year', () => {
  it.each([
    ['', true],
    ['mario', true],
    ['ROSS', true],
    ['2015', true],
    ['mario rossi', true],
    ['luca', false],
    ['mario 2016', false],
  ])('%j → %s', (t, atteso) => expect(passaTestoLibero(p([]), t)).toBe(atteso));
  it('accents are ignored', () => expect(passaTestoLibero(p([], { nome: 'Niccolò' }), 'niccolo')).toBe(true));
});

describe('spec 2 §5 / spec 3 §2: role filter', () => {
  it.each([
    ['L', [['L', 10]], true],
    ['l', [['L', 10]], true],
    ['L10', [['L', 10]], true],
    ['L10', [['L', 3]], false],
    ['10', [['L', 10]], true],
    ['lupi', [['L', 10]], true],
    ['lupi', [['E', 10]], false],
    ['capo', [['CB', 1]], true],
    ['capo rep', [['CR', 1]], true],
    ['staff', [['CB', 1]], true],
    ['staff', [['L', 1]], false],
    ['staff', [['TSEZ', null]], false],
    ['staff 10 rep', [['CR', 10]], true],
    [
      'staff 10 rep',
      [
        ['CR', 3],
        ['L', 10],
      ],
      false,
    ],
    ['cg', [['CG', 2]], true],
    ['cu', [['CC', 2]], true],
    ['cr', [['CR', 2]], true],
    ['cr', [['CB', 2]], false],
    ['cos', [['COS', null]], true],
    ['cosez', [['COS', null]], true],
    ['ST', [['ST', null]], true],
    ['adulti', [['ST', null]], true],
    ['adulti', [['R', 1]], false],
    ['nessuno', [], true],
    ['nessuno', [['L', 1]], false],
    ['E', [['CR', 1]], false],
    ['tesoriere', [['TSEZ', null]], true],
    ['', [], true],
    ['xyz', [['L', 1]], false],
  ] as const)('%j on %j → %s', (f, nomine, atteso) => {
    expect(passaFiltroRuolo(p(nomine.map((n) => [...n]) as [string, number | null][]), f)).toBe(atteso);
  });
});

describe('spec 3 §2: stato, amount and date filters', () => {
  it.each([
    ['totale_completata', 'completata', true],
    ['parziale_completata', 'completata', true],
    ['completata', 'completata', true],
    ['totale_incorso', 'completata', false],
    ['no', '', true],
    [null, 'no', false],
    // A list matches any of its values (the dashboard's Sezione/Nazionale slice).
    ['sezione', 'sezione,completata', true],
    ['completata', 'sezione, completata', true],
    ['prevista', 'sezione,completata', false],
    ['prevista', ',', false],
  ])('stato %j with %j → %s', (v, f, atteso) => expect(passaFiltroStato(v, f)).toBe(atteso));
  it.each([
    ['85', { importo: 8500, direzione: null }],
    ['-85,5', { importo: 8550, direzione: 'uscita' }],
    ['+10', { importo: 1000, direzione: 'entrata' }],
    ['', null],
    ['abc', null],
  ])('amount %j → %j', (t, atteso) => expect(parseFiltroImporto(t)).toEqual(atteso));
  it.each([
    ['2025-10-05', '2025-10-01', '2025-10-05', true],
    ['2025-10-05T23:59:00', '2025-10-01', '2025-10-05', true],
    ['2025-10-06', '2025-10-01', '2025-10-05', false],
    ['2025-10-06', '2025-10-01', null, true],
    [null, '2025-10-01', '2025-10-05', false],
  ])('date %j in [%j, %j] → %s', (d, da, a, atteso) => expect(passaFiltroDate(d, da, a)).toBe(atteso));
});
