// Budget items, budget lines, other subjects and annual balances (spec 3 §7, spec 2 §7, issue 11).
// Admins read ('tesoreria.leggi'); only super writes ('tesoreria.scrivi'); a line is added only in a
// current or future year ('tesoreria.aggiungi'). Every write is one transaction with the acting user.
import { rigaAdatta } from '@zaino/domain/rendiconto-ets';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import {
  type ModificaBilancio,
  modificaBilancioSchema,
  modificaParteSchema,
  modificaSaldoAnnualeSchema,
  modificaVoceSchema,
  saldoFinale,
  tipoVoce,
} from '@zaino/domain/form-bilancio';
import { METODI_PAGAMENTO, type TipoPagamento } from '@zaino/domain/transazioni';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError, notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import { assertAnnoAggiungibile } from './anno-aggiungibile.ts';
import {
  type BilancioVista,
  deleteBilancio,
  deleteVoce,
  esisteCodice,
  findBilancio,
  findSaldo,
  findVoce,
  insertBilancio,
  insertParte,
  insertVoce,
  listBilanci,
  listVoci,
  movimentiPerMetodo,
  updatePreventivo,
  updateVoce,
  upsertSaldo,
  type VoceVista,
} from './bilancio.repo.ts';

/** Decision 1101: the server's answers to these operations. */
export const MSG_VOCE = Object.freeze({
  nonTrovata: 'Voce non trovata',
  codiceEsistente: 'Esiste già una voce con questo codice',
  inUso: 'La voce è usata da causali o bilanci: non può essere eliminata',
  giaInBilancio: 'La voce è già nel bilancio',
  rigaNonTrovata: 'Riga di bilancio non trovata',
});

export interface Voce extends VoceVista {
  tipo: string;
}
export interface Bilancio extends Omit<BilancioVista, 'voce'> {
  voce: Voce;
}
export interface SaldoMetodo {
  tipo: TipoPagamento;
  iniziale: number;
  entrate: number;
  uscite: number;
  finale: number;
}
export interface SaldoAnnuale {
  id_parte: number;
  anno_scout: number;
  bank: number;
  cash: number;
  satispay: number;
  stripe: number;
  metodi: SaldoMetodo[];
}

const conTipo = (v: VoceVista): Voce => ({ ...v, tipo: tipoVoce(v.codice) });
const bilancioConTipo = (b: BilancioVista): Bilancio => ({ ...b, voce: conTipo(b.voce) });

export async function elencaVoci(sc: ServiceContext): Promise<Voce[]> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  return (await listVoci(sc.db)).map(conTipo);
}

export async function elencaBilanci(sc: ServiceContext, anno: number, idParte: number): Promise<Bilancio[]> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  return (await listBilanci(sc.db, idParte, anno)).map(bilancioConTipo);
}

/** Opening balances (zero without a row) and the year's completed movements per method. */
async function leggiSaldo(sc: ServiceContext, idParte: number, anno: number): Promise<SaldoAnnuale> {
  const [saldo, movimenti] = await Promise.all([
    findSaldo(sc.db, idParte, anno),
    movimentiPerMetodo(sc.db, idParte, anno),
  ]);
  const iniziali: Record<TipoPagamento, number> = {
    bank: saldo?.bank ?? 0,
    cash: saldo?.cash ?? 0,
    satispay: saldo?.satispay ?? 0,
    stripe: saldo?.stripe ?? 0,
  };
  const metodi = METODI_PAGAMENTO.map((tipo) => {
    const m = movimenti.find((x) => x.tipo === tipo) ?? { entrate: 0, uscite: 0 };
    const s = { iniziale: iniziali[tipo], entrate: m.entrate, uscite: m.uscite };
    return { tipo, ...s, finale: saldoFinale(s) };
  });
  return { id_parte: idParte, anno_scout: anno, ...iniziali, metodi };
}

export async function saldoAnnuale(sc: ServiceContext, idParte: number, anno: number): Promise<SaldoAnnuale> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  return leggiSaldo(sc, idParte, anno);
}

