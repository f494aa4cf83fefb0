import { can, type Target } from '@zaino/domain/permessi';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import type { RequestViewer } from '../../auth/viewer.ts';
import { AppError } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { TransazioneEconomicaRow } from '../tesoreria/tesoreria.repo.ts';
import { findFigli, type PersonaRow, type UtenteRow } from './persone.repo.ts';

// A Persona handed to a field resolver was authorised by the service method that returned it: its
// own relations (contacts, users, consent, enrolment…) are readable with it. Hops to another person
// (kinship, party) are checked again through personaCollegata.

async function target(sc: ServiceContext, idPersona: number): Promise<Target> {
  return { id_persona: idPersona, nomine: await sc.loaders.nomineAttive.load(idPersona) };
}

/** The signed-in person, or null while the login is not attached to a person (id_persona 0). */
export async function getPersonaSe(sc: ServiceContext): Promise<PersonaRow | null> {
  assertSignedIn(sc.viewer);
  const id = sc.viewer.id_persona;
  if (id <= 0) return null;
  assertCan(sc.viewer, 'persona.leggi', await target(sc, id));
  return sc.loaders.persona.load(id);
}

/** The signed-in person first, then the children they are parent of. */
export async function getPersoneSe(sc: ServiceContext): Promise<PersonaRow[]> {
  assertSignedIn(sc.viewer);
  const id = sc.viewer.id_persona;
  if (id <= 0) return [];
  const [self, figli] = await Promise.all([sc.loaders.persona.load(id), findFigli(sc.db, id)]);
  const persone = [...(self ? [self] : []), ...figli];
  const targets = await Promise.all(persone.map((p) => target(sc, p.id_persona)));
  return persone.filter((_, i) => can(sc.viewer, 'persona.leggi', targets[i]));
}

/** Another person reached from a readable object: null when the viewer may not read them. */
export async function personaCollegata(
  sc: ServiceContext,
  idPersona: number | null,
): Promise<PersonaRow | null> {
  if (idPersona == null) return null;
  assertSignedIn(sc.viewer);
  if (!can(sc.viewer, 'persona.leggi', await target(sc, idPersona))) return null;
  return sc.loaders.persona.load(idPersona);
}

/**
 * Payments of a person (dues, links, payments): the person themself and their relatives, or whoever
 * may see anyone's payments ('pagamenti.vedi', super roles).
 */
export function puoVederePagamenti(viewer: RequestViewer, idPersona: number): boolean {
  if (viewer.id_persona > 0 && viewer.id_persona === idPersona) return true;
  if (viewer.persone_correlate.includes(idPersona)) return true;
  return can(viewer, 'pagamenti.vedi');
}

export async function transazioniDaPagare(
  sc: ServiceContext,
  persona: PersonaRow,
): Promise<TransazioneEconomicaRow[]> {
  assertSignedIn(sc.viewer);
  if (!puoVederePagamenti(sc.viewer, persona.id_persona)) throw new AppError('FORBIDDEN');
  if (persona.id_parte == null) return [];
  return sc.loaders.teDaPagare.load(persona.id_parte);
}

/** Spec 2 §6: the registration code (and so the link) only for lead level or above over the person. */
export async function codiceRegistrazione(sc: ServiceContext, u: UtenteRow): Promise<string | null> {
  assertSignedIn(sc.viewer);
  if (u.id_persona == null) return null;
  return can(sc.viewer, 'codice.vedi', await target(sc, u.id_persona)) ? u.registration_token : null;
}

export const contatti = (sc: ServiceContext, p: PersonaRow) => sc.loaders.contatti.load(p.id_persona);
export const parentele = (sc: ServiceContext, p: PersonaRow) => sc.loaders.parentele.load(p.id_persona);
export const utenti = (sc: ServiceContext, p: PersonaRow) => sc.loaders.utenti.load(p.id_persona);
export const consensoPrivacy = (sc: ServiceContext, p: PersonaRow) =>
  sc.loaders.consensoCorrente.load(p.id_persona);
export const iscrizioneAttiva = (sc: ServiceContext, p: PersonaRow) =>
  sc.loaders.iscrizioneAttiva.load(p.id_persona);
