import { describe, expect, it } from 'vitest';
import {
  almeno,
  isAdmin,
  isAdulto,
  isSuper,
  type LivelloAccesso,
  livelloAccesso,
  type NominaRef,
  portata,
  portataCopreAmbito,
  scelteUnita,
  type Viewer,
} from './accesso.ts';

const n = (id_ruolo: string, id_gruppo: number | null = null): NominaRef => ({ id_ruolo, id_gruppo });
const viewer = (nomine: NominaRef[], id_persona = 1, persone_correlate: number[] = []): Viewer => ({
  signedIn: true,
  id_persona,
  nomine,
  persone_correlate,
});

describe('spec 1 §4.3 / §6: adult, admin, super', () => {
  it.each([
    [[], false, false, false],
    [[n('L', 1)], false, false, false],
    [[n('E', 1), n('R', 2)], false, false, false],
    [[n('CB', 1)], true, false, false],
    [[n('ST')], true, false, false],
    [[n('RCSEZ')], true, true, false],
    [[n('TSEZ')], true, true, true],
    [[n('CENS')], true, true, true],
    [[n('WBM')], true, true, true],
    [[n('R', 1), n('PSEZ')], true, true, true],
    [[n('COS')], true, false, false],
    [[n('COBRA')], true, false, false],
  ])('nomine %j → adulto %s, admin %s, super %s', (nomine, adulto, admin, sup) => {
    expect(isAdulto(nomine)).toBe(adulto);
    expect(isAdmin(nomine)).toBe(admin);
    expect(isSuper(nomine)).toBe(sup);
  });
});

describe('spec 1 §6: access level of a viewer over a target', () => {
  const cub = { id_persona: 10, nomine: [n('L', 1)] };
  const esplo = { id_persona: 11, nomine: [n('E', 1)] };
  const cubAltroGruppo = { id_persona: 12, nomine: [n('L', 2)] };
  const senzaNomine = { id_persona: 13, nomine: [] };
  const caseTable: [string, Viewer, { id_persona: number; nomine: NominaRef[] }, LivelloAccesso | null][] = [
    ['super role over anyone', viewer([n('CENS')]), cub, 'super'],
    ['super role over a person without nomine', viewer([n('TSEZ')]), senzaNomine, 'super'],
    ['RCSEZ is not super', viewer([n('RCSEZ')]), cub, null],
    ['CB of the same group and branch is lead', viewer([n('CB', 1)]), cub, 'lead'],
    ['VCB of the same group and branch is lead', viewer([n('VCB', 1)]), cub, 'lead'],
    ['SISB of the same group and branch is lead', viewer([n('SISB', 1)]), cub, 'lead'],
    ['CB over an explorer of the same group is nothing', viewer([n('CB', 1)]), esplo, null],
    ['CR over an explorer of the same group is lead', viewer([n('CR', 1)]), esplo, 'lead'],
    ['CB of another group is nothing', viewer([n('CB', 2)]), cub, null],
    ['CG of the group is lead over any branch', viewer([n('CG', 1)]), esplo, 'lead'],
    ['VCG of the group is lead', viewer([n('VCG', 1)]), cub, 'lead'],
    ['CG of another group is nothing', viewer([n('CG', 1)]), cubAltroGruppo, null],
    ['a cub never leads another cub', viewer([n('L', 1)]), cub, null],
    ['own record is idem', viewer([n('L', 1)], 10), cub, 'idem'],
    ['a parent over a child is idem', viewer([], 99, [10]), cub, 'idem'],
    ['a stranger gets nothing', viewer([], 99), cub, null],
    ['an ST adult without group gets nothing over others', viewer([n('ST')]), cub, null],
    ['lead wins over idem when both apply', viewer([n('CB', 1)], 5, [10]), cub, 'lead'],
    ['super wins over lead', viewer([n('CB', 1), n('CDS')]), cub, 'super'],
    [
      'person id 0 (registration not complete) is never idem',
      viewer([], 0),
      { id_persona: 0, nomine: [] },
      null,
    ],
  ];
  it.each(caseTable)('%s', (_nome, v, target, atteso) => {
    expect(livelloAccesso(v, target)).toBe(atteso);
  });

  describe('decision 0905: a leader reaches the parents of the members they lead', () => {
    const genitore = (nomine: NominaRef[], nomine_figli: NominaRef[]) => ({
      id_persona: 50,
      nomine,
      nomine_figli,
    });
    it.each([
      ['CB over the parent of a cub of the pack', viewer([n('CB', 1)]), genitore([], [n('L', 1)]), 'lead'],
      [
        'CG over the parent of an explorer of the group',
        viewer([n('CG', 1)]),
        genitore([], [n('E', 1)]),
        'lead',
      ],
      ['CB over the parent of an explorer: nothing', viewer([n('CB', 1)]), genitore([], [n('E', 1)]), null],
      ['CB of another group: nothing', viewer([n('CB', 2)]), genitore([], [n('L', 1)]), null],
      [
        'a parent who is an adult member elsewhere: nothing',
        viewer([n('CB', 1)]),
        genitore([n('CR', 2)], [n('L', 1)]),
        null,
      ],
      [
        'a parent who is an adult member of the same unit: lead by own nomina',
        viewer([n('CB', 1)]),
        genitore([n('VCB', 1)], [n('L', 1)]),
        'lead',
      ],
      [
        'a parent who is a rover: lead through the child',
        viewer([n('CB', 1)]),
        genitore([n('R', 2)], [n('L', 1)]),
        'lead',
      ],
      ['no children listed: nothing', viewer([n('CB', 1)]), { id_persona: 50, nomine: [] }, null],
    ] as const)('%s', (_nome, v, target, atteso) => {
      expect(livelloAccesso(v, target)).toBe(atteso);
    });
  });

  it('lead needs the viewer nomina to be adult and in the same group', () => {
    expect(livelloAccesso(viewer([n('CB', null)]), { id_persona: 10, nomine: [n('L', null)] })).toBe(null);
    expect(livelloAccesso(viewer([n('CB', 3)]), { id_persona: 10, nomine: [n('L', 3)] })).toBe('lead');
    expect(livelloAccesso(viewer([n('E', 3)]), { id_persona: 10, nomine: [n('E', 3)] })).toBe(null);
  });
});

