import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { authUser } from './auth.ts';
import { parti } from './organizzazione.ts';

export const persone = pgTable(
  'persone',
  {
    id_persona: serial('id_persona').primaryKey(),
    nome: varchar('nome', { length: 45 }),
    cognome: varchar('cognome', { length: 45 }),
    sesso: text('sesso'),
    data_nascita: date('data_nascita'),
    codice_fiscale: varchar('codice_fiscale', { length: 16 }),
    luogo_nascita: varchar('luogo_nascita', { length: 45 }),
    residenza_cap: varchar('residenza_cap', { length: 5 }),
    residenza_comune: varchar('residenza_comune', { length: 45 }),
    residenza_indirizzo: varchar('residenza_indirizzo', { length: 60 }),
    residenza_provincia: varchar('residenza_provincia', { length: 2 }),
    data_conferma: timestamp('data_conferma', { withTimezone: true }),
    id_parte: integer('id_parte').references((): AnyPgColumn => parti.id_parte),
    id_persona_nazionale: integer('id_persona_nazionale'),
  },
  (t) => [
    check('persone_sesso_ck', sql`${t.sesso} is null or ${t.sesso} in ('M','F')`),
    index('persone_cognome_nome_idx').on(sql`lower(${t.cognome})`, sql`lower(${t.nome})`),
    index('persone_codice_fiscale_idx').on(t.codice_fiscale),
  ],
);

export const contatti = pgTable(
  'contatti',
  {
    id_contatto: serial('id_contatto').primaryKey(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => persone.id_persona, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    valore: varchar('valore', { length: 45 }).notNull(),
    notifica: boolean('notifica').notNull().default(false),
    chi: varchar('chi', { length: 40 }),
  },
  (t) => [
    check('contatti_tipo_ck', sql`${t.tipo} in ('e','t')`),
    index('contatti_persona_idx').on(t.id_persona),
  ],
);

export const parentele = pgTable(
  'parentele',
  {
    id_parentela: serial('id_parentela').primaryKey(),
    id_persona_genitore: integer('id_persona_genitore')
      .notNull()
      .references(() => persone.id_persona, { onDelete: 'cascade' }),
    id_persona_figlio: integer('id_persona_figlio')
      .notNull()
      .references(() => persone.id_persona, { onDelete: 'cascade' }),
    desc: varchar('desc', { length: 40 }).notNull(),
  },
  (t) => [
    unique('parentele_coppia_uq').on(t.id_persona_genitore, t.id_persona_figlio),
    check('parentele_distinte_ck', sql`${t.id_persona_genitore} <> ${t.id_persona_figlio}`),
    index('parentele_figlio_idx').on(t.id_persona_figlio),
  ],
);

// The section's user records: an invitation (registration_token) that becomes an account once a
// sign-in identity (auth_user_id) claims it.
export const utenti = pgTable(
  'utenti',
  {
    id_utente: serial('id_utente').primaryKey(),
    id_persona: integer('id_persona').references(() => persone.id_persona, { onDelete: 'cascade' }),
    username: text('username').unique(),
    registration_token: varchar('registration_token', { length: 9 }).notNull().unique(),
    data_registrazione: timestamp('data_registrazione', { withTimezone: true }),
    data_ultimo_accesso: timestamp('data_ultimo_accesso', { withTimezone: true }),
    email: text('email'),
    auth_user_id: text('auth_user_id')
      .unique()
      .references(() => authUser.id, { onDelete: 'set null' }),
  },
  (t) => [index('utenti_persona_idx').on(t.id_persona)],
);

// Append-only: the current consent is the newest row of a person, the rest is history.
export const consensiPrivacy = pgTable(
  'consensi_privacy',
  {
    id_consenso_privacy: serial('id_consenso_privacy').primaryKey(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => persone.id_persona, { onDelete: 'cascade' }),
    consenso_s: boolean('consenso_s'),
    consenso_i: boolean('consenso_i'),
    consenso_l: boolean('consenso_l'),
    consenso_t: boolean('consenso_t'),
    data_espressione: timestamp('data_espressione', { withTimezone: true }).notNull().defaultNow(),
    titolare_nome: text('titolare_nome'),
    titolare_email: text('titolare_email'),
    titolare_id_persona: integer('titolare_id_persona').references(() => persone.id_persona, {
      onDelete: 'set null',
    }),
    /** Version of the consent texts answered (decision 1205); null for consents given before it. */
    testo_versione: text('testo_versione'),
    /** Those texts as shown, one JSON object by consent field: the record outlives code changes. */
    testo: text('testo'),
    /** Collected on a paper form and typed in by the office or a leader (issue 23, decision 0914). */
    cartaceo: boolean('cartaceo').notNull().default(false),
    /** Who typed the row in: the signed-in person and their name then (null before decision 0914). */
    inserito_da_id_persona: integer('inserito_da_id_persona').references(() => persone.id_persona, {
      onDelete: 'set null',
    }),
    inserito_da_nome: text('inserito_da_nome'),
  },
  (t) => [index('consensi_persona_data_idx').on(t.id_persona, t.data_espressione)],
);
