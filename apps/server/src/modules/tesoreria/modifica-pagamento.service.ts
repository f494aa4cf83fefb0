// Spec 3 §7 modificaTransazioneFinanziaria (decision 1110): save or delete a payment with its links and
// attachments in one transaction; the payment row, then the touched dues, locked in that order.
import { annoScoutDiOggi } from '@zaino/domain/anno-scout';
import {
  MSG_TRANSAZIONI,
  modificaTransazioneFinanziariaSchema,
  msgRicevutaEmessa,
  type NuovoDovuto,
  type PagamentoDaSalvare,
  richiedeNumeroRicevuta,
} from '@zaino/domain/form-transazioni';
import type { Cartella, FileSalvato, Storage } from '../../adapters/storage/storage.ts';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError, notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import type { EmissioneRicevute } from './hook-ricevute.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import { assertAnnoAggiungibile } from './anno-aggiungibile.ts';
import {
  conTipiParte,
  eccedenze,
  ricalcolaDovuti,
  tipoDellaParte,
  verificaAllocazioni,
  verificaRiferimentiDovuto,
} from './coperture.ts';
import {
  allegatiDiPagamento,
  deleteLink,
  deletePagamento,
  insertAllegatoNuovo,
  insertDovuto,
  insertLink,
  insertPagamento,
  linksDiPagamento,
  lockDovuti,
  lockPagamenti,
  prossimoNumeroRicevuta,
  segnaAllegatoEliminato,
  updateLink,
  updatePagamento,
} from './scritture.repo.ts';
import type { TransazioneFinanziariaRow } from './tesoreria.repo.ts';

/** What a payment save needs besides the database: the file port and the receipt hook. */
export interface DipendenzePagamento {
  storage: Pick<Storage, 'findUploaded'>;
  ricevute: Pick<EmissioneRicevute, 'emetti'>;
}

/** Spec 3 §7: returns id_transazione_finanziaria. */
export async function modificaTransazioneFinanziaria(
  sc: ServiceContext,
  { storage, ricevute }: DipendenzePagamento,
  input: unknown,
): Promise<number> {
  assertCan(sc.viewer, 'tesoreria.scrivi');
  const p = parseInput(modificaTransazioneFinanziariaSchema, await conTipiParte(sc, input));
  if (!('importo' in p)) {
    await inTransazione(sc, (tx) => eliminaPagamento(tx, p.id_transazione_finanziaria));
    return p.id_transazione_finanziaria;
  }
  // Outside the transaction (no lock held during file I/O): what was really uploaded under each new key.
  const caricati = await fileCaricati(storage, p);
  const { id, conRicevuta } = await inTransazione(sc, (tx) => salvaPagamento(tx, p, caricati));
  // After the commit, so no row or counter stays locked while the PDF is written. It is idempotent:
  // if it fails, the payment stays saved and saving it again issues the missing document.
  if (conRicevuta) await ricevute.emetti(sc, id);
  return id;
}

type Caricati = ReadonlyMap<number, FileSalvato>;

const CARTELLA_ALLEGATI: `${Cartella}/` = 'allegati/';

/** Each new attachment's file as the store has it (its key with the real extension, its size); a key
 * that was never uploaded, or is attached already, is refused. Only the dialog's own uploads
 * (folder 'allegati', createTransazioneFinanziariaAllegatoPostUrl) are attachments: a family's bank
 * receipt, an issued receipt or a statement export is never re-attached to another payment. */
async function fileCaricati(
  storage: Pick<Storage, 'findUploaded'>,
  p: PagamentoDaSalvare,
): Promise<Caricati> {
  const out = new Map<number, FileSalvato>();
  for (const a of p.allegati.filter((x) => x.id_allegato < 0)) {
    const file = a.s3_key!.startsWith(CARTELLA_ALLEGATI) ? await storage.findUploaded(a.s3_key!) : null;
    if (!file) throw new AppError('VALIDATION', MSG_TRANSAZIONI.fileNonCaricato, { campo: 'allegati' });
    out.set(a.id_allegato, file);
  }
  return out;
}

async function bloccaPagamento(tx: TxContext, id: number): Promise<TransazioneFinanziariaRow> {
  const [tf] = await lockPagamenti(tx.db, [id]);
  if (!tf) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  return tf;
}