describe('spec 1 §6: order of levels idem < lead < super', () => {
  it.each([
    ['idem', 'idem', true],
    ['idem', 'lead', false],
    ['idem', 'super', false],
    ['lead', 'idem', true],
    ['lead', 'lead', true],
    ['lead', 'super', false],
    ['super', 'idem', true],
    ['super', 'lead', true],
    ['super', 'super', true],
    [null, 'idem', false],
    [undefined, 'idem', false],
  ] as const)('almeno(%s, %s) = %s', (livello, minimo, atteso) => {
    expect(almeno(livello, minimo)).toBe(atteso);
  });
});

describe('spec 1 §6: unit choices', () => {
  const gruppi = [
    { id_gruppo: 1, numero: 3 },
    { id_gruppo: 2, numero: 10 },
  ];
  const labels = (nomine: NominaRef[]) => scelteUnita(nomine, gruppi).map((s) => s.label);
  it.each([
    ['everyone gets Sezione', [], ['Sezione']],
    ['a cub gets only Sezione', [n('L', 1)], ['Sezione']],
    ['CB gets the pack', [n('CB', 1)], ['Sezione', '3° branco']],
    ['VCB gets the pack', [n('VCB', 2)], ['Sezione', '10° branco']],
    ['SISB gets the pack', [n('SISB', 1)], ['Sezione', '3° branco']],
    ['CR gets the troop', [n('CR', 1)], ['Sezione', '3° reparto']],
    ['VCR and SISR get the troop', [n('VCR', 1), n('SISR', 2)], ['Sezione', '3° reparto', '10° reparto']],
    ['CC gets the crew', [n('CC', 2)], ['Sezione', '10a compagnia']],
    ['VCC and SISC get the crew', [n('VCC', 1), n('SISC', 1)], ['Sezione', '3a compagnia']],
    [
      'CG gets group, pack, troop, crew',
      [n('CG', 1)],
      ['Sezione', '3° gruppo', '3° branco', '3° reparto', '3a compagnia'],
    ],
    [
      'VCG gets the same',
      [n('VCG', 2)],
      ['Sezione', '10° gruppo', '10° branco', '10° reparto', '10a compagnia'],
    ],
    [
      'admins get all groups',
      [n('RCSEZ')],
      [
        'Sezione',
        '3° gruppo',
        '3° branco',
        '3° reparto',
        '3a compagnia',
        '10° gruppo',
        '10° branco',
        '10° reparto',
        '10a compagnia',
      ],
    ],
    [
      'duplicates are merged',
      [n('CB', 1), n('CG', 1)],
      ['Sezione', '3° gruppo', '3° branco', '3° reparto', '3a compagnia'],
    ],
    ['unknown groups are skipped', [n('CB', 99)], ['Sezione']],
    ['ST without group gets only Sezione', [n('ST')], ['Sezione']],
  ] as const)('%s', (_nome, nomine, atteso) => {
    expect(labels([...nomine])).toEqual(atteso);
  });

  it('carries branch and group id for each choice', () => {
    expect(scelteUnita([n('CG', 2)], gruppi)).toEqual([
      { label: 'Sezione', branca: null, id_gruppo: null },
      { label: '10° gruppo', branca: 'G', id_gruppo: 2 },
      { label: '10° branco', branca: 'L', id_gruppo: 2 },
      { label: '10° reparto', branca: 'E', id_gruppo: 2 },
      { label: '10a compagnia', branca: 'R', id_gruppo: 2 },
    ]);
  });
});

