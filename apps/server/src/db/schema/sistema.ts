import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { TIPI_CONTROLLO } from '@zaino/domain/controlli';
import { persone } from './persone.ts';
import { valoriSql } from './valori.ts';

// Written by the audit triggers (migrations 0001, 0008): who changed which row, and each field's
// before/after value; and by the office's reset of a second factor (table 'utenti', decision 0415).
export const eventi = pgTable(
  'eventi',
  {
    id_evento: bigserial('id_evento', { mode: 'number' }).primaryKey(),
    rev_date: timestamp('rev_date', { withTimezone: true }).notNull().defaultNow(),
    rev_author: text('rev_author'),
    rev_type: text('rev_type').notNull(),
    row_id: integer('row_id').notNull(),
    table: text('table').notNull(),
    id_persona: integer('id_persona'),
    details: jsonb('details').notNull(),
  },
  (t) => [
    check('eventi_tipo_ck', sql`${t.rev_type} in ('insert','update','delete')`),
    check(
      'eventi_tabella_ck',
      sql`${t.table} in ('persone','iscrizioni','nomine','consensi_privacy','identita_sezione','anni_scout','passi_ciclo','utenti','liste_attesa','unita')`,
    ),
    index('eventi_data_idx').on(t.rev_date),
    index('eventi_persona_idx').on(t.id_persona),
    index('eventi_tabella_riga_idx').on(t.table, t.row_id),
  ],
);

export const controlli = pgTable(
  'controlli',
  {
    id_controllo: serial('id_controllo').primaryKey(),
    tipo: text('tipo').notNull(),
    dettagli: jsonb('dettagli'),
    ok: boolean('ok').notNull().default(false),
    ignora: boolean('ignora').notNull().default(false),
    id_persona: integer('id_persona').references(() => persone.id_persona, { onDelete: 'cascade' }),
    // Decision 0920: the finding's stable identity within its check (the persons involved, sorted),
    // every person involved, and the units whose leaders can fix it ([{id_gruppo, branca}]).
    chiave: text('chiave').notNull(),
    persone: integer('persone').array().notNull(),
    unita: jsonb('unita').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('controlli_tipo_idx').on(t.tipo),
    uniqueIndex('controlli_tipo_chiave_uq').on(t.tipo, t.chiave),
    check('controlli_tipo_ck', sql`${t.tipo} in (${valoriSql(TIPI_CONTROLLO)})`),
  ],
);

// A single row (id 1) of section-wide facts.
export const infoGenerali = pgTable(
  'info_generali',
  {
    id: integer('id').primaryKey().default(1),
    ultimo_download_nazionale: timestamp('ultimo_download_nazionale', { withTimezone: true }),
    ultimo_confronto_nazionale: timestamp('ultimo_confronto_nazionale', { withTimezone: true }),
    // Decision 0926: when the last successful recompute of the data-quality checks ended (null: never
    // run), written in the recompute's transaction, and the person of the login that ran it.
    ultimo_ricalcolo_controlli: timestamp('ultimo_ricalcolo_controlli', { withTimezone: true }),
    ultimo_ricalcolo_controlli_persona: integer('ultimo_ricalcolo_controlli_persona'),
  },
  (t) => [check('info_generali_una_riga_ck', sql`${t.id} = 1`)],
);

// Records downloaded from the national membership register, compared with ours.
export const nazionalePersone = pgTable(
  'nazionale_persone',
  {
    id_persona_nazionale: serial('id_persona_nazionale').primaryKey(),
    tessera: varchar('tessera', { length: 20 }).unique(),
    nome: text('nome'),
    cognome: text('cognome'),
    alias: text('alias'),
    indirizzo: text('indirizzo'),
    comune: text('comune'),
    provincia: text('provincia'),
    cap: text('cap'),
    luogo_nascita: text('luogo_nascita'),
    telefono: text('telefono'),
    email: text('email'),
    telefono2: text('telefono2'),
    email2: text('email2'),
    sesso: text('sesso'),
    codice_fiscale: varchar('codice_fiscale', { length: 16 }),
    data_nascita: date('data_nascita'),
    incarichi: jsonb('incarichi').notNull().default(sql`'[]'::jsonb`),
    stato_rinnovo: text('stato_rinnovo'),
  },
  (t) => [check('nazionale_rinnovo_ck', sql`${t.stato_rinnovo} is null or ${t.stato_rinnovo} in ('R','r')`)],
);

