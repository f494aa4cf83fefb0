import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Decision 0432: a statement drizzle builds once per session (a pooled connection, or the pool)
 * instead of on every call. Building SQL from the query builder was a fifth of the server's CPU on
 * the families' pages; the loaders that read rows by id run several times a request.
 * `costruisci` makes a `prepare(SENZA_NOME)` query; its values are placeholders.
 */
export function preparataPerSessione<P>(costruisci: (db: Db) => P): (db: Db) => P {
  const perSessione = new WeakMap<object, P>();
  return (db) => {
    const sessione = db._.session;
    let preparata = perSessione.get(sessione);
    if (!preparata) {
      preparata = costruisci(db);
      perSessione.set(sessione, preparata);
    }
    return preparata;
  };
}

/** `colonna = any($ids)`: one statement whatever the number of ids (an `in` list makes one a length). */
export const traChiavi = (colonna: Column, nome = 'ids'): SQL =>
  sql`${colonna} = any(${sql.placeholder(nome)})`;
