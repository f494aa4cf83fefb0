import { describe, expect, it } from 'vitest';
import {
  type Azione,
  almeno,
  can,
  condivideGruppo,
  isAdmin,
  isAdulto,
  isSuper,
  type LivelloAccesso,
  livelloAccesso,
  type NominaRef,
  PERMESSI,
  puoLeggereComeAdulto,
  scelteUnita,
  type Viewer,
} from './permessi.ts';

const n = (id_ruolo: string, id_gruppo: number | null = null): NominaRef => ({ id_ruolo, id_gruppo });
const viewer = (nomine: NominaRef[], id_persona = 1, persone_correlate: number[] = []): Viewer => ({
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

  it('lead needs the viewer nomina to be adult and in the same group', () => {
    expect(condivideGruppo([n('CB', null)], [n('L', null)])).toBe(false);
    expect(condivideGruppo([n('CB', 3)], [n('L', 3)])).toBe(true);
    expect(condivideGruppo([n('E', 3)], [n('E', 3)])).toBe(false);
  });
});

describe("spec 1 §6: the 'adult' read-only level", () => {
  it.each([
    ['oneself, even without roles', viewer([], 10), 10, true],
    ['any adult-role holder', viewer([n('ST')], 1), 10, true],
    ['a cub reading someone else', viewer([n('L', 1)], 1), 10, false],
    ['a parent without roles', viewer([], 1, [10]), 10, false],
  ] as const)('%s → %s', (_nome, v, id, atteso) => {
    expect(puoLeggereComeAdulto(v, { id_persona: id, nomine: [] })).toBe(atteso);
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

describe('spec 2 §6 / DESIGN.md §6: permission catalogue', () => {
  const cub = { id_persona: 10, nomine: [n('L', 1)] };
  const sup = viewer([n('CENS')]);
  const tesoriere = viewer([n('TSEZ')]);
  const revisore = viewer([n('RCSEZ')]);
  const cg = viewer([n('CG', 1)]);
  const cb = viewer([n('CB', 1)]);
  const genitore = viewer([], 99, [10]);
  const estraneo = viewer([n('ST')], 98);
  const V = { sup, tesoriere, revisore, cg, cb, genitore, estraneo };
  type Chi = keyof typeof V;
  // action → viewers allowed (over the cub when a target is needed)
  const matrice: [Azione, Chi[]][] = [
    ['backoffice.accedi', ['sup', 'tesoriere', 'revisore', 'cg', 'cb', 'estraneo']],
    ['persona.leggi', ['sup', 'tesoriere', 'cg', 'cb', 'genitore']],
    ['persona.modifica', ['sup', 'tesoriere', 'cg', 'cb', 'genitore']],
    ['persona.crea', ['sup', 'tesoriere']],
    ['persona.aggiornaDataConferma', ['sup', 'tesoriere']],
    ['iscrizione.crea', ['sup', 'tesoriere']],
    ['iscrizione.modifica', ['sup', 'tesoriere', 'cg', 'cb']],
    ['iscrizione.tessera', ['sup', 'tesoriere']],
    ['iscrizione.agevolazione', ['sup', 'tesoriere']],
    ['nomina.gestisci', ['sup', 'tesoriere', 'cg']],
    ['utente.gestisci', ['sup', 'tesoriere', 'cg', 'cb']],
    ['codice.vedi', ['sup', 'tesoriere', 'cg', 'cb']],
    ['pagamenti.vedi', ['sup', 'tesoriere']],
    ['tesoreria.leggi', ['sup', 'tesoriere', 'revisore']],
    ['tesoreria.scrivi', ['sup', 'tesoriere']],
    ['impostazioni.leggi', ['sup', 'tesoriere', 'revisore']],
    ['impostazioni.gestisci', ['sup', 'tesoriere']],
    ['controlli.leggi', ['sup', 'tesoriere', 'revisore']],
    ['controlli.gestisci', ['sup', 'tesoriere']],
    ['nazionale.vedi', ['sup', 'tesoriere']],
    ['nazionale.scrivi', ['sup', 'tesoriere']],
    ['gruppi.elenca', ['sup', 'tesoriere', 'revisore']],
  ];
  const righe = matrice.flatMap(([azione, ammessi]) =>
    (Object.keys(V) as Chi[]).map((chi) => [azione, chi, ammessi.includes(chi)] as const),
  );
  it.each(righe)('%s by %s → %s', (azione, chi, atteso) => {
    expect(can(V[chi], azione, cub)).toBe(atteso);
  });

  it('every action of the catalogue is in the matrix and has a title and description', () => {
    expect(Object.keys(PERMESSI).sort()).toEqual(matrice.map(([a]) => a).sort());
    for (const p of Object.values(PERMESSI)) {
      expect(p.titolo.length).toBeGreaterThan(3);
      expect(p.descrizione.length).toBeGreaterThan(3);
    }
  });

  it('actions that need a target are refused without one', () => {
    expect(can(sup, 'persona.leggi')).toBe(false);
    expect(can(sup, 'persona.crea')).toBe(true);
  });

  it('a viewer may edit own personal data (idem)', () => {
    expect(can(viewer([], 10), 'persona.modifica', cub)).toBe(true);
    expect(can(viewer([], 10), 'codice.vedi', cub)).toBe(false);
  });
});
