// Spec 3 §7 modificaTransazioneEconomica, full form (decision 1110): save or delete a due with its links
// to existing payments in one transaction; the payments touched, then the due, locked in that order.
import {
  type DovutoDaSalvare,
  isFormQuotaIscrizione,
  MSG_TRANSAZIONI,
  modificaTransazioneEconomicaSchema,
} from '@zaino/domain/form-transazioni';
import { schemaDovutoIscrizione } from '@zaino/domain/form-iscrizione';
import { importoNonAllocato } from '@zaino/domain/transazioni';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo } from '../../auth/targets.ts';
import { AppError, notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import { creaTransazioneIscrizione } from '../iscrizioni/iscrizioni.modifica.ts';
import { allineaIscrizioneAllaQuota } from '../iscrizioni/quota-pagata.ts';
import { assertAnnoAggiungibile } from './anno-aggiungibile.ts';
import {
  conTipiParte,
  eccedenze,
  ricalcolaDovuti,
  verificaAllocazioni,
  verificaRiferimentiDovuto,
} from './coperture.ts';
import {
  allocatoPerPagamento,
  deleteDovuto,
  deleteLink,
  insertDovuto,
  insertLink,
  linksDiDovuto,
  lockDovuti,
  lockPagamenti,
  updateDovuto,
  updateLink,
} from './scritture.repo.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from './tesoreria.repo.ts';

/** Spec 3 §7: returns id_transazione_economica. With id_iscrizione alone, the enrolment fee due (decision 1001). */
export async function modificaTransazioneEconomica(sc: ServiceContext, input: unknown): Promise<number> {
  if (isFormQuotaIscrizione(input))
    return creaTransazioneIscrizione(sc, parseInput(schemaDovutoIscrizione, input).id_iscrizione!);
  assertCan(sc.viewer, 'tesoreria.scrivi');
  const d = parseInput(modificaTransazioneEconomicaSchema, await conTipiParte(sc, input));
  if (!('importo' in d)) {
    await inTransazione(sc, (tx) => eliminaDovuto(tx, d.id_transazione_economica));
    return d.id_transazione_economica;
  }
  return inTransazione(sc, (tx) => salvaDovuto(tx, d));
}

async function bloccaDovuto(tx: TxContext, id: number): Promise<TransazioneEconomicaRow> {
  const [te] = await lockDovuti(tx.db, [id]);
  if (!te) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  return te;
}

/**
 * Deleting a due removes its links: its payments are only allocated less (spec 3 §5: no confirmation).
 * An enrolment fee deleted is a fee no longer paid: its enrolment moves back (decision 1005).
 */
async function eliminaDovuto(tx: TxContext, id: number): Promise<void> {
  const te = await bloccaDovuto(tx, id);
  await deleteDovuto(tx.db, id);
  await allineaIscrizioneAllaQuota(tx, te, 'no');
}

async function salvaDovuto(tx: TxContext, d: DovutoDaSalvare): Promise<number> {
  // The payments whose allocation may grow: those of new links and of changed ones. They are locked
  // before the due (the order every save follows), then the due's links are read again under the lock.
  const primaSenzaLock = d.id_transazione_economica
    ? await linksDiDovuto(tx.db, d.id_transazione_economica)
    : [];
  const pagamentoDi = (l: DovutoDaSalvare['transazioni'][number]) =>
    l.id_transazione < 0
      ? l.id_transazione_finanziaria!
      : primaSenzaLock.find((x) => x.id_transazione === l.id_transazione)?.id_transazione_finanziaria;
  const crescono = d.transazioni.filter((l) => !l.elimina).flatMap((l) => pagamentoDi(l) ?? []);
  const pagamenti = await lockPagamenti(tx.db, crescono);
  for (const id of crescono)
    if (!pagamenti.some((p) => p.id_transazione_finanziaria === id))
      throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);

  const esistente = d.id_transazione_economica ? await bloccaDovuto(tx, d.id_transazione_economica) : null;
  const anno = esistente?.anno_scout ?? d.anno_scout ?? (await annoAttivo(tx));
  if (anno == null) throw notFound(MSG_TRANSAZIONI.annoNonTrovato);
  // A new due, or one moved into another year, is added to that year (decision 1116).
  const annoSalvato = d.anno_scout ?? anno;
  if (annoSalvato !== esistente?.anno_scout) await assertAnnoAggiungibile(tx, annoSalvato);
  const eccedenzePrima = esistente ? await eccedenze(tx, [esistente]) : new Map<number, number>();

  await verificaRiferimentiDovuto(tx, d, esistente?.id_transazione_economica ?? null);
  const campi = {
    id_parte_da: d.id_parte_da,
    id_parte_a: d.id_parte_a,
    importo: d.importo,
    causale_desc: d.causale_desc,
    causale_dettagli: d.causale_dettagli,
    causale_tipo: d.causale_tipo,
    id_voce_da: d.id_voce_da,
    id_voce_a: d.id_voce_a,
    id_iscrizione: d.id_iscrizione ?? esistente?.id_iscrizione ?? null,
    anno_scout: annoSalvato,
  };
  let id: number;
  if (esistente) {
    id = esistente.id_transazione_economica;
    await updateDovuto(tx.db, id, campi);
  } else id = (await insertDovuto(tx.db, { ...campi, stato: 'no' })).id_transazione_economica;

  const prima = esistente ? await linksDiDovuto(tx.db, id) : [];
  await salvaCollegamenti(tx, id, d, prima, pagamenti);
  await verificaAllocazioni(tx, new Map(pagamenti.map((p) => [p.id_transazione_finanziaria, p.importo])));
  await ricalcolaDovuti(
    tx,
    [{ id_transazione_economica: id, importo: d.importo }],
    eccedenzePrima,
    d.conferma_eccedenza,
  );
  return id;
}

