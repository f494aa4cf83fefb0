import { portata } from '@zaino/domain/accesso';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo } from '../../auth/targets.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { AmbitoConteggio } from '../iscrizioni/iscrizioni.repo.ts';
import type { PersonaVista, UtenteRow } from '../persone/persone.repo.ts';
import { idVisibiliSql } from '../persone/portata-persone.repo.ts';
import { idRegistroSql } from '../persone/righe-registro.repo.ts';
import { ambitoDelGruppo, ambitoDellUnita, personaCollegata } from '../persone/persone.service.ts';
import { findUtentiDelRegistro } from './utenti.repo.ts';

// Spec 2 §7 users lists: the users of a register's persons and of their parents. The scope and its
// errors are the register's (personeSezione/Gruppo/Unita), and the rows are chosen in SQL from the
// viewer's reach, so a list never holds a user of a person the viewer cannot reach or their parent.

async function utentiDelRegistro(sc: ServiceContext, anno: number, ambito: AmbitoConteggio) {
  const p = portata(sc.viewer);
  const attivo = await annoAttivo(sc);
  return findUtentiDelRegistro(sc.db, idRegistroSql(p, attivo, anno, ambito), idVisibiliSql(p, attivo));
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
 * The person of a user, when the viewer may read them ('persona.leggi'): a user also reaches the
 * viewer through searches across the section (cercaPersona, decision 0903), which must not open
 * the person's record.
 */
export const personaDellUtente = (sc: ServiceContext, u: UtenteRow): Promise<PersonaVista | null> =>
  personaCollegata(sc, u.id_persona);
