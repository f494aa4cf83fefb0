// Decisions 1132, 1141: what the treasurer's choice on a bank line writes. Each line in one
// transaction, locked first (then payments, then dues, as every treasury save): confirming completes
// the cited started transfer or creates a completed bank payment with its links, recomputes the dues,
// numbers the receipt, and stores the payment on the line, so a second confirmation is refused.
import { annoScoutDiOggi } from '@zaino/domain/anno-scout';
import {
  type ConfermaMovimento,
  MSG_MOVIMENTI,
  schemaAssegnaUscita,
  schemaConfermaMovimenti,
  schemaIgnoraMovimento,
} from '@zaino/domain/form-estratti-banca';
import { MSG_TRANSAZIONI, richiedeNumeroRicevuta } from '@zaino/domain/form-transazioni';
import { formatEuro } from '@zaino/domain/formato';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { bonificoCompletabile, copreIlBonifico } from '@zaino/domain/scelta-dovuto-movimento';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError, type ErrorType, notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import { assertAnnoAggiungibile } from '../tesoreria/anno-aggiungibile.ts';
import { findVoce, insertParte } from '../tesoreria/bilancio.repo.ts';
import { MSG_VOCE } from '../tesoreria/bilancio.service.ts';
import { insertLinkCheckout } from '../tesoreria/checkout.repo.ts';
import { eccedenze, ricalcolaDovuti, tipoDellaParte, verificaAllocazioni } from '../tesoreria/coperture.ts';
import type { EmissioneRicevute } from '../tesoreria/hook-ricevute.ts';
import {
  insertDovuto,
  insertPagamento,
  linksDiPagamento,
  lockDovuti,
  lockPagamenti,
  prossimoNumeroRicevuta,
  updatePagamento,
} from '../tesoreria/scritture.repo.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';
import {
  aggiornaMovimento,
  findAltraParte,
  lockMovimento,
  type MovimentoRow,
  movimentoDelPagamento,
} from './estratti-banca.repo.ts';

export interface EsitoConferma {
  id_movimento: number;
  id_transazione_finanziaria: number | null;
  tipo_errore: ErrorType | null;
  errore: string | null;
  /** The refusal asks for 'conferma_eccedenza' (a due would be covered beyond its amount). */
  richiede_conferma: boolean;
}

interface Scritto {
  id: number;
  ricevuta: boolean;
}

/** The line, locked, waiting and of the expected direction; else the reason it cannot be settled. */
async function movimentoDaAbbinare(tx: TxContext, id: number, verso: 'entrata' | 'uscita') {
  const m = await lockMovimento(tx.db, id);
  if (!m) throw notFound(MSG_MOVIMENTI.nonTrovato);
  if (m.stato === 'abbinata') throw new AppError('CONFLICT', MSG_MOVIMENTI.giaAbbinato);
  if (m.stato === 'ignorata') throw new AppError('CONFLICT', MSG_MOVIMENTI.ignorato);
  if (m.verso !== verso)
    throw new AppError(
      'VALIDATION',
      verso === 'entrata' ? MSG_MOVIMENTI.soloEntrate : MSG_MOVIMENTI.soloUscite,
    );
  return m;
}

/** The receipt number of a completed payment, as every payment save gives it (decision 1110). */
async function numeraRicevuta(tx: TxContext, tf: TransazioneFinanziariaRow): Promise<boolean> {
  if (!richiedeNumeroRicevuta({ ...tf, tipo_parte_a: await tipoDellaParte(tx, tf.id_parte_a) }))
    return tf.numero_ricevuta != null && tf.ricevuta_id_allegato == null;
  const numero = await prossimoNumeroRicevuta(tx.db, tf.id_parte_a, tf.anno_scout);
  await updatePagamento(tx.db, tf.id_transazione_finanziaria, { numero_ricevuta: numero });
  return tf.ricevuta_id_allegato == null;
}

/** The family's started 'Pagamento {id}' transfer, completed with the amount and day the bank booked. */
async function completaBonifico(
  tx: TxContext,
  m: MovimentoRow,
  idTf: number,
  conferma: boolean,
): Promise<Scritto> {
  const [tf] = await lockPagamenti(tx.db, [idTf]);
  if (!tf) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  if (tf.stato === 'completed' || tf.stato === 'rejected')
    throw new AppError('CONFLICT', MSG_MOVIMENTI.pagamentoConcluso);
  // Decision 1157: only a transfer someone announced to the section; never the section's own.
  if (!bonificoCompletabile(tf)) throw new AppError('VALIDATION', MSG_MOVIMENTI.pagamentoNonBonifico);
  if ((await movimentoDelPagamento(tx.db, idTf)) !== null)
    throw new AppError('CONFLICT', MSG_MOVIMENTI.pagamentoGiaUsato);
  const links = await linksDiPagamento(tx.db, idTf);
  const dovuti = await lockDovuti(
    tx.db,
    links.map((l) => l.id_transazione_economica),
  );
  // Money that came in settles what is owed to the section, never what the section owes.
  if (dovuti.some((d) => d.id_parte_da === ID_PARTE_SEZIONE))
    throw new AppError('VALIDATION', MSG_MOVIMENTI.dovutoDellaSezione);
  const prima = await eccedenze(tx, dovuti);
  // What arrived is what the payment records: a family that sent a little more keeps the excess
  // unallocated on it; less than its links cover is refused (the treasurer splits it by hand).
  const importo = m.importo - tf.commissione_da;
  const collegato = links.reduce((s, l) => s + l.importo, 0);
  if (!copreIlBonifico(m.importo, tf.commissione_da, collegato))
    throw new AppError(
      'CONFLICT',
      MSG_MOVIMENTI.importoPagamento(formatEuro(m.importo), formatEuro(collegato)),
    );
  const campi = { stato: 'completed', importo, data_pagata: new Date(`${m.data}T00:00:00Z`) };
  await updatePagamento(tx.db, idTf, campi);
  await ricalcolaDovuti(tx, dovuti, prima, conferma);
  return { id: idTf, ricevuta: await numeraRicevuta(tx, { ...tf, ...campi }) };
}

