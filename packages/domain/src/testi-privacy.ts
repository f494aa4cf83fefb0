import type { z } from 'zod';
import type { privacySchema } from './form-front-office.ts';

export type CampoConsenso = keyof z.infer<typeof privacySchema>;

/**
 * The version of the consent texts below (decision 1205). Change it with any change of wording:
 * each consent row records the version and the texts the person answered, and the server refuses
 * answers given to another version (a page left open across a release).
 */
export const VERSIONE_TESTI_PRIVACY = '2026.1';

/** Spec 2 §3 / spec 3 §5: the four consents, each with the text the family answers (spec 3 §9 for l). */
export const TESTI_PRIVACY: readonly { campo: CampoConsenso; titolo: string; testo: string }[] = [
  {
    campo: 'consenso_i',
    titolo: 'Dati personali',
    testo:
      'Acconsento al trattamento dei dati personali per le attività dell’associazione: iscrizione, assicurazione, comunicazioni del gruppo e della sezione.',
  },
  {
    campo: 'consenso_s',
    titolo: 'Dati sanitari',
    testo:
      'Acconsento al trattamento dei dati sulla salute (allergie, intolleranze, terapie) comunicati ai capi, solo per la sicurezza durante le attività.',
  },
  {
    campo: 'consenso_t',
    titolo: 'Foto e video',
    testo:
      'Acconsento all’uso di foto e video delle attività in cui compare la persona, per documentarle sui canali della sezione.',
  },
  {
    campo: 'consenso_l',
    titolo: 'Comunicazioni promozionali',
    testo:
      'Acconsento a ricevere comunicazioni promozionali e di raccolta fondi della sezione. Questi dati sono conservati per 2 anni dalla fine del rapporto.',
  },
];

/** The texts as a consent row keeps them: one "title: text" per field, as JSON. */
export const testiPrivacyRegistrati = (): string =>
  JSON.stringify(Object.fromEntries(TESTI_PRIVACY.map((t) => [t.campo, `${t.titolo}: ${t.testo}`])));

export const msgVersionePrivacy = (inviata: string) =>
  `Il testo dell’informativa è cambiato (versione ${inviata}, ora ${VERSIONE_TESTI_PRIVACY}): ricarica la pagina e rispondi di nuovo.`;
