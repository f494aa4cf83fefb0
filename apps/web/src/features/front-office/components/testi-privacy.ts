import type { privacySchema } from '@zaino/domain/form-front-office';
import type { z } from 'zod';

type Consenso = keyof z.infer<typeof privacySchema>;

/** Spec 2 §3 / spec 3 §5: the four consents, each with the text the family answers (spec 3 §9 for l). */
export const TESTI_PRIVACY: readonly { campo: Consenso; titolo: string; testo: string }[] = [
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
