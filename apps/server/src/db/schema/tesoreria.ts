import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { CAUSALI_TIPO, METODI_PAGAMENTO, STATI_DOVUTO, STATI_PAGAMENTO } from '@zaino/domain/transazioni';
import { anniScout, iscrizioni } from './iscrizioni.ts';
import { parti } from './organizzazione.ts';
import { valoriSql } from './valori.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const METODI = valoriSql(METODI_PAGAMENTO);

// Budget items: codes starting with E are income, with U expense.
export const voci = pgTable(
  'voci',
  {
    id_voce: serial('id_voce').primaryKey(),
    codice: varchar('codice', { length: 20 }).notNull().unique(),
    descrizione: text('descrizione').notNull(),
    // Decision 1140: the line of the ETS cash-basis statement (Mod. D) the item is reported on.
    riga_ets: varchar('riga_ets', { length: 8 }),
  },
  (t) => [check('voci_codice_ck', sql`${t.codice} ~ '^[EU]'`)],
);

// What is owed (causale). stato is derived from its links by the domain rule and stored for lists.
export const transazioniEconomiche = pgTable(
  'transazioni_economiche',
  {
    id_transazione_economica: serial('id_transazione_economica').primaryKey(),
    id_parte_da: integer('id_parte_da')
      .notNull()
      .references(() => parti.id_parte),
    id_parte_a: integer('id_parte_a')
      .notNull()
      .references(() => parti.id_parte),
    importo: cents('importo').notNull(),
    causale_desc: text('causale_desc').notNull(),
    causale_dettagli: text('causale_dettagli'),
    causale_tipo: text('causale_tipo').notNull().default('altro'),
    id_voce_da: integer('id_voce_da').references(() => voci.id_voce),
    id_voce_a: integer('id_voce_a').references(() => voci.id_voce),
    data_creata: timestamp('data_creata', { withTimezone: true }).notNull().defaultNow(),
    data_pagata: timestamp('data_pagata', { withTimezone: true }),
    stato: text('stato').notNull().default('no'),
    id_iscrizione: integer('id_iscrizione').references(() => iscrizioni.id_iscrizione, {
      onDelete: 'set null',
    }),
    anno_scout: integer('anno_scout')
      .notNull()
      .references(() => anniScout.anno_scout),
  },
  (t) => [
    check('te_importo_ck', sql`${t.importo} >= 0`),
    check('te_tipo_ck', sql`${t.causale_tipo} in (${valoriSql(CAUSALI_TIPO)})`),
    check('te_stato_ck', sql`${t.stato} in (${valoriSql(STATI_DOVUTO)})`),
    uniqueIndex('te_iscrizione_uq').on(t.id_iscrizione),
    index('te_parte_da_anno_idx').on(t.id_parte_da, t.anno_scout),
    index('te_parte_a_anno_idx').on(t.id_parte_a, t.anno_scout),
  ],
);

// Money actually moved. Commissions and amounts are integer cents.
export const transazioniFinanziarie = pgTable(
  'transazioni_finanziarie',
  {
    id_transazione_finanziaria: serial('id_transazione_finanziaria').primaryKey(),
    id_parte_da: integer('id_parte_da')
      .notNull()
      .references(() => parti.id_parte),
    id_parte_a: integer('id_parte_a')
      .notNull()
      .references(() => parti.id_parte),
    importo: cents('importo').notNull(),
    stato: text('stato').notNull().default('completed'),
    tipo_da: text('tipo_da').notNull().default('bank'),
    tipo_a: text('tipo_a').notNull().default('bank'),
    commissione_da: cents('commissione_da').notNull().default(0),
    commissione_a: cents('commissione_a').notNull().default(0),
    stripe_payment_id: text('stripe_payment_id').unique(),
    satispay_payment_id: text('satispay_payment_id').unique(),
    bonifico_id_allegato: integer('bonifico_id_allegato').references(
      (): AnyPgColumn => allegati.id_allegato,
      {
        onDelete: 'set null',
      },
    ),
    ricevuta_id_allegato: integer('ricevuta_id_allegato').references(
      (): AnyPgColumn => allegati.id_allegato,
      {
        onDelete: 'set null',
      },
    ),
    numero_ricevuta: integer('numero_ricevuta'),
    data_creata: timestamp('data_creata', { withTimezone: true }).notNull().defaultNow(),
    data_pagata: timestamp('data_pagata', { withTimezone: true }),
    anno_scout: integer('anno_scout')
      .notNull()
      .references(() => anniScout.anno_scout),
    idempotency_key: text('idempotency_key').unique(),
    /**
     * Issue 26, decision 1213: the donation of an abandoned checkout whose open due was closed; a
     * late payment of this checkout creates the donation again with this amount, and no more.
     */
    donazione_chiusa: cents('donazione_chiusa').notNull().default(0),
  },
  (t) => [
    check('tf_importo_ck', sql`${t.importo} >= 0`),
    check('tf_donazione_chiusa_ck', sql`${t.donazione_chiusa} >= 0`),
    check('tf_commissioni_ck', sql`${t.commissione_da} >= 0 and ${t.commissione_a} >= 0`),
    check('tf_stato_ck', sql`${t.stato} in (${valoriSql(STATI_PAGAMENTO)})`),
    check('tf_tipo_ck', sql`${t.tipo_da} in (${METODI}) and ${t.tipo_a} in (${METODI})`),
    check('tf_pagata_ck', sql`${t.stato} = 'completed' or ${t.data_pagata} is null`),
    index('tf_parte_da_anno_idx').on(t.id_parte_da, t.anno_scout),
    index('tf_parte_a_anno_idx').on(t.id_parte_a, t.anno_scout),
    // Receipts are numbered without gaps per issuing party and scout year.
    uniqueIndex('tf_ricevuta_uq')
      .on(t.id_parte_a, t.anno_scout, t.numero_ricevuta)
      .where(sql`${t.numero_ricevuta} is not null`),
  ],
);

