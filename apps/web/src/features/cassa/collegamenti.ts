import { MSG_TESORERIA, verificaCollegamentoPagamento } from '@zaino/domain/form-tesoreria';

// Spec 3 §4–§5: the links a dialog edits before saving them whole (decision 1110). The payment dialog
// links dues, the due dialog links payments; both keep the same list shape: `id_altro` is the other
// side's id (the due's or the payment's), negative `id_transazione` a link not saved yet.

export interface LinkLocale {
  id_transazione: number;
  /** the linked due (payment dialog) or payment (due dialog); null for a due created with the payment */
  id_altro: number | null;
  /** cents; null while the field is empty */
  importo: number | null;
  elimina: boolean;
}

/** What choosing a found due or payment does to the list. */
export type EsitoCollegamento =
  | { esito: 'ripristina'; id_transazione: number }
  | { esito: 'aggiungi'; importo: number }
  | { esito: 'rifiuto'; messaggio: string };

const somma = (xs: readonly { importo: number | null }[]) => xs.reduce((s, x) => s + (x.importo ?? 0), 0);

/** Spec 3 §4: removing a saved link marks it elimina; removing a new one drops it. */
export function togliCollegamento<T extends LinkLocale>(links: readonly T[], id_transazione: number): T[] {
  return id_transazione < 0
    ? links.filter((l) => l.id_transazione !== id_transazione)
    : links.map((l) => (l.id_transazione === id_transazione ? { ...l, elimina: true } : l));
}

/** The active links minus the ones removed: what the dialog will save. */
export const attivi = <T extends LinkLocale>(links: readonly T[]): T[] => links.filter((l) => !l.elimina);

/**
 * Already linked (and not removed here): the spec's refusal; removed here and chosen again: restored
 * (spec 3 §4 "Re-linking a removed cause un-removes it", §2 "re-linked after removal").
 */
function giaNellaLista(links: readonly LinkLocale[], id: number): EsitoCollegamento | null {
  if (attivi(links).some((l) => l.id_altro === id))
    return { esito: 'rifiuto', messaggio: MSG_TESORERIA.giaAssociato };
  const tolto = links.find((l) => l.elimina && l.id_altro === id);
  return tolto ? { esito: 'ripristina', id_transazione: tolto.id_transazione } : null;
}

/** The default amount: what is left on both sides, or what is left on the found one when this side is full. */
const importoProposto = (liberoQui: number, liberoLa: number) =>
  Math.max(0, liberoQui > 0 ? Math.min(liberoQui, liberoLa) : liberoLa);

/**
 * Spec 3 §4 'Link to existing cause' in the payment dialog: a due linked twice is refused as the
 * server refuses it; the amount proposed is what the due still lacks, within what the payment has left.
 */
export function collegaCausale(
  links: readonly LinkLocale[],
  causale: { id_transazione_economica: number; importo: number; transazioni: readonly { importo: number }[] },
  importoPagamento: number,
): EsitoCollegamento {
  const gia = giaNellaLista(links, causale.id_transazione_economica);
  if (gia) return gia;
  const liberoPagamento = importoPagamento - somma(attivi(links));
  return {
    esito: 'aggiungi',
    importo: importoProposto(liberoPagamento, causale.importo - somma(causale.transazioni)),
  };
}

/**
 * Spec 3 §5 'Link to existing payment' in the due dialog, with the two refusals the server gives
 * (decision 1110): already linked to this due, or nothing left of it to allocate.
 */
export function collegaPagamento(
  links: readonly LinkLocale[],
  pagamento: {
    id_transazione_finanziaria: number;
    importo: number;
    transazioni: readonly { id_transazione_economica: number; importo: number }[];
  },
  idCausale: number | null,
  importoCausale: number,
): EsitoCollegamento {
  const gia = giaNellaLista(links, pagamento.id_transazione_finanziaria);
  if (gia) return gia;
  const rifiuto = verificaCollegamentoPagamento(pagamento, idCausale ?? 0);
  if (rifiuto) return { esito: 'rifiuto', messaggio: rifiuto };
  const liberoCausale = importoCausale - somma(attivi(links));
  return {
    esito: 'aggiungi',
    importo: importoProposto(liberoCausale, pagamento.importo - somma(pagamento.transazioni)),
  };
}
