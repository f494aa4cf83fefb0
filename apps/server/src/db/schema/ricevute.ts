import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { transazioniFinanziarie } from './tesoreria.ts';

/**
 * One row per issued receipt document (decision 1205), written by modules/ricevute only: the
 * verification token printed as QR code and short link, and the state of the receipt mail to the
 * payer (claimed, sent, attempts, last error) so that it is sent once however often it is retried.
 */
export const ricevute = pgTable(
  'ricevute',
  {
    id_transazione_finanziaria: integer('id_transazione_finanziaria')
      .primaryKey()
      .references(() => transazioniFinanziarie.id_transazione_finanziaria),
    /** 128 random bits, base64url: unguessable, unlike the receipt number. */
    token: text('token').notNull().unique(),
    data_emissione: timestamp('data_emissione', { withTimezone: true }).notNull().defaultNow(),
    /** When a sender claimed the mail; a claim older than the lease may be taken over (crash). */
    email_in_invio: timestamp('email_in_invio', { withTimezone: true }),
    email_inviata: timestamp('email_inviata', { withTimezone: true }),
    /** The addresses it went to, or why it could not go anywhere. */
    email_destinatari: text('email_destinatari'),
    email_tentativi: integer('email_tentativi').notNull().default(0),
    email_errore: text('email_errore'),
    /**
     * The issuer's name as the paper prints it, kept at issue: the public verification shows what the
     * paper says even after the section changes its legal name. Null on receipts issued before it.
     */
    emittente: text('emittente'),
  },
  (t) => [check('ricevute_tentativi_ck', sql`${t.email_tentativi} >= 0`)],
);
