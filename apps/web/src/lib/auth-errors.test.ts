import { describe, expect, it } from 'vitest';
import {
  codeOutcome,
  MSG_ACCOUNT_NON_COLLEGATO,
  MSG_CREDENZIALI,
  MSG_CREDENZIALI_REGISTRAZIONE,
  MSG_MFA,
  MSG_NON_VERIFICATA,
  MSG_TROPPI_TENTATIVI,
  MSG_UTENTE_ESISTENTE,
  registrationSignInOutcome,
  MSG_CODICE_APP_ERRATO,
  MSG_CODICE_RECUPERO_ERRATO,
  MSG_VERIFICA_SCADUTA,
  resetOutcome,
  secondFactorOutcome,
  signInOutcome,
  signUpOutcome,
  socialErrorMessage,
} from './auth-errors.ts';

describe('sign-in errors on /login (spec 1 §8 Sign-in)', () => {
  it('maps the contract codes to the spec texts', () => {
    expect(signInOutcome({ code: 'EMAIL_NOT_VERIFIED', status: 403 })).toEqual({
      message: MSG_NON_VERIFICATA,
      unconfirmed: true,
    });
    expect(signInOutcome({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toEqual({
      message: MSG_CREDENZIALI,
      oldSiteWarning: true,
    });
    expect(signInOutcome({ code: 'MFA_REQUIRED' }).message).toBe(MSG_MFA);
    expect(signInOutcome({ status: 429, message: 'Too many requests' }).message).toBe(MSG_TROPPI_TENTATIVI);
    expect(signInOutcome({ code: 'NEW_PASSWORD_REQUIRED', status: 403 }).newPasswordRequired).toBe(true);
    expect(signInOutcome({ code: 'SOMETHING', message: 'Messaggio del provider' }).message).toBe(
      'Messaggio del provider',
    );
  });
  it('has the exact texts', () => {
    expect(MSG_NON_VERIFICATA).toBe('Impossibile autenticarsi: email utente non verificata');
    expect(MSG_CREDENZIALI).toBe('Email e/o password non corretti');
    expect(MSG_MFA).toBe('Impossibile autenticarsi: MFA richiesta');
    expect(MSG_TROPPI_TENTATIVI).toBe("Troppi tentativi falliti. Riprova tra un po' di tempo");
  });
});

describe('the second-factor step (issue 27, decision 0418)', () => {
  it('a right password of an enrolled login leads to the code step', () => {
    expect(signInOutcome({ code: 'SECONDO_FATTORE' })).toEqual({ message: '', secondoFattore: true });
    expect(registrationSignInOutcome({ code: 'SECONDO_FATTORE' }, 'a@b.it').secondoFattore).toBe(true);
  });
  it('tells a wrong app code from a wrong recovery code, under the field', () => {
    expect(secondFactorOutcome({ code: 'INVALID_CODE', status: 401 }, false)).toEqual({
      message: MSG_CODICE_APP_ERRATO,
      field: 'codice',
    });
    expect(secondFactorOutcome({ code: 'INVALID_BACKUP_CODE', status: 401 }, true)).toEqual({
      message: MSG_CODICE_RECUPERO_ERRATO,
      field: 'codice',
    });
    expect(secondFactorOutcome({ code: 'CODICE_GIA_USATO', status: 401 }, false).message).toContain(
      'già stato usato',
    );
  });
  it('sends back to email and password when the pending sign-in is gone; limits use the sign-in text', () => {
    expect(secondFactorOutcome({ code: 'INVALID_TWO_FACTOR_COOKIE', status: 401 }, false)).toEqual({
      message: MSG_VERIFICA_SCADUTA,
      expired: true,
    });
    expect(secondFactorOutcome({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' }, false).expired).toBe(true);
    expect(secondFactorOutcome({ code: 'TOO_MANY_REQUESTS', status: 429 }, false).message).toBe(
      MSG_TROPPI_TENTATIVI,
    );
    expect(secondFactorOutcome({ code: 'ACCOUNT_TEMPORARILY_LOCKED', status: 403 }, true).message).toBe(
      MSG_TROPPI_TENTATIVI,
    );
  });
});

describe('sign-up errors on the registration screen (spec 1 §8 Sign-up)', () => {
  it('maps sign-in, sign-up and code failures', () => {
    expect(registrationSignInOutcome({ code: 'INVALID_EMAIL_OR_PASSWORD' }, 'a@b.it').message).toBe(
      MSG_CREDENZIALI_REGISTRAZIONE,
    );
    expect(registrationSignInOutcome({ code: 'EMAIL_NOT_VERIFIED' }, 'a@b.it')).toEqual({
      message: 'Devi ancora dimostrarci che la casella a@b.it sia tua!',
      unconfirmed: true,
    });
    expect(signUpOutcome({ code: 'USER_ALREADY_EXISTS', status: 422 })).toEqual({
      message: MSG_UTENTE_ESISTENTE,
      alreadyExists: true,
    });
    expect(codeOutcome({ code: 'OTP_EXPIRED' }, 'a@b.it')).toEqual({
      message: 'Il codice è scaduto. Premi il pulsante per fartene inviare uno nuovo a a@b.it',
      expired: true,
    });
    expect(codeOutcome({ code: 'TOO_MANY_ATTEMPTS', status: 403 }, 'a@b.it').expired).toBe(true);
    expect(codeOutcome({ code: 'INVALID_OTP' }, 'a@b.it')).toEqual({
      message: 'Inserisci il codice di conferma ricevuto su a@b.it',
      field: 'codice',
    });
  });
});

describe('reset errors (spec 1 §8 Reset)', () => {
  it('shows the limit text for 429 and used-up codes', () => {
    expect(resetOutcome({ status: 429 }).message).toBe(MSG_TROPPI_TENTATIVI);
    expect(codeOutcome({ code: 'TOO_MANY_ATTEMPTS' }, 'a@b.it', 'reset')).toEqual({
      message: MSG_TROPPI_TENTATIVI,
      expired: true,
    });
  });
});

describe('federated sign-in errors (contract §5)', () => {
  it('maps account_not_linked and others', () => {
    expect(socialErrorMessage('account_not_linked')).toBe(MSG_ACCOUNT_NON_COLLEGATO);
    expect(socialErrorMessage('state_mismatch')).toBe('Errore: state_mismatch');
  });
});
