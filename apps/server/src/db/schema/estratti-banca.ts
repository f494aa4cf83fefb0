// Bank statements imported by the treasurer (issue 26, decisions 1130, 1132, 1141): the files, their
// lines keyed by the line identity (so a second import inserts nothing), what each line settled, and
// the CSV column mapping remembered per bank.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { FORMATI_ESTRATTO, STATI_MOVIMENTO } from '@zaino/domain/form-estratti-banca';
import { transazioniFinanziarie, voci } from './tesoreria.ts';
import { valoriSql } from './valori.ts';

export const estrattiBanca = pgTable(
  'estratti_banca',
  {
    id_estratto: serial('id_estratto').primaryKey(),
    /** SHA-256 of the file's bytes: the very same file uploaded again is recognised whole. */
    hash: varchar('hash', { length: 64 }).notNull(),
    nome_file: text('nome_file').notNull(),
    formato: text('formato').notNull(),
    banca: text('banca'),
    righe: integer('righe').notNull(),
    caricato_da: text('caricato_da').notNull(),
    data_caricamento: timestamp('data_caricamento', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estratti_banca_hash_uq').on(t.hash),
    check('estratti_banca_formato_ck', sql`${t.formato} in (${valoriSql(FORMATI_ESTRATTO)})`),
  ],
);

export const movimentiBanca = pgTable(
  'movimenti_banca',
  {
    id_movimento: serial('id_movimento').primaryKey(),
    /** Decision 1130: stable across imports; unique, so the same line is stored once. */
    identita: text('identita').notNull(),
    id_estratto: integer('id_estratto')
      .notNull()
      .references(() => estrattiBanca.id_estratto),
    conto: text('conto').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    data_valuta: date('data_valuta', { mode: 'string' }),
    importo: bigint('importo', { mode: 'number' }).notNull(),
    verso: text('verso').notNull(),
    causale: text('causale').notNull(),
    controparte: text('controparte'),
    riferimento: text('riferimento'),
    stato: text('stato').notNull().default('da_abbinare'),
    /** The payment the line completed or created (one line per payment). */
    id_transazione_finanziaria: integer('id_transazione_finanziaria').references(
      () => transazioniFinanziarie.id_transazione_finanziaria,
      { onDelete: 'set null' },
    ),
    /** The budget item an outgoing line was assigned to. */
    id_voce: integer('id_voce').references(() => voci.id_voce),
    autore: text('autore'),
    data_stato: timestamp('data_stato', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('movimenti_banca_identita_uq').on(t.identita),
    uniqueIndex('movimenti_banca_tf_uq')
      .on(t.id_transazione_finanziaria)
      .where(sql`${t.id_transazione_finanziaria} is not null`),
    index('movimenti_banca_stato_data_idx').on(t.stato, t.data),
    check('movimenti_banca_importo_ck', sql`${t.importo} > 0`),
    check('movimenti_banca_verso_ck', sql`${t.verso} in ('entrata', 'uscita')`),
    check('movimenti_banca_stato_ck', sql`${t.stato} in (${valoriSql(STATI_MOVIMENTO)})`),
    // A settled line names what it settled; a waiting or ignored one names nothing.
    check(
      'movimenti_banca_abbinata_ck',
      sql`(${t.stato} = 'abbinata') = (${t.id_transazione_finanziaria} is not null or ${t.id_voce} is not null)`,
    ),
  ],
);

/** Decision 1130: the last CSV mapping used for each bank, so the next upload needs only the file. */
export const mappatureCsvBanca = pgTable('mappature_csv_banca', {
  banca: text('banca').primaryKey(),
  mappatura: jsonb('mappatura').notNull(),
  data_modifica: timestamp('data_modifica', { withTimezone: true }).notNull().defaultNow(),
});
