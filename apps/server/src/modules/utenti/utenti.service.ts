import { portata } from '@zaino/domain/accesso';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo } from '../../auth/targets.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { AmbitoConteggio } from '../iscrizioni/iscrizioni.repo.ts';
import { idRegistroSql, type PersonaVista, type UtenteRow } from '../persone/persone.repo.ts';
import { ambitoDelGruppo, ambitoDellUnita } from '../persone/persone.service.ts';
import { findUtentiDelRegistro } from './utenti.repo.ts';

// Spec 2 §7 users lists: the users of a register's persons and of their parents. The scope and its
// errors are the register's (personeSezione/Gruppo/Unita), and the rows are chosen in SQL from the
// viewer's reach, so a list never holds a user of a person the viewer cannot reach or their parent.

async function utentiDelRegistro(sc: ServiceContext, anno: number, ambito: AmbitoConteggio) {
  const registro = idRegistroSql(portata(sc.viewer), await annoAttivo(sc), anno, ambito);
  return findUtentiDelRegistro(sc.db, registro);
}

export async function utentiSezione(sc: ServiceContext, anno: number): Promise<UtenteRow[]> {
  assertCan(sc.viewer, 'backoffice.accedi');
  return utentiDelRegistro(sc, anno, { tipo: 'sezione' });
}

export async function utentiGruppo(sc: ServiceContext, idGruppo: number, anno: number): Promise<UtenteRow[]> {
  assertCan(sc.viewer, 'backoffice.accedi');
  return utentiDelRegistro(sc, anno, await ambitoDelGruppo(sc, idGruppo));
}

export async function utentiUnita(sc: ServiceContext, idUnita: number, anno: number): Promise<UtenteRow[]> {
  assertCan(sc.viewer, 'backoffice.accedi');
  return utentiDelRegistro(sc, anno, await ambitoDellUnita(sc, idUnita));
}

/**
 * The person of a user. A Utente is only handed out by a person (the same person, already read) or
 * by a users list whose scope chose it (decision 0901), so no second check here.
 */
export async function personaDellUtente(sc: ServiceContext, u: UtenteRow): Promise<PersonaVista | null> {
  if (u.id_persona == null) return null;
  return sc.loaders.persone.persona.load(u.id_persona);
}
