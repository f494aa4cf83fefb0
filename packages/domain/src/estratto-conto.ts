// Spec 3 §2 and §7 account statement export (POST /esporta/estratto-conto/{id_parte}/{tipo}): the
// request, and each completed payment as money in or out of one method of a party, with the running
// balance from the year's opening balance (the same rule as the annual balances, saldoAnnuale).
import { z } from './zod.ts';
import { METODI_PAGAMENTO, type TipoPagamento } from './transazioni.ts';
import { interoStretto } from './validatori.ts';

export const FORMATI_ESTRATTO_CONTO = ['pdf', 'xlsx'] as const;
export type FormatoEstrattoConto = (typeof FORMATI_ESTRATTO_CONTO)[number];

export const MSG_ESTRATTO_CONTO = Object.freeze({
  parte: 'Scegliere un soggetto',
  tipo: 'Metodo di pagamento non valido',
  anno: 'Scegliere un anno scout',
  formato: 'Formato non valido: pdf o xlsx',
});

/** The route's parameters and body: id_parte and tipo from the path, anno_scout and formato (pdf default). */
export const estrattoContoSchema = z.object({
  id_parte: interoStretto(MSG_ESTRATTO_CONTO.parte).pipe(
    z.number().positive({ error: MSG_ESTRATTO_CONTO.parte }),
  ),
  tipo: z.enum(METODI_PAGAMENTO, { error: MSG_ESTRATTO_CONTO.tipo }),
  anno_scout: interoStretto(MSG_ESTRATTO_CONTO.anno).pipe(
    z.number().min(1900, { error: MSG_ESTRATTO_CONTO.anno }).max(9999, { error: MSG_ESTRATTO_CONTO.anno }),
  ),
  formato: z.enum(FORMATI_ESTRATTO_CONTO, { error: MSG_ESTRATTO_CONTO.formato }).default('pdf'),
});

/** What a payment needs to be read as a movement of one method. */
export interface PagamentoSuMetodo {
  id_parte_da: number;
  id_parte_a: number;
  tipo_da: string;
  tipo_a: string;
  importo: number;
  commissione_da: number;
  commissione_a: number;
}

/**
 * A completed payment on the party's `tipo`: in = amount less the payee's fee when the party is paid
 * on that method, out = amount plus the payer's fee when it pays from it (a transfer between two
 * methods of the party is out of one and into the other).
 */
export function movimentoSuMetodo(
  p: PagamentoSuMetodo,
  idParte: number,
  tipo: TipoPagamento,
): { entrata: number; uscita: number } {
  return {
    entrata: p.id_parte_a === idParte && p.tipo_a === tipo ? p.importo - p.commissione_a : 0,
    uscita: p.id_parte_da === idParte && p.tipo_da === tipo ? p.importo + p.commissione_da : 0,
  };
}

/** Each movement with the balance after it, from the opening balance. */
export function conSaldoProgressivo<T extends { entrata: number; uscita: number }>(
  iniziale: number,
  movimenti: readonly T[],
): (T & { saldo: number })[] {
  let saldo = iniziale;
  return movimenti.map((m) => {
    saldo += m.entrata - m.uscita;
    return { ...m, saldo };
  });
}