/** A completed bank payment for the chosen split, paid by the family member the screen named. */
async function nuovoPagamento(tx: TxContext, m: MovimentoRow, c: ConfermaMovimento): Promise<Scritto> {
  if (c.ripartizione.length === 0) throw new AppError('VALIDATION', MSG_MOVIMENTI.ripartizioneVuota);
  const ids = c.ripartizione.map((r) => r.id_transazione_economica);
  if (new Set(ids).size !== ids.length) throw new AppError('CONFLICT', MSG_TRANSAZIONI.giaAssociato);
  const totale = c.ripartizione.reduce((s, r) => s + r.importo, 0);
  if (totale > m.importo)
    throw new AppError('VALIDATION', MSG_MOVIMENTI.oltreImporto(formatEuro(totale), formatEuro(m.importo)));
  const anno = annoScoutDiOggi(m.data);
  await assertAnnoAggiungibile(tx, anno);
  const dovuti = await lockDovuti(tx.db, ids);
  if (dovuti.length !== ids.length) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  // Money that came in settles what is owed to the section, never what the section owes.
  if (dovuti.some((d) => d.id_parte_da === ID_PARTE_SEZIONE))
    throw new AppError('VALIDATION', MSG_MOVIMENTI.dovutoDellaSezione);
  const destinatari = new Set(dovuti.map((d) => d.id_parte_a));
  if (destinatari.size > 1) throw new AppError('VALIDATION', MSG_MOVIMENTI.destinatari);
  const pagante = c.id_parte_da ?? dovuti.find((d) => d.id_transazione_economica === ids[0])!.id_parte_da;
  if (pagante === ID_PARTE_SEZIONE) throw new AppError('VALIDATION', MSG_MOVIMENTI.paganteSezione);
  await tipoDellaParte(tx, pagante);
  const prima = await eccedenze(tx, dovuti);
  const tf = await insertPagamento(tx.db, {
    id_parte_da: pagante,
    id_parte_a: [...destinatari][0]!,
    importo: m.importo,
    stato: 'completed',
    tipo_da: 'bank',
    tipo_a: 'bank',
    data_pagata: new Date(`${m.data}T00:00:00Z`),
    anno_scout: anno,
  });
  for (const r of c.ripartizione) {
    const d = dovuti.find((x) => x.id_transazione_economica === r.id_transazione_economica)!;
    await insertLinkCheckout(tx.db, {
      id_transazione_economica: d.id_transazione_economica,
      id_transazione_finanziaria: tf.id_transazione_finanziaria,
      importo: r.importo,
      // Spec 3 §3: a parent paying a child's due (the receipt says "per conto di").
      da_uniti: d.id_parte_da !== pagante,
    });
  }
  await verificaAllocazioni(tx, new Map([[tf.id_transazione_finanziaria, tf.importo]]));
  await ricalcolaDovuti(tx, dovuti, prima, c.conferma_eccedenza);
  return { id: tf.id_transazione_finanziaria, ricevuta: await numeraRicevuta(tx, tf) };
}

async function confermaUno(tx: TxContext, c: ConfermaMovimento): Promise<Scritto> {
  const m = await movimentoDaAbbinare(tx, c.id_movimento, 'entrata');
  const esito =
    c.id_transazione_finanziaria != null
      ? await completaBonifico(tx, m, c.id_transazione_finanziaria, c.conferma_eccedenza)
      : await nuovoPagamento(tx, m, c);
  await aggiornaMovimento(tx.db, m.id_movimento, {
    stato: 'abbinata',
    id_transazione_finanziaria: esito.id,
    id_voce: null,
    autore: tx.autore,
  });
  return esito;
}

/**
 * confermaMovimentiBanca: each line in its own transaction, so one refused line (already settled,
 * a due gone) leaves the others confirmed; the answer says, per line, what happened. Receipts are
 * issued after each commit through the one receipt hook (decision 1205).
 */
