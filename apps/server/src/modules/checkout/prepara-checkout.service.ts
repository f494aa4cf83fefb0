// Spec 3 §4, §5, §7 preparaCheckout (DESIGN.md §7, decision 1202): the server computes every amount,
// records one initiated payment linked to the chosen dues (and the donation) in one transaction,
// then asks the provider for its payment with an idempotency key derived from ours.
import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { annoScoutDiOggi } from '@zaino/domain/anno-scout';
import {
  chiaveIdempotenza,
  type ImportiCheckout,
  importiCheckout,
  LIMITE_CHECKOUT,
  MSG_CHECKOUT,
  type PreparazioneCheckout,
  preparazioneCheckoutSchema,
} from '@zaino/domain/checkout';
import { datiDetrazioneCompleti, percorsoDatiDonatore } from '@zaino/domain/form-front-office';
import { causaleBonifico, ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { chiudiDonazioniAbbandonate } from './donazioni-abbandonate.ts';
import { pagamentoConsentitoFront, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { importoResiduo } from '@zaino/domain/transazioni';
import { FornitoreNonDisponibile } from '../../adapters/payments/payment-provider.ts';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo, targetTransazione } from '../../auth/targets.ts';
import { AppError, notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { ISTANTANEA, inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import {
  coperturaDovuti,
  insertDovuto,
  type LinkCopertura,
  insertPagamento,
  lockDovuti,
  lockPagamenti,
  updateDovuto,
  updatePagamento,
} from '../tesoreria/scritture.repo.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';
import {
  bloccaPreparazioniCheckout,
  checkoutAperti,
  checkoutRecentiDi,
  donazioneRiutilizzabile,
  insertLinkCheckout,
  type LinkConTipo,
  dovutiDelCarrello,
  linkDelCarrello,
  linksConTipo,
  rifiutaCheckoutAperti,
} from '../tesoreria/checkout.repo.ts';
import type { DipendenzeCheckout } from './conferma-pagamento.ts';
import { erroreDaLog } from '../../lib/errore-da-log.ts';

/** Spec 3 §3 prepared checkout result. */
export interface CheckoutPreparato {
  id_transazione_finanziaria: number;
  metodo: 'stripe' | 'satispay' | 'bank';
  stripe_client_secret: string | null;
  satispay_payment_id: string | null;
  stripe_payment_id: string | null;
  bonifico_upload_url: string | null;
  redirect_url: string | null;
  commissione: number;
  importo: number;
}

/** Spec 3 §2 return screens of each method. */
const RITORNO = {
  stripe: (id: number) => `/f/checkout/stripe/${id}`,
  satispay: () => '/f/checkout/satispay',
};

export async function preparaCheckout(
  sc: ServiceContext,
  deps: DipendenzeCheckout,
  input: unknown,
): Promise<CheckoutPreparato> {
  assertCan(sc.viewer, 'frontoffice.accedi');
  const p = parseInput(preparazioneCheckoutSchema, input);
  const provider = p.metodo === 'bank' ? undefined : deps.payments[p.metodo];
  if (p.metodo !== 'bank' && !provider) throw new AppError('VALIDATION', MSG_CHECKOUT.nonDisponibile);
  // Decision 0432: the same cart again (no donation, not a bank transfer) is checked and answered
  // from one snapshot, its dues read once; anything else takes the preparations' turn.
  const riusabile = p.donazione === 0 && p.metodo !== 'bank';
  // The permissions are judged in the year the viewer was read in, as outside a transaction. Read
  // before the snapshot opens: an earlier field of the same request may have cleared it, and a read
  // through `sc` inside the snapshot would leave it (on PostgreSQL, a second pooled connection held
  // by one request).
  const anno = riusabile ? await sc.loaders.anni.annoAttivo() : undefined;
  const riuso = riusabile
    ? await inTransazione(
        sc,
        async (tx) => {
          tx.loaders.anni.primeAttivo(anno ?? null);
          const pagante = await verificaCarrello(tx, p);
          return { pagante, riusato: await checkoutDaRiusare(tx, p, pagante.id_parte) };
        },
        ISTANTANEA,
      )
    : undefined;
  const pagante = riuso?.pagante ?? (await verificaCarrello(sc, p));
  const { tf, importi } =
    riuso?.riusato ??
    (await conRiprova(() =>
      inTransazione(sc, (tx) =>
        registraCheckout(
          tx,
          p,
          pagante.id_parte,
          pagante.nomeDonatore,
          deps.limiteCheckout ?? LIMITE_CHECKOUT.max,
        ),
      ),
    ));
  // Decision 1213: the checkouts this one set aside, or any other way a checkout of the payer's
  // ended, may have left a donation nobody owes. The same cart again set nothing aside: a refusal
  // or expiry closes its own, and the hourly round whatever else is left.
  if (!riuso?.riusato)
    await chiudiDonazioniAbbandonate(sc, pagante.id_parte).catch((err: unknown) =>
      deps.log.warn({ err: erroreDaLog(err) }, 'chiusura delle donazioni abbandonate non riuscita'),
    );
  const id = tf.id_transazione_finanziaria;
  const risultato: CheckoutPreparato = {
    id_transazione_finanziaria: id,
    metodo: p.metodo,
    stripe_client_secret: null,
    satispay_payment_id: null,
    stripe_payment_id: null,
    bonifico_upload_url: null,
    redirect_url: null,
    commissione: importi.commissione,
    importo: importi.totale,
  };
  if (p.metodo === 'bank') {
    // Spec 3 §4 bank flow: the receipt goes to the file port; verificaCheckout checks the key.
    risultato.bonifico_upload_url = JSON.stringify(
      await deps.storage.createPostUrl({ cartella: 'bonifici' }),
    );
    return risultato;
  }
  // Outside the transaction: no lock is held while the provider answers.
  let creato: Awaited<ReturnType<NonNullable<typeof provider>['createPayment']>>;
  try {
    creato = await provider!.createPayment({
      id_transazione_finanziaria: id,
      importo: importi.totale,
      descrizione: causaleBonifico(id),
      idempotencyKey: tf.idempotency_key!,
      returnUrl: `${deps.publicUrl}${RITORNO[p.metodo](id)}`,
    });
  } catch (err) {
    if (err instanceof FornitoreNonDisponibile) {
      deps.log.warn({ err: erroreDaLog(err), id_transazione_finanziaria: id }, 'fornitore non disponibile');
      throw new AppError('CONFLICT', MSG_CHECKOUT.fornitore);
    }
    throw err;
  }
  const colonna = p.metodo === 'stripe' ? 'stripe_payment_id' : 'satispay_payment_id';
  // Same key, same provider payment (a reused checkout already holds its id); a new one only after
  // the provider forgot the key (Stripe: 24 h, when its session has expired too), and then it
  // replaces the old id.
  if (tf[colonna] !== creato.providerId) await updatePagamento(sc.db, id, { [colonna]: creato.providerId });
  risultato[colonna] = creato.providerId;
  risultato.stripe_client_secret = p.metodo === 'stripe' ? creato.clientSecret : null;
  risultato.redirect_url = creato.redirectUrl;
  return risultato;
}

/** Who pays a checkout: the party the payment comes from, and for a donation the donor's name. */
interface Pagante {
  id_parte: number;
  nomeDonatore: string;
}

/**
 * The cart's dues, each payable by the viewer, and the payer with the party a payment comes from
 * (and, for a donation, the data of its deductible receipt): the checks every preparation passes.
 */
async function verificaCarrello(sc: ServiceContext, p: PreparazioneCheckout): Promise<Pagante> {
  const idDovuti = p.transazioni_economiche.map((r) => r.id_transazione_economica);
  // Decision 0434: the dues, their parties and the payer's party in one statement; the rows prime
  // the loaders the permission checks and the snapshot's answer read.
  const righe = await dovutiDelCarrello(sc.db, idDovuti, sc.viewer.id_persona);
  const perId = new Map(righe.map((r) => [r.dovuto.id_transazione_economica, r.dovuto]));
  for (const r of righe) {
    sc.loaders.tesoreria.te.prime(r.dovuto.id_transazione_economica, r.dovuto);
    for (const parte of [r.parte_da, r.parte_a])
      if (parte) sc.loaders.organizzazione.parte.prime(parte.id_parte, parte);
  }
  for (const id of idDovuti) {
    const te = perId.get(id);
    if (!te) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
    assertCan(
      sc.viewer,
      'transazione.paga',
      await targetTransazione(sc, te),
      MSG_TRANSAZIONI.transazioneNonTrovata,
    );
    if (te.id_iscrizione != null) await assertQuotaPagabile(sc, te.id_iscrizione);
  }
  // Without a donation the payer's party is all a checkout needs of them.
  if (p.donazione === 0 && righe.length > 0) {
    const idParte = righe[0]!.parte_pagante;
    if (idParte == null) throw new AppError('VALIDATION', MSG_CHECKOUT.senzaParte);
    return { id_parte: idParte, nomeDonatore: '' };
  }
  const pagante = await sc.loaders.persone.persona.load(sc.viewer.id_persona);
  if (pagante?.id_parte == null) throw new AppError('VALIDATION', MSG_CHECKOUT.senzaParte);
  // Spec 3 §5: a donor needs the data of a deductible receipt.
  if (p.donazione > 0 && !datiDetrazioneCompleti(pagante))
    throw new AppError('VALIDATION', MSG_CHECKOUT.datiDetrazione, {
      campo: 'donazione',
      percorso: percorsoDatiDonatore(pagante.id_persona),
    });
  return {
    id_parte: pagante.id_parte,
    nomeDonatore: `${pagante.nome ?? ''} ${pagante.cognome ?? ''}`.trim(),
  };
}

/** Spec 3 §4: an enrolment fee is paid only with privacy answered and the enrolment not nessuna/inprova. */
async function assertQuotaPagabile(sc: ServiceContext, idIscrizione: number): Promise<void> {
  const iscrizione = await sc.loaders.tesoreria.iscrizione.load(idIscrizione);
  const consenso = iscrizione && (await sc.loaders.persone.consensoCorrente.load(iscrizione.id_persona));
  const stato = iscrizione?.stato_iscrizione as StatoIscrizione | undefined;
  if (!consenso || !pagamentoConsentitoFront(stato, consenso))
    throw new AppError('VALIDATION', MSG_CHECKOUT.iscrizioneNonPagabile);
}

/**
 * A checkout committed by someone else between our first read and our locks: start again. A safety
 * net only: preparations take turns (bloccaPreparazioniCheckout, decision 1207).
 */
class Riprova extends Error {}

async function conRiprova<T>(fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof Riprova) || i >= 4) throw err;
    }
  }
}

