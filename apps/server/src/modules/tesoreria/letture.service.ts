// The treasury's reads (spec 3 §7, issue 11). Rules are the catalogue's: 'tesoreria.leggi' (admins)
// for the back office's lists and searches; a person's own dues and payments stay readable by who
// may see that person's payments ('persona.pagamenti'), a single due or payment by 'transazione.leggi'.
import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { portata } from '@zaino/domain/accesso';
import { chiaveRicercaSchema, MIN_RICERCA } from '@zaino/domain/form-bilancio';
import { can } from '@zaino/domain/permessi';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import { annoAttivo, targetParte, targetPersona, targetTransazione } from '../../auth/targets.ts';
import { AppError, notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { IscrizioneRow } from '../iscrizioni/iscrizioni.repo.ts';
import type { ParteRow } from '../organizzazione/organizzazione.repo.ts';
import { personaCollegata } from '../persone/persone.service.ts';
import {
  cercaAltreParti,
  cercaIscrizioni,
  cercaTe,
  cercaTf,
  findTeParte,
  findTfParte,
  findTfPersona,
  findTrasferimenti,
} from './letture.repo.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from './tesoreria.repo.ts';

/**
 * The lists of a party's dues and payments: admins read any party's; otherwise only a person's
 * party whose payments the viewer may see (self, family, super). A party the viewer may not even
 * see answers like a missing one; the section's, a group's or a unit's is FORBIDDEN.
 */
async function assertMovimentiParte(sc: ServiceContext, idParte: number): Promise<void> {
  assertSignedIn(sc.viewer);
  if (can(sc.viewer, 'tesoreria.leggi')) return;
  const parte = await sc.loaders.organizzazione.parte.load(idParte);
  if (!parte) throw notFound(NON_TROVATO.parte);
  if (parte.id_persona != null) {
    assertCan(sc.viewer, 'persona.pagamenti', await targetPersona(sc, parte.id_persona), NON_TROVATO.parte);
    return;
  }
  if (!can(sc.viewer, 'parte.leggi', await targetParte(sc, parte))) throw notFound(NON_TROVATO.parte);
  throw new AppError('FORBIDDEN');
}

export async function getTeParte(
  sc: ServiceContext,
  idParte: number,
  anno: number | null,
): Promise<TransazioneEconomicaRow[]> {
  await assertMovimentiParte(sc, idParte);
  return findTeParte(sc.db, idParte, anno);
}

export async function getTfParte(
  sc: ServiceContext,
  idParte: number,
  anno: number | null,
  escludiInutili: boolean,
): Promise<TransazioneFinanziariaRow[]> {
  await assertMovimentiParte(sc, idParte);
  return findTfParte(sc.db, idParte, anno, escludiInutili);
}

export async function getTfParteTipo(
  sc: ServiceContext,
  idParte: number,
  tipo: TipoPagamento,
  anno: number | null,
): Promise<TransazioneFinanziariaRow[]> {
  await assertMovimentiParte(sc, idParte);
  return findTfParte(sc.db, idParte, anno, false, tipo);
}

/** Spec 3 §2 payment history: the person's payments, for whoever may see them ('persona.pagamenti'). */
export async function getTfPersona(
  sc: ServiceContext,
  idPersona: number,
): Promise<TransazioneFinanziariaRow[]> {
  assertCan(sc.viewer, 'persona.pagamenti', await targetPersona(sc, idPersona), NON_TROVATO.persona);
  return findTfPersona(sc.db, idPersona);
}

/** Spec 3 §2 Trasferimenti: a back-office screen, admins only. */
export async function getTrasferimentiParte(
  sc: ServiceContext,
  idParte: number,
  anno: number | null,
): Promise<TransazioneFinanziariaRow[]> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  return findTrasferimenti(sc.db, idParte, anno);
}

