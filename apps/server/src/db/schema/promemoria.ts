import { FASI_PROMEMORIA } from '@zaino/domain/promemoria';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { transazioniEconomiche } from './tesoreria.ts';
import { valoriSql } from './valori.ts';

/** in_invio: claimed, being sent (or its sender died: never sent again); fallito: tried again next run. */
export const STATI_PROMEMORIA = ['in_invio', 'inviato', 'fallito'] as const;

/**
 * Decision 1152: one row per due and reminder phase, written by modules/promemoria only. The
 * unique key (due, phase) is the claim: of any number of servers and runs, one inserts the row and
 * sends; the others find it taken. A mail covering several dues has one row per due, sharing id_mail.
 */
export const promemoriaInviati = pgTable(
  'promemoria_inviati',
  {
    id_promemoria: serial('id_promemoria').primaryKey(),
    id_transazione_economica: integer('id_transazione_economica')
      .notNull()
      .references(() => transazioniEconomiche.id_transazione_economica, { onDelete: 'cascade' }),
    fase: text('fase').notNull(),
    /** the mail's addresses, the first To, the rest Cc, comma-separated */
    destinatari: text('destinatari').notNull(),
    /** our Message-ID of the mail (without <>), shared by the dues it listed */
    id_mail: text('id_mail').notNull(),
    stato: text('stato').notNull().default('in_invio'),
    creato: timestamp('creato', { withTimezone: true }).notNull().defaultNow(),
    inviato: timestamp('inviato', { withTimezone: true }),
    errore: text('errore'),
    /** who sent it: a login's username, or the daily job */
    autore: text('autore').notNull(),
  },
  (t) => [
    uniqueIndex('promemoria_dovuto_fase_uq').on(t.id_transazione_economica, t.fase),
    index('promemoria_id_mail_ix').on(t.id_mail),
    check('promemoria_fase_ck', sql`${t.fase} in (${valoriSql(FASI_PROMEMORIA)})`),
    check('promemoria_stato_ck', sql`${t.stato} in (${valoriSql(STATI_PROMEMORIA)})`),
  ],
);
