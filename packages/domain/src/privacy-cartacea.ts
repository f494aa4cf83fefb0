import { z } from './zod.ts';
import { privacySchema } from './form-front-office.ts';

// Decision 0914 (issue 23): consents collected on a paper form and typed in from the person page.
// The four answers are the front office's (spec 3 §5: each a required yes or no); the form also
// names who signed it, since the person typing it in is not the one who consented.

export const FIRMATARIO_MIN = 2;
export const FIRMATARIO_MAX = 80;

export const MSG_PRIVACY_CARTACEA = {
  firmatario: 'Indicare chi ha firmato il modulo',
  firmatarioLungo: `Al massimo ${FIRMATARIO_MAX} caratteri`,
  registrata: 'Consensi registrati con successo!',
} as const;

export const privacyCartaceaSchema = privacySchema.extend({
  firmato_da: z
    .string({ error: MSG_PRIVACY_CARTACEA.firmatario })
    .trim()
    .min(FIRMATARIO_MIN, MSG_PRIVACY_CARTACEA.firmatario)
    .max(FIRMATARIO_MAX, MSG_PRIVACY_CARTACEA.firmatarioLungo),
});

export type PrivacyCartacea = z.infer<typeof privacyCartaceaSchema>;
