// Where the national register's data comes from (issue 25, decision 0923): the export file the office
// uploads, or the national HTTP service when configured. Both give the same records, read by the
// domain's rules, all or nothing.
import type { RecordNazionale } from '@zaino/domain/nazionale';

export type EsitoNazionale<T> = { ok: true; valore: T } | { ok: false; errore: string };

export interface ConnettoreNazionale {
  readonly tipo: 'file' | 'http';
  /** Every national record of the section, or why they could not be read (Italian). */
  scarica(): Promise<EsitoNazionale<RecordNazionale[]>>;
  /**
   * Writes one person to the national register (a new one when `nuovo`); the file connector cannot,
   * and says so.
   */
  invia(
    record: RecordNazionale,
    opzioni: { nuovo: boolean; provinciaNascita?: string | undefined },
  ): Promise<EsitoNazionale<null>>;
}

/** Spec 2 §7 download-nazionale with nothing configured. */
export const MSG_NESSUN_CONNETTORE =
  'Nessun collegamento al registro nazionale configurato: carica il file esportato dal nazionale oppure imposta NAZIONALE_URL e NAZIONALE_TOKEN.';

export const MSG_INVIO_NON_DISPONIBILE =
  'L’invio al registro nazionale richiede il collegamento al servizio nazionale (NAZIONALE_URL e NAZIONALE_TOKEN).';
