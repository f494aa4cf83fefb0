import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transazioniFinanziarie } from '../../db/schema/index.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';

/** The payment, locked until the end of the transaction: one receipt document per payment. */
export async function lockTransazioneFinanziaria(
  tx: Tx,
  id: number,
): Promise<TransazioneFinanziariaRow | undefined> {
  const [row] = await tx
    .select()
    .from(transazioniFinanziarie)
    .where(eq(transazioniFinanziarie.id_transazione_finanziaria, id))
    .for('update');
  return row;
}

export async function impostaRicevuta(tx: Tx, idTf: number, idAllegato: number): Promise<void> {
  await tx
    .update(transazioniFinanziarie)
    .set({ ricevuta_id_allegato: idAllegato })
    .where(eq(transazioniFinanziarie.id_transazione_finanziaria, idTf));
}