/**
 * Decision 0432: the same cart again (a family reloading the checkout page) changes nothing, so it is
 * answered from one snapshot without waiting for the preparations' turn; the answer is the one the
 * locked path would give at that instant. Whatever would write (another open checkout to set aside,
 * a donation, a bank transfer's new upload link, a due now paid) gets undefined: the locked path.
 */
async function checkoutDaRiusare(
  tx: TxContext,
  p: PreparazioneCheckout,
  idPagante: number,
): Promise<{ tf: TransazioneFinanziariaRow; importi: ImportiCheckout } | undefined> {
  const idDovuti = p.transazioni_economiche.map((r) => r.id_transazione_economica);
  // The dues come from the loader `verificaCarrello` filled in this snapshot: no second read.
  const [aperti, dovuti] = await Promise.all([
    checkoutAperti(tx.db, idDovuti, idPagante),
    Promise.all(idDovuti.map((id) => tx.loaders.tesoreria.te.load(id))),
  ]);
  const aperto = aperti.length === 1 ? aperti[0]! : undefined;
  const trovati = dovuti.filter((d) => d != null);
  const idParteA = destinatarioUnico(trovati, 0);
  if (!aperto || trovati.length !== idDovuti.length || idParteA === undefined) return undefined;
  const links = await linkDelCarrello(tx.db, idDovuti, aperto.id_transazione_finanziaria);
  let residui: Map<number, number>;
  try {
    residui = residuiDa(
      trovati,
      links.filter((l) => idDovuti.includes(l.id_transazione_economica)),
    );
  } catch (err) {
    if (err instanceof AppError) return undefined;
    throw err;
  }
  const importi = importiCheckout([...residui.values()], 0, p.metodo);
  const tf = await checkoutUguale([aperto], {
    idPagante,
    idParteA,
    p,
    residui,
    importi,
    linksDi: (id) => links.filter((l) => l.id_transazione_finanziaria === id),
  });
  return tf && { tf, importi };
}

