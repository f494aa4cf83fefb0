import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { azioniSu, can, nomineAssegnabili, statiConsentiti } from '@zaino/domain/permessi';
import { RUOLI, type Ruolo } from '@zaino/domain/ruoli';
import { assertCan } from '../../auth/assert-can.ts';
import {
  annoAttivo,
  targetAnnoDi,
  targetIscrizione,
  targetParte,
  targetTransazione,
} from '../../auth/targets.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { TransazioneEconomicaRow } from '../../db/righe.ts';
import { ambitoScelto } from './ambito.ts';
import { contaIscritti, type IscrizioneRow, type NominaRow } from './iscrizioni.repo.ts';

/**
 * Dashboard count of enrolled persons in a party's scope (the back office). The section is every
 * adult's; a group or unit must be one of the viewer's unit choices. Anything else (hidden, missing,
 * a person or another subject) answers the same NOT_FOUND.
 */
export async function contaPersone(sc: ServiceContext, annoScout: number, idParte: number): Promise<number> {
  assertCan(sc.viewer, 'backoffice.accedi');
  const row = await sc.loaders.organizzazione.parte.load(idParte);
  const parte = row ? await targetParte(sc, row) : null;
  const ambito =
    parte?.genere === 'sezione'
      ? ambitoScelto(sc.viewer, 'sezione')
      : parte?.genere === 'gruppo'
        ? ambitoScelto(sc.viewer, { id_gruppo: parte.id_gruppo, branca: 'G' })
        : parte?.genere === 'unita'
          ? ambitoScelto(sc.viewer, { id_gruppo: parte.id_gruppo, branca: parte.branca })
          : null;
  if (!ambito) throw notFound(NON_TROVATO.parte);
  return contaIscritti(sc.db, annoScout, ambito);
}

/** A person's enrolment in a scout year (default: the active one); null without one. */
export async function iscrizioneNellAnno(
  sc: ServiceContext,
  idPersona: number,
  anno?: number | null,
): Promise<IscrizioneRow | null> {
  const year = anno ?? (await annoAttivo(sc));
  return year == null ? null : sc.loaders.iscrizioni.iscrizione.load({ id: idPersona, anno: year });
}

/** Every enrolment of a person, newest scout year first (one statement for a whole list). */
export const iscrizioniDellaPersona = (sc: ServiceContext, idPersona: number): Promise<IscrizioneRow[]> =>
  sc.loaders.iscrizioni.iscrizioniDellaPersona.load(idPersona);

export const nomine = (sc: ServiceContext, i: IscrizioneRow): Promise<NominaRow[]> =>
  sc.loaders.iscrizioni.nomine.load(i.id_iscrizione);

/** The enrolment fee: null unless the viewer may read that due (catalogue 'transazione.leggi'). */
export async function transazioneEconomica(
  sc: ServiceContext,
  i: IscrizioneRow,
): Promise<TransazioneEconomicaRow | null> {
  const te = await sc.loaders.tesoreria.teDiIscrizione.load(i.id_iscrizione);
  if (!te) return null;
  return can(sc.viewer, 'transazione.leggi', await targetTransazione(sc, te)) ? te : null;
}

/**
 * Spec 2 §6 / decision 0912: the national comparison of a scout year is the super's, and only while
 * the year is active (catalogue 'nazionale.vedi'): the register's column and filter, the enrolment's
 * errori_nazionale and the events that record it.
 */
export async function vedeNazionale(sc: ServiceContext, anno: number): Promise<boolean> {
  return can(sc.viewer, 'nazionale.vedi', await targetAnnoDi(sc, anno));
}

/** errori_nazionale for whoever may see the national comparison of the enrolment's year, else null. */
export async function erroriNazionale(sc: ServiceContext, i: IscrizioneRow): Promise<string | null> {
  return (await vedeNazionale(sc, i.anno_scout)) ? i.errori_nazionale : null;
}

/** The enrolment actions the viewer may perform (state, card number, solidarity, appointments). */
export async function azioniConsentite(sc: ServiceContext, i: IscrizioneRow) {
  return azioniSu(sc.viewer, await targetIscrizione(sc, i));
}

/** Spec 2 §4: the states the viewer may choose for this enrolment (the catalogue's statiConsentiti). */
export async function statiPermessi(sc: ServiceContext, i: IscrizioneRow) {
  return statiConsentiti(sc.viewer, await targetIscrizione(sc, i));
}

/** Decision 1001: the appointment form's choices on this enrolment (the catalogue's nomineAssegnabili). */
export async function nominePermesse(sc: ServiceContext, i: IscrizioneRow) {
  return nomineAssegnabili(sc.viewer, await targetIscrizione(sc, i));
}

/** Spec 2 §3: the role catalogue (the domain's list) for any back-office viewer (decision 0901). */
export function getRuoli(sc: ServiceContext): Ruolo[] {
  assertCan(sc.viewer, 'backoffice.accedi');
  return [...RUOLI];
}

/** The group of an appointment: the section's structure, readable by every signed-in user (0307). */
export const gruppoDellaNomina = (sc: ServiceContext, n: NominaRow) =>
  n.id_gruppo == null ? null : sc.loaders.organizzazione.gruppo.load(n.id_gruppo);
