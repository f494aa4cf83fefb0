// Issue 26, decision 1213: the donation due of an abandoned checkout is closed, and comes back if
// that checkout is paid after all. A checkout with a donation creates a due of type donazione
// (decision 1202); once every checkout linked to it is set aside (replaced by a newer one, refused
// or expired at the provider), nobody owes it, and left open it would sit in the causali for ever.
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import {
  aggiungiDonazioneChiusa,
  donazioniAbbandonate,
  linksDeiDovuti,
  nomeDelDonatore,
} from '../tesoreria/checkout.repo.ts';
import {
  deleteDovuto,
  insertDovuto,
  insertLink,
  lockDovuti,
  lockPagamenti,
} from '../tesoreria/scritture.repo.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';

/** Dues closed per round: the rest wait for the next one (each round is one short transaction). */
const PER_GIRO = 200;

/**
 * Closes the abandoned donation dues, in its own transaction: the payments linked to them are
 * locked first, then the dues (scritture.repo.ts order), and the condition is checked again under
 * the locks. Each linked checkout records the amount its link held; the due and its links go.
 * Idempotent: a second round finds nothing; a round cut short left everything as it was. With
 * `donatore`, only that party's (after its checkout); without, everybody's (the hourly round).
 */
export async function chiudiDonazioniAbbandonate(sc: ServiceContext, donatore?: number): Promise<number> {
  // Most rounds find nothing (a family reloading its checkout): one read then, not a transaction.
  // What the read misses is what the transaction's own first read would have missed too.
  if ((await donazioniAbbandonate(sc.db, 1, { donatore })).length === 0) return 0;
  return inTransazione(sc, async (tx) => {
    const candidati = await donazioniAbbandonate(tx.db, PER_GIRO, { donatore });
    if (candidati.length === 0) return 0;
    await lockPagamenti(
      tx.db,
      (await linksDeiDovuti(tx.db, candidati)).map((l) => l.id_transazione_finanziaria),
    );
    await lockDovuti(tx.db, candidati);
    const ancora = await donazioniAbbandonate(tx.db, PER_GIRO, { soloTra: candidati });
    for (const id of ancora) {
      for (const l of await linksDeiDovuti(tx.db, [id]))
        await aggiungiDonazioneChiusa(tx.db, l.id_transazione_finanziaria, l.importo);
      await deleteDovuto(tx.db, id);
    }
    return ancora.length;
  });
}

/**
 * A set-aside checkout paid after all (started with a bank receipt, or completed at the provider):
 * its closed donation becomes a due again, of the recorded amount, linked to it, inside the
 * caller's transaction with the payment locked. Returns the new due, to be counted with the others.
 */
export async function riapriDonazioneChiusa(
  tx: TxContext,
  tf: TransazioneFinanziariaRow,
): Promise<TransazioneEconomicaRow | undefined> {
  if (tf.stato !== 'rejected' || tf.donazione_chiusa <= 0) return undefined;
  const nome = await nomeDelDonatore(tx.db, tf.id_parte_da);
  const dovuto = await insertDovuto(tx.db, {
    id_parte_da: tf.id_parte_da,
    id_parte_a: tf.id_parte_a,
    importo: tf.donazione_chiusa,
    causale_desc: `Donazione ${nome}`.trim(),
    causale_tipo: 'donazione',
    anno_scout: tf.anno_scout,
    stato: 'no',
  });
  await insertLink(tx.db, {
    id_transazione_economica: dovuto.id_transazione_economica,
    id_transazione_finanziaria: tf.id_transazione_finanziaria,
    importo: tf.donazione_chiusa,
  });
  return dovuto;
}