/** Who a checkout pays: the one party every due (and the donation's section) is owed to, if one. */
function destinatarioUnico(
  dovuti: readonly TransazioneEconomicaRow[],
  donazione: number,
): number | undefined {
  const destinatari = new Set(dovuti.map((d) => d.id_parte_a));
  if (donazione > 0) destinatari.add(ID_PARTE_SEZIONE);
  return destinatari.size === 1 ? [...destinatari][0] : undefined;
}

async function registraCheckout(
  tx: TxContext,
  p: PreparazioneCheckout,
  idPagante: number,
  nomeDonatore: string,
  limite: number,
): Promise<{ tf: TransazioneFinanziariaRow; importi: ImportiCheckout }> {
  const idDovuti = p.transazioni_economiche.map((r) => r.id_transazione_economica);
  await bloccaPreparazioniCheckout(tx.db);
  const anno = (await annoAttivo(tx)) ?? annoScoutDiOggi(new Date().toISOString().slice(0, 10));
  // Decision 1210: a donation takes over the payer's own open donation due, never adds one more.
  const dono =
    p.donazione > 0 ? await donazioneRiutilizzabile(tx.db, idPagante, ID_PARTE_SEZIONE, anno) : undefined;
  // Locks: the open checkouts (payments) first, then the dues, the donation's among them in id order
  // (scritture.repo.ts order).
  const aperti = (await checkoutAperti(tx.db, idDovuti, idPagante)).map((a) => a.id_transazione_finanziaria);
  const bloccati = await lockPagamenti(tx.db, aperti);
  const bloccatiDovuti = await lockDovuti(tx.db, dono === undefined ? idDovuti : [...idDovuti, dono]);
  const dovuti = bloccatiDovuti.filter((d) => idDovuti.includes(d.id_transazione_economica));
  const ancoraAperti = await checkoutAperti(tx.db, idDovuti, idPagante);
  if (ancoraAperti.some((a) => !aperti.includes(a.id_transazione_finanziaria))) throw new Riprova();
  if (dovuti.length !== idDovuti.length) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  // Under its lock, still one no payment counts toward (a late payment of an old tab may have come).
  const donoRiusato =
    dono !== undefined && (await donazioneRiutilizzabile(tx.db, idPagante, ID_PARTE_SEZIONE, anno)) === dono
      ? dono
      : undefined;

  const idParteA = destinatarioUnico(dovuti, p.donazione);
  if (idParteA === undefined) throw new AppError('VALIDATION', MSG_CHECKOUT.destinatari);

  const residui = residuiDa(
    dovuti,
    await coperturaDovuti(
      tx.db,
      dovuti.map((d) => d.id_transazione_economica),
    ),
  );
  const importi = importiCheckout([...residui.values()], p.donazione, p.metodo);

  const riusabile = await checkoutUguale(bloccati, {
    idPagante,
    idParteA,
    p,
    residui,
    importi,
    linksDi: (id) => linksConTipo(tx.db, id),
  });
  await rifiutaCheckoutAperti(
    tx.db,
    aperti.filter((id) => id !== riusabile?.id_transazione_finanziaria),
  );
  if (riusabile) return { tf: riusabile, importi };
  // Under the preparations' lock: concurrent starts are counted one after the other.
  if ((await checkoutRecentiDi(tx.db, idPagante, LIMITE_CHECKOUT.finestraMinuti)) >= limite)
    throw new AppError('RATE_LIMITED', MSG_CHECKOUT.troppiCheckout);

  const nuovo = await insertPagamento(tx.db, {
    id_parte_da: idPagante,
    id_parte_a: idParteA,
    importo: importi.importo,
    commissione_da: importi.commissione,
    commissione_a: 0,
    stato: 'initiated',
    tipo_da: p.metodo,
    tipo_a: p.metodo,
    data_pagata: null,
    anno_scout: anno,
  });
  const id = nuovo.id_transazione_finanziaria;
  const chiave = chiaveIdempotenza(id, importi.totale);
  await updatePagamento(tx.db, id, { idempotency_key: chiave });
  for (const d of dovuti)
    await insertLinkCheckout(tx.db, {
      id_transazione_economica: d.id_transazione_economica,
      id_transazione_finanziaria: id,
      importo: residui.get(d.id_transazione_economica)!,
      // Spec 3 §3: a parent paying a child's due (the receipt says "per conto di").
      da_uniti: d.id_parte_da !== idPagante,
    });
  if (p.donazione > 0) {
    // The old checkouts linked to a taken-over due keep their links: a late payment of one still
    // records its money on it (then overpaid, as any double payment: decisions 1202, 1209).
    if (donoRiusato !== undefined) await updateDovuto(tx.db, donoRiusato, { importo: p.donazione });
    const idDono =
      donoRiusato ??
      (
        await insertDovuto(tx.db, {
          id_parte_da: idPagante,
          id_parte_a: ID_PARTE_SEZIONE,
          importo: p.donazione,
          causale_desc: `Donazione ${nomeDonatore}`.trim(),
          causale_tipo: 'donazione',
          anno_scout: anno,
          stato: 'no',
        })
      ).id_transazione_economica;
    await insertLinkCheckout(tx.db, {
      id_transazione_economica: idDono,
      id_transazione_finanziaria: id,
      importo: p.donazione,
      da_uniti: false,
    });
  }
  // Initiated payments count toward no due: the dues' states are unchanged until verification.
  return { tf: { ...nuovo, idempotency_key: chiave }, importi };
}

