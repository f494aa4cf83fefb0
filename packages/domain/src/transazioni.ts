// Dues (economic transactions), payments (financial transactions) and their links (spec 1 §4.6, spec 3 §4, DESIGN.md §7).

// The value lists below are read by the database CHECK constraints and match the GraphQL enums
// (test: apps/server/test/enum-coerenza.test.ts).

/** Spec 1 §4.6: payment states (transazioni_finanziarie.stato, GraphQL StatoTransazioneFinanziaria). */
export const STATI_PAGAMENTO = ['completed', 'rejected', 'started', 'initiated'] as const;
export type StatoPagamento = (typeof STATI_PAGAMENTO)[number];

/** Spec 3 §4: the labels of the payment states, in the office's lists, badges and choices. */
export const ETICHETTE_STATO_PAGAMENTO: Readonly<Record<StatoPagamento, string>> = Object.freeze({
  completed: 'Completato',
  rejected: 'Rifiutato',
  started: 'In corso',
  initiated: 'Non effettuato',
});

/** Spec 1 §4.6: due states (transazioni_economiche.stato, GraphQL StatoTransazioneEconomica). */
export const STATI_DOVUTO = [
  'no',
  'parziale_incorso',
  'totale_incorso',
  'parziale_completata',
  'totale_completata',
] as const;
export type StatoDovuto = (typeof STATI_DOVUTO)[number];

/** Spec 1 §9: payment methods (tipo_da / tipo_a, GraphQL MetodoPagamento). */
export const METODI_PAGAMENTO = ['bank', 'cash', 'satispay', 'stripe'] as const;
export type TipoPagamento = (typeof METODI_PAGAMENTO)[number];

/** Spec 3 §2: the labels of the methods (bank is 'Conto', cash 'Contanti'), screens and statements. */
export const ETICHETTE_METODO: Readonly<Record<TipoPagamento, string>> = Object.freeze({
  bank: 'Conto',
  cash: 'Contanti',
  satispay: 'Satispay',
  stripe: 'Stripe',
});

/** Spec 1 §3: reason type of a due (causale_tipo, GraphQL CausaleTipo). */
export const CAUSALI_TIPO = ['iscrizione', 'donazione', 'altro'] as const;
export type CausaleTipo = (typeof CAUSALI_TIPO)[number];

/** The Italian label of a due's type, for screens and exports (never the raw code). */
export const ETICHETTE_CAUSALE_TIPO: Record<CausaleTipo, string> = {
  iscrizione: 'Iscrizione',
  donazione: 'Donazione',
  altro: 'Altro',
};

export function etichettaCausaleTipo(tipo: string | null | undefined): string {
  return ETICHETTE_CAUSALE_TIPO[tipo as CausaleTipo] ?? tipo ?? '';
}

/** Spec 3 §4: a link (transazione) of a due, with the state of its payment. */
export interface LinkDovuto {
  importo: number;
  stato_pagamento: StatoPagamento | string;
}

/** Spec 3 §4: only completed or started payments count toward covering a due. */
export function contaPerCopertura(stato: string): boolean {
  return stato === 'completed' || stato === 'started';
}

/** DESIGN.md §7: the amounts covered by counting links: completed, started and total. */
export function copertura(links: readonly LinkDovuto[]): {
  completato: number;
  incorso: number;
  totale: number;
} {
  let completato = 0;
  let incorso = 0;
  for (const l of links) {
    if (l.stato_pagamento === 'completed') completato += l.importo;
    else if (l.stato_pagamento === 'started') incorso += l.importo;
  }
  return { completato, incorso, totale: completato + incorso };
}

/** Spec 1 §4.6 / DESIGN.md §7: the due's state derived from its links (totale when covered in full,
 * incorso while any counting link is only started; a zero due is covered by any counting link). */
export function statoDovuto(importo: number, links: readonly LinkDovuto[]): StatoDovuto {
  const contano = links.filter((l) => contaPerCopertura(l.stato_pagamento));
  if (contano.length === 0) return 'no';
  const c = copertura(contano);
  if (c.totale <= 0 && importo > 0) return 'no';
  const soloAvviati = contano.every((l) => l.stato_pagamento === 'started');
  const inCorso = c.incorso > 0 || (c.completato <= 0 && soloAvviati);
  if (c.totale >= importo) return inCorso ? 'totale_incorso' : 'totale_completata';
  return inCorso ? 'parziale_incorso' : 'parziale_completata';
}

/** Spec 1 §4.6: the amount still due (never negative). */
export function importoResiduo(importo: number, links: readonly LinkDovuto[]): number {
  return Math.max(0, importo - copertura(links).totale);
}

