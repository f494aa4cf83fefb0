import { describe, expect, it } from 'vitest';
import {
  emailDaUsername,
  isChiaramenteAdulto,
  isLoginEmail,
  isMaggiorenne,
  isQuasiAdulto,
  metodoAccesso,
  statoAccount,
  suggerimentoAccount,
  usernameDaEmail,
} from './utenti.ts';

describe('spec 1 §5.1: usernames have @ replaced by -at- and are trimmed', () => {
  it.each([
    ['mario@example.it', 'mario-at-example.it'],
    ['  mario@example.it ', 'mario-at-example.it'],
    ['a@b@c', 'a-at-b-at-c'],
    ['nomail', 'nomail'],
  ])('%j → %j', (email, atteso) => {
    expect(usernameDaEmail(email)).toBe(atteso);
    expect(emailDaUsername(atteso)).toBe(email.trim());
  });
});

describe('spec 2 §2: access method from username prefix and registration date', () => {
  it.each([
    ['google_123', '2025-01-01', 'Google'],
    ['facebook_99', '2025-01-01', 'Facebook'],
    ['mario-at-example.it', '2025-01-01', 'Email'],
    ['GOOGLE_1', '2025-01-01', 'Google'],
    ['google_123', null, 'Non effettuato'],
    ['mario-at-example.it', '', 'Non effettuato'],
    [null, undefined, 'Non effettuato'],
  ])('%j, %j → %s', (username, data, atteso) => {
    expect(metodoAccesso(username, data)).toBe(atteso);
  });
  it.each([
    ['mario-at-example.it', true],
    ['google_1', false],
    ['facebook_1', false],
    ['', false],
    [null, false],
  ])('password change only for email logins: %j → %s', (u, atteso) => {
    expect(isLoginEmail(u)).toBe(atteso);
  });
});

describe('spec 2 §4: user account state', () => {
  it.each([
    [[{ data_registrazione: '2025-01-01' }], 'prevista', 'attivo'],
    [[{ data_registrazione: null }, { data_registrazione: '2025-01-01' }], 'completata', 'attivo'],
    [[{ data_registrazione: null }], 'prevista', 'creato'],
    [[], 'prevista', 'nessuno'],
    [[], 'completata', null],
    [[], null, null],
  ] as const)('%j with %s → %s', (utenti, stato, atteso) => {
    expect(statoAccount(utenti, stato)).toBe(atteso);
  });
});

describe('spec 2 §9: age thresholds 16, 19, 18', () => {
  it.each([
    ['2009-06-01', true, false, false, 'entrambi'],
    ['2009-06-02', false, false, false, 'genitore'],
    ['2007-06-01', true, false, true, 'entrambi'],
    ['2006-06-01', true, true, true, 'se'],
    ['2006-06-02', true, false, true, 'entrambi'],
  ])('born %s on 2025-06-01', (nascita, quasi, chiaro, maggiorenne, suggerimento) => {
    expect(isQuasiAdulto(nascita, '2025-06-01')).toBe(quasi);
    expect(isChiaramenteAdulto(nascita, '2025-06-01')).toBe(chiaro);
    expect(isMaggiorenne(nascita, '2025-06-01')).toBe(maggiorenne);
    expect(suggerimentoAccount(nascita, '2025-06-01')).toBe(suggerimento);
  });
  it('no birth date suggests the parent', () =>
    expect(suggerimentoAccount(null, '2025-06-01')).toBe('genitore'));
});
