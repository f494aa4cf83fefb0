// Spec 2 §7 POST /segreteria/push-nazionale and /push-censimenti-nazionale (issue 25, decision 1401):
// our data written to the national register through the configured connector, with spec 2 §8's
// overwrite rule (recordDaInviare). Every push, sent or failed, is recorded in eventi; a sent record
// also replaces the national copy and the enrolment's comparison.
import { confrontaConNazionale, normalizzaTessera, type RecordNazionale } from '@zaino/domain/nazionale';
import { MSG_PUSH_NAZIONALE, pushNazionaleSchema, recordDaInviare } from '@zaino/domain/nazionale-scheda';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import type { ConnettoreNazionale } from '../../adapters/nazionale/connettore.ts';
import { MSG_INVIO_NON_DISPONIBILE } from '../../adapters/nazionale/connettore.ts';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo, targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import {
  leggiPersoneIscritte,
  leggiRecordPerTessere,
  type PersonaIscritta,
  registraInvii,
} from './nazionale.repo.ts';

export type EsitoPush = { status: 'success'; nuovo: boolean } | { status: 'failed'; message: string };

const FALLIMENTI_DI_FILA = 3;

export interface EsitoCensimenti {
  status: 'success' | 'failed';
  message?: string;
  inviati: number;
  falliti: number;
  /** Enrolled persons the national register does not have: created one by one (they need the province of birth). */
  da_creare: number;
  /** Not tried: the run stopped after FALLIMENTI_DI_FILA failures in a row. */
  interrotti: number;
  /** The first failures, by membership number (at most 20). */
  errori: { tessera: string; message: string }[];
}

type Invio = Parameters<typeof registraInvii>[1][number];

async function invia(
  connettore: ConnettoreNazionale,
  p: PersonaIscritta,
  record: RecordNazionale,
  nuovo: boolean,
  provinciaNascita?: string,
): Promise<Invio> {
  const esito = await connettore.invia(record, { nuovo, provinciaNascita });
  return {
    id_persona: p.id_persona,
    id_iscrizione: p.id_iscrizione,
    record,
    nuovo,
    esito: esito.ok ? 'inviato' : 'fallito',
    errore: esito.ok ? null : esito.errore,
    errori_nazionale: confrontaConNazionale(p, record),
  };
}

/** One person: an update (after the overwrite confirmation) or, with `nuovo`, a creation. */
export async function pushNazionale(
  sc: ServiceContext,
  connettore: ConnettoreNazionale | undefined,
  body: unknown,
): Promise<EsitoPush> {
  const dati = parseInput(pushNazionaleSchema, body ?? {});
  assertCan(sc.viewer, 'nazionale.scrivi', await targetPersona(sc, dati.id_persona), NON_TROVATO.persona);
  if (!connettore) return { status: 'failed', message: MSG_INVIO_NON_DISPONIBILE };
  const anno = await annoAttivo(sc);
  const [p] = anno == null ? [] : await leggiPersoneIscritte(sc.db, anno, { id_persona: dati.id_persona });
  if (!p) throw new AppError('VALIDATION', MSG_PUSH_NAZIONALE.senzaIscrizione);
  const tessera = normalizzaTessera(p.n_tessera);
  if (!tessera) throw new AppError('VALIDATION', MSG_PUSH_NAZIONALE.senzaTessera);
  const esistente = (await leggiRecordPerTessere(sc.db, [tessera])).get(tessera) ?? null;
  if (dati.nuovo) {
    if (esistente) throw new AppError('CONFLICT', MSG_PUSH_NAZIONALE.giaPresente);
    if (!dati.provinciaNascita) throw new AppError('VALIDATION', MSG_PUSH_NAZIONALE.provinciaNascita);
  } else {
    if (!esistente) throw new AppError('NOT_FOUND', MSG_PUSH_NAZIONALE.assente);
    // Spec 2 §8: overwriting national data needs the office's confirmation.
    if (dati.conferma !== true) throw new AppError('CONFLICT', MSG_PUSH_NAZIONALE.conferma);
  }
  const record = recordDaInviare(
    p,
    esistente?.tessera ?? p.n_tessera!.trim(),
    esistente,
    dati.campi ? new Set(dati.campi) : undefined,
  );
  const fatto = await invia(connettore, p, record, !esistente, dati.provinciaNascita);
  await inTransazione(sc, ({ tx }) => registraInvii(tx, [fatto]));
  return fatto.esito === 'inviato'
    ? { status: 'success', nuovo: fatto.nuovo }
    : { status: 'failed', message: fatto.errore ?? 'Errore' };
}

/**
 * Spec 2 §7 push-censimenti-nazionale: every enrolment of the active year the section recorded
 * (sezione, completata) whose person the national register has, sent in turn; the others are
 * counted as to create. One failure does not stop the rest.
 */
export async function pushCensimentiNazionale(
  sc: ServiceContext,
  connettore: ConnettoreNazionale | undefined,
): Promise<EsitoCensimenti> {
  assertCan(sc.viewer, 'nazionale.censimenti');
  const vuoto = { inviati: 0, falliti: 0, da_creare: 0, interrotti: 0, errori: [] };
  if (!connettore) return { status: 'failed', message: MSG_INVIO_NON_DISPONIBILE, ...vuoto };
  const anno = await annoAttivo(sc);
  const persone = (
    anno == null ? [] : await leggiPersoneIscritte(sc.db, anno, { stati: ['sezione', 'completata'] })
  ).filter((p) => normalizzaTessera(p.n_tessera));
  const nazionali = await leggiRecordPerTessere(
    sc.db,
    persone.map((p) => normalizzaTessera(p.n_tessera)),
  );
  const fatti: Invio[] = [];
  let daCreare = 0;
  let diFila = 0;
  let interrotti = 0;
  for (const p of persone) {
    const esistente = nazionali.get(normalizzaTessera(p.n_tessera));
    if (!esistente) {
      daCreare++;
      continue;
    }
    // Decision 1401: three failures in a row mean the service is down or not answering; the run
    // stops rather than wait out a timeout for every person, and says how many it did not try.
    if (diFila >= FALLIMENTI_DI_FILA) {
      interrotti++;
      continue;
    }
    const fatto = await invia(connettore, p, recordDaInviare(p, esistente.tessera, esistente), false);
    diFila = fatto.esito === 'fallito' ? diFila + 1 : 0;
    fatti.push(fatto);
  }
  await inTransazione(sc, ({ tx }) => registraInvii(tx, fatti));
  const falliti = fatti.filter((f) => f.esito === 'fallito');
  const errori = falliti
    .slice(0, 20)
    .map((f) => ({ tessera: f.record.tessera, message: f.errore ?? 'Errore' }));
  // Decision 1401: when nothing got through (service down, timeout) the run failed, with the
  // service's first answer as its message; a partial run succeeds and lists what failed.
  const nienteInviato = falliti.length > 0 && falliti.length === fatti.length;
  return {
    status: nienteInviato ? 'failed' : 'success',
    ...(nienteInviato ? { message: errori[0]!.message } : {}),
    inviati: fatti.length - falliti.length,
    falliti: falliti.length,
    da_creare: daCreare,
    interrotti,
    errori,
  };
}
