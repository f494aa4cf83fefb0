import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ricevute, transazioniFinanziarie } from '../../db/schema/index.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';

export type RicevutaRow = typeof ricevute.$inferSelect;

/** The payment, locked until the end of the transaction: one receipt document per payment. */
export async function lockTransazioneFinanziaria(
  tx: Tx,
  id: number,
): Promise<TransazioneFinanziariaRow | undefined> {
  const [row] = await tx
    .select()
    .from(transazioniFinanziarie)
    .where(eq(transazioniFinanziarie.id_transazione_finanziaria, id))
    .for('update');
  return row;
}

export async function impostaRicevuta(tx: Tx, idTf: number, idAllegato: number): Promise<void> {
  await tx
    .update(transazioniFinanziarie)
    .set({ ricevuta_id_allegato: idAllegato })
    .where(eq(transazioniFinanziarie.id_transazione_finanziaria, idTf));
}

/** 128 random bits: a verification code nobody can guess or count through. */
const nuovoToken = () => randomBytes(16).toString('base64url');

/**
 * The receipt's row with its verification token and the issuer's name as printed, created once
 * (under the payment's lock).
 */
export async function tokenRicevuta(tx: Tx, idTf: number, emittente: string): Promise<string> {
  await tx
    .insert(ricevute)
    .values({ id_transazione_finanziaria: idTf, token: nuovoToken(), emittente })
    .onConflictDoNothing({ target: ricevute.id_transazione_finanziaria });
  const [row] = await tx
    .select({ token: ricevute.token })
    .from(ricevute)
    .where(eq(ricevute.id_transazione_finanziaria, idTf));
  return row!.token;
}

export async function findRicevutaByToken(db: Db, token: string): Promise<RicevutaRow | undefined> {
  const [row] = await db.select().from(ricevute).where(eq(ricevute.token, token));
  return row;
}

/** After this long a claimed mail whose sender vanished (a crash) may be claimed again. */
export const DURATA_PRENOTAZIONE_MAIL_S = 10 * 60;
/** Attempts at the receipt mail before it is left to the office. */
export const MAX_TENTATIVI_MAIL = 5;

/**
 * Claims the receipt mail for one sender: one atomic update, so of any number of concurrent or
 * repeated callers exactly one gets the row (PostgreSQL re-checks the condition on the row the
 * winner wrote). Nothing when already sent, claimed by a live sender or out of attempts.
 */
export async function prenotaMail(db: Db, idTf: number): Promise<RicevutaRow | undefined> {
  const [row] = await db
    .update(ricevute)
    .set({ email_in_invio: sql`now()`, email_tentativi: sql`${ricevute.email_tentativi} + 1` })
    .where(
      and(
        eq(ricevute.id_transazione_finanziaria, idTf),
        sql`${ricevute.email_inviata} is null`,
        sql`${ricevute.email_tentativi} < ${MAX_TENTATIVI_MAIL}`,
        sql`(${ricevute.email_in_invio} is null or ${ricevute.email_in_invio} < now() - make_interval(secs => ${DURATA_PRENOTAZIONE_MAIL_S}))`,
      ),
    )
    .returning();
  return row;
}

/** The mail went (to `destinatari`), or there was nobody to send it to (null). */
export async function segnaMailInviata(db: Db, idTf: number, destinatari: string | null): Promise<void> {
  await db
    .update(ricevute)
    .set({
      email_inviata: sql`now()`,
      email_in_invio: null,
      email_destinatari: destinatari,
      email_errore: destinatari ? null : 'Nessun indirizzo email del pagante',
    })
    .where(eq(ricevute.id_transazione_finanziaria, idTf));
}

/** The attempt failed: the claim is released for the next one, the reason kept for the office. */
export async function segnaMailFallita(db: Db, idTf: number, errore: string): Promise<void> {
  await db
    .update(ricevute)
    .set({ email_in_invio: null, email_errore: errore })
    .where(eq(ricevute.id_transazione_finanziaria, idTf));
}

/**
 * The payer's addresses for a receipt: the person's email contacts chosen for notifications (spec 1
 * §6), else the email of their registered logins; none for a party that is not a person.
 */
export async function indirizziPagante(db: Db, idParte: number): Promise<string[]> {
  const { rows } = await db.execute<{ email: string }>(sql`
    with p as (select id_persona from parti where id_parte = ${idParte} and id_persona is not null),
    notifiche as (
      select c.valore as email from contatti c join p using (id_persona)
      where c.tipo = 'e' and c.notifica
    )
    select email from notifiche
    union all
    select u.email from utenti u join p using (id_persona)
    where u.email is not null and u.data_registrazione is not null
      and not exists (select 1 from notifiche)
    order by email`);
  const visti = new Set<string>();
  return rows
    .map((r) => r.email.trim())
    .filter((e) => {
      const k = e.toLowerCase();
      if (e === '' || visti.has(k)) return false;
      visti.add(k);
      return true;
    });
}

/**
 * Receipts the hook should finish (the periodic retry): numbered and completed in the last week
 * without their document, or with a mail not sent, not claimed and not out of attempts.
 */
export async function ricevuteDaCompletare(db: Db, limite: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select tf.id_transazione_finanziaria as id
    from transazioni_finanziarie tf
    left join ricevute r using (id_transazione_finanziaria)
    where tf.numero_ricevuta is not null and tf.stato = 'completed'
      and tf.data_pagata > now() - interval '7 days'
      and (tf.ricevuta_id_allegato is null
        or (r.email_inviata is null and r.email_tentativi < ${MAX_TENTATIVI_MAIL}
          and (r.email_in_invio is null
            or r.email_in_invio < now() - make_interval(secs => ${DURATA_PRENOTAZIONE_MAIL_S}))))
    order by tf.id_transazione_finanziaria
    limit ${limite}`);
  return rows.map((r) => Number(r.id));
}

/** The receipt row of a payment (its verification token), if one was issued. */
export async function findRicevutaDelPagamento(db: Db, idTf: number): Promise<RicevutaRow | undefined> {
  const [row] = await db.select().from(ricevute).where(eq(ricevute.id_transazione_finanziaria, idTf));
  return row;
}