/** Spec 3 §5: the amount of a payment not yet allocated to dues (its amount minus its links). */
export function importoNonAllocato(importoPagamento: number, links: readonly { importo: number }[]): number {
  return importoPagamento - links.reduce((s, l) => s + l.importo, 0);
}

/** DESIGN.md §7 invariant: Σ links of a payment ≤ its amount. */
export function isAllocazioneValida(
  importoPagamento: number,
  links: readonly { importo: number }[],
): boolean {
  return links.every((l) => Number.isInteger(l.importo)) && importoNonAllocato(importoPagamento, links) >= 0;
}

/** Spec 3 §4: payment readiness of an enrolment fee. */
export type ProntezzaPagamento = 'not_done' | 'almost_done' | 'done';

/** Spec 3 §4: not_done without a due or unpaid; almost_done when totale_incorso; done when totale_completata. */
export function prontezzaPagamento(stato: string | null | undefined): ProntezzaPagamento {
  if (stato === 'totale_completata') return 'done';
  if (stato === 'totale_incorso') return 'almost_done';
  return 'not_done';
}

/** Spec 3 §4: the icon of a due's state. */
export type IconaDovuto = 'completata' | 'incorso' | 'parziale' | 'parziale_incorso' | 'no' | 'sync';

/** Spec 3 §4: green check, in progress, partial, partial in progress, red cross, otherwise orange sync. */
export function iconaStatoDovuto(stato: string | null | undefined): IconaDovuto {
  switch (stato) {
    case 'totale_completata':
      return 'completata';
    case 'incorso':
    case 'totale_incorso':
      return 'incorso';
    case 'parziale_completata':
      return 'parziale';
    case 'parziale_incorso':
      return 'parziale_incorso';
    case 'no':
      return 'no';
    default:
      return 'sync';
  }
}

/** Spec 3 §4: Italian labels of the due states ('n/d' otherwise). */
export function etichettaStatoDovuto(stato: string | null | undefined): string {
  const etichette: Record<string, string> = {
    totale_completata: 'Pagato',
    totale_incorso: 'In corso',
    incorso: 'In corso',
    parziale_completata: 'Parziale',
    parziale_incorso: 'Pagamento parziale in corso',
    no: 'Non pagato',
  };
  return etichette[stato ?? ''] ?? 'n/d';
}

/** Spec 3 §4: label and colour of a payment state (started is 'Prospettata' in places). */
export function badgeStatoPagamento(stato: string): {
  etichetta: string;
  colore: 'red' | 'green' | 'yellow';
} {
  const noto = (STATI_PAGAMENTO as readonly string[]).includes(stato) ? (stato as StatoPagamento) : 'started';
  const colore = noto === 'completed' ? 'green' : noto === 'started' ? 'yellow' : 'red';
  return { etichetta: ETICHETTE_STATO_PAGAMENTO[noto], colore };
}

/**
 * Spec 3 §9: what the payer was charged: the payment plus the method's fee the payer bore (card,
 * Satispay). The receipt and the family's history show it beside the amount (issue 23: 85,00 €
 * shown for a card charged 86,90 €).
 */
export function totaleAddebitato(tf: { importo: number; commissione_da: number }): number {
  return tf.importo + tf.commissione_da;
}

/** Spec 3 §2: payment history hides payments in state initiated. */
export function visibileNelloStorico(stato: string): boolean {
  return stato !== 'initiated';
}

/** Spec 3 §5 / DESIGN.md §7: the sum of counting links differs from the due: confirmation is asked. */
export function richiedeConfermaCopertura(
  importo: number,
  links: readonly LinkDovuto[],
): 'meno' | 'piu' | null {
  const t = copertura(links).totale;
  if (t === importo) return null;
  return t < importo ? 'meno' : 'piu';
}

/** Spec 3 §3 / DESIGN.md §7: a due's payment date: when completed in full, the latest date of its
 * completed payments (now when none carries one); otherwise none. */
export function dataPagataDovuto(
  stato: StatoDovuto,
  links: readonly (LinkDovuto & { data_pagata: Date | string | null })[],
  adesso: Date = new Date(),
): Date | null {
  if (stato !== 'totale_completata') return null;
  const date = links
    .filter((l) => l.stato_pagamento === 'completed' && l.data_pagata != null)
    .map((l) => new Date(l.data_pagata!).getTime());
  return date.length > 0 ? new Date(Math.max(...date)) : adesso;
}

/** DESIGN.md §7: how far the counting links of a due go beyond its amount (0 when within). */
export function eccedenzaDovuto(importo: number, links: readonly LinkDovuto[]): number {
  return Math.max(0, copertura(links).totale - importo);
}
