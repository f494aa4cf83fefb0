import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTelefono, isTelefonoValido, linkTel, linkWhatsapp, normalizzaTelefono } from './telefono.ts';

describe('spec 1 §5.4: phone normalisation to the +39 form', () => {
  it.each([
    // mobile numbers starting with 3 must have 9 or 10 digits
    ['3331234567', '+393331234567'],
    ['333 123 4567', '+393331234567'],
    ['333-123-4567', '+393331234567'],
    ['333.123.4567', '+393331234567'],
    ['333123456', '+39333123456'],
    ['33312345', null],
    ['33312345678', null],
    // a landline starts with 0; anything else (neither 0 nor 3) is refused, not given a 0 (decision 0109)
    ['0612345678', '+390612345678'],
    ['612345678', null],
    ['1234567', null],
    ['12345678', null],
    ['1234567890', null],
    ['+39 612345678', null],
    ['02 1234567', '+39021234567'],
    ['0123', null],
    // decision 0109: a landline has 8 to 11 digits with its 0
    ['12345', null],
    ['+39 12345', null],
    ['0612345', null],
    ['06123456', '+3906123456'],
    ['06123456789', '+3906123456789'],
    ['061234567890', null],
    // 0039 becomes +39
    ['00393331234567', '+393331234567'],
    ['0039 06 1234567', '+39061234567'],
    ['+39 333 1234567', '+393331234567'],
    ['+390612345678', '+390612345678'],
    // international +CC numbers have 4 to 15 digits
    ['+41 44 668 18 00', '+41446681800'],
    ['0041446681800', '+41446681800'],
    ['+4412', '+4412'],
    ['+441', null],
    ['+4412345678901234', null],
    ['+123456789012345', '+123456789012345'],
    // a plus sign may only lead
    ['333+1234567', null],
    ['++393331234567', null],
    // not numbers
    ['', null],
    ['   ', null],
    [null, null],
    ['abc', null],
    ['333123456a', null],
    ['+39abc', null],
  ])('%j → %j', (input, atteso) => {
    expect(normalizzaTelefono(input)).toBe(atteso);
    expect(isTelefonoValido(input)).toBe(atteso !== null);
  });

  it('property: normalisation is idempotent', () => {
    const numero = fc.oneof(
      fc.stringMatching(/^\+?[0-9 ]{0,16}$/),
      fc.stringMatching(/^3[0-9]{8,9}$/),
      fc.stringMatching(/^0[0-9]{5,10}$/),
      fc.stringMatching(/^00[1-9][0-9]{3,12}$/),
    );
    fc.assert(
      fc.property(numero, (s) => {
        const n = normalizzaTelefono(s);
        return n === null || normalizzaTelefono(n) === n;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('spec 2 §2: phone display and links', () => {
  it.each([
    ['3331234567', '+39 333 123 4567'],
    ['333123456', '+39 333 123 456'],
    ['0612345678', '+39 06 1234 5678'],
    ['021234567', '+39 02 1234 567'],
    ['0331234567', '+39 033 1234 567'],
    ['+41446681800', '+41446681800'],
    ['not a number', 'not a number'],
    [null, ''],
  ])('formatTelefono(%j) = %j', (input, atteso) => {
    expect(formatTelefono(input)).toBe(atteso);
  });

  it.each([
    ['333 123 4567', 'https://wa.me/393331234567', 'tel:+393331234567'],
    ['+41446681800', 'https://wa.me/41446681800', 'tel:+41446681800'],
    ['xyz', null, null],
  ])('links of %j', (input, wa, tel) => {
    expect(linkWhatsapp(input)).toBe(wa);
    expect(linkTel(input)).toBe(tel);
  });
});
