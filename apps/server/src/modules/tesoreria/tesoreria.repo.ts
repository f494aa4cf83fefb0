import { preparataPerSessione, traChiavi } from '../../db/preparata-per-sessione.ts';
import { SENZA_NOME } from '../../db/senza-nome.ts';
import { and, asc, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from '../../db/righe.ts';
import { transazioni, transazioniEconomiche, transazioniFinanziarie } from '../../db/schema/index.ts';

// Defined in db/ for the modules below the treasury; named here too for the GraphQL mappers.
export type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from '../../db/righe.ts';

/** Dues that the parties still have to pay (stato other than totale_completata), oldest first. */
export async function findTeDaPagareByParti(
  db: Db,
  idParti: readonly number[],
): Promise<TransazioneEconomicaRow[]> {
  if (idParti.length === 0) return [];
  return dovutiDaPagare(db).execute({ ids: [...idParti] });
}

const dovutiDaPagare = preparataPerSessione((db) =>
  db
    .select()
    .from(transazioniEconomiche)
    .where(
      and(traChiavi(transazioniEconomiche.id_parte_da), ne(transazioniEconomiche.stato, 'totale_completata')),
    )
    .orderBy(asc(transazioniEconomiche.data_creata), asc(transazioniEconomiche.id_transazione_economica))
    .prepare(SENZA_NOME),
);

export async function findTeByIscrizioni(
  db: Db,
  idIscrizioni: readonly number[],
): Promise<TransazioneEconomicaRow[]> {
  if (idIscrizioni.length === 0) return [];
  return db
    .select()
    .from(transazioniEconomiche)
    .where(inArray(transazioniEconomiche.id_iscrizione, [...idIscrizioni]));
}

export async function findTransazioniByTe(db: Db, idTe: readonly number[]): Promise<TransazioneRow[]> {
  if (idTe.length === 0) return [];
  return db
    .select()
    .from(transazioni)
    .where(inArray(transazioni.id_transazione_economica, [...idTe]))
    .orderBy(asc(transazioni.id_transazione));
}

const pagamentiPerId = preparataPerSessione((db) =>
  db
    .select()
    .from(transazioniFinanziarie)
    .where(traChiavi(transazioniFinanziarie.id_transazione_finanziaria))
    .prepare(SENZA_NOME),
);

export async function findTfByIds(db: Db, ids: readonly number[]): Promise<TransazioneFinanziariaRow[]> {
  if (ids.length === 0) return [];
  return pagamentiPerId(db).execute({ ids: [...ids] });
}
