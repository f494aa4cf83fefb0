import type { ModificaPagamentoVariabili } from './api/modifica-pagamento.ts';
import type { LinkLocale } from './collegamenti.ts';

// Spec 3 §4–§5: what the payment dialog edits and how it becomes modificaTransazioneFinanziaria's
// variables (decision 1110); the dialog itself is components/pagamento-dialog.tsx.

/** A linked due: an existing one (id_altro) or one created with the payment ('Aggiungi causale'). */
export interface Collegamento extends LinkLocale {
  /** the due's description as shown in the list */
  desc: string;
  nuovo?: { causale_desc: string; id_voce_da: number | null; id_voce_a: number | null };
}

/** The method pairs 'tipo_da-tipo_a' every payment offers. */
export const COPPIE_BASE = ['cash-cash', 'bank-bank', 'satispay-satispay', 'stripe-stripe'];
/** The pairs of a transfer between one's own methods. */
export const TRASFERIMENTI = [
  'bank-cash',
  'cash-bank',
  'satispay-bank',
  'stripe-bank',
  'bank-satispay',
  'bank-stripe',
];

/** Spec 3 §2: a new transfer starts as completed, from Satispay to the bank. */
export const TRASFERIMENTO_PREDEFINITO = 'satispay-bank';

/** ISO → the value of an <input type="datetime-local"> in local time. */
export function perInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const due = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${due(d.getMonth() + 1)}-${due(d.getDate())}T${due(d.getHours())}:${due(d.getMinutes())}`;
}

const daInput = (v: string): string | null => {
  const d = new Date(v);
  return v && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
};

/**
 * The payment date to send: none unless completed; the input shows minutes only, so an untouched
 * date is sent as read (a receipted payment's date must not move by its seconds, decision 1110).
 */
export function dataDaInviare(completato: boolean, letta: string | null | undefined, input: string) {
  if (!completato) return null;
  return letta && input === perInput(letta) ? letta : daInput(input);
}

/**
 * The links to save: new ones removed before saving are dropped, removed saved ones are sent with
 * `elimina`, a new due goes with its own economic transaction between the payment's parties.
 */
export function transazioniDaInviare(
  collegamenti: readonly Collegamento[],
  parti: { id_parte_da: number; id_parte_a: number },
): ModificaPagamentoVariabili['transazioni'] {
  return collegamenti
    .filter((c) => !(c.elimina && c.id_transazione < 0))
    .map((c) =>
      c.elimina
        ? { id_transazione: c.id_transazione, elimina: true }
        : {
            id_transazione: c.id_transazione,
            importo: c.importo,
            ...(c.id_transazione < 0 && c.nuovo
              ? {
                  transazione_economica: {
                    ...parti,
                    importo: c.importo ?? 0,
                    causale_desc: c.nuovo.causale_desc,
                    causale_tipo: 'altro' as const,
                    id_voce_da: c.nuovo.id_voce_da,
                    id_voce_a: c.nuovo.id_voce_a,
                  },
                }
              : c.id_transazione < 0
                ? { id_transazione_economica: c.id_altro }
                : {}),
          },
    );
}