// A link allocates part of a payment to a due.
export const transazioni = pgTable(
  'transazioni',
  {
    id_transazione: serial('id_transazione').primaryKey(),
    id_transazione_economica: integer('id_transazione_economica')
      .notNull()
      .references(() => transazioniEconomiche.id_transazione_economica, { onDelete: 'cascade' }),
    id_transazione_finanziaria: integer('id_transazione_finanziaria')
      .notNull()
      .references(() => transazioniFinanziarie.id_transazione_finanziaria, { onDelete: 'cascade' }),
    importo: cents('importo').notNull(),
    da_uniti: boolean('da_uniti').notNull().default(false),
    a_uniti: boolean('a_uniti').notNull().default(false),
  },
  (t) => [
    check('transazioni_importo_ck', sql`${t.importo} >= 0`),
    uniqueIndex('transazioni_coppia_uq').on(t.id_transazione_economica, t.id_transazione_finanziaria),
    index('transazioni_tf_idx').on(t.id_transazione_finanziaria),
  ],
);

export const allegati = pgTable(
  'allegati',
  {
    id_allegato: serial('id_allegato').primaryKey(),
    id_transazione_finanziaria: integer('id_transazione_finanziaria').references(
      (): AnyPgColumn => transazioniFinanziarie.id_transazione_finanziaria,
      { onDelete: 'cascade' },
    ),
    nome: text('nome').notNull(),
    dimensione: integer('dimensione').notNull(),
    s3_key: text('s3_key').notNull().unique(),
    elimina: boolean('elimina').notNull().default(false),
    data_creata: timestamp('data_creata', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('allegati_dimensione_ck', sql`${t.dimensione} >= 0`),
    index('allegati_tf_idx').on(t.id_transazione_finanziaria),
  ],
);

export const bilanci = pgTable(
  'bilanci',
  {
    id_parte: integer('id_parte')
      .notNull()
      .references(() => parti.id_parte),
    anno_scout: integer('anno_scout')
      .notNull()
      .references(() => anniScout.anno_scout),
    id_voce: integer('id_voce')
      .notNull()
      .references(() => voci.id_voce),
    preventivo: cents('preventivo').notNull().default(0),
    consuntivo: cents('consuntivo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_parte, t.anno_scout, t.id_voce] })],
);

export const saldiAnnuali = pgTable(
  'saldi_annuali',
  {
    anno_scout: integer('anno_scout')
      .notNull()
      .references(() => anniScout.anno_scout),
    id_parte: integer('id_parte')
      .notNull()
      .references(() => parti.id_parte),
    bank: cents('bank').notNull().default(0),
    cash: cents('cash').notNull().default(0),
    satispay: cents('satispay').notNull().default(0),
    stripe: cents('stripe').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.anno_scout, t.id_parte] })],
);

// Row-locked counter that numbers receipts without gaps (DESIGN.md §7).
export const contatoriRicevute = pgTable(
  'contatori_ricevute',
  {
    id_parte: integer('id_parte')
      .notNull()
      .references(() => parti.id_parte),
    anno_scout: integer('anno_scout')
      .notNull()
      .references(() => anniScout.anno_scout),
    ultimo_numero: integer('ultimo_numero').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_parte, t.anno_scout] })],
);
