// Decision 1209: a checkout's donation due belongs to that checkout. Set aside by a newer one, the
// checkout takes its unpaid donation with it (same transaction); paid later all the same (an old
// tab), it gets the donation back before its state and receipt number are recorded.
import { donazioneDaRipristinare, donazioniDaTogliere } from '@zaino/domain/donazioni-checkout';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { TxContext } from '../../request-context.ts';
import {
  eliminaDonazioni,
  insertLinkCheckout,
  linksDelleDonazioni,
  rifiutaCheckoutAperti,
} from '../tesoreria/checkout.repo.ts';
import { insertDovuto } from '../tesoreria/scritture.repo.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';

/** Decision 1202: a donation is a due of type donazione from the payer to the section, linked to the checkout. */
export async function registraDonazione(
  tx: TxContext,
  v: { idPagante: number; idTf: number; importo: number; nomeDonatore: string; anno: number },
): Promise<TransazioneEconomicaRow> {
  const dono = await insertDovuto(tx.db, {
    id_parte_da: v.idPagante,
    id_parte_a: ID_PARTE_SEZIONE,
    importo: v.importo,
    causale_desc: `Donazione ${v.nomeDonatore}`.trim(),
    causale_tipo: 'donazione',
    anno_scout: v.anno,
    stato: 'no',
  });
  await insertLinkCheckout(tx.db, {
    id_transazione_economica: dono.id_transazione_economica,
    id_transazione_finanziaria: v.idTf,
    importo: v.importo,
    da_uniti: false,
  });
  return dono;
}

/**
 * Sets aside the checkouts a new one replaces (locked, still initiated) and removes the donation
 * dues only they were linked to. `donazioni` are the donation dues linked to them, already locked by
 * the caller (dues after payments, decision 1110), so no payment can be linked to one meanwhile.
 */
export async function accantonaCheckout(
  tx: TxContext,
  accantonati: readonly number[],
  donazioni: readonly number[],
): Promise<void> {
  const daTogliere = donazioniDaTogliere(await linksDelleDonazioni(tx.db, donazioni), new Set(accantonati));
  await rifiutaCheckoutAperti(tx.db, accantonati);
  await eliminaDonazioni(tx.db, daTogliere);
}

/**
 * A set-aside checkout the provider (or a bank receipt) has now paid: the donation it lost comes back
 * as a new due linked to it, so the payment's links again add up to its amount. Returns that due
 * (for the caller to recompute with the others), or undefined when nothing was missing.
 */
export async function ripristinaDonazione(
  tx: TxContext,
  tf: TransazioneFinanziariaRow,
  links: readonly { importo: number }[],
): Promise<TransazioneEconomicaRow | undefined> {
  const importo = donazioneDaRipristinare(tf, links);
  if (importo <= 0) return undefined;
  const parte = await tx.loaders.organizzazione.parte.load(tf.id_parte_da);
  const donatore = parte?.id_persona == null ? null : await tx.loaders.persone.persona.load(parte.id_persona);
  return registraDonazione(tx, {
    idPagante: tf.id_parte_da,
    idTf: tf.id_transazione_finanziaria,
    importo,
    nomeDonatore: `${donatore?.nome ?? ''} ${donatore?.cognome ?? ''}`.trim(),
    anno: tf.anno_scout,
  });
}
