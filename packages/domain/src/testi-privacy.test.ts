import { describe, expect, it } from 'vitest';
import { privacySchema } from './form-front-office.ts';
import {
  msgVersionePrivacy,
  TESTI_PRIVACY,
  testiPrivacyRegistrati,
  VERSIONE_TESTI_PRIVACY,
} from './testi-privacy.ts';

describe('privacy consent texts and their version (decision 1205)', () => {
  it('has one text for each of the four consents of the form', () => {
    expect(TESTI_PRIVACY.map((t) => t.campo).sort()).toEqual(Object.keys(privacySchema.shape).sort());
  });

  it('records every title and text by field', () => {
    const registrati = JSON.parse(testiPrivacyRegistrati()) as Record<string, string>;
    for (const t of TESTI_PRIVACY) expect(registrati[t.campo]).toBe(`${t.titolo}: ${t.testo}`);
  });

  it('tells an outdated page which version it showed and which is current', () => {
    expect(msgVersionePrivacy('2025.9')).toContain(`versione 2025.9, ora ${VERSIONE_TESTI_PRIVACY}`);
  });
});
