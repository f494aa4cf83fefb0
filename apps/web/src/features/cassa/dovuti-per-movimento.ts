import { formatEuro } from '@zaino/domain/formato';
import {
  bonificiDaCompletare,
  type DovutoCercato,
  sceltaDovutoPerMovimento,
} from '@zaino/domain/scelta-dovuto-movimento';
import { etichettaStatoDovuto } from '@zaino/domain/transazioni';

// Decision 1155: a due found by the 'Cambia' dialog's search, as the treasurer reads it: what it still
// owes, whether it can be chosen (and why not), the part of the line it would take.

export interface DovutoDaScegliere extends DovutoCercato {
  id_transazione_economica: number;
  causale_desc: string;
  stato: string;
}

export interface OpzioneDovuto {
  /** The radio's value: 'te:{id}' for the due, 'tf:{id}' for a started transfer to complete. */
  valore: string;
  id_transazione_economica: number;
  /** Decision 1157: the started bank transfer the line completes (instead of a new payment). */
  id_transazione_finanziaria?: number;
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

/**
 * A searched due's options: the due itself, then (decision 1157) each started bank transfer that
 * covers it, which the line may complete: the family paid as its checkout said, without citing it.
 */
export function opzioniDovuto(d: DovutoDaScegliere, importoMovimento: number): OpzioneDovuto[] {
  const base = `${d.causale_desc} · ${formatEuro(d.importo)} · `;
  const bonifici = bonificiDaCompletare(d, importoMovimento).map((b) => {
    const id = b.id_transazione_finanziaria;
    const bonifico = `bonifico in verifica${b.importo === null ? '' : ` di ${formatEuro(b.importo)}`} (pagamento n. ${id})`;
    return {
      valore: `tf:${id}`,
      id_transazione_economica: d.id_transazione_economica,
      id_transazione_finanziaria: id,
      etichetta:
        b.motivo === null ? `${base}Completa il ${bonifico}` : `${base}${maiuscola(bonifico)}: ${b.motivo}`,
      abbinabile: b.motivo === null,
      proposto: 0,
    };
  });
  const propria = opzioneDovuto(d, importoMovimento);
  // A due its announced transfer covers is that transfer's row only (the new treasurer read the
  // due's disabled row beside it as a second due); a due still owing something keeps its own.
  return bonifici.length > 0 && !propria.abbinabile ? bonifici : [propria, ...bonifici];
}

/**
 * The options as the dialog lists them: the choosable ones first, then the others (each in search
 * order); a transfer covering several of the dues found is offered once.
 */
export function opzioniInOrdine(opzioni: readonly OpzioneDovuto[]): OpzioneDovuto[] {
  const viste = new Set<string>();
  const uniche = opzioni.filter((o) => !viste.has(o.valore) && viste.add(o.valore));
  return [...uniche.filter((o) => o.abbinabile), ...uniche.filter((o) => !o.abbinabile)];
}
