import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authUser, persone, utenti } from '../../db/schema/index.ts';
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

export interface LoginRow {
  id: string;
  email: string;
  username: string | null;
  idPersona: number;
}

/** Locks the login (auth_user) for the rest of the transaction. */
export async function lockLogin(tx: Tx, userId: string): Promise<LoginRow | null> {
  const [row] = await tx
    .select({
      id: authUser.id,
      email: authUser.email,
      username: authUser.username,
      idPersona: authUser.idPersona,
    })
    .from(authUser)
    .where(eq(authUser.id, userId))
    .for('update');
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

export async function segnaRegistrato(tx: Tx, idUtente: number, login: LoginRow): Promise<void> {
  await tx
    .update(utenti)
    .set({
      data_registrazione: sql`now()`,
      username: login.username,
      email: login.email,
      auth_user_id: login.id,
    })
    .where(eq(utenti.id_utente, idUtente));
}

export async function collegaLogin(tx: Tx, userId: string, idPersona: number): Promise<void> {
  await tx.update(authUser).set({ idPersona, updatedAt: new Date() }).where(eq(authUser.id, userId));
}