/** Deleting a payment removes its links and recomputes the dues they covered; never one with a receipt. */
async function eliminaPagamento(tx: TxContext, id: number): Promise<void> {
  const tf = await bloccaPagamento(tx, id);
  if (tf.numero_ricevuta != null) throw new AppError('CONFLICT', msgRicevutaEmessa(tf.numero_ricevuta, true));
  const links = await linksDiPagamento(tx.db, id);
  const dovuti = await lockDovuti(
    tx.db,
    links.map((l) => l.id_transazione_economica),
  );
  await deletePagamento(tx.db, id);
  // Fewer links never make a due overpaid: no confirmation to ask.
  await ricalcolaDovuti(tx, dovuti, new Map(), true);
}

/** Decisions 1110, 1116: once a receipt is issued, what it (and its verification page) shows stays as it is. */
function assertRicevutaInvariata(tf: TransazioneFinanziariaRow, p: PagamentoDaSalvare, anno: number): void {
  if (tf.numero_ricevuta == null) return;
  const data = (d: Date | string | null) => (d == null ? null : new Date(d).getTime());
  const cambiato =
    tf.importo !== p.importo ||
    tf.id_parte_da !== p.id_parte_da ||
    tf.id_parte_a !== p.id_parte_a ||
    tf.tipo_da !== p.tipo_da ||
    tf.tipo_a !== p.tipo_a ||
    tf.stato !== p.stato ||
    tf.anno_scout !== anno ||
    (p.data_pagata != null && data(tf.data_pagata) !== data(p.data_pagata));
  if (cambiato) throw new AppError('CONFLICT', msgRicevutaEmessa(tf.numero_ricevuta, false));
}

async function salvaPagamento(
  tx: TxContext,
  p: PagamentoDaSalvare,
  caricati: Caricati,
): Promise<{ id: number; conRicevuta: boolean }> {
  const esistente = p.id_transazione_finanziaria
    ? await bloccaPagamento(tx, p.id_transazione_finanziaria)
    : null;
  const anno =
    p.anno_scout ??
    esistente?.anno_scout ??
    annoScoutDiOggi((p.data_pagata ?? new Date().toISOString()).slice(0, 10));
  if (esistente) assertRicevutaInvariata(esistente, p, anno);
  // Moving a payment into a year adds it there (decision 1116): the same rule as a new one.
  if (anno !== esistente?.anno_scout) await assertAnnoAggiungibile(tx, anno);

  // Dues touched: those linked before the save and those the payload links (locked after the payment).
  const prima = esistente ? await linksDiPagamento(tx.db, esistente.id_transazione_finanziaria) : [];
  const collegati = p.transazioni.flatMap((l) =>
    l.id_transazione_economica ? [l.id_transazione_economica] : [],
  );
  const dovuti = await lockDovuti(tx.db, [...prima.map((l) => l.id_transazione_economica), ...collegati]);
  for (const id of collegati)
    if (!dovuti.some((d) => d.id_transazione_economica === id))
      throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  const eccedenzePrima = await eccedenze(tx, dovuti);

  const campi = {
    id_parte_da: p.id_parte_da,
    id_parte_a: p.id_parte_a,
    importo: p.importo,
    stato: p.stato,
    tipo_da: p.tipo_da,
    tipo_a: p.tipo_a,
    commissione_da: p.commissione_da,
    commissione_a: p.commissione_a,
    // Completed without a date: paid now (spec 3 §4 defaults data_pagata to now).
    data_pagata:
      p.stato === 'completed' ? new Date(p.data_pagata ?? esistente?.data_pagata ?? Date.now()) : null,
    anno_scout: anno,
  };
  let tf: TransazioneFinanziariaRow;
  if (esistente) {
    await updatePagamento(tx.db, esistente.id_transazione_finanziaria, campi);
    tf = { ...esistente, ...campi };
  } else tf = await insertPagamento(tx.db, campi);
  const id = tf.id_transazione_finanziaria;

  await salvaAllegati(tx, id, p, caricati);
  const nuoviDovuti = await salvaCollegamenti(tx, id, anno, p, prima);
  await verificaAllocazioni(tx, new Map([[id, p.importo]]));
  await ricalcolaDovuti(tx, [...dovuti, ...nuoviDovuti], eccedenzePrima, p.conferma_eccedenza);

  let numero = tf.numero_ricevuta;
  if (richiedeNumeroRicevuta({ ...tf, tipo_parte_a: await tipoDellaParte(tx, tf.id_parte_a) })) {
    numero = await prossimoNumeroRicevuta(tx.db, tf.id_parte_a, anno);
    await updatePagamento(tx.db, id, { numero_ricevuta: numero });
  }
  return { id, conRicevuta: numero != null && tf.ricevuta_id_allegato == null };
}

