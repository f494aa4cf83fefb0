import { describe, expect, it } from 'vitest';
import { MSG_OBBLIGATORIO } from './form-auth.ts';
import { FIRMATARIO_MAX, MSG_PRIVACY_CARTACEA, privacyCartaceaSchema } from './privacy-cartacea.ts';

const risposte = { consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: false };
const errori = (v: unknown) =>
  privacyCartaceaSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('paper consents (decision 0914)', () => {
  it('takes the four answers and the signer, trimmed', () => {
    expect(privacyCartaceaSchema.parse({ ...risposte, firmato_da: '  Laura Conti ' })).toEqual({
      ...risposte,
      firmato_da: 'Laura Conti',
    });
  });
  it('needs who signed, 2 to 80 characters', () => {
    expect(errori({ ...risposte })).toEqual([`firmato_da: ${MSG_PRIVACY_CARTACEA.firmatario}`]);
    expect(errori({ ...risposte, firmato_da: ' L ' })).toEqual([
      `firmato_da: ${MSG_PRIVACY_CARTACEA.firmatario}`,
    ]);
    expect(errori({ ...risposte, firmato_da: 'x'.repeat(FIRMATARIO_MAX + 1) })).toEqual([
      `firmato_da: ${MSG_PRIVACY_CARTACEA.firmatarioLungo}`,
    ]);
  });
  it('needs every answer, yes or no', () => {
    expect(errori({ ...risposte, consenso_t: undefined, firmato_da: 'Laura Conti' })).toEqual([
      `consenso_t: ${MSG_OBBLIGATORIO}`,
    ]);
  });
});
