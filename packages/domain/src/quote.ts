// Enrolment fees, card and Satispay fees, cart totals and fee reasons (spec 2 §9, spec 3 §5 and §9).
import { type AnnoScout, type FaseMora, formatAnnoScout } from './anno-scout.ts';
import { etaInAnni, type Giorno } from './date.ts';
import { formatEuro, formatEuroInteri } from './formato.ts';
import { isRuoloAdulto, ruoloById } from './ruoli.ts';
import { STATI_ISCRITTO } from './stati-iscrizione.ts';

/** Spec 2 §9: default enrolment fee (cents) for an enrolment transaction not yet created. */
export const QUOTA_DEFAULT = 8500;
/** Spec 2 §9: budget item of the solidarity fund. */
export const VOCE_FONDO_SOLIDARIETA = 108;
/** Spec 2 §9: budget item of the free training enrolment. */
export const VOCE_FORMAZIONE_GRATUITA = 109;
/** Spec 1 §1: the section's party id. */
export const ID_PARTE_SEZIONE = 1;
/**
 * Largest donation of one checkout, in euros (decision 1210, issue 22): the spec's 10,000,000 (spec 3
 * §9) let one click leave a million-euro "Donazione" due in the treasury. A larger gift is the
 * office's to record (a bank transfer to the section, with its receipt).
 */
export const DONAZIONE_MAX_EURO = 10_000;
/** The donation's error, in the form and from the server. */
export const MSG_DONAZIONE = `Inserire un importo tra 0 e ${formatEuroInteri(DONAZIONE_MAX_EURO)}`;
/** Spec 3 §9's donation input range, in euros: what the treasury's amounts stay below (decision 1116). */
export const IMPORTO_MAX_EURO = 10_000_000;

/** Spec 2 §9 (decision 0102): fee category of an enrolment. */
export interface CategoriaQuota {
  adulto: boolean;
  nuovo: boolean;
}

/** Decision 0102: adult for fees = an adult-role appointment in the year's enrolment; with no L/E/R
 * appointment either, 18 or older on the fiscal start of the year. */
export function isAdultoPerQuota(
  nomine: readonly { id_ruolo: string }[],
  dataNascita: Giorno | null | undefined,
  inizioFiscale: Giorno,
): boolean {
  if (nomine.some((n) => isRuoloAdulto(n.id_ruolo))) return true;
  if (nomine.some((n) => ruoloById(n.id_ruolo) && !isRuoloAdulto(n.id_ruolo))) return false;
  return dataNascita != null && dataNascita !== '' && etaInAnni(dataNascita, inizioFiscale) >= 18;
}

/** Decision 0102: new = no enrolment of the previous scout year in state incorso, sezione or completata. */
export function isNuovoPerQuota(
  iscrizioni: readonly { anno_scout: number; stato_iscrizione: string }[],
  anno: number,
): boolean {
  return !iscrizioni.some(
    (i) => i.anno_scout === anno - 1 && (STATI_ISCRITTO as readonly string[]).includes(i.stato_iscrizione),
  );
}

/** Spec 2 §4/§9: the mora owed in a phase: in_mora and not_in_time add mora_nuovi or mora_rinnovi. */
export function moraDellaFase(
  anno: Pick<AnnoScout, 'mora_nuovi' | 'mora_rinnovi'>,
  nuovo: boolean,
  fase: FaseMora,
): number {
  if (fase !== 'in_mora' && fase !== 'not_in_time') return 0;
  return nuovo ? anno.mora_nuovi : anno.mora_rinnovi;
}

/** Spec 2 §9: the enrolment fee: quota giovani/adulti × nuovi/rinnovi of the year, plus the mora of the phase. */
export function quotaIscrizione(anno: AnnoScout, categoria: CategoriaQuota, fase: FaseMora): number {
  const { adulto, nuovo } = categoria;
  const base = adulto
    ? nuovo
      ? anno.quota_adulti_nuovi
      : anno.quota_adulti_rinnovi
    : nuovo
      ? anno.quota_giovani_nuovi
      : anno.quota_giovani_rinnovi;
  return base + moraDellaFase(anno, nuovo, fase);
}

