import { describe, expect, it } from 'vitest';
import { etaInAnni } from './date.ts';
import {
  isCapValido,
  isCittaValida,
  isDataNascitaValida,
  isEmailValida,
  isNomeValido,
  isRelazioneValida,
  vuotoANull,
} from './validatori.ts';

describe('spec 1 §5.4 nome: letters, accents, space, comma, hyphen, apostrophe', () => {
  it.each([
    ['Mario', true],
    ['Niccolò', true],
    ["D'Angelo", true],
    ['De Luca', true],
    ['Anna-Maria', true],
    ['Rossi, Bianchi', true],
    ['Zoë', true],
    ['Mario2', false],
    ['Mario!', false],
    ['Mario.', false],
    ['M@rio', false],
    ['', false],
  ])('%j → %s', (s, atteso) => expect(isNomeValido(s)).toBe(atteso));
});

describe("spec 1 §5.4 citta: letters, accents, space and , - . ' ( )", () => {
  it.each([
    ['Roma', true],
    ['Reggio nell’Emilia', true],
    ["Sant'Angelo (PG)", true],
    ['S. Giovanni', true],
    ['Forlì-Cesena', true],
    ['Roma 1', false],
    ['Roma!', false],
    ['', false],
  ])('%j → %s', (s, atteso) => expect(isCittaValida(s)).toBe(atteso));
});

describe('spec 1 §5.4 cap: digits only, 4 to 5 characters', () => {
  it.each([
    ['00184', true],
    ['1234', true],
    ['123', false],
    ['123456', false],
    ['0018a', false],
    ['', false],
  ])('%j → %s', (s, atteso) => expect(isCapValido(s)).toBe(atteso));
});

describe('spec 1 §5.4 relazione: letters, digits, spaces', () => {
  it.each([
    ['Nonna', true],
    ['Zio 2', true],
    ['Tutore legale', true],
    ['Nonna!', false],
    ["Nonna'", false],
    ['', false],
  ])('%j → %s', (s, atteso) => expect(isRelazioneValida(s)).toBe(atteso));
});

describe('spec 1 §5.4: birth date between 5 and 100 years ago', () => {
  it.each([
    ['2020-06-01', true],
    ['2020-06-02', false],
    ['1925-06-01', true],
    ['1925-05-31', false],
    ['2010-01-01', true],
    ['2030-01-01', false],
    ['', false],
    [null, false],
    ['nonsense', false],
  ])('%j on 2025-06-01 → %s', (data, atteso) => expect(isDataNascitaValida(data, '2025-06-01')).toBe(atteso));

  it('age in completed years', () => {
    expect(etaInAnni('2007-06-02', '2025-06-01')).toBe(17);
    expect(etaInAnni('2007-06-01', '2025-06-01')).toBe(18);
  });
});

describe('spec 1 §5.1: email format', () => {
  it.each([
    ['mario@example.it', true],
    [' mario@example.it ', true],
    ['mario@', false],
    ['mario', false],
    ['', false],
  ])('%j → %s', (s, atteso) => expect(isEmailValida(s)).toBe(atteso));
  it('empty strings become null', () => {
    expect(vuotoANull('')).toBeNull();
    expect(vuotoANull('x')).toBe('x');
  });
});
