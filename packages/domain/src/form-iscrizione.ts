// Enrolment, appointment and fee-relief inputs (spec 2 §4, §6, §7, §9): one zod schema per call,
// shared by the server's parseInput and the web's forms (decision 0307).
import { z } from './zod.ts';
import { formatEuro } from './formato.ts';
import { type PianoAgevolazione, pianoFondoSolidarieta, pianoFormazioneGratuita } from './quote.ts';
import { ID_RUOLI, richiedeGruppo } from './ruoli.ts';
import { STATI_ISCRIZIONE } from './stati-iscrizione.ts';

/** Messages of the enrolment and appointment calls (Italian, shown as they are). */
export const MSG_ISCRIZIONE = Object.freeze({
  tessera: 'Inserire un numero di tessera valido (al massimo 20 caratteri)',
  stato: 'Scegliere uno stato di iscrizione valido',
  persona: 'Indicare la persona da iscrivere',
  anno: 'Indicare l’anno scout',
  niente: 'Indicare lo stato o il numero di tessera da modificare',
  ruolo: 'Scegliere un ruolo valido',
  gruppo: 'Scegliere il gruppo della nomina',
  iscrizione: 'Indicare l’iscrizione',
  nomina: 'Indicare la nomina da eliminare',
  importo: 'Inserire un importo valido',
});

const id = z.number().int().positive();

/**
 * Spec 2 §7 modificaIscrizione: without id_iscrizione a creation (id_persona and anno_scout), with
 * it an edit of the state and/or the card number (an empty card number clears it).
 */
export const schemaModificaIscrizione = z
  .object({
    id_iscrizione: id.nullish(),
    id_persona: id.nullish(),
    anno_scout: z.number().int().min(1900).max(9999).nullish(),
    stato_iscrizione: z.enum(STATI_ISCRIZIONE, { message: MSG_ISCRIZIONE.stato }).nullish(),
    n_tessera: z
      .string()
      .trim()
      .max(20, MSG_ISCRIZIONE.tessera)
      .regex(/^[0-9A-Za-z/-]*$/, MSG_ISCRIZIONE.tessera)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.id_iscrizione == null) {
      if (v.id_persona == null)
        ctx.addIssue({ code: 'custom', path: ['id_persona'], message: MSG_ISCRIZIONE.persona });
      if (v.anno_scout == null)
        ctx.addIssue({ code: 'custom', path: ['anno_scout'], message: MSG_ISCRIZIONE.anno });
    } else if (v.stato_iscrizione == null && v.n_tessera === undefined) {
      ctx.addIssue({ code: 'custom', path: ['stato_iscrizione'], message: MSG_ISCRIZIONE.niente });
    }
  });

/**
 * Spec 2 §7 modificaNomina: create (id_iscrizione + id_ruolo), edit (id_nomina + id_ruolo) or delete
 * (id_nomina + elimina). Decision 1001: the group is required exactly when the role asks for one
 * (direct or not adult) and dropped (stored as null) for the other roles.
 */
export const schemaModificaNomina = z
  .object({
    id_nomina: id.nullish(),
    id_iscrizione: id.nullish(),
    id_ruolo: z.string().trim().nullish(),
    id_gruppo: id.nullish(),
    elimina: z.boolean().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.id_nomina == null && v.id_iscrizione == null)
      ctx.addIssue({ code: 'custom', path: ['id_iscrizione'], message: MSG_ISCRIZIONE.iscrizione });
    if (v.elimina) {
      // Decision 1003: a deletion names the appointment (without it, nothing to delete).
      if (v.id_nomina == null)
        ctx.addIssue({ code: 'custom', path: ['id_nomina'], message: MSG_ISCRIZIONE.nomina });
      return;
    }
    if (!v.id_ruolo || !(ID_RUOLI as readonly string[]).includes(v.id_ruolo)) {
      ctx.addIssue({ code: 'custom', path: ['id_ruolo'], message: MSG_ISCRIZIONE.ruolo });
      return;
    }
    if (richiedeGruppo(v.id_ruolo) && v.id_gruppo == null)
      ctx.addIssue({ code: 'custom', path: ['id_gruppo'], message: MSG_ISCRIZIONE.gruppo });
  })
  .transform((v) => ({
    ...v,
    id_gruppo: v.id_ruolo && richiedeGruppo(v.id_ruolo) ? (v.id_gruppo ?? null) : null,
  }));

/** Spec 2 §9: the solidarity fund's amount is whole cents above zero; absent = the whole fee. */
export const schemaAgevolazione = z.object({
  id_iscrizione: id,
  tipo: z.enum(['fondo_solidarieta', 'formazione_gratuita']),
  importo: z.number().int(MSG_ISCRIZIONE.importo).positive(MSG_ISCRIZIONE.importo).nullish(),
});

/** Spec 3 §7 modificaTransazioneEconomica, the enrolment-fee form: the enrolment alone. */
export const schemaDovutoIscrizione = z.object({
  id_iscrizione: id.nullish().refine((v) => v != null, MSG_ISCRIZIONE.iscrizione),
});

/** Decision 1001: what a relief does to an enrolment's fee due of amount `quota` (cents). */
export type EsitoAgevolazione =
  | { ok: true; piano: PianoAgevolazione; dettagli: string }
  | { ok: false; messaggio: string };

/**
 * Decision 1001: the solidarity fund covers `importoFondo` cents of the fee (all of it when absent),
 * never more than the fee; free training covers all of it (item 109). The due then holds what the
 * family still owes, and `dettagli` records what the relief covered, so nothing is counted twice.
 */
export function formAgevolazioneEsito(
  quota: number,
  tipo: 'fondo_solidarieta' | 'formazione_gratuita',
  importoFondo: number | null | undefined,
): EsitoAgevolazione {
  if (tipo === 'formazione_gratuita')
    return {
      ok: true,
      piano: pianoFormazioneGratuita(),
      dettagli: `Formazione gratuita: ${formatEuro(quota)}`,
    };
  const fondo = importoFondo ?? quota;
  if (!Number.isInteger(fondo) || fondo <= 0) return { ok: false, messaggio: MSG_ISCRIZIONE.importo };
  if (fondo > quota)
    return {
      ok: false,
      messaggio: `Il fondo di solidarietà non può superare la quota (${formatEuro(quota)})`,
    };
  return {
    ok: true,
    piano: pianoFondoSolidarieta(quota, fondo),
    dettagli: `Fondo di solidarietà: ${formatEuro(fondo)} su ${formatEuro(quota)}`,
  };
}
