import { formatEuro } from '@zaino/domain/formato';
import { type DovutoCercato, sceltaDovutoPerMovimento } from '@zaino/domain/scelta-dovuto-movimento';
import { etichettaStatoDovuto } from '@zaino/domain/transazioni';

// Decision 1155: a due found by the 'Cambia' dialog's search, as the treasurer reads it: what it still
// owes, whether it can be chosen (and why not), the part of the line it would take.

export interface DovutoDaScegliere extends DovutoCercato {
  id_transazione_economica: number;
  causale_desc: string;
  stato: string;
}

export interface OpzioneDovuto {
  /** The radio's value: 'te:{id}'. */
  valore: string;
  id_transazione_economica: number;
  etichetta: string;
  abbinabile: boolean;
  /** Cents of the line the due would take (0 when not choosable). */
  proposto: number;
}

export const valoreDovuto = (id: number) => `te:${id}`;

const maiuscola = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * The option of one searched due for a line of this amount. A choosable due says its state (and what
 * it still owes when partly paid); one that cannot be chosen says only why, once.
 */
export function opzioneDovuto(d: DovutoDaScegliere, importoMovimento: number): OpzioneDovuto {
  const s = sceltaDovutoPerMovimento(d, importoMovimento);
  const base = `${d.causale_desc} · ${formatEuro(d.importo)} · `;
  const coda = !s.abbinabile
    ? maiuscola(s.motivo)
    : etichettaStatoDovuto(d.stato) + (s.residuo < d.importo ? ` · restano ${formatEuro(s.residuo)}` : '');
  return {
    valore: valoreDovuto(d.id_transazione_economica),
    id_transazione_economica: d.id_transazione_economica,
    etichetta: base + coda,
    abbinabile: s.abbinabile,
    proposto: s.abbinabile ? s.proposto : 0,
  };
}

/** The options as the dialog lists them: the choosable dues first, then the others (each in search order). */
export function opzioniInOrdine(opzioni: readonly OpzioneDovuto[]): OpzioneDovuto[] {
  return [...opzioni.filter((o) => o.abbinabile), ...opzioni.filter((o) => !o.abbinabile)];
}
