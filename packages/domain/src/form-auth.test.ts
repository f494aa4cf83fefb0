import { describe, expect, it } from 'vitest';
import {
  accessoSchema,
  CARATTERI_SPECIALI,
  cambioPasswordSchema,
  codiceConfermaSchema,
  isPasswordValida,
  nuovaPasswordSchema,
  registrazioneAccountSchema,
  richiestaResetSchema,
} from './form-auth.ts';

const messaggi = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

const MSG_PW =
  'La password deve: essere lunga almeno 8 caratteri, contenere un numero, contenere una lettera minuscola, contenere una lettera maiuscola, contenere un carattere speciale, non contenere spazi';

describe('spec 1 §5.1: password rule (8–99, digit, lower, upper, special, no whitespace)', () => {
  it.each([
    ['Abcdef1!', true],
    ['Abcdefg1', false], // no special
    ['abcdef1!', false], // no upper
    ['ABCDEF1!', false], // no lower
    ['Abcdefg!', false], // no digit
    ['Ab1!', false], // too short
    ['Abc def1!', false], // space
    ['Abcdef1!\t', false], // tab
    [`Ab1!${'x'.repeat(95)}`, true], // 99
    [`Ab1!${'x'.repeat(96)}`, false], // 100
    ['Abcdef1€', false], // € is not in the set
    ['Àbcdef1!', false], // accented upper-case is not A–Z
  ])('%j → %s', (pw, atteso) => {
    expect(isPasswordValida(pw)).toBe(atteso);
  });

  it.each([...CARATTERI_SPECIALI].map((c) => [c]))('special character %j is accepted', (c) => {
    expect(isPasswordValida(`Abcdef1${c}`)).toBe(true);
  });

  it('sign-up shows the one long message and the confirm message', () => {
    const r = registrazioneAccountSchema.safeParse({
      email: 'x@y.it',
      password: 'abc',
      conferma_password: 'abd',
    });
    expect(messaggi(r)).toContain(MSG_PW);
    const r2 = registrazioneAccountSchema.safeParse({
      email: 'x@y.it',
      password: 'Abcdef1!',
      conferma_password: 'Abcdef1?',
    });
    expect(messaggi(r2)).toEqual(['Le password devono coincidere']);
    const ok = registrazioneAccountSchema.safeParse({
      email: ' x@y.it ',
      password: 'Abcdef1!',
      conferma_password: 'Abcdef1!',
    });
    expect(ok.success && ok.data.email).toBe('x@y.it');
  });
});

describe('spec 1 §5.1: email messages', () => {
  it.each(['', 'mario', 'mario@', '@example.it'])('sign-up / reset email %j', (email) => {
    expect(messaggi(richiestaResetSchema.safeParse({ email }))).toEqual([
      'Inserisci un indirizzo email valido',
    ]);
  });
  it('sign-in email and password required', () => {
    expect(messaggi(accessoSchema.safeParse({ email: 'no', password: '' }))).toEqual([
      'Inserisci un tuo indirizzo email valido',
      'Inserisci una password',
    ]);
    expect(accessoSchema.safeParse({ email: 'a@b.it', password: 'x' }).success).toBe(true);
  });
});

describe('spec 1 §5.1: 6-digit confirmation code', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j → %s', (codice, ok) => {
    const r = codiceConfermaSchema('mario@example.it').safeParse(codice);
    expect(r.success).toBe(ok);
    if (!ok) expect(messaggi(r)).toEqual(['Inserisci il codice di conferma ricevuto su mario@example.it']);
  });
  it('reset with code and new password', () => {
    const s = nuovaPasswordSchema('a@b.it');
    expect(
      s.safeParse({ codice: '123456', password: 'Abcdef1!', conferma_password: 'Abcdef1!' }).success,
    ).toBe(true);
    expect(messaggi(s.safeParse({ codice: '1', password: 'Abcdef1!', conferma_password: 'x' }))).toEqual([
      'Inserisci il codice di conferma ricevuto su a@b.it',
      'Le password devono coincidere',
    ]);
  });
});

describe('spec 3 §5: password change form', () => {
  it.each([
    [
      { password_attuale: '', nuova_password: 'Abcdef1!', ripeti_password: 'Abcdef1!' },
      ['Questo campo è obbligatorio'],
    ],
    [
      { password_attuale: 'x', nuova_password: 'Abcdef1!', ripeti_password: '' },
      ['Questo campo è obbligatorio'],
    ],
    [
      { password_attuale: 'x', nuova_password: 'Abcdef1!', ripeti_password: 'Abcdef1?' },
      ['Assicurati che questi due campi siano uguali'],
    ],
    [{ password_attuale: 'x', nuova_password: 'short', ripeti_password: 'short' }, [MSG_PW]],
    [{ password_attuale: 'x', nuova_password: 'Abcdef1!', ripeti_password: 'Abcdef1!' }, []],
  ])('%j → %j', (valori, attesi) => {
    expect(messaggi(cambioPasswordSchema.safeParse(valori))).toEqual(attesi);
  });
});