/** Spec 2 §9: the fee shown for an enrolment: its transaction's amount, or 8500 when none exists yet. */
export function quotaMostrata(transazione: { importo: number } | null | undefined): number {
  return transazione?.importo ?? QUOTA_DEFAULT;
}

/** Spec 3 §9: card fee in cents: round(((1.5% × amount × 1.22) + 25 × 1.22) / (1 − 0.015 × 1.22)). */
export function commissioneCarta(importo: number): number {
  if (importo <= 0) return 0;
  const iva = 1.22;
  return Math.round((0.015 * importo * iva + 25 * iva) / (1 - 0.015 * iva));
}

/** Spec 3 §9: the card fee the checkout shows: rounded up to whole euros. */
export function commissioneCartaEuroMostrata(importo: number): number {
  return Math.ceil(commissioneCarta(importo) / 100);
}

/**
 * Spec 3 §9, decision 1209: the card fee as the method choice words it. It shows the spec's
 * rounded-up euros as an upper bound ("fino a") unless they are the exact fee, so that it never
 * contradicts the exact fee the summary shows (1,90 € is "fino a 2 €", never "2 €").
 */
export function testoCommissioneCarta(importo: number): string {
  const euro = commissioneCartaEuroMostrata(importo);
  return commissioneCarta(importo) === euro * 100
    ? `Commissione: ${euro} €`
    : `Commissione: fino a ${euro} €`;
}

/** Spec 3 §9: Satispay fee: 0.5% of the total (rounded to the cent), plus 20 cents from 1000 cents. */
export function commissioneSatispay(importo: number): number {
  if (importo <= 0) return 0;
  return Math.round(importo * 0.005) + (importo >= 1000 ? 20 : 0);
}

/** Spec 3 §2/§9: payment methods of the checkout. */
export type MetodoCheckout = 'stripe' | 'satispay' | 'bank';

/** Decision 1212: the wording of a fee that is not known yet (nothing chosen to pay). */
export const COMMISSIONE_DA_CALCOLARE = 'Commissione calcolata sul totale da pagare';

/**
 * Spec 3 §2, §9: what the method choice says of each method's fee on the total. Before anything is
 * chosen to pay (total 0) card and Satispay say the same thing, not '0 €' and '0,00 €' (decision 1212).
 */
export function testoCommissioneMetodo(metodo: MetodoCheckout, totale: number): string {
  if (metodo === 'bank') return 'Nessuna commissione (solo eventuali costi della tua banca)';
  if (totale <= 0) return COMMISSIONE_DA_CALCOLARE;
  return metodo === 'stripe'
    ? testoCommissioneCarta(totale)
    : `Commissione: ${formatEuro(commissioneSatispay(totale))}`;
}

/** Spec 3 §9: the product fee of a method (bank transfer has none). */
export function commissione(metodo: MetodoCheckout, importo: number): number {
  if (metodo === 'stripe') return commissioneCarta(importo);
  if (metodo === 'satispay') return commissioneSatispay(importo);
  return 0;
}

/** Spec 3 §5: the cart total with the donation (cents). */
export function totaleCarrello(
  righe: readonly { importo: number }[],
  donazione: number | null | undefined,
): number {
  return righe.reduce((s, r) => s + r.importo, 0) + (donazione ?? 0);
}

/** Spec 3 §5: checkout start is disabled when no method is chosen or the total is zero. */
export function puoAvviareCheckout(metodo: MetodoCheckout | null | undefined, totale: number): boolean {
  return metodo != null && totale > 0;
}

/** Spec 3 §5: auto description of an enrolment due: adults 'Quota associativa', others 'Quota di iscrizione'. */
export function causaleIscrizione(nomeCompleto: string, anno: number, adulto: boolean): string {
  const tipo = adulto ? 'Quota associativa' : 'Quota di iscrizione';
  return `${tipo} ${nomeCompleto.trim()} AS ${formatAnnoScout(anno)}`;
}

