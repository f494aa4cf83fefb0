import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { persone } from './persone.ts';

// A party (parte) is anything money can move from or to: the section (id 1), a group, a unit, a
// person or an "other" subject created from the party picker. It belongs to at most one of a person,
// a unit or a group; the section and the "other" parties belong to none.
export const parti = pgTable(
  'parti',
  {
    id_parte: serial('id_parte').primaryKey(),
    desc: text('desc'),
    id_persona: integer('id_persona').references((): AnyPgColumn => persone.id_persona, {
      onDelete: 'set null',
    }),
    id_unita: integer('id_unita').references((): AnyPgColumn => unita.id_unita),
    id_gruppo: integer('id_gruppo').references((): AnyPgColumn => gruppi.id_gruppo),
  },
  (t) => [
    unique('parti_persona_uq').on(t.id_persona),
    unique('parti_unita_uq').on(t.id_unita),
    unique('parti_gruppo_uq').on(t.id_gruppo),
    check('parti_titolare_ck', sql`num_nonnulls(${t.id_persona}, ${t.id_unita}, ${t.id_gruppo}) <= 1`),
  ],
);

export const gruppi = pgTable(
  'gruppi',
  {
    id_gruppo: serial('id_gruppo').primaryKey(),
    numero: integer('numero').notNull().unique(),
    id_parte: integer('id_parte').references((): AnyPgColumn => parti.id_parte),
  },
  (t) => [check('gruppi_numero_ck', sql`${t.numero} > 0`)],
);

export const unita = pgTable(
  'unita',
  {
    id_unita: serial('id_unita').primaryKey(),
    branca: text('branca').notNull(),
    id_gruppo: integer('id_gruppo')
      .notNull()
      .references(() => gruppi.id_gruppo),
    id_parte: integer('id_parte').references((): AnyPgColumn => parti.id_parte),
    /** Decision 1010: the unit's places for the waiting list (null: not counted, moved by hand). */
    posti: integer('posti'),
  },
  (t) => [
    unique('unita_branca_gruppo_uq').on(t.branca, t.id_gruppo),
    check('unita_branca_ck', sql`${t.branca} in ('L','E','R')`),
    check('unita_posti_ck', sql`${t.posti} is null or ${t.posti} >= 0`),
  ],
);

// Decision 1301: the section's identity (legal name, registered office, fiscal codes, RUNTS entry,
// deductibility statement), one row (id 1) written by the settings page; empty until then. The
// widths are the domain schema's bounds (identita-sezione.ts). Audited by trigger (migration 0008).
export const identitaSezione = pgTable(
  'identita_sezione',
  {
    id: integer('id').primaryKey().default(1),
    denominazione: varchar('denominazione', { length: 150 }).notNull(),
    indirizzo: varchar('indirizzo', { length: 60 }).notNull(),
    cap: varchar('cap', { length: 5 }).notNull(),
    comune: varchar('comune', { length: 45 }).notNull(),
    provincia: varchar('provincia', { length: 2 }).notNull(),
    codice_fiscale: varchar('codice_fiscale', { length: 16 }).notNull(),
    partita_iva: varchar('partita_iva', { length: 11 }),
    runts: varchar('runts', { length: 200 }),
    detraibilita: varchar('detraibilita', { length: 600 }),
    aggiornata_il: timestamp('aggiornata_il', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('identita_sezione_una_riga_ck', sql`${t.id} = 1`)],
);
