// The payment and due payloads of spec 3 §7 (modificaTransazioneFinanziaria, modificaTransazioneEconomica
// full form) and their spec 3 §4–§5 rules: one schema each, used by the web's dialogs and by the server
// (decision 0307, decision 1110). Amounts are integer cents; temporary ids of new items are negative.
import { z } from './zod.ts';
import {
  etichettaMetodi,
  IMPORTO_MASSIMO,
  isParteOrganizzazione,
  MSG_TESORERIA,
  type TipoParte,
} from './form-tesoreria.ts';
import { formatEuro } from './formato.ts';
import { LIMITI_INPUT } from './limiti-input.ts';
import { ID_PARTE_SEZIONE } from './quote.ts';
import { CAUSALI_TIPO, METODI_PAGAMENTO, STATI_PAGAMENTO } from './transazioni.ts';

/** Decision 1110: the server's messages for these payloads (spec 3 §5 gives the first ones). */
export const MSG_TRANSAZIONI = Object.freeze({
  ...MSG_TESORERIA,
  id: 'Identificativo non valido',
  parte: 'Scegliere un soggetto',
  stato: 'Scegliere uno stato del pagamento',
  metodi: 'Scegliere una coppia di metodi di pagamento valida',
  stessoSoggetto: 'Chi paga e chi riceve coincidono: per un trasferimento scegliere due metodi diversi',
  commissione: 'Inserire una commissione valida (zero o più)',
  data: 'Inserire una data di pagamento valida',
  anno: 'Scegliere un anno scout',
  collegamento: 'Scegliere la causale da collegare o crearne una nuova',
  collegamentoPagamento: 'Scegliere il pagamento da collegare',
  allegato: 'Allegato non valido: nome, dimensione e chiave sono obbligatori',
  eliminaNuovo: 'Un elemento nuovo non si elimina: basta toglierlo',
  transazioneNonTrovata: 'Transazione non trovata',
  collegamentoNonTrovato: 'Collegamento non trovato',
  allegatoNonTrovato: 'Allegato non trovato',
  annoNonTrovato: 'Anno scout non trovato',
  /** Decision 1115: a due of type iscrizione names its enrolment. */
  iscrizione: "Scegliere l'iscrizione",
  /** Spec 3 §8 (decision 1001): an enrolment keeps one due. */
  causaleEsistente: 'Transazione economica già esistente',
  fileNonCaricato: 'Il file allegato non risulta caricato: caricalo di nuovo',
  fileGiaAllegato: 'Il file è già allegato a un pagamento',
});

/** Decision 1110: Σ links of a payment above its amount (nothing is written). */
export const msgOltreImporto = (allocato: number, importo: number): string =>
  `I collegamenti (${formatEuro(allocato)}) superano l’importo del pagamento (${formatEuro(importo)})`;

/** Decision 1110: an issued receipt is never altered (DESIGN.md §7). */
export const msgRicevutaEmessa = (numero: number, elimina: boolean): string =>
  elimina
    ? `Il pagamento ha la ricevuta n. ${numero} e non può essere eliminato`
    : `Il pagamento ha la ricevuta n. ${numero}: importo, soggetti, metodo, stato, data e anno non si possono più cambiare`;

const intero = (messaggio: string) => z.number({ error: messaggio }).int({ error: messaggio });
const idPositivo = (messaggio: string) => intero(messaggio).positive({ error: messaggio });
/** Integer cents, zero or more, at most IMPORTO_MASSIMO (decision 1116: every sum stays exact). */
const centesimi = (messaggio: string) =>
  intero(messaggio)
    .nonnegative({ error: messaggio })
    .max(IMPORTO_MASSIMO, { error: MSG_TESORERIA.importoMassimo });
/** An optional text of at most `max` characters: trimmed, empty as null. */
const testo = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((s) => (s == null || s.trim() === '' ? null : s.trim()));
/** The kind of a party as the picker knows it; the server fills it from the database (never trusted). */
const tipoParte = z.enum(['persona', 'unita', 'gruppo', 'sezione', 'altro']).nullish();

