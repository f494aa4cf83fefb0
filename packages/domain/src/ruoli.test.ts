import { describe, expect, it } from 'vitest';
import {
  ID_RUOLI,
  isIdRuolo,
  isRuoloAdmin,
  isRuoloAdulto,
  isRuoloSuper,
  RUOLI,
  RUOLI_ADMIN,
  RUOLI_SUPER,
  richiedeGruppo,
  ruoloById,
} from './ruoli.ts';

describe('spec 2 §3: roles catalogue', () => {
  it('has the 25 catalogue ids, each once', () => {
    expect(ID_RUOLI).toEqual([
      'CG',
      'VCG',
      'L',
      'E',
      'R',
      'CB',
      'CR',
      'CC',
      'VCB',
      'VCR',
      'VCC',
      'SISB',
      'SISR',
      'SISC',
      'ST',
      'PSEZ',
      'RCSEZ',
      'CDS',
      'VCDS',
      'CENS',
      'COS',
      'COORDS',
      'TSEZ',
      'COBRA',
      'WBM',
    ]);
    expect(new Set(ID_RUOLI).size).toBe(RUOLI.length);
  });

  it.each([
    ['CG', 'Capo gruppo'],
    ['L', 'Lupetto/a'],
    ['E', 'Esploratore/Guida'],
    ['R', 'Rover/Scolta'],
    ['CB', 'Capo branco'],
    ['CR', 'Capo reparto'],
    ['CC', 'Capo compagnia'],
    ['TSEZ', 'Tesoriere di sezione'],
  ])('%s is called %s', (id, nome) => {
    expect(ruoloById(id)?.nome).toBe(nome);
  });

  it.each([
    ['L', false],
    ['E', false],
    ['R', false],
    ['CG', true],
    ['VCG', true],
    ['CB', true],
    ['CR', true],
    ['CC', true],
    ['VCB', true],
    ['VCR', true],
    ['VCC', true],
    ['SISB', true],
    ['SISR', true],
    ['SISC', true],
    ['ST', true],
    ['PSEZ', true],
    ['RCSEZ', true],
    ['CDS', true],
    ['VCDS', true],
    ['CENS', true],
    ['COS', true],
    ['COORDS', true],
    ['TSEZ', true],
    ['COBRA', true],
    ['WBM', true],
    ['XYZ', false],
    ['', false],
  ])('adult roles are all except L, E, R: %s → %s', (id, adulto) => {
    expect(isRuoloAdulto(id)).toBe(adulto);
  });

  it.each([
    ['L', 'L'],
    ['E', 'E'],
    ['R', 'R'],
    ['CB', 'L'],
    ['VCB', 'L'],
    ['SISB', 'L'],
    ['CR', 'E'],
    ['VCR', 'E'],
    ['SISR', 'E'],
    ['CC', 'R'],
    ['VCC', 'R'],
    ['SISC', 'R'],
    ['CG', null],
    ['VCG', null],
    ['ST', null],
    ['PSEZ', null],
    ['COBRA', null],
    ['WBM', null],
  ])('staff roles take the branch from their last letter: %s → %s', (id, branca) => {
    expect(ruoloById(id)?.branca).toBe(branca);
  });

  it.each([
    ['CG', true],
    ['VCG', true],
    ['L', true],
    ['E', true],
    ['R', true],
    ['CB', true],
    ['CR', true],
    ['CC', true],
    ['VCB', true],
    ['VCR', true],
    ['VCC', true],
    ['SISB', true],
    ['SISR', true],
    ['SISC', true],
    ['ST', false],
    ['PSEZ', false],
    ['RCSEZ', false],
    ['CDS', false],
    ['VCDS', false],
    ['CENS', false],
    ['COS', false],
    ['COORDS', false],
    ['TSEZ', false],
    ['COBRA', false],
    ['WBM', false],
  ])('direct roles are tied to a unit or group: %s → %s', (id, diretto) => {
    expect(ruoloById(id)?.diretto).toBe(diretto);
    expect(richiedeGruppo(id)).toBe(diretto);
  });

  it('every role has search keywords', () => {
    for (const ruolo of RUOLI) expect(ruolo.keywords.length).toBeGreaterThan(0);
  });

  it('unknown ids are not in the catalogue', () => {
    expect(ruoloById('XX')).toBeUndefined();
    expect(isIdRuolo('XX')).toBe(false);
    expect(isIdRuolo('CENS')).toBe(true);
    expect(richiedeGruppo('XX')).toBe(false);
  });
});

describe('spec 1 §6 / DESIGN.md §6: super and admin roles', () => {
  it('super roles: PSEZ, CDS, VCDS, CENS, COORDS, TSEZ, WBM', () => {
    expect([...RUOLI_SUPER].sort()).toEqual(['CDS', 'CENS', 'COORDS', 'PSEZ', 'TSEZ', 'VCDS', 'WBM']);
  });
  it('admin roles: the super roles plus RCSEZ', () => {
    expect([...RUOLI_ADMIN].sort()).toEqual([...RUOLI_SUPER, 'RCSEZ'].sort());
  });
  it.each(ID_RUOLI.map((id) => [id]))('%s: super and admin flags agree with the lists', (id) => {
    expect(isRuoloSuper(id)).toBe(RUOLI_SUPER.includes(id));
    expect(isRuoloAdmin(id)).toBe(RUOLI_SUPER.includes(id) || id === 'RCSEZ');
  });
});
