// Treasury catalogue and year forms as the API receives them (spec 3 §5, §7, §9; spec 2 §7): budget
// items (voci), budget lines (bilanci), new subjects (parti), annual balances (saldi). Amounts are
// integer cents here; the web converts euros with importoEuroSchema/preventivoSchema first.
import { z } from './zod.ts';
import { IMPORTO_MASSIMO, MSG_TESORERIA } from './form-tesoreria.ts';
import { LIMITI_INPUT } from './limiti-input.ts';
import { MSG_RENDICONTO, rigaAdatta, rigaModello } from './rendiconto-ets.ts';

/** Spec 3 §8/§9 and decision 1101: the messages of these forms. */
export const MSG_BILANCIO = Object.freeze({
  codice: 'Il codice deve iniziare con E (entrata) o U (uscita)',
  codiceLungo: 'Il codice può avere al massimo 20 caratteri',
  descrizione: 'Inserire una descrizione',
  descrizioneLunga: 'La descrizione può avere al massimo 200 caratteri',
  voce: 'Scegliere una voce di bilancio',
  anno: 'Scegliere un anno scout',
  parte: 'Scegliere un soggetto',
  preventivo: 'Inserire un preventivo valido (zero o più)',
  importo: 'Inserire un importo valido',
  descParte: 'Il nome del soggetto deve avere da 3 a 100 caratteri',
  cerca: 'Inserire almeno {n} caratteri',
});

export { type TipoVoce, tipoVoce } from './tipo-voce.ts';

const id = (messaggio: string) =>
  z.number({ error: messaggio }).int({ error: messaggio }).positive({ error: messaggio });
/** Integer cents, at most IMPORTO_MASSIMO either way (decision 1116: every sum stays exact). */
const centesimi = (messaggio: string) =>
  z
    .number({ error: messaggio })
    .int({ error: messaggio })
    .refine((v) => Math.abs(v) <= IMPORTO_MASSIMO, MSG_TESORERIA.importoMassimo);

/**
 * Spec 3 §7 modificaVoce: without id_voce it creates, with id_voce it edits, with elimina it deletes
 * (then codice and descrizione are not read). The code is stored trimmed with its first letter in
 * upper case (e01 → E01).
 */
export const modificaVoceSchema = z.union([
  z.object({ id_voce: id(MSG_BILANCIO.voce), elimina: z.literal(true) }),
  z
    .object({
      id_voce: id(MSG_BILANCIO.voce).nullish(),
      elimina: z.literal(false).nullish(),
      codice: z
        .string({ error: MSG_BILANCIO.codice })
        .trim()
        .transform((c) => c.charAt(0).toUpperCase() + c.slice(1))
        .pipe(
          z
            .string()
            .max(20, MSG_BILANCIO.codiceLungo)
            .regex(/^[EU]\S*$/, MSG_BILANCIO.codice),
        ),
      descrizione: z
        .string({ error: MSG_BILANCIO.descrizione })
        .trim()
        .min(1, MSG_BILANCIO.descrizione)
        .max(200, MSG_BILANCIO.descrizioneLunga),
      // Decision 1140: the ETS statement line; null clears it, absent leaves it as it is.
      // (a refinement, not an enum: a union reports an enum's own message only as 'Dato non valido')
      riga_ets: z
        .string({ error: MSG_RENDICONTO.riga })
        .max(LIMITI_INPUT.rigaEts, MSG_RENDICONTO.riga)
        .refine((r) => rigaModello(r) !== undefined, MSG_RENDICONTO.riga)
        .nullish(),
    })
    .refine((v) => v.riga_ets == null || rigaAdatta(v.codice, v.riga_ets), {
      error: MSG_RENDICONTO.tipo,
      path: ['riga_ets'],
    }),
]);

/**
 * Spec 3 §7 modificaBilancio: the line (id_parte, anno_scout, id_voce); elimina deletes it, otherwise
 * it is created or its forecast changed. The forecast is zero or more cents.
 */
export const modificaBilancioSchema = z.object({
  id_voce: id(MSG_BILANCIO.voce),
  anno_scout: id(MSG_BILANCIO.anno),
  id_parte: id(MSG_BILANCIO.parte),
  preventivo: centesimi(MSG_BILANCIO.preventivo)
    .refine((v) => v >= 0, MSG_BILANCIO.preventivo)
    .nullish(),
  elimina: z.boolean().nullish(),
});
export type ModificaBilancio = z.output<typeof modificaBilancioSchema>;

/** Spec 3 §2 'New subject': another party (not a person, unit or group), named 3 to 100 characters. */
export const modificaParteSchema = z.object({
  desc: z
    .string({ error: MSG_BILANCIO.descParte })
    .trim()
    .min(3, MSG_BILANCIO.descParte)
    .max(100, MSG_BILANCIO.descParte),
});

/**
 * Spec 2 §7 modificaSaldoAnnuale: the opening balance of each method for a party and a scout year,
 * in cents. A balance may be negative (an overdrawn account); absent methods count as zero.
 */
export const modificaSaldoAnnualeSchema = z.object({
  anno_scout: id(MSG_BILANCIO.anno),
  id_parte: id(MSG_BILANCIO.parte),
  bank: centesimi(MSG_BILANCIO.importo)
    .nullish()
    .transform((v) => v ?? 0),
  cash: centesimi(MSG_BILANCIO.importo)
    .nullish()
    .transform((v) => v ?? 0),
  satispay: centesimi(MSG_BILANCIO.importo)
    .nullish()
    .transform((v) => v ?? 0),
  stripe: centesimi(MSG_BILANCIO.importo)
    .nullish()
    .transform((v) => v ?? 0),
});

/** Spec 3 §9: minimum characters of a search (payments, dues, enrolments 4; other subjects 3). */
export const MIN_RICERCA = Object.freeze({ pagamento: 4, causale: 4, iscrizione: 4, parte: 3 });

/** A search key trimmed, at least `n` characters (spec 3 §5, §9). */
export const chiaveRicercaSchema = (n: number) =>
  z
    .string({ error: MSG_BILANCIO.cerca.replace('{n}', String(n)) })
    .trim()
    .min(n, MSG_BILANCIO.cerca.replace('{n}', String(n)))
    .max(100, MSG_BILANCIO.cerca.replace('{n}', String(n)));

/**
 * Spec 3 §4: the balance of one method over a year: opening balance, plus what came in to the party
 * net of the payee's commission, minus what went out plus the payer's commission.
 */
export function saldoFinale(s: { iniziale: number; entrate: number; uscite: number }): number {
  return s.iniziale + s.entrate - s.uscite;
}
