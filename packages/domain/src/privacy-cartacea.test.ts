import { describe, expect, it } from 'vitest';
import { MSG_OBBLIGATORIO } from './form-auth.ts';
import { FIRMATARIO_MAX, MSG_PRIVACY_CARTACEA, privacyCartaceaSchema } from './privacy-cartacea.ts';

const risposte = {
  consenso_i: true,
  consenso_l: false,
  consenso_s: true,
  consenso_t: false,
  data_firma: '2026-11-20',
};
const OGGI = '2026-11-28';
const schema = privacyCartaceaSchema(OGGI);
const errori = (v: unknown) =>
  schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('paper consents (decision 0914)', () => {
  it('takes the four answers and the signer, trimmed', () => {
    expect(schema.parse({ ...risposte, firmato_da: '  Laura Conti ' })).toEqual({
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
  it('needs the day the form was signed, not in the future (today is fine)', () => {
    const firmato = { ...risposte, firmato_da: 'Laura Conti' };
    for (const data_firma of [undefined, '', '28/11/2026', '2026-02-31x'])
      expect(errori({ ...firmato, data_firma })).toEqual([`data_firma: ${MSG_PRIVACY_CARTACEA.dataFirma}`]);
    expect(errori({ ...firmato, data_firma: '2026-11-29' })).toEqual([
      `data_firma: ${MSG_PRIVACY_CARTACEA.dataFirmaFutura}`,
    ]);
    expect(errori({ ...firmato, data_firma: OGGI })).toEqual([]);
  });
  it('needs every answer, yes or no', () => {
    expect(errori({ ...risposte, consenso_t: undefined, firmato_da: 'Laura Conti' })).toEqual([
      `consenso_t: ${MSG_OBBLIGATORIO}`,
    ]);
  });
});