/** What is still owed on each due: its amount minus completed and started links (never below 0). */
function residuiDa(
  dovuti: readonly TransazioneEconomicaRow[],
  copertura: readonly LinkCopertura[],
): Map<number, number> {
  const residui = new Map<number, number>();
  for (const d of dovuti) {
    const residuo = importoResiduo(
      d.importo,
      copertura.filter((l) => l.id_transazione_economica === d.id_transazione_economica),
    );
    if (residuo <= 0)
      throw new AppError('CONFLICT', MSG_CHECKOUT.giaPagata, {
        id_transazione_economica: d.id_transazione_economica,
      });
    residui.set(d.id_transazione_economica, residuo);
  }
  return residui;
}

/**
 * Decision 1202: an open checkout of the same payer for the same cart, method and amounts is reused.
 * Not a bank one (decision 1211): each bank preparation hands out a new upload link, so it is a new
 * checkout, counted by the payer's limit; reusing it would hand out links without end.
 */
async function checkoutUguale(
  bloccati: readonly TransazioneFinanziariaRow[],
  c: {
    idPagante: number;
    idParteA: number;
    p: PreparazioneCheckout;
    residui: ReadonlyMap<number, number>;
    importi: ImportiCheckout;
    linksDi: (idTf: number) => readonly LinkConTipo[] | Promise<readonly LinkConTipo[]>;
  },
): Promise<TransazioneFinanziariaRow | undefined> {
  if (c.p.metodo === 'bank') return undefined;
  for (const tf of bloccati) {
    if (
      tf.stato !== 'initiated' ||
      tf.id_parte_da !== c.idPagante ||
      tf.id_parte_a !== c.idParteA ||
      tf.tipo_da !== c.p.metodo ||
      tf.importo !== c.importi.importo ||
      tf.commissione_da !== c.importi.commissione
    )
      continue;
    const links = await c.linksDi(tf.id_transazione_finanziaria);
    const doni = links.filter(
      (l) => l.causale_tipo === 'donazione' && !c.residui.has(l.id_transazione_economica),
    );
    const quote = links.filter((l) => !doni.includes(l));
    const stessaDonazione = doni.reduce((s, l) => s + l.importo, 0) === c.p.donazione && doni.length <= 1;
    const stesseQuote =
      quote.length === c.residui.size &&
      quote.every((l) => c.residui.get(l.id_transazione_economica) === l.importo);
    if (stessaDonazione && stesseQuote) return tf;
  }
  return undefined;
}
