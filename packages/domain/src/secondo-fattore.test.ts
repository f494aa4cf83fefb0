import { describe, expect, it } from 'vitest';
import {
  codiceAppSchema,
  codiceRecuperoSchema,
  MSG_CODICE_APP,
  MSG_CODICE_RECUPERO,
  richiedeSecondoFattore,
  secondoFattoreMancante,
} from './secondo-fattore.ts';

const cens = [{ id_ruolo: 'CENS', id_gruppo: null }];
const tesoriere = [{ id_ruolo: 'TSEZ', id_gruppo: null }];
const capo = [{ id_ruolo: 'CR', id_gruppo: 1 }];

describe('secondo fattore', () => {
  it('is required for the super roles and the treasurer, not for unit leaders or families', () => {
    expect(richiedeSecondoFattore(cens)).toBe(true);
    expect(richiedeSecondoFattore(tesoriere)).toBe(true);
    expect(richiedeSecondoFattore(capo)).toBe(false);
    expect(richiedeSecondoFattore([])).toBe(false);
  });

  it('asks a super role to enrol only while the requirement is in force', () => {
    const base = { nomine: cens, totpAttivo: false, sessioneVerificata: false };
    expect(secondoFattoreMancante({ ...base, obbligatorio: true })).toBe('attivazione');
    expect(secondoFattoreMancante({ ...base, obbligatorio: false })).toBeNull();
  });

  it('asks an enrolled login for its code whatever its role, until the session is verified', () => {
    const base = { nomine: capo, totpAttivo: true, obbligatorio: false };
    expect(secondoFattoreMancante({ ...base, sessioneVerificata: false })).toBe('codice');
    expect(secondoFattoreMancante({ ...base, sessioneVerificata: true })).toBeNull();
    expect(
      secondoFattoreMancante({
        nomine: cens,
        totpAttivo: true,
        obbligatorio: true,
        sessioneVerificata: true,
      }),
    ).toBeNull();
  });
});

describe('the codes typed at the second-factor step', () => {
  const errore = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error?.issues[0]?.message;
  it('an app code is six digits, spaces around forgiven', () => {
    expect(codiceAppSchema.parse({ codice: ' 123456 ' }).codice).toBe('123456');
    expect(errore(codiceAppSchema.safeParse({ codice: '12345' }))).toBe(MSG_CODICE_APP);
    expect(errore(codiceAppSchema.safeParse({ codice: '12345a' }))).toBe(MSG_CODICE_APP);
  });
  it('a recovery code is two groups of five joined by a dash, and bounded', () => {
    expect(codiceRecuperoSchema.parse({ codice: 'aB3dE-fG7hK' }).codice).toBe('aB3dE-fG7hK');
    expect(errore(codiceRecuperoSchema.safeParse({ codice: 'aB3dEfG7hK' }))).toBe(MSG_CODICE_RECUPERO);
    expect(errore(codiceRecuperoSchema.safeParse({ codice: 'x'.repeat(1000) }))).toBe(MSG_CODICE_RECUPERO);
  });
});
