import { generaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { ERROR_MESSAGES } from '@zaino/domain/errori';
import {
  ERRORE_DEADLOCK,
  type EsitoNuovoUtente,
  MSG_ACCOUNT,
  type NuovoUtente,
  RELAZIONE_STESSA_PERSONA,
  registrazioneMassaSchema,
} from '@zaino/domain/form-account';
import { LIMITI_INPUT } from '@zaino/domain/limiti-input';
import { nuovaRelazioneSchema, RELAZIONI_SUGGERITE } from '@zaino/domain/form-contatti';
import { can } from '@zaino/domain/permessi';
import { usernameDaEmail } from '@zaino/domain/utenti';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import { personaRef, targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import { collegaPartePersona, creaPartePersona } from '../organizzazione/organizzazione.repo.ts';
import { esisteParentela, genitoriConRelazione, inserisciParentela } from '../persone/parentele.repo.ts';
import { ANAGRAFICA_VUOTA, inserisciPersona, lockPersona, type UtenteRow } from '../persone/persone.repo.ts';
import { findUtenteByUsername, insertUtente, limitaAttesaLock, utentiDellaPersona } from './utenti.repo.ts';

// Account creation (spec 2 §3, §5) and mass registration, safe to run twice (decision 0904).

export const MSG_EMAIL_GIA_USATA = 'Questa email è già usata da un altro utente';
export const MSG_DEADLOCK = 'Troppe operazioni contemporanee: riprova';

/** Serialization failure, deadlock, lock not available: another run holds the rows, try again. */
const CODICI_LOCK = new Set(['40001', '40P01', '55P03']);
/** Unique violation: a concurrent run made the same user first; the retry finds and answers it. */
const CODICE_UNICITA = '23505';
const TENTATIVI = 3;
/** One request stays well under the request timeout (each item is a short transaction). */
export const MAX_UTENTI_IN_MASSA = LIMITI_INPUT.utentiInMassa;
/** An item waits this long for another run's lock before it is retried (then told as DEADLOCK). */
const ATTESA_LOCK_MS = 2000;

function codiceSql(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The relation as stored: the person's own user, or a parent's (validated as a new relationship). */
function relazioneValida(relazione: string): string {
  const r = relazione.trim();
  if (r === RELAZIONE_STESSA_PERSONA) return r;
  const scelta = (RELAZIONI_SUGGERITE as readonly string[]).includes(r)
    ? { scelta: r }
    : { scelta: 'Altro', altro: r };
  return parseInput(nuovaRelazioneSchema, scelta);
}

const esito = (u: UtenteRow): EsitoNuovoUtente => ({
  id_persona: u.id_persona!,
  id_utente: u.id_utente,
  registration_token: u.registration_token,
  errorType: null,
  errorMessage: null,
});

type Dati = { email: string; id_persona: number; nome?: string; cognome?: string };

/** One item in its own transaction, the person locked: answers the user made or already there. */
async function scrivi(t: TxContext, dati: Dati, relazione: string): Promise<EsitoNuovoUtente> {
  const { tx } = t;
  await limitaAttesaLock(tx, ATTESA_LOCK_MS);
  const persona = await lockPersona(tx, dati.id_persona);
  if (!persona) throw new AppError('NOT_FOUND');
  const username = usernameDaEmail(dati.email);
  const esistente = await findUtenteByUsername(tx, username);
  const nuovo = (idPersona: number, nome: string, cognome: string) =>
    insertUtente(tx, {
      id_persona: idPersona,
      username,
      email: dati.email,
      registration_token: generaCodiceRegistrazione(nome, cognome),
    }).then(esito);

  if (relazione === RELAZIONE_STESSA_PERSONA) {
    if (esistente?.id_persona === persona.id_persona) return esito(esistente);
    if (esistente) throw new AppError('CONFLICT', MSG_EMAIL_GIA_USATA);
    if ((await utentiDellaPersona(tx, persona.id_persona)).length > 0) {
      throw new AppError('CONFLICT', MSG_ACCOUNT.giaCollegato);
    }
    return nuovo(persona.id_persona, persona.nome ?? '', persona.cognome ?? '');
  }

  const genitori = await genitoriConRelazione(tx, persona.id_persona, relazione);
  if (esistente) {
    if (genitori.some((g) => g.id_persona === esistente.id_persona)) return esito(esistente);
    // The child has this relation's parent already: a second one is never added from an email.
    if (genitori.length > 0) throw new AppError('CONFLICT', MSG_ACCOUNT.parentelaRegistrata);
    // Siblings: the parent made for the first child becomes the parent of this one too, with the
    // same user — under the same rule as linking an account by hand ('parentela.collega': a person
    // the leader already reaches, not a leader, not themself).
    const altro = esistente.id_persona;
    if (
      altro != null &&
      altro !== persona.id_persona &&
      // Related either way already (another relation, or the reverse): never a second link.
      !(await esisteParentela(tx, altro, persona.id_persona)) &&
      can(t.viewer, 'parentela.collega', {
        tipo: 'parentela',
        figlio: await personaRef(t, persona.id_persona),
        genitore: await personaRef(t, altro),
      })
    ) {
      await inserisciParentela(tx, {
        id_persona_genitore: altro,
        id_persona_figlio: persona.id_persona,
        desc: relazione,
      });
      return esito(esistente);
    }
    throw new AppError('CONFLICT', MSG_EMAIL_GIA_USATA);
  }
  // A parent already recorded with this relation gets the user when they have none yet; one who
  // has a user already is that relation's account (spec 2 §5 'Parentela già registrata').
  for (const g of genitori) {
    if ((await utentiDellaPersona(tx, g.id_persona)).length === 0) {
      return nuovo(
        g.id_persona,
        g.nome ?? dati.nome ?? '',
        g.cognome ?? dati.cognome ?? persona.cognome ?? '',
      );
    }
  }
  if (genitori.length > 0) throw new AppError('CONFLICT', MSG_ACCOUNT.parentelaRegistrata);
  const nome = dati.nome ?? null;
  const cognome = dati.cognome ?? null;
  const idGenitore = await nuovoGenitore(tx, persona.id_persona, { nome, cognome, relazione });
  return nuovo(idGenitore, nome ?? '', cognome ?? persona.cognome ?? '');
}

/** A new person (with their party, as every person has) made parent of `idFiglio` as `relazione`. */
async function nuovoGenitore(
  tx: TxContext['tx'],
  idFiglio: number,
  g: { nome: string | null; cognome: string | null; relazione: string },
): Promise<number> {
  const idParte = await creaPartePersona(tx, [g.nome, g.cognome].filter(Boolean).join(' ') || g.relazione);
  const id = await inserisciPersona(tx, { ...ANAGRAFICA_VUOTA, nome: g.nome, cognome: g.cognome }, idParte);
  await collegaPartePersona(tx, idParte, id);
  await inserisciParentela(tx, { id_persona_genitore: id, id_persona_figlio: idFiglio, desc: g.relazione });
  return id;
}

/** Validation, permission, then the item's transaction with its retries; throws AppError. */
async function creaUno(sc: ServiceContext, input: NuovoUtente): Promise<EsitoNuovoUtente> {
  const dati = parseInput(registrazioneMassaSchema, {
    email: input.email,
    id_persona: input.id_persona,
    relazione: input.relazione,
    nome: input.nome ?? undefined,
    cognome: input.cognome ?? undefined,
  }) as Dati & { relazione: string };
  assertCan(sc.viewer, 'utente.gestisci', await targetPersona(sc, dati.id_persona));
  const relazione = relazioneValida(dati.relazione);
  // Sign-in addresses are compared lower-case (better-auth): 'Ada@x.it' again is the same user.
  dati.email = dati.email.toLowerCase();
  for (let tentativo = 1; ; tentativo++) {
    try {
      return await inTransazione(sc, (t) => scrivi(t, dati, relazione));
    } catch (error) {
      const codice = codiceSql(error);
      const ritenta = codice != null && (CODICI_LOCK.has(codice) || codice === CODICE_UNICITA);
      if (!ritenta) throw error;
      if (tentativo >= TENTATIVI) {
        if (CODICI_LOCK.has(codice)) throw new AppError('CONFLICT', MSG_DEADLOCK, { deadlock: true });
        throw error;
      }
      await pausa(50 * tentativo + Math.floor(Math.random() * 100));
    }
  }
}

/** The item's answer: the user, or its error (an unexpected one goes to `segnala` and reads INTERNAL). */
async function esitoDi(
  sc: ServiceContext,
  input: NuovoUtente,
  segnala: (error: unknown) => void,
  propaga: (error: AppError) => boolean,
): Promise<EsitoNuovoUtente> {
  try {
    return await creaUno(sc, input);
  } catch (error) {
    const base = { id_persona: input.id_persona, id_utente: null, registration_token: null };
    if (error instanceof AppError) {
      if (propaga(error)) throw error;
      const deadlock = error.details?.deadlock === true;
      return {
        ...base,
        errorType: deadlock ? ERRORE_DEADLOCK : error.errorType,
        errorMessage: error.message,
      };
    }
    segnala(error);
    return { ...base, errorType: 'INTERNAL', errorMessage: ERROR_MESSAGES.INTERNAL };
  }
}

const PERMESSI = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

/** creaUtente: a person hidden or not allowed is a GraphQL error; the rest is told in the answer. */
export async function creaUtente(
  sc: ServiceContext,
  input: NuovoUtente,
  segnala: (error: unknown) => void,
): Promise<EsitoNuovoUtente> {
  assertSignedIn(sc.viewer);
  return esitoDi(sc, input, segnala, (e) => PERMESSI.has(e.errorType));
}

/** Spec 2 §3 mass registration: items one after the other, each in its own transaction. */
export async function creaUtentiInMassa(
  sc: ServiceContext,
  utenti: readonly NuovoUtente[],
  segnala: (error: unknown) => void,
): Promise<EsitoNuovoUtente[]> {
  assertSignedIn(sc.viewer);
  if (utenti.length > MAX_UTENTI_IN_MASSA) {
    throw new AppError('VALIDATION', `Al massimo ${MAX_UTENTI_IN_MASSA} persone alla volta`);
  }
  const esiti: EsitoNuovoUtente[] = [];
  for (const u of utenti) esiti.push(await esitoDi(sc, u, segnala, () => false));
  return esiti;
}
