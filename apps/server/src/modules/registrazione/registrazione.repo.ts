import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { LoginRow } from '../../auth/identity.repo.ts';
import { persone, utenti } from '../../db/schema/index.ts';
import type { PersonaRow, UtenteRow } from '../persone/persone.repo.ts';

export interface UtenteConPersona {
  utente: UtenteRow;
  persona: PersonaRow;
}

/** The utente row of a registration code (exact match) with its person. */
export async function findUtenteByCodice(db: Db | Tx, codice: string): Promise<UtenteConPersona | null> {
  const [row] = await db
    .select({ utente: utenti, persona: persone })
    .from(utenti)
    .innerJoin(persone, eq(persone.id_persona, utenti.id_persona))
    .where(eq(utenti.registration_token, codice))
    .limit(1);
  return row ?? null;
}

/** Locks the utente row for the rest of the transaction (single use of the code). */
export async function lockUtente(tx: Tx, idUtente: number): Promise<UtenteRow | null> {
  const [row] = await tx.select().from(utenti).where(eq(utenti.id_utente, idUtente)).for('update');
  return row ?? null;
}

/** The person a login is already attached to (through auth_user or a utenti row), if any. */
export async function findPersonaDelLogin(tx: Tx, login: LoginRow): Promise<PersonaRow | null> {
  const [claimed] = await tx
    .select({ id_persona: utenti.id_persona })
    .from(utenti)
    .where(eq(utenti.auth_user_id, login.id))
    .limit(1);
  const id = login.idPersona > 0 ? login.idPersona : (claimed?.id_persona ?? null);
  if (id == null) return null;
  const [p] = await tx.select().from(persone).where(eq(persone.id_persona, id));
  return p ?? null;
}