/** Spec 3 §5: the due's fields, shared by the due form and by a new due nested in a payment's link. */
const campiDovuto = {
  id_parte_da: idPositivo(MSG_TRANSAZIONI.parte),
  id_parte_a: idPositivo(MSG_TRANSAZIONI.parte),
  tipo_parte_da: tipoParte,
  tipo_parte_a: tipoParte,
  importo: centesimi(MSG_TRANSAZIONI.importo),
  causale_desc: z
    .string()
    .max(LIMITI_INPUT.causaleDesc)
    .nullish()
    .transform((s) => (s ?? '').trim()),
  causale_dettagli: testo(LIMITI_INPUT.testoLungo),
  causale_tipo: z
    .enum(CAUSALI_TIPO)
    .nullish()
    .transform((t) => t ?? 'altro'),
  id_voce_da: idPositivo(MSG_TRANSAZIONI.voce)
    .nullish()
    .transform((v) => v ?? null),
  id_voce_a: idPositivo(MSG_TRANSAZIONI.voce)
    .nullish()
    .transform((v) => v ?? null),
  id_iscrizione: idPositivo(MSG_TRANSAZIONI.id)
    .nullish()
    .transform((v) => v ?? null),
  anno_scout: intero(MSG_TRANSAZIONI.anno)
    .nullish()
    .transform((v) => v ?? null),
};

type Dovuto = {
  id_parte_da: number;
  id_parte_a: number;
  tipo_parte_da?: TipoParte | null;
  tipo_parte_a?: TipoParte | null;
  id_voce_da: number | null;
  id_voce_a: number | null;
  causale_tipo: string;
  causale_desc: string;
  id_iscrizione: number | null;
};

/** Spec 3 §5: both sides section, unit or group (an internal movement): no budget items. */
export function isDovutoInterno(d: Pick<Dovuto, 'tipo_parte_da' | 'tipo_parte_a'>): boolean {
  return (
    d.tipo_parte_da != null &&
    d.tipo_parte_a != null &&
    isParteOrganizzazione(d.tipo_parte_da) &&
    isParteOrganizzazione(d.tipo_parte_a)
  );
}

/** Spec 3 §5: voce cleared on an internal movement; otherwise required on the section's side. */
function regoleDovuto<T extends Dovuto>(d: T, ctx: z.RefinementCtx, prefisso: (string | number)[] = []): T {
  const out = isDovutoInterno(d) ? { ...d, id_voce_da: null, id_voce_a: null } : d;
  const errore = (campo: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...prefisso, campo], message });
  if (!isDovutoInterno(d)) {
    if (d.id_parte_da === ID_PARTE_SEZIONE && d.id_voce_da == null)
      errore('id_voce_da', MSG_TRANSAZIONI.voce);
    if (d.id_parte_a === ID_PARTE_SEZIONE && d.id_voce_a == null) errore('id_voce_a', MSG_TRANSAZIONI.voce);
  }
  return out;
}

