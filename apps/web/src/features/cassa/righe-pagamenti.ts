import { parseFiltroImporto, passaFiltroDate, passaFiltroStato } from '@zaino/domain/filtri';
import { ETICHETTE_METODO, type TipoPagamento } from '@zaino/domain/transazioni';
import { nomeParte, type ParteLetta } from '../../lib/parte.ts';

// Spec 3 §2 payments list: one row per payment as the shown party sees it (incoming, outgoing, or an
// internal transfer between two of its methods), the per-column filters, and the rows' movement on
// the annual balance (decision 1101: completed payments, net of commissions).

export interface PagamentoLetto {
  id_transazione_finanziaria: number;
  id_parte_da: number;
  id_parte_a: number;
  parte_da?: ParteLetta | null;
  parte_a?: ParteLetta | null;
  importo: number;
  stato: string;
  tipo_da: TipoPagamento;
  tipo_a: TipoPagamento;
  commissione_da: number;
  commissione_a: number;
  data_creata: string;
  data_pagata?: string | null;
}

export type Direzione = 'entrata' | 'uscita' | 'interno';

export interface RigaPagamento {
  id: number;
  /** Signed for the party: positive incoming, negative outgoing; a transfer shows its amount. */
  importo: number;
  direzione: Direzione;
  da: string;
  a: string;
  /** The method on the party's side ('bank → cash' for a transfer). */
  metodo: string;
  stato: string;
  data_creata: string;
  data_pagata: string | null;
  /** What this row adds to the annual balance of the method(s) shown (0 unless completed). */
  movimento: number;
}

/** A payment as a row of the party's list, on every method (tipo null) or on one. */
export function rigaPagamento(
  p: PagamentoLetto,
  id_parte: number,
  tipo: TipoPagamento | null,
): RigaPagamento {
  const entra = p.id_parte_a === id_parte && (tipo === null || p.tipo_a === tipo);
  const esce = p.id_parte_da === id_parte && (tipo === null || p.tipo_da === tipo);
  const direzione: Direzione = entra && esce ? 'interno' : esce ? 'uscita' : 'entrata';
  const completato = p.stato === 'completed';
  const movimento = completato
    ? (entra ? p.importo - p.commissione_a : 0) - (esce ? p.importo + p.commissione_da : 0)
    : 0;
  const metodo =
    p.tipo_da === p.tipo_a
      ? ETICHETTE_METODO[p.tipo_a]
      : `${ETICHETTE_METODO[p.tipo_da]} → ${ETICHETTE_METODO[p.tipo_a]}`;
  return {
    id: p.id_transazione_finanziaria,
    importo: direzione === 'uscita' ? -p.importo : p.importo,
    direzione,
    da: nomeParte(p.parte_da, p.id_parte_da),
    a: nomeParte(p.parte_a, p.id_parte_a),
    metodo,
    stato: p.stato,
    data_creata: p.data_creata,
    data_pagata: p.data_pagata ?? null,
    movimento,
  };
}

export interface FiltriPagamenti {
  importo?: string;
  da?: string;
  a?: string;
  stato?: string;
  creata_da?: string;
  creata_a?: string;
  pagata_da?: string;
  pagata_a?: string;
}

/** A timestamp's calendar day where the user is (a payment at 00:30 in Rome is that day, not the UTC one). */
export const giornoLocale = (ts: string | null | undefined) => (ts ? new Date(ts) : null);

export const contiene = (valore: string, filtro: string | undefined) =>
  !filtro || valore.toLocaleLowerCase('it').includes(filtro.trim().toLocaleLowerCase('it'));

/**
 * Spec 3 §2 filters: an exact amount in euros ('-' outgoing, '+' incoming; an unreadable amount
 * matches nothing), party names by substring, stato exact or by suffix, date ranges by day.
 */
export function passaFiltroImportoPagamento(
  r: Pick<RigaPagamento, 'importo' | 'direzione'>,
  filtro?: string,
) {
  if (!filtro?.trim()) return true;
  const f = parseFiltroImporto(filtro);
  if (!f) return false;
  if (Math.abs(r.importo) !== Math.abs(f.importo)) return false;
  if (f.direzione === 'uscita') return r.direzione === 'uscita';
  if (f.direzione === 'entrata') return r.direzione === 'entrata';
  return true;
}

export function filtraPagamenti(righe: readonly RigaPagamento[], f: FiltriPagamenti): RigaPagamento[] {
  return righe.filter(
    (r) =>
      passaFiltroImportoPagamento(r, f.importo) &&
      contiene(r.da, f.da) &&
      contiene(r.a, f.a) &&
      passaFiltroStato(r.stato, f.stato) &&
      passaFiltroDate(giornoLocale(r.data_creata), f.creata_da, f.creata_a) &&
      passaFiltroDate(giornoLocale(r.data_pagata), f.pagata_da, f.pagata_a),
  );
}

/** The rows' movement on the balance: Σ of completed payments, net of commissions. */
export const totaleMovimenti = (righe: readonly RigaPagamento[]) =>
  righe.reduce((s, r) => s + r.movimento, 0);