describe('DESIGN.md §6: the reach as data', () => {
  it('super reaches everyone', () => {
    expect(portata(viewer([n('CENS')])).tutto).toBe(true);
    expect(portata(viewer([n('RCSEZ')])).tutto).toBe(false);
  });
  it('unit staff reach their branch in their group, CG the whole group (which absorbs its branches)', () => {
    expect(portata(viewer([n('CB', 1), n('CR', 2)])).unita).toEqual([
      { id_gruppo: 1, branca: 'L' },
      { id_gruppo: 2, branca: 'E' },
    ]);
    expect(portata(viewer([n('CB', 1), n('CG', 1)])).unita).toEqual([{ id_gruppo: 1, branca: null }]);
  });
  it('decision 1006: the reach covers a scope only when it holds all of it', () => {
    const sezione = { tipo: 'sezione' } as const;
    const gruppo1 = { tipo: 'gruppo', id_gruppo: 1 } as const;
    const branco1 = { tipo: 'unita', id_gruppo: 1, branca: 'L' } as const;
    const reparto1 = { tipo: 'unita', id_gruppo: 1, branca: 'E' } as const;
    const copre = (nomine: NominaRef[], a: Parameters<typeof portataCopreAmbito>[1]) =>
      portataCopreAmbito(portata(viewer(nomine)), a);
    expect([sezione, gruppo1, branco1].map((a) => copre([n('CENS')], a))).toEqual([true, true, true]);
    // The auditor reads the treasury, not the people: no scope is covered.
    expect([sezione, gruppo1, branco1].map((a) => copre([n('RCSEZ')], a))).toEqual([false, false, false]);
    expect([sezione, gruppo1, branco1, reparto1].map((a) => copre([n('CG', 1)], a))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect([sezione, gruppo1, branco1, reparto1].map((a) => copre([n('CB', 1)], a))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(copre([], branco1)).toBe(false);
  });
  it('young members and adults without a group reach no unit', () => {
    expect(portata(viewer([n('L', 1), n('ST')])).unita).toEqual([]);
  });
  it('self and relatives, never person 0', () => {
    expect(portata(viewer([], 7, [9, 3])).persone).toEqual([3, 7, 9]);
    expect(portata(viewer([], 0)).persone).toEqual([]);
  });
});