export async function confermaMovimentiBanca(
  sc: ServiceContext,
  deps: { ricevute: Pick<EmissioneRicevute, 'emetti'> },
  input: unknown,
): Promise<EsitoConferma[]> {
  assertCan(sc.viewer, 'estrattiBanca.gestisci');
  const conferme = parseInput(schemaConfermaMovimenti, input);
  const esiti: EsitoConferma[] = [];
  for (const c of conferme) {
    try {
      const scritto = await inTransazione(sc, (tx) => confermaUno(tx, c));
      if (scritto.ricevuta) await deps.ricevute.emetti(sc, scritto.id);
      esiti.push({
        id_movimento: c.id_movimento,
        id_transazione_finanziaria: scritto.id,
        tipo_errore: null,
        errore: null,
        richiede_conferma: false,
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.errorType === 'FORBIDDEN' || err.errorType === 'DB_UNAVAILABLE')
        throw err;
      esiti.push({
        id_movimento: c.id_movimento,
        id_transazione_finanziaria: null,
        tipo_errore: err.errorType,
        errore: err.message,
        richiede_conferma: err.details?.conferma === 'conferma_eccedenza',
      });
    }
  }
  return esiti;
}

/** ignoraMovimentoBanca: sets a waiting line aside, or puts an ignored one back in the queue. */
export async function ignoraMovimentoBanca(sc: ServiceContext, input: unknown): Promise<MovimentoRow> {
  assertCan(sc.viewer, 'estrattiBanca.gestisci');
  const p = parseInput(schemaIgnoraMovimento, input);
  return inTransazione(sc, async (tx) => {
    const m = await lockMovimento(tx.db, p.id_movimento);
    if (!m) throw notFound(MSG_MOVIMENTI.nonTrovato);
    if (m.stato === 'abbinata') throw new AppError('CONFLICT', MSG_MOVIMENTI.giaAbbinato);
    const stato = p.ignora ? 'ignorata' : 'da_abbinare';
    if (m.stato !== stato)
      await aggiornaMovimento(tx.db, m.id_movimento, {
        stato,
        id_transazione_finanziaria: null,
        id_voce: null,
        autore: tx.autore,
      });
    return { ...m, stato };
  });
}

/**
 * assegnaUscitaBanca: an outgoing line becomes what the treasury records for an expense: a due of
 * the section to the payee on the chosen expense item, and a completed bank payment covering it.
 */
export async function assegnaUscitaBanca(
  sc: ServiceContext,
  deps: { ricevute: Pick<EmissioneRicevute, 'emetti'> },
  input: unknown,
): Promise<number> {
  assertCan(sc.viewer, 'estrattiBanca.gestisci');
  const p = parseInput(schemaAssegnaUscita, input);
  const scritto = await inTransazione(sc, async (tx) => {
    const m = await movimentoDaAbbinare(tx, p.id_movimento, 'uscita');
    const voce = await findVoce(tx.db, p.id_voce);
    if (!voce) throw notFound(MSG_VOCE.nonTrovata);
    if (!voce.codice.startsWith('U')) throw new AppError('VALIDATION', MSG_MOVIMENTI.voceNonSpesa);
    const anno = annoScoutDiOggi(m.data);
    await assertAnnoAggiungibile(tx, anno);
    const beneficiario = m.controparte || 'Beneficiario non indicato';
    const idParteA =
      p.id_parte_a ?? (await findAltraParte(tx.db, beneficiario)) ?? (await insertParte(tx.db, beneficiario));
    if (idParteA === ID_PARTE_SEZIONE) throw new AppError('VALIDATION', MSG_MOVIMENTI.beneficiarioSezione);
    await tipoDellaParte(tx, idParteA);
    const te = await insertDovuto(tx.db, {
      id_parte_da: ID_PARTE_SEZIONE,
      id_parte_a: idParteA,
      importo: m.importo,
      causale_desc: (m.causale || voce.descrizione).slice(0, 200),
      causale_tipo: 'altro',
      id_voce_da: voce.id_voce,
      anno_scout: anno,
      stato: 'no',
    });
    const tf = await insertPagamento(tx.db, {
      id_parte_da: ID_PARTE_SEZIONE,
      id_parte_a: idParteA,
      importo: m.importo,
      stato: 'completed',
      tipo_da: 'bank',
      tipo_a: 'bank',
      data_pagata: new Date(`${m.data}T00:00:00Z`),
      anno_scout: anno,
    });
    await insertLinkCheckout(tx.db, {
      id_transazione_economica: te.id_transazione_economica,
      id_transazione_finanziaria: tf.id_transazione_finanziaria,
      importo: m.importo,
      da_uniti: false,
    });
    await ricalcolaDovuti(tx, [te], new Map(), false);
    await aggiornaMovimento(tx.db, m.id_movimento, {
      stato: 'abbinata',
      id_transazione_finanziaria: tf.id_transazione_finanziaria,
      id_voce: voce.id_voce,
      autore: tx.autore,
    });
    return { id: tf.id_transazione_finanziaria, ricevuta: await numeraRicevuta(tx, tf) };
  });
  if (scritto.ricevuta) await deps.ricevute.emetti(sc, scritto.id);
  return scritto.id;
}
