import { describe, expect, it } from 'vitest';
import { FORMA_CODICE_FISCALE, oscuraDatiSensibili } from './dati-sensibili.ts';

describe('oscuraDatiSensibili', () => {
  it('masks fiscal codes (omocodia too), email addresses, JWTs and bearer tokens, every occurrence', () => {
    const testo =
      'persona RSSMRA85T10A562S e RSSMRA85T10A56NS, mail mario.rossi+1@esempio.it, ' +
      'token eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxMjMifQ.firma, Authorization: Bearer abcdefghijklmnopqrstuv';
    expect(oscuraDatiSensibili(testo)).toBe(
      'persona [oscurato] e [oscurato], mail [oscurato], token [oscurato], Authorization: [oscurato]',
    );
  });

  it('leaves ordinary text, ids and amounts alone', () => {
    const testo = 'pagamento 1234 di 50,00 €: violates unique constraint "persone_pkey" (ABCDEF12)';
    expect(oscuraDatiSensibili(testo)).toBe(testo);
  });

  it('recognises only the fiscal code shape (month letters, omocodia digits)', () => {
    expect(FORMA_CODICE_FISCALE.test('RSSMRA85T10A562S')).toBe(true);
    expect(FORMA_CODICE_FISCALE.test('RSSMRA85Z10A562S')).toBe(false); // Z is no month
    expect(FORMA_CODICE_FISCALE.test('RSSMRA85T10A562')).toBe(false);
  });
});