/** A payment: hidden answers exactly like missing (DESIGN.md §6). */
export async function transazioneFinanziaria(
  sc: ServiceContext,
  id: number,
): Promise<TransazioneFinanziariaRow> {
  assertSignedIn(sc.viewer);
  const row = await sc.loaders.tesoreria.tf.load(id);
  if (!row) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  assertCan(
    sc.viewer,
    'transazione.leggi',
    await targetTransazione(sc, row),
    MSG_TRANSAZIONI.transazioneNonTrovata,
  );
  return row;
}

export async function transazioneEconomica(sc: ServiceContext, id: number): Promise<TransazioneEconomicaRow> {
  assertSignedIn(sc.viewer);
  const row = await sc.loaders.tesoreria.te.load(id);
  if (!row) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
  assertCan(
    sc.viewer,
    'transazione.leggi',
    await targetTransazione(sc, row),
    MSG_TRANSAZIONI.transazioneNonTrovata,
  );
  return row;
}

export async function cercaTransazioneFinanziaria(
  sc: ServiceContext,
  chiave: string,
): Promise<TransazioneFinanziariaRow[]> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  return cercaTf(sc.db, parseInput(chiaveRicercaSchema(MIN_RICERCA.pagamento), chiave));
}

export async function cercaTransazioneEconomica(
  sc: ServiceContext,
  chiave: string,
): Promise<TransazioneEconomicaRow[]> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  return cercaTe(sc.db, parseInput(chiaveRicercaSchema(MIN_RICERCA.causale), chiave));
}

/** Other subjects are readable by admins only ('parte.leggi'): the picker is the treasury's. */
export async function cercaParte(sc: ServiceContext, chiave: string): Promise<ParteRow[]> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  return cercaAltreParti(sc.db, parseInput(chiaveRicercaSchema(MIN_RICERCA.parte), chiave));
}

/**
 * An enrolment: for whoever may read its person, and for admins (the due dialog shows it). The person
 * is judged in the active year's reach, as persona(id) and the enrolment writes do (decisions 0307,
 * 1003): an old enrolment of someone the viewer led then but not now looks missing.
 */
export async function iscrizione(sc: ServiceContext, id: number): Promise<IscrizioneRow> {
  assertSignedIn(sc.viewer);
  const row = await sc.loaders.tesoreria.iscrizione.load(id);
  if (!row) throw notFound(NON_TROVATO.iscrizione);
  if (can(sc.viewer, 'tesoreria.leggi')) return row;
  assertCan(sc.viewer, 'persona.leggi', await targetPersona(sc, row.id_persona), NON_TROVATO.iscrizione);
  return row;
}

/** Spec 3 §5: enrolments of a year by name, only of persons in the viewer's reach (in SQL). */
export async function cercaIscrizione(
  sc: ServiceContext,
  chiave: string,
  anno: number,
): Promise<IscrizioneRow[]> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  const k = parseInput(chiaveRicercaSchema(MIN_RICERCA.iscrizione), chiave);
  return cercaIscrizioni(sc.db, k, anno, portata(sc.viewer), await annoAttivo(sc));
}

/** Iscrizione.persona: null when the viewer may not read the person. */
export const personaDellIscrizione = (sc: ServiceContext, i: IscrizioneRow) =>
  personaCollegata(sc, i.id_persona);

/**
 * TransazioneFinanziaria.transazioni: the payment is readable already (it reached the API through a
 * checked read), so its links are too.
 */
export const transazioniDelPagamento = (
  sc: ServiceContext,
  t: TransazioneFinanziariaRow,
): Promise<TransazioneRow[]> => sc.loaders.tesoreria.transazioniDiTf.load(t.id_transazione_finanziaria);

/**
 * Transazione.transazione_economica: a link is read from a readable due or payment; the due it covers
 * usually concerns the same payer or payee, but a payment may cover another family's due: then it is
 * null unless readable on its own ('transazione.leggi'), never an error that blanks the payment.
 */
export async function dovutoDelCollegamento(
  sc: ServiceContext,
  link: TransazioneRow,
): Promise<TransazioneEconomicaRow | null> {
  const row = await sc.loaders.tesoreria.te.load(link.id_transazione_economica);
  if (!row) return null;
  return can(sc.viewer, 'transazione.leggi', await targetTransazione(sc, row)) ? row : null;
}