// The embedded mail adapter writes here; /dev/mail shows it.
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  cc: text('cc'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Issue 22 item 1: our rate limits (decision 0405 and later) count here, in fixed windows; only our
// hourly clean-up deletes rows, and only those whose window is over (better-auth prunes its own
// table of every row older than its longest window, a minute).
export const contatoriLimiti = pgTable(
  'contatori_limiti',
  {
    chiave: text('chiave').primaryKey(),
    conteggio: integer('conteggio').notNull(),
    /** End of the current window, in milliseconds since the epoch. */
    scadenza: bigint('scadenza', { mode: 'number' }).notNull(),
  },
  (t) => [index('contatori_limiti_scadenza_idx').on(t.scadenza)],
);

/**
 * Decision 1016: the history of the yearly steps (spec 2 §4): one row per run, written in the run's
 * own transaction (a failed run gets a row of its own afterwards, esito 'errore'). The audit trigger
 * of migration 0008 also records each row in eventi, with who and when.
 */
export const passiCiclo = pgTable(
  'passi_ciclo',
  {
    id_passo: serial('id_passo').primaryKey(),
    passo: text('passo').notNull(),
    anno_scout: integer('anno_scout').notNull(),
    id_parte: integer('id_parte'),
    /** the audit label of the login that ran it */
    autore: text('autore').notNull(),
    id_persona_autore: integer('id_persona_autore'),
    eseguito: timestamp('eseguito', { withTimezone: true }).notNull().defaultNow(),
    esito: text('esito').notNull(),
    /** the step's result fields (spec 2 §7), e.g. {"iscrizioniRiportate": 3} */
    conteggi: jsonb('conteggi').notNull(),
    /** per person: what was left aside or why the run failed ({id_persona, motivo}) */
    errori: jsonb('errori').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    check('passi_ciclo_esito_ck', sql`${t.esito} in ('successo','errore')`),
    index('passi_ciclo_passo_idx').on(t.passo, t.eseguito),
  ],
);

/**
 * Decision 1017: our side of a background job (pg-boss holds the queue): what it is, how far it has
 * gone and how it ended, read by the settings page's progress bar. `id` is the pg-boss job's id.
 * `chiave` is the job's singleton key (a yearly step's name): at most one unfinished job per key.
 */
export const lavori = pgTable(
  'lavori',
  {
    id: text('id').primaryKey(),
    coda: text('coda').notNull(),
    chiave: text('chiave').notNull(),
    stato: text('stato').notNull().default('in_coda'),
    fatti: integer('fatti').notNull().default(0),
    totale: integer('totale'),
    /** the final answer (a yearly step: its result fields and id_passo, the history row) */
    risultato: jsonb('risultato'),
    /** why it failed, in Italian */
    errore: text('errore'),
    autore: text('autore').notNull(),
    creato: timestamp('creato', { withTimezone: true }).notNull().defaultNow(),
    aggiornato: timestamp('aggiornato', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lavori_stato_ck', sql`${t.stato} in ('in_coda','in_corso','completato','errore')`),
    check('lavori_fatti_ck', sql`${t.fatti} >= 0 and (${t.totale} is null or ${t.totale} >= 0)`),
    uniqueIndex('lavori_chiave_attiva_uq').on(t.chiave).where(sql`${t.stato} in ('in_coda','in_corso')`),
    index('lavori_creato_idx').on(t.creato),
  ],
);