/** Spec 2 §9 / spec 3 §5: the fee reason text 'Quota' plus year, name and surname. */
export function causaleQuota(anno: number, nome: string, cognome: string): string {
  return `Quota ${formatAnnoScout(anno)} ${nome.trim()} ${cognome.trim()}`;
}

/** Spec 3 §2: bank transfer reason: 'Pagamento ' followed by the payment id. */
export function causaleBonifico(idTransazioneFinanziaria: number): string {
  return `Pagamento ${idTransazioneFinanziaria}`;
}

/** Spec 2 §6: solidarity or free training only when the enrolment is prevista and has no due or one in state no. */
export function puoConcedereAgevolazione(
  statoIscrizione: string | null | undefined,
  dovuto: { stato: string } | null | undefined,
): boolean {
  return statoIscrizione === 'prevista' && (dovuto == null || dovuto.stato === 'no');
}

/** Spec 2 §9: what the solidarity fund or free training creates. */
export type PianoAgevolazione =
  | {
      tipo: 'pagamento_nullo';
      id_voce: number;
      id_parte: number;
      importo: 0;
      stato: 'completed';
      tipo_da: 'cash';
      tipo_a: 'cash';
    }
  | { tipo: 'dovuto_residuo'; id_voce: number; id_parte: number; importo: number };

/** Spec 2 §9: full fund → a zero-value completed cash payment (item 108); partial → a due for the remainder (item 108). */
export function pianoFondoSolidarieta(quota: number, importoFondo: number): PianoAgevolazione {
  if (importoFondo >= quota) {
    return {
      tipo: 'pagamento_nullo',
      id_voce: VOCE_FONDO_SOLIDARIETA,
      id_parte: ID_PARTE_SEZIONE,
      importo: 0,
      stato: 'completed',
      tipo_da: 'cash',
      tipo_a: 'cash',
    };
  }
  return {
    tipo: 'dovuto_residuo',
    id_voce: VOCE_FONDO_SOLIDARIETA,
    id_parte: ID_PARTE_SEZIONE,
    importo: quota - importoFondo,
  };
}

/** Spec 2 §9: free training enrolment: a zero-value completed cash payment with item 109. */
export function pianoFormazioneGratuita(): PianoAgevolazione {
  return {
    tipo: 'pagamento_nullo',
    id_voce: VOCE_FORMAZIONE_GRATUITA,
    id_parte: ID_PARTE_SEZIONE,
    importo: 0,
    stato: 'completed',
    tipo_da: 'cash',
    tipo_a: 'cash',
  };
}

/** Spec 3 §4 step 3: the parts of an enrolment fee, as the member home explains them. */
export interface ScomposizioneQuota {
  adulto: boolean;
  nuovo: boolean;
  /** quota giovani/adulti × nuovi/rinnovi of the year */
  base: number;
  /** the late fee included (0 when none) */
  mora: number;
  /** the late fee a payment from `moraDal` adds (mora_nuovi or mora_rinnovi) */
  moraPrevista: number;
  /** limite_mora: the day the late fee starts */
  moraDal: string;
}

/**
 * Spec 2 §9 / spec 3 §4: explains a fee due of the given category: its base and the late fee whose
 * sum is the amount; null when the amount is neither (a fee changed by hand or reduced by the
 * solidarity fund), so the screen shows the amount alone.
 */
export function scomponiQuota(
  anno: AnnoScout,
  importo: number,
  categoria: CategoriaQuota,
): ScomposizioneQuota | null {
  const base = quotaIscrizione(anno, categoria, 'in_time');
  const moraPrevista = moraDellaFase(anno, categoria.nuovo, 'in_mora');
  const mora = importo - base;
  if (mora !== 0 && mora !== moraPrevista) return null;
  return { ...categoria, base, mora, moraPrevista, moraDal: anno.limite_mora };
}
