import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { STATI_ISCRIZIONE } from '@zaino/domain/stati-iscrizione';
import { gruppi, unita } from './organizzazione.ts';
import { persone } from './persone.ts';
import { valoriSql } from './valori.ts';

// A scout year is named by the calendar year it starts in. Amounts are integer cents.
export const anniScout = pgTable(
  'anni_scout',
  {
    anno_scout: integer('anno_scout').primaryKey(),
    attivo: boolean('attivo').notNull().default(false),
    inizio_fiscale: date('inizio_fiscale').notNull(),
    limite_iscrizioni: date('limite_iscrizioni').notNull(),
    limite_mora: date('limite_mora').notNull(),
    mora_nuovi: integer('mora_nuovi').notNull().default(0),
    mora_rinnovi: integer('mora_rinnovi').notNull().default(0),
    quota_giovani_nuovi: integer('quota_giovani_nuovi').notNull(),
    quota_giovani_rinnovi: integer('quota_giovani_rinnovi').notNull(),
    quota_adulti_nuovi: integer('quota_adulti_nuovi').notNull(),
    quota_adulti_rinnovi: integer('quota_adulti_rinnovi').notNull(),
  },
  (t) => [
    uniqueIndex('anni_scout_un_solo_attivo_uq').on(t.attivo).where(sql`${t.attivo}`),
    check(
      'anni_scout_importi_ck',
      sql`${t.mora_nuovi} >= 0 and ${t.mora_rinnovi} >= 0 and ${t.quota_giovani_nuovi} >= 0 and ${t.quota_giovani_rinnovi} >= 0 and ${t.quota_adulti_nuovi} >= 0 and ${t.quota_adulti_rinnovi} >= 0`,
    ),
  ],
);

export const iscrizioni = pgTable(
  'iscrizioni',
  {
    id_iscrizione: serial('id_iscrizione').primaryKey(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => persone.id_persona, { onDelete: 'cascade' }),
    anno_scout: integer('anno_scout')
      .notNull()
      .references(() => anniScout.anno_scout),
    n_tessera: varchar('n_tessera', { length: 20 }),
    stato_iscrizione: text('stato_iscrizione').notNull().default('nessuna'),
    errori_nazionale: text('errori_nazionale'),
  },
  (t) => [
    uniqueIndex('iscrizioni_persona_anno_uq').on(t.id_persona, t.anno_scout),
    index('iscrizioni_anno_stato_idx').on(t.anno_scout, t.stato_iscrizione),
    check('iscrizioni_stato_ck', sql`${t.stato_iscrizione} in (${valoriSql(STATI_ISCRIZIONE)})`),
  ],
);

// The roles catalogue of spec 2 §3, seeded from packages/domain/ruoli.
export const ruoli = pgTable(
  'ruoli',
  {
    id_ruolo: varchar('id_ruolo', { length: 8 }).primaryKey(),
    nome: text('nome').notNull(),
    diretto: boolean('diretto').notNull(),
    branca: text('branca'),
    adulto: boolean('adulto').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [check('ruoli_branca_ck', sql`${t.branca} is null or ${t.branca} in ('L','E','R')`)],
);

export const nomine = pgTable(
  'nomine',
  {
    id_nomina: serial('id_nomina').primaryKey(),
    id_iscrizione: integer('id_iscrizione')
      .notNull()
      .references(() => iscrizioni.id_iscrizione, { onDelete: 'cascade' }),
    id_ruolo: varchar('id_ruolo', { length: 8 })
      .notNull()
      .references(() => ruoli.id_ruolo),
    id_gruppo: integer('id_gruppo').references(() => gruppi.id_gruppo),
  },
  (t) => [
    index('nomine_iscrizione_idx').on(t.id_iscrizione),
    index('nomine_gruppo_ruolo_idx').on(t.id_gruppo, t.id_ruolo),
    // One appointment per (enrolment, role, group); a role without a group (NULL) counts once too.
    unique('nomine_iscrizione_ruolo_gruppo_uq')
      .on(t.id_iscrizione, t.id_ruolo, t.id_gruppo)
      .nullsNotDistinct(),
  ],
);

/**
 * Decision 1010: one ordered waiting list per unit. An entry is open while id_iscrizione is null;
 * refresh-liste-attesa closes it on the trial (inprova) enrolment it made or found, never deletes it.
 */
export const listeAttesa = pgTable(
  'liste_attesa',
  {
    id_lista_attesa: serial('id_lista_attesa').primaryKey(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => persone.id_persona, { onDelete: 'cascade' }),
    id_unita: integer('id_unita')
      .notNull()
      .references(() => unita.id_unita),
    posizione: integer('posizione').notNull(),
    data_richiesta: date('data_richiesta').notNull().default(sql`current_date`),
    note: varchar('note', { length: 500 }),
    id_iscrizione: integer('id_iscrizione').references(() => iscrizioni.id_iscrizione, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('liste_attesa_unita_idx').on(t.id_unita, t.posizione)],
);