/** Spec 3 §7 modificaVoce: create, edit, or delete an item nothing uses. */
export async function modificaVoce(sc: ServiceContext, input: unknown): Promise<Voce | null> {
  assertCan(sc.viewer, 'tesoreria.scrivi');
  const v = parseInput(modificaVoceSchema, input);
  return inTransazione(sc, async (tx) => {
    if (v.elimina === true) {
      const esistente = await findVoce(tx.db, v.id_voce);
      if (!esistente) throw notFound(MSG_VOCE.nonTrovata);
      if (esistente.in_uso) throw new AppError('CONFLICT', MSG_VOCE.inUso);
      await deleteVoce(tx.db, v.id_voce);
      return null;
    }
    let id = v.id_voce ?? null;
    const prima = id == null ? null : await findVoce(tx.db, id);
    if (id != null && !prima) throw notFound(MSG_VOCE.nonTrovata);
    // Decision 1140: absent keeps the statement line, unless the new code changes the item's kind.
    const riga = v.riga_ets !== undefined ? v.riga_ets : (prima?.riga_ets ?? null);
    const dati = {
      codice: v.codice,
      descrizione: v.descrizione,
      riga_ets: riga != null && rigaAdatta(v.codice, riga) ? riga : null,
    };
    if (await esisteCodice(tx.db, v.codice, id)) throw new AppError('CONFLICT', MSG_VOCE.codiceEsistente);
    if (id == null) {
      id = await insertVoce(tx.db, dati);
      if (id == null) throw new AppError('CONFLICT', MSG_VOCE.codiceEsistente);
    } else await updateVoce(tx.db, id, dati);
    const voce = await findVoce(tx.db, id);
    return voce && conTipo(voce);
  });
}

/** The party and the item of a line must exist (else NOT_FOUND, nothing written). */
async function verificaRiferimenti(tx: TxContext, b: ModificaBilancio): Promise<void> {
  const [parte, voce] = await Promise.all([
    tx.loaders.organizzazione.parte.load(b.id_parte),
    findVoce(tx.db, b.id_voce),
  ]);
  if (!parte) throw notFound(NON_TROVATO.parte);
  if (!voce) throw notFound(MSG_VOCE.nonTrovata);
}

/**
 * Spec 3 §7 modificaBilancio: delete the line, change its forecast, or add it — adding only an item
 * not yet in that budget, and only in a current or future scout year (spec 3 §6).
 */
export async function modificaBilancio(sc: ServiceContext, input: unknown): Promise<Bilancio | null> {
  assertCan(sc.viewer, 'tesoreria.scrivi');
  const b = parseInput(modificaBilancioSchema, input);
  const chiave = { id_parte: b.id_parte, anno_scout: b.anno_scout, id_voce: b.id_voce };
  return inTransazione(sc, async (tx) => {
    const esistente = await findBilancio(tx.db, chiave);
    if (b.elimina === true) {
      if (!esistente) throw notFound(MSG_VOCE.rigaNonTrovata);
      await deleteBilancio(tx.db, chiave);
      return null;
    }
    if (esistente) {
      if (b.preventivo != null) await updatePreventivo(tx.db, chiave, b.preventivo);
    } else {
      await assertAnnoAggiungibile(tx, b.anno_scout);
      await verificaRiferimenti(tx, b);
      if (!(await insertBilancio(tx.db, chiave, b.preventivo ?? 0)))
        throw new AppError('CONFLICT', MSG_VOCE.giaInBilancio);
    }
    const riga = await findBilancio(tx.db, chiave);
    return riga && bilancioConTipo(riga);
  });
}

/** Spec 3 §7 modificaParte: a new other subject; returns its id_parte. */
export async function modificaParte(sc: ServiceContext, input: unknown): Promise<number> {
  assertCan(sc.viewer, 'tesoreria.scrivi');
  const p = parseInput(modificaParteSchema, input);
  return inTransazione(sc, (tx) => insertParte(tx.db, p.desc));
}

/**
 * Spec 2 §7 modificaSaldoAnnuale: records the opening balances of a party's year, a current or
 * future one only (decision 1116): a past year's closing balances, and the next year's opening
 * ones consolidated from them, must not move under the treasurer's feet.
 */
export async function modificaSaldoAnnuale(sc: ServiceContext, input: unknown): Promise<SaldoAnnuale> {
  assertCan(sc.viewer, 'tesoreria.scrivi');
  const s = parseInput(modificaSaldoAnnualeSchema, input);
  return inTransazione(sc, async (tx) => {
    if (!(await tx.loaders.organizzazione.parte.load(s.id_parte))) throw notFound(NON_TROVATO.parte);
    await assertAnnoAggiungibile(tx, s.anno_scout);
    await upsertSaldo(tx.db, s);
    return leggiSaldo(tx, s.id_parte, s.anno_scout);
  });
}
