// Decision 1017: the background job queue. pg-boss (DESIGN.md) keeps the jobs in the database the
// app already uses: on PostgreSQL through the app's pool, on PGlite through its one connection (the
// `db.executeSql` option). Our table `lavori` keeps what the pages read: state, done/total, the
// final answer. The queue starts at the first use (main.ts starts it at boot, so every instance
// works jobs and schedules; tests that never enqueue never create pg-boss's schema).
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import {
  aggiornaLavoro,
  type CampiLavoro,
  chiudiLavoroAperto,
  inserisciLavoro,
  lavoroApertoPerChiave,
  leggiLavoro,
  prendiLavoro,
  type RigaLavoro,
} from './lavori.repo.ts';

export { lavoriAperti, type RigaLavoro } from './lavori.repo.ts';

/** The schema pg-boss creates and migrates for itself (never touched by our migrations). */
export const SCHEMA_CODA = 'pgboss';

export type StatoLavoro = 'in_coda' | 'in_corso' | 'completato' | 'errore';

/** How a job reports that it advanced: `fatti` of `totale` units done. */
export type Avanza = (fatti: number, totale: number) => Promise<void>;

export interface OpzioniCoda {
  /** how long a graceful stop waits for running jobs before failing them back to the queue (ms) */
  attesaArresto?: number;
  /** how often an idle worker asks for a job (seconds, at least 0.5) */
  intervalloSecondi?: number;
  /**
   * how often the daily jobs' clock is read (seconds, 1–45; pg-boss's 30 by default): a daily job
   * starts within this long after its minute
   */
  cronSecondi?: number;
  /** tests: called when a job has been marked running, before it runs (no transaction open) */
  suInizio?: (id: string) => Promise<void> | void;
  /** tests: called on every progress report, after it is recorded */
  suAvanzamento?: (id: string, fatti: number, totale: number) => Promise<void> | void;
}

export interface Coda {
  /** Starts pg-boss (creating its schema the first time) and the workers registered so far. */
  avvia(): Promise<void>;
  /**
   * Registers the worker of a queue: `esegui` receives the job's data and a progress reporter and
   * answers the job's final answer (kept in `lavori.risultato`); an Error's message is kept in
   * `lavori.errore` and the job is not retried (the steps record their own failures).
   */
  lavora<D extends object>(coda: string, esegui: (data: D, avanza: Avanza) => Promise<unknown>): void;
  /**
   * Enqueues a job under a singleton key: while a job with that key is queued or running, the same
   * job is answered (`nuovo: false`) and nothing else is enqueued.
   */
  accoda(coda: string, chiave: string, data: object, autore: string): Promise<{ id: string; nuovo: boolean }>;
  /** The job's row, or null. */
  leggi(id: string): Promise<RigaLavoro | null>;
  /**
   * A job that runs once a day at `ora` ('HH:MM', Europe/Rome), once across every instance sharing
   * the database (pg-boss's cron: one instance sends each minute's job, one worker takes it).
   */
  giornaliero(coda: string, ora: string, esegui: () => Promise<void>): Promise<void>;
  /** A job that runs every hour at `minuto` (0–59), once across every instance, like `giornaliero`. */
  ogniOra(coda: string, minuto: number, esegui: () => Promise<void>): Promise<void>;
  /** Graceful stop: no new jobs are taken; running ones finish (or, after the wait, go back to the queue). */
  ferma(): Promise<void>;
}

/** pg-boss's connection: our pool on PostgreSQL; on PGlite its one connection (exec for scripts). */
function connessione(database: Database): PgBoss.Db {
  const d = database.driver;
  if (d.kind === 'postgres')
    return {
      async executeSql(text, values) {
        const r = await d.pool.query(text, values);
        return Array.isArray(r) ? (r.at(-1) ?? { rows: [] }) : r;
      },
    };
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema scripts (several statements, no parameters) as one text.
      if (!values || values.length === 0) {
        const risultati = await d.client.exec(text);
        return { rows: risultati.at(-1)?.rows ?? [] };
      }
      return d.client.query(text, values);
    },
  };
}