/** Links removed, changed, or new to an existing payment (spec 3 §5 refusals for the new ones). */
async function salvaCollegamenti(
  tx: TxContext,
  idTe: number,
  d: DovutoDaSalvare,
  prima: readonly TransazioneRow[],
  pagamenti: readonly TransazioneFinanziariaRow[],
): Promise<void> {
  const collegati = new Set(prima.map((l) => l.id_transazione_finanziaria));
  for (const l of d.transazioni.filter((x) => x.elimina)) {
    const link = prima.find((x) => x.id_transazione === l.id_transazione);
    if (!link) throw notFound(MSG_TRANSAZIONI.collegamentoNonTrovato);
    await deleteLink(tx.db, l.id_transazione);
    collegati.delete(link.id_transazione_finanziaria);
  }
  const nuovi = d.transazioni.filter((x) => !x.elimina && x.id_transazione < 0);
  const allocato = await allocatoPerPagamento(
    tx.db,
    nuovi.map((l) => l.id_transazione_finanziaria!),
  );
  for (const l of d.transazioni.filter((x) => !x.elimina)) {
    if (l.id_transazione > 0) {
      if (!prima.some((x) => x.id_transazione === l.id_transazione))
        throw notFound(MSG_TRANSAZIONI.collegamentoNonTrovato);
      await updateLink(tx.db, l.id_transazione, l.importo!);
      continue;
    }
    const idTf = l.id_transazione_finanziaria!;
    if (collegati.has(idTf)) throw new AppError('CONFLICT', MSG_TRANSAZIONI.giaAssociato);
    const tf = pagamenti.find((p) => p.id_transazione_finanziaria === idTf)!;
    // Spec 3 §5: a payment with nothing left to allocate cannot cover this due too.
    if (importoNonAllocato(tf.importo, [{ importo: allocato.get(idTf) ?? 0 }]) <= 0)
      throw new AppError('CONFLICT', MSG_TRANSAZIONI.giaUtilizzato);
    collegati.add(idTf);
    await insertLink(tx.db, {
      id_transazione_economica: idTe,
      id_transazione_finanziaria: idTf,
      importo: l.importo!,
    });
  }
}
