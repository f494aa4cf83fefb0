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

/** The option of one searched due for a line of this amount. */
export function opzioneDovuto(d: DovutoDaScegliere, importoMovimento: number): OpzioneDovuto {
  const s = sceltaDovutoPerMovimento(d, importoMovimento);
  const base = `${d.causale_desc} · ${formatEuro(d.importo)} · ${etichettaStatoDovuto(d.stato)}`;
  const coda = !s.abbinabile
    ? ` · non abbinabile: ${s.motivo}`
    : s.residuo < d.importo
      ? ` · restano ${formatEuro(s.residuo)}`
      : '';
  return {
    valore: valoreDovuto(d.id_transazione_economica),
    id_transazione_economica: d.id_transazione_economica,
    etichetta: base + coda,
    abbinabile: s.abbinabile,
    proposto: s.abbinabile ? s.proposto : 0,
  };
}