/** How long a job's row may wait for its pg-boss job before it counts as abandoned (an instance died between the two). */
const ATTESA_INVIO_S = 60;

const OPZIONI_LAVORO = {
  /** a job left running by a dead instance goes back to the queue after this long */
  expireInSeconds: 15 * 60,
  /** an expired or interrupted job is tried again (a step's run is whole or nothing) */
  retryLimit: 2,
  retryDelay: 5,
} as const;

export function creaCoda(database: Database, opzioni: OpzioniCoda = {}): Coda {
  const db: Db = database.db;
  const boss = new PgBoss({
    db: connessione(database),
    schema: SCHEMA_CODA,
    // Finished jobs are pg-boss's business for a week; `lavori` keeps our answers.
    deleteAfterDays: 7,
    ...(opzioni.cronSecondi
      ? { cronMonitorIntervalSeconds: opzioni.cronSecondi, cronWorkerIntervalSeconds: opzioni.cronSecondi }
      : {}),
  });
  const lavoratori = new Map<string, (data: object, avanza: Avanza) => Promise<unknown>>();
  const giornalieri: Array<{ coda: string; cron: string; esegui: () => Promise<void> }> = [];
  const intervallo = opzioni.intervalloSecondi ?? 1;
  let avvio: Promise<void> | null = null;
  let fermata = false;

  boss.on('error', () => {
    // pg-boss reports failed maintenance or polling here; it retries on its own next round. The
    // error is not logged: its text may quote a job's data.
  });

  const aggiorna = (id: string, campi: CampiLavoro) => aggiornaLavoro(db, id, campi);

  /**
   * Creates a queue, once across instances. Two instances starting together may create the same
   * queue at the same moment: pg-boss's creation then deadlocks or collides on its unique name (a
   * CI run saw a start fail so); the loser tries again and finds the queue made.
   */
  async function creaCodaUnaVolta(nome: string) {
    for (let tentativo = 1; ; tentativo++) {
      try {
        return await boss.createQueue(nome);
      } catch (err) {
        const codice = (err as { code?: unknown }).code;
        if (tentativo >= 8 || !['40P01', '23505', '40001'].includes(String(codice))) throw err;
        await new Promise((ok) => setTimeout(ok, 50 * tentativo + Math.floor(Math.random() * 50)));
      }
    }
  }

  async function avviaLavoratore(coda: string, esegui: (data: object, avanza: Avanza) => Promise<unknown>) {
    await creaCodaUnaVolta(coda);
    await boss.work<object>(coda, { pollingIntervalSeconds: intervallo, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const id = job.id;
      // A job already answered (its worker finished, then the instance died) or whose row was closed
      // meanwhile is not run again. Checked and marked in one statement: a close between a read and
      // a write would be undone (and a new row of the same key collide), the attacker's review found.
      if (!(await prendiLavoro(db, id))) return;
      await opzioni.suInizio?.(id);
      // On PGlite the one connection belongs to the job's transaction until it ends: a write from
      // here would wait for that transaction, which waits for it. Progress is then written at the
      // end only (decision 1017); on PostgreSQL it goes through another connection of the pool.
      const scriviDurante = database.kind === 'postgres';
      let ultimo = 0;
      let visto: { fatti: number; totale: number | null } = { fatti: 0, totale: null };
      const avanza: Avanza = async (fatti, totale) => {
        visto = { fatti, totale };
        if (scriviDurante && (fatti === totale || Date.now() - ultimo >= 200 || fatti === 1)) {
          ultimo = Date.now();
          await aggiorna(id, { fatti, totale });
        }
        await opzioni.suAvanzamento?.(id, fatti, totale);
      };
      try {
        const risultato = await esegui(job.data, avanza);
        // The last progress reported is written with the answer, on both databases.
        await aggiorna(id, { stato: 'completato', risultato: risultato ?? null, ...visto });
      } catch (error) {
        const motivo = error instanceof Error && error.message ? error.message : 'Errore interno';
        // An application error's type goes with it, so a caller waiting for the job answers it.
        const errorType = (error as { errorType?: unknown } | null)?.errorType;
        // A failed step wrote nothing (its transaction rolled back): nothing is done.
        await aggiorna(id, {
          stato: 'errore',
          errore: motivo.slice(0, 500),
          fatti: 0,
          risultato: typeof errorType === 'string' ? { errorType } : null,
        });
      }
    });
  }

  const leggi = (id: string): Promise<RigaLavoro | null> => leggiLavoro(db, id);

  /**
   * A row left unfinished by a job pg-boss gave up on (failed after its retries) is closed. A row
   * with no job at all is closed only once it is older than ATTESA_INVIO_S: `accoda` writes the row
   * and then sends the job, and a second caller between the two must wait for that job, not close
   * its row (a CI run saw the first caller then answer 'Lavoro interrotto').
   */
  async function chiudiSeAbbandonato(riga: RigaLavoro): Promise<boolean> {
    const job = await boss.getJobById(riga.coda, riga.id);
    if (job && !['failed', 'cancelled', 'completed'].includes(job.state)) return false;
    return chiudiLavoroAperto(
      db,
      riga.id,
      'Lavoro interrotto: nessuna modifica salvata',
      job ? 0 : ATTESA_INVIO_S,
    );
  }

  const coda: Coda = {
    avvia() {
      if (fermata) return Promise.reject(new Error('coda fermata'));
      avvio ??= (async () => {
        await boss.start();
        for (const [nome, esegui] of lavoratori) await avviaLavoratore(nome, esegui);
        for (const g of giornalieri) await avviaGiornaliero(g);
      })();
      return avvio;
    },
    lavora(nome, esegui) {
      const e = esegui as (data: object, avanza: Avanza) => Promise<unknown>;
      lavoratori.set(nome, e);
      if (avvio) void avvio.then(() => avviaLavoratore(nome, e));
    },
    async accoda(nome, chiave, data, autore) {
      await coda.avvia();
      for (let tentativo = 0; tentativo < 2; tentativo++) {
        const id = randomUUID();
        if (await inserisciLavoro(db, { id, coda: nome, chiave, autore })) {
          try {
            await boss.send(nome, data, { ...OPZIONI_LAVORO, id });
          } catch (error) {
            await aggiorna(id, { stato: 'errore', errore: 'Lavoro non accodato' });
            throw error;
          }
          return { id, nuovo: true };
        }
        const attivo = await lavoroApertoPerChiave(db, chiave);
        if (attivo && !(await chiudiSeAbbandonato(attivo))) return { id: attivo.id, nuovo: false };
      }
      throw new Error(`coda ${nome}: chiave ${chiave} contesa`);
    },
    leggi,
    async giornaliero(nome, ora, esegui) {
      const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(ora);
      if (!m) throw new Error(`orario non valido: ${ora}`);
      await pianifica({ coda: nome, cron: `${Number(m[2])} ${Number(m[1])} * * *`, esegui });
    },
    async ogniOra(nome, minuto, esegui) {
      if (!Number.isInteger(minuto) || minuto < 0 || minuto > 59)
        throw new Error(`minuto non valido: ${minuto}`);
      await pianifica({ coda: nome, cron: `${minuto} * * * *`, esegui });
    },
    async ferma() {
      fermata = true;
      if (!avvio) return;
      await avvio.catch(() => {});
      await boss.stop({ graceful: true, wait: true, close: false, timeout: opzioni.attesaArresto ?? 8000 });
    },
  };

  /** Registers a schedule: started now if the queue runs, else with it. */
  async function pianifica(g: { coda: string; cron: string; esegui: () => Promise<void> }) {
    giornalieri.push(g);
    if (avvio) await avvio.then(() => avviaGiornaliero(g));
    else await coda.avvia();
  }

  async function avviaGiornaliero(g: { coda: string; cron: string; esegui: () => Promise<void> }) {
    await creaCodaUnaVolta(g.coda);
    await boss.schedule(g.coda, g.cron, undefined, { tz: 'Europe/Rome' });
    await boss.work(g.coda, { pollingIntervalSeconds: intervallo }, async () => {
      await g.esegui();
    });
  }

  return coda;
}
