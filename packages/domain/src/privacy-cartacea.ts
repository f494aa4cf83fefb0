import { confrontaGiorni, type Giorno, isoGiorno } from './date.ts';
import { z } from './zod.ts';
import { privacySchema } from './form-front-office.ts';

// Decision 0914 (issue 23): consents collected on a paper form and typed in from the person page.
// The four answers are the front office's (spec 3 §5: each a required yes or no); the form also
// names who signed it, since the person typing it in is not the one who consented, and the day it
// was signed, which is when the answers were given (a form typed in late is not newer than it is).

export const FIRMATARIO_MIN = 2;
export const FIRMATARIO_MAX = 80;

export const MSG_PRIVACY_CARTACEA = {
  firmatario: 'Indicare chi ha firmato il modulo',
  firmatarioLungo: `Al massimo ${FIRMATARIO_MAX} caratteri`,
  dataFirma: 'Indicare la data di firma del modulo',
  dataFirmaFutura: 'La data di firma non può essere futura',
  registrata: 'Consensi registrati con successo!',
} as const;

const GIORNO_ISO = /^\d{4}-\d{2}-\d{2}$/;
const isGiornoValido = (s: string) => GIORNO_ISO.test(s) && !Number.isNaN(Date.parse(s));

/** The paper form as typed in on `oggi`: answers, signer, and a signing day that is not in the future. */
export const privacyCartaceaSchema = (oggi: Giorno) =>
  privacySchema.extend({
    firmato_da: z
      .string({ error: MSG_PRIVACY_CARTACEA.firmatario })
      .trim()
      .min(FIRMATARIO_MIN, MSG_PRIVACY_CARTACEA.firmatario)
      .max(FIRMATARIO_MAX, MSG_PRIVACY_CARTACEA.firmatarioLungo),
    data_firma: z
      .string({ error: MSG_PRIVACY_CARTACEA.dataFirma })
      .trim()
      .refine(isGiornoValido, MSG_PRIVACY_CARTACEA.dataFirma)
      .refine((s) => !isGiornoValido(s) || confrontaGiorni(s, isoGiorno(oggi)) <= 0, {
        message: MSG_PRIVACY_CARTACEA.dataFirmaFutura,
      }),
  });

export type PrivacyCartacea = z.infer<ReturnType<typeof privacyCartaceaSchema>>;
