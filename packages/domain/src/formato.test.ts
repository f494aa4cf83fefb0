import { describe, expect, it } from 'vitest';
import {
  formatDimensione,
  nomeCognome,
  aDavantiA,
  coloreImporto,
  descGruppo,
  descNomina,
  descUnita,
  formatData,
  formatEuro,
  formatEuroNumero,
  nomeBranca,
} from './formato.ts';

describe('spec 1 §9: euros in Italian format with 2 decimals', () => {
  it.each([
    [0, '0,00 €'],
    [1, '0,01 €'],
    [8500, '85,00 €'],
    [8550, '85,50 €'],
    [123456, '1.234,56 €'],
    [100000000, '1.000.000,00 €'],
    [-1, '-0,01 €'],
    [-123456, '-1.234,56 €'],
    [12n, '0,12 €'],
    [123456789012345n, '1.234.567.890.123,45 €'],
  ])('%s cents → %s', (cents, atteso) => {
    expect(formatEuro(cents)).toBe(atteso);
  });

  it('number without the symbol, and colour', () => {
    expect(formatEuroNumero(123456)).toBe('1.234,56');
    expect(coloreImporto(0)).toBe('green');
    expect(coloreImporto(5)).toBe('green');
    expect(coloreImporto(-5)).toBe('red');
    expect(coloreImporto(-5n)).toBe('red');
  });
});

describe('spec 1 §9: unit and group descriptions', () => {
  it.each([
    ['L', 3, '3° branco'],
    ['E', 3, '3° reparto'],
    ['R', 3, '3a compagnia'],
    ['G', 3, '3° gruppo'],
    ['L', 10, '10° branco'],
    ['R', 2, '2a compagnia'],
  ] as const)('%s %s → %s', (branca, numero, atteso) => {
    expect(descUnita(branca, numero)).toBe(atteso);
  });
  it('group and branch names', () => {
    expect(descGruppo(7)).toBe('7° gruppo');
    expect(nomeBranca('L')).toBe('Branco');
    expect(nomeBranca('E')).toBe('Reparto');
    expect(nomeBranca('R')).toBe('Compagnia');
    expect(nomeBranca('G')).toBe('Gruppo');
  });
  it('spec 2 §6: a role with a group is shown as role plus group number', () => {
    expect(descNomina('CB', 3)).toBe('CB 3');
    expect(descNomina('CENS', null)).toBe('CENS');
  });
  it('dates as dd/mm/yyyy', () => {
    expect(formatData('2025-09-01')).toBe('01/09/2025');
    expect(formatData(new Date(2025, 0, 31))).toBe('31/01/2025');
    expect(formatData(null)).toBe('');
    expect(formatData('boh')).toBe('');
  });
});

describe('aDavantiA', () => {
  it.each([
    ['Alessandro Caruso', 'ad Alessandro Caruso'],
    ['anna', 'ad anna'],
    ['Marco', 'a Marco'],
    ['Elena', 'a Elena'],
  ])('%s → %s', (nome, atteso) => {
    expect(aDavantiA(nome)).toBe(atteso);
  });
});

describe('formatDimensione: an attachment’s size in the payment dialog', () => {
  it('bytes, then KB and MB with one decimal comma', () => {
    expect(formatDimensione(0)).toBe('0 B');
    expect(formatDimensione(1023)).toBe('1023 B');
    expect(formatDimensione(1024)).toBe('1 KB');
    expect(formatDimensione(1536)).toBe('1,5 KB');
    expect(formatDimensione(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatDimensione(1024 * 1024 + 300 * 1024)).toBe('1,3 MB');
  });
});

describe('nomeCognome', () => {
  it('first name then surname, the missing ones left out, null with neither', () => {
    expect(nomeCognome({ nome: 'Anna', cognome: 'Rossi' })).toBe('Anna Rossi');
    expect(nomeCognome({ nome: null, cognome: 'Rossi' })).toBe('Rossi');
    expect(nomeCognome({ nome: '', cognome: null })).toBeNull();
    expect(nomeCognome(undefined)).toBeNull();
  });
});