/** Runs a rule once the fields it reads are valid, even if others are not: the dialog shows every problem at once. */
const quandoValidi =
  (...campi: string[]) =>
  (p: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !p.issues.some((i) => campi.includes(String(i.path?.[0])));

/**
 * Spec 3 §5: a description of type altro longer than 4 characters; decision 1115: a due of type
 * iscrizione names its enrolment.
 */
function conRegoleCausale<
  S extends z.ZodType<Pick<Dovuto, 'causale_tipo' | 'causale_desc' | 'id_iscrizione'>>,
>(schema: S) {
  return schema
    .refine((d) => d.causale_tipo !== 'altro' || d.causale_desc.length > 4, {
      path: ['causale_desc'],
      message: MSG_TRANSAZIONI.descrizione,
      when: quandoValidi('causale_tipo', 'causale_desc'),
    })
    .refine((d) => d.causale_tipo !== 'iscrizione' || d.id_iscrizione != null, {
      path: ['id_iscrizione'],
      message: MSG_TRANSAZIONI.iscrizione,
      when: quandoValidi('causale_tipo', 'id_iscrizione'),
    });
}

/** The delete form when elimina is true, else the whole form: each with its own Italian messages
 * (a plain union would answer a failed delete with zod's generic text). */
function eliminaOppure<A extends z.ZodType, B extends z.ZodType>(cancella: A, salva: B) {
  return z.unknown().transform((v, ctx): z.output<A> | z.output<B> => {
    const eliminare = typeof v === 'object' && v !== null && (v as { elimina?: unknown }).elimina === true;
    const r = (eliminare ? cancella : salva).safeParse(v);
    if (r.success) return r.data as z.output<A> | z.output<B>;
    for (const issue of r.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
    return z.NEVER;
  });
}

const elimina = z
  .boolean()
  .nullish()
  .transform((v) => v === true);

/** A link from the payment's side: to an existing due by id, or to a new due given whole. */
const collegamentoDelPagamento = z
  .object({
    id_transazione: intero(MSG_TRANSAZIONI.id),
    importo: centesimi(MSG_TRANSAZIONI.importo).nullish(),
    elimina,
    id_transazione_economica: idPositivo(MSG_TRANSAZIONI.collegamento).nullish(),
    transazione_economica: conRegoleCausale(z.object(campiDovuto)).nullish(),
  })
  .superRefine((l, ctx) => {
    if (l.elimina) {
      if (l.id_transazione < 0) ctx.addIssue({ code: 'custom', message: MSG_TRANSAZIONI.eliminaNuovo });
      return;
    }
    if (l.importo == null)
      ctx.addIssue({ code: 'custom', path: ['importo'], message: MSG_TRANSAZIONI.importo });
    if (l.id_transazione < 0 && l.id_transazione_economica == null && l.transazione_economica == null)
      ctx.addIssue({
        code: 'custom',
        path: ['id_transazione_economica'],
        message: MSG_TRANSAZIONI.collegamento,
      });
  });

/** An attachment: a new one (negative id) with its uploaded file's name, size and key; an existing one may be removed. */
const allegato = z
  .object({
    id_allegato: intero(MSG_TRANSAZIONI.id),
    nome: testo(LIMITI_INPUT.testoMedio),
    dimensione: intero(MSG_TRANSAZIONI.allegato).nonnegative({ error: MSG_TRANSAZIONI.allegato }).nullish(),
    s3_key: testo(LIMITI_INPUT.testoMedio),
    elimina,
  })
  .superRefine((a, ctx) => {
    if (a.id_allegato < 0 && a.elimina)
      ctx.addIssue({ code: 'custom', message: MSG_TRANSAZIONI.eliminaNuovo });
    else if (a.id_allegato < 0 && (a.nome == null || a.dimensione == null || a.s3_key == null))
      ctx.addIssue({ code: 'custom', path: ['s3_key'], message: MSG_TRANSAZIONI.allegato });
  });

const campiPagamento = z.object({
  id_transazione_finanziaria: intero(MSG_TRANSAZIONI.id)
    .nullish()
    .transform((v) => (v != null && v > 0 ? v : null)),
  elimina: z.literal(false).nullish(),
  id_parte_da: idPositivo(MSG_TRANSAZIONI.parte),
  id_parte_a: idPositivo(MSG_TRANSAZIONI.parte),
  importo: centesimi(MSG_TRANSAZIONI.importo),
  stato: z
    .enum(STATI_PAGAMENTO, { error: MSG_TRANSAZIONI.stato })
    .nullish()
    .transform((s) => s ?? 'completed'),
  tipo_da: z
    .enum(METODI_PAGAMENTO, { error: MSG_TRANSAZIONI.metodi })
    .nullish()
    .transform((t) => t ?? 'bank'),
  tipo_a: z
    .enum(METODI_PAGAMENTO, { error: MSG_TRANSAZIONI.metodi })
    .nullish()
    .transform((t) => t ?? 'bank'),
  commissione_da: centesimi(MSG_TRANSAZIONI.commissione)
    .nullish()
    .transform((v) => v ?? 0),
  commissione_a: centesimi(MSG_TRANSAZIONI.commissione)
    .nullish()
    .transform((v) => v ?? 0),
  data_pagata: z
    .string()
    .nullish()
    .refine((s) => s == null || !Number.isNaN(Date.parse(s)), MSG_TRANSAZIONI.data)
    .transform((s) => s ?? null),
  /** Spec 3 §5 'automatic': the server numbers receipts; a number sent is never read. */
  numero_ricevuta: z
    .unknown()
    .optional()
    .transform(() => null),
  bonifico_id_allegato: intero(MSG_TRANSAZIONI.id)
    .nullish()
    .transform((v) => v ?? null),
  anno_scout: intero(MSG_TRANSAZIONI.anno)
    .nullish()
    .transform((v) => v ?? null),
  transazioni: z
    .array(collegamentoDelPagamento)
    .max(LIMITI_INPUT.collegamenti)
    .nullish()
    .transform((v) => v ?? []),
  allegati: z
    .array(allegato)
    .max(LIMITI_INPUT.allegati)
    .nullish()
    .transform((v) => v ?? []),
  /** Spec 3 §5 'È giusto, confermo': a due may be covered beyond its amount. */
  conferma_eccedenza: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
});

/**
 * Spec 3 §4–§5, §7 modificaTransazioneFinanziaria: delete (id + elimina), or the whole payment with
 * its links and attachments. Before saving: different methods force the payee equal to the payer,
 * and one method needs two different parties;
 * data_pagata is cleared unless completed; a bank-to-bank payment in progress with exactly one
 * attachment and none chosen selects it, and without one it is refused.
 */
export const modificaTransazioneFinanziariaSchema = eliminaOppure(
  z.object({ id_transazione_finanziaria: idPositivo(MSG_TRANSAZIONI.id), elimina: z.literal(true) }),
  campiPagamento.transform((p, ctx) => {
    const out = { ...p };
    if (etichettaMetodi(out.tipo_da, out.tipo_a) == null)
      ctx.addIssue({ code: 'custom', path: ['tipo_a'], message: MSG_TRANSAZIONI.metodi });
    if (out.tipo_da !== out.tipo_a) out.id_parte_a = out.id_parte_da;
    // Decision 1116: a party paying itself on one method moves no money (a transfer uses two).
    else if (out.id_parte_a === out.id_parte_da)
      ctx.addIssue({ code: 'custom', path: ['id_parte_a'], message: MSG_TRANSAZIONI.stessoSoggetto });
    if (out.stato !== 'completed') out.data_pagata = null;
    const attivi = out.allegati.filter((a) => !a.elimina);
    const bonificoInCorso = out.tipo_da === 'bank' && out.tipo_a === 'bank' && out.stato === 'started';
    if (bonificoInCorso && out.bonifico_id_allegato == null && attivi.length === 1)
      out.bonifico_id_allegato = attivi[0]!.id_allegato;
    // A removed attachment, or a new one not in the list, is no receipt; an existing one not resent stays.
    const scelto = out.bonifico_id_allegato;
    if (
      scelto != null &&
      (out.allegati.some((a) => a.elimina && a.id_allegato === scelto) ||
        (scelto < 0 && !attivi.some((a) => a.id_allegato === scelto)))
    )
      out.bonifico_id_allegato = null;
    if (bonificoInCorso && out.bonifico_id_allegato == null)
      ctx.addIssue({
        code: 'custom',
        path: ['bonifico_id_allegato'],
        message: MSG_TRANSAZIONI.ricevutaBonifico,
      });
    out.transazioni = out.transazioni.map((l, i) =>
      l.transazione_economica && !l.elimina
        ? {
            ...l,
            transazione_economica: regoleDovuto(l.transazione_economica, ctx, [
              'transazioni',
              i,
              'transazione_economica',
            ]),
          }
        : l,
    );
    return out;
  }),
);
export type ModificaTransazioneFinanziaria = z.output<typeof modificaTransazioneFinanziariaSchema>;
export type PagamentoDaSalvare = Extract<ModificaTransazioneFinanziaria, { importo: number }>;
export type CollegamentoDelPagamento = PagamentoDaSalvare['transazioni'][number];
export type NuovoDovuto = NonNullable<CollegamentoDelPagamento['transazione_economica']>;

/** A link from the due's side: to an existing payment (new link) or an existing link to change or remove. */
const collegamentoDelDovuto = z
  .object({
    id_transazione: intero(MSG_TRANSAZIONI.id),
    id_transazione_finanziaria: idPositivo(MSG_TRANSAZIONI.collegamentoPagamento).nullish(),
    importo: centesimi(MSG_TRANSAZIONI.importo).nullish(),
    elimina,
  })
  .superRefine((l, ctx) => {
    if (l.elimina) {
      if (l.id_transazione < 0) ctx.addIssue({ code: 'custom', message: MSG_TRANSAZIONI.eliminaNuovo });
      return;
    }
    if (l.importo == null)
      ctx.addIssue({ code: 'custom', path: ['importo'], message: MSG_TRANSAZIONI.importo });
    if (l.id_transazione < 0 && l.id_transazione_finanziaria == null)
      ctx.addIssue({
        code: 'custom',
        path: ['id_transazione_finanziaria'],
        message: MSG_TRANSAZIONI.collegamentoPagamento,
      });
  });

/**
 * Spec 3 §5, §7 modificaTransazioneEconomica, full form: delete (id + elimina), or the whole due with
 * its links to existing payments. (The enrolment-fee form, id_iscrizione alone, is schemaDovutoIscrizione.)
 */
export const modificaTransazioneEconomicaSchema = eliminaOppure(
  z.object({ id_transazione_economica: idPositivo(MSG_TRANSAZIONI.id), elimina: z.literal(true) }),
  conRegoleCausale(
    z.object({
      id_transazione_economica: intero(MSG_TRANSAZIONI.id)
        .nullish()
        .transform((v) => (v != null && v > 0 ? v : null)),
      elimina: z.literal(false).nullish(),
      ...campiDovuto,
      transazioni: z
        .array(collegamentoDelDovuto)
        .max(LIMITI_INPUT.collegamenti)
        .nullish()
        .transform((v) => v ?? []),
      conferma_eccedenza: z
        .boolean()
        .nullish()
        .transform((v) => v === true),
    }),
  ).transform((d, ctx) => regoleDovuto(d, ctx)),
);
export type ModificaTransazioneEconomica = z.output<typeof modificaTransazioneEconomicaSchema>;
export type DovutoDaSalvare = Extract<ModificaTransazioneEconomica, { importo: number }>;

/** Spec 3 §7: the enrolment-fee form is id_iscrizione alone (no amount, no parties, no id). */
export function isFormQuotaIscrizione(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const v = input as Record<string, unknown>;
  return (
    v.id_iscrizione != null && v.id_transazione_economica == null && v.importo == null && v.elimina == null
  );
}

/**
 * Decision 1110: a saved payment gets a receipt number when it is completed, has an amount, its payee
 * issues receipts (section, group, unit: spec 3 §5) and is not also its payer (a transfer between
 * one party's methods is no receipt), and has none yet (an issued number never changes).
 */
export function richiedeNumeroRicevuta(p: {
  stato: string;
  importo: number;
  id_parte_da: number;
  id_parte_a: number;
  tipo_parte_a: TipoParte;
  numero_ricevuta: number | null;
}): boolean {
  return (
    p.numero_ricevuta == null &&
    p.stato === 'completed' &&
    p.importo > 0 &&
    p.id_parte_da !== p.id_parte_a &&
    isParteOrganizzazione(p.tipo_parte_a)
  );
}
