import type { FormatoEstrattoConto } from '@zaino/domain/estratto-conto';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import type { Intestazione } from '../ricevute/intestazioni.ts';

/** One statement: a party's completed movements on one method in a scout year, with balances. */
export interface EstrattoConto {
  /** Decision 1301: the section that keeps the books, named by its identity at the top. */
  sezione: Intestazione;
  parte: Intestazione;
  tipo: TipoPagamento;
  anno_scout: number;
  iniziale: number;
  finale: number;
  righe: RigaEstratto[];
}

export interface RigaEstratto {
  data: Date;
  id_transazione_finanziaria: number;
  descrizione: string;
  entrata: number;
  uscita: number;
  saldo: number;
}

export type ScriviEstratto = (e: EstrattoConto) => Promise<Buffer>;
export type { FormatoEstrattoConto };
