// The scout year's form and the payloads of the yearly cycle's REST calls (spec 2 §3, §7, §9;
// decision 1012). Amounts are integer cents here: the settings page enters euros and converts them
// with importoEuroSchema first (spec 2 §3 "Amounts in cents, shown and entered in euros").
import type { AnnoScout } from './anno-scout.ts';
import { aggiungiAnni, aggiungiGiorni, confrontaGiorni } from './date.ts';
import { IMPORTO_MASSIMO, MSG_TESORERIA } from './form-tesoreria.ts';
import { z } from './zod.ts';

/** Decision 1012: the messages of the scout-year form (the spec quotes none). */
export const MSG_ANNO_SCOUT = Object.freeze({
  anno: 'Scegliere un anno scout',
  parte: 'Scegliere un soggetto',
  data: 'Inserire una data corretta',
  importo: 'Inserire un importo valido (zero o più)',
  inizioFiscale: "L'inizio dell'anno fiscale deve cadere nell'anno {anno}",
  limiteMora: "Il limite per la mora deve venire dopo l'inizio dell'anno fiscale",
  limiteIscrizioni: 'Il limite per le iscrizioni non può precedere il limite per la mora',
  entroUnAnno: "Il limite per le iscrizioni deve cadere entro un anno dall'inizio dell'anno fiscale",
  /** Decision 1302: the refusals of the plans of ciclo-anno-scout.ts. */
  inesistente: 'Anno scout non trovato',
  nonConsecutivo: "Il nuovo anno scout deve essere quello dopo l'ultimo",
});

/** The scout years a form may name: the starting calendar year (DESIGN.md §4). */
export const annoScoutSchema = z
  .number({ error: MSG_ANNO_SCOUT.anno })
  .int({ error: MSG_ANNO_SCOUT.anno })
  .min(2000, { error: MSG_ANNO_SCOUT.anno })
  .max(2999, { error: MSG_ANNO_SCOUT.anno });

/** An ISO day 'yyyy-mm-dd' that exists in the calendar (no 31 April, no 29 February 2027). */
export const giornoSchema = z
  .string({ error: MSG_ANNO_SCOUT.data })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG_ANNO_SCOUT.data })
  .refine((d) => aggiungiGiorni(d, 0) === d, { error: MSG_ANNO_SCOUT.data });

const importo = z
  .number({ error: MSG_ANNO_SCOUT.importo })
  .int({ error: MSG_ANNO_SCOUT.importo })
  .min(0, { error: MSG_ANNO_SCOUT.importo })
  .max(IMPORTO_MASSIMO, { error: MSG_TESORERIA.importoMassimo });

/**
 * Spec 2 §7 /segreteria/modifica-anno-scout (the scout-year fields of §3) and 'Nuovo anno scout'.
 * `attivo` is not edited here (cambia-anno-scout activates a year) and `presenteOFuturo` is derived.
 * Decision 1012: the fiscal start falls in the year's own calendar year; then, in this order, the
 * late-fee limit and the enrolment limit, the latter within a year of the fiscal start (the mora
 * phases of spec 2 §4 read them in this order).
 */
export const modificaAnnoScoutSchema = z
  .object({
    anno_scout: annoScoutSchema,
    inizio_fiscale: giornoSchema,
    limite_iscrizioni: giornoSchema,
    limite_mora: giornoSchema,
    mora_nuovi: importo,
    mora_rinnovi: importo,
    quota_giovani_nuovi: importo,
    quota_giovani_rinnovi: importo,
    quota_adulti_nuovi: importo,
    quota_adulti_rinnovi: importo,
  })
  .superRefine((a, ctx) => {
    if (!a.inizio_fiscale.startsWith(`${a.anno_scout}-`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['inizio_fiscale'],
        message: MSG_ANNO_SCOUT.inizioFiscale.replace('{anno}', String(a.anno_scout)),
      });
    }
    if (confrontaGiorni(a.limite_mora, a.inizio_fiscale) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['limite_mora'], message: MSG_ANNO_SCOUT.limiteMora });
    }
    if (confrontaGiorni(a.limite_iscrizioni, a.limite_mora) < 0) {
      ctx.addIssue({ code: 'custom', path: ['limite_iscrizioni'], message: MSG_ANNO_SCOUT.limiteIscrizioni });
    } else if (confrontaGiorni(a.limite_iscrizioni, aggiungiAnni(a.inizio_fiscale, 1)) >= 0) {
      ctx.addIssue({ code: 'custom', path: ['limite_iscrizioni'], message: MSG_ANNO_SCOUT.entroUnAnno });
    }
  });
export type ModificaAnnoScout = z.output<typeof modificaAnnoScoutSchema>;

/** The editable fields of a scout year (all of AnnoScout but `attivo`). */
export type CampiAnnoScout = Omit<AnnoScout, 'attivo'>;

/** Spec 2 §7: the payload {anno_scout} of crea-nuove-iscrizioni, aggiorna-nuove-iscrizioni, apri-iscrizioni, cambia-anno-scout. */
export const segreteriaAnnoSchema = z.object({ anno_scout: annoScoutSchema });

/** Spec 2 §7: the payload {anno_scout, id_parte} of copia-bilancio-precedente and consolida-saldi-anno-precedente. */
export const segreteriaAnnoParteSchema = z.object({
  anno_scout: annoScoutSchema,
  id_parte: z
    .number({ error: MSG_ANNO_SCOUT.parte })
    .int({ error: MSG_ANNO_SCOUT.parte })
    .positive({ error: MSG_ANNO_SCOUT.parte }),
});