/** New attachments are stored with their uploaded key; removed ones are flagged; the bank receipt chosen. */
async function salvaAllegati(
  tx: TxContext,
  idTf: number,
  p: PagamentoDaSalvare,
  caricati: Caricati,
): Promise<void> {
  const esistenti = new Set(
    (await allegatiDiPagamento(tx.db, idTf)).filter((a) => !a.elimina).map((a) => a.id_allegato),
  );
  const nuovi = new Map<number, number>();
  for (const a of p.allegati) {
    if (a.id_allegato < 0) {
      const file = caricati.get(a.id_allegato)!;
      const id = await insertAllegatoNuovo(tx.db, {
        id_transazione_finanziaria: idTf,
        nome: file.nome,
        dimensione: file.dimensione,
        s3_key: file.key,
      });
      if (id == null) throw new AppError('CONFLICT', MSG_TRANSAZIONI.fileGiaAllegato);
      nuovi.set(a.id_allegato, id);
    } else if (!esistenti.has(a.id_allegato)) throw notFound(MSG_TRANSAZIONI.allegatoNonTrovato);
    else if (a.elimina) {
      await segnaAllegatoEliminato(tx.db, idTf, a.id_allegato);
      esistenti.delete(a.id_allegato);
    }
  }
  const scelto = p.bonifico_id_allegato;
  const bonifico =
    scelto == null ? null : scelto < 0 ? nuovi.get(scelto) : esistenti.has(scelto) ? scelto : undefined;
  if (bonifico === undefined) throw notFound(MSG_TRANSAZIONI.allegatoNonTrovato);
  await updatePagamento(tx.db, idTf, { bonifico_id_allegato: bonifico ?? null });
}

/** The payload's links: removed, changed, or new (to an existing due, or to a new due created here). */
async function salvaCollegamenti(
  tx: TxContext,
  idTf: number,
  anno: number,
  p: PagamentoDaSalvare,
  prima: readonly { id_transazione: number; id_transazione_economica: number }[],
): Promise<{ id_transazione_economica: number; importo: number }[]> {
  const nuoviDovuti: { id_transazione_economica: number; importo: number }[] = [];
  const collegati = new Set(prima.map((l) => l.id_transazione_economica));
  // Removals first, so a due removed and linked again in one save is one link.
  for (const l of p.transazioni.filter((x) => x.elimina)) {
    const link = prima.find((x) => x.id_transazione === l.id_transazione);
    if (!link) throw notFound(MSG_TRANSAZIONI.collegamentoNonTrovato);
    await deleteLink(tx.db, l.id_transazione);
    collegati.delete(link.id_transazione_economica);
  }
  for (const l of p.transazioni.filter((x) => !x.elimina)) {
    const importo = l.importo!;
    if (l.id_transazione > 0) {
      if (!prima.some((x) => x.id_transazione === l.id_transazione))
        throw notFound(MSG_TRANSAZIONI.collegamentoNonTrovato);
      await updateLink(tx.db, l.id_transazione, importo);
      continue;
    }
    let idTe = l.id_transazione_economica;
    if (idTe == null) {
      const te = await creaDovutoNuovo(tx, l.transazione_economica!, anno);
      idTe = te.id_transazione_economica;
      nuoviDovuti.push(te);
    } else if (collegati.has(idTe)) throw new AppError('CONFLICT', MSG_TRANSAZIONI.giaAssociato);
    collegati.add(idTe);
    await insertLink(tx.db, { id_transazione_economica: idTe, id_transazione_finanziaria: idTf, importo });
  }
  return nuoviDovuti;
}

/** Spec 3 §2 'Add cause': a new due, by default in the payment's year; never in a past one (decision 1116). */
async function creaDovutoNuovo(tx: TxContext, d: NuovoDovuto, anno: number) {
  await assertAnnoAggiungibile(tx, d.anno_scout ?? anno);
  await verificaRiferimentiDovuto(tx, d, null);
  return insertDovuto(tx.db, {
    id_parte_da: d.id_parte_da,
    id_parte_a: d.id_parte_a,
    importo: d.importo,
    causale_desc: d.causale_desc,
    causale_dettagli: d.causale_dettagli,
    causale_tipo: d.causale_tipo,
    id_voce_da: d.id_voce_da,
    id_voce_a: d.id_voce_a,
    id_iscrizione: d.id_iscrizione,
    anno_scout: d.anno_scout ?? anno,
    stato: 'no',
  });
}
