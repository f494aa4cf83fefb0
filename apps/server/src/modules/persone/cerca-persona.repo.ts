import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { persone, utenti } from '../../db/schema/index.ts';
import type { PersonaRow } from './persone.repo.ts';

// Search of spec 2 §7 cercaPersona (decision 0903): across the section on purpose, limited to
// persons who have a user, and shown with a few fields only (PersonaTrovata).

/** The person whose user has this registration code (codes are stored upper-case). */
export async function findPersonaPerCodice(db: Db, codice: string): Promise<PersonaRow[]> {
  return db
    .select({ persona: persone })
    .from(utenti)
    .innerJoin(persone, eq(persone.id_persona, utenti.id_persona))
    .where(eq(utenti.registration_token, codice.toUpperCase()))
    .limit(1)
    .then((r) => r.map((x) => x.persona));
}

/** `%` and `_` typed by a user are literal characters of a like pattern. */
const letterale = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Persons with at least one user whose name, surname, 'name surname' or a user's email contains the
 * key (case-insensitive), by surname and name, at most `limite`. One statement.
 */
export async function cercaPersoneConUtente(db: Db, chiave: string, limite: number): Promise<PersonaRow[]> {
  const like = `%${letterale(chiave.toLowerCase())}%`;
  return db
    .select()
    .from(persone)
    .where(
      sql`exists (select 1 from ${utenti} where ${utenti.id_persona} = ${persone.id_persona}) and (
        lower(coalesce(${persone.nome}, '')) like ${like}
        or lower(coalesce(${persone.cognome}, '')) like ${like}
        or lower(coalesce(${persone.nome}, '') || ' ' || coalesce(${persone.cognome}, '')) like ${like}
        or lower(coalesce(${persone.cognome}, '') || ' ' || coalesce(${persone.nome}, '')) like ${like}
        or exists (select 1 from ${utenti} where ${utenti.id_persona} = ${persone.id_persona}
          and lower(coalesce(${utenti.email}, '')) like ${like}))`,
    )
    .orderBy(sql`lower(${persone.cognome})`, sql`lower(${persone.nome})`, asc(persone.id_persona))
    .limit(limite);
}
