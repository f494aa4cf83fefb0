import { MSG_GIA_REGISTRATO } from '@zaino/domain/form-registrazione';
import { type FederatedProviders, nomiFornitori } from '../../lib/federated-providers.ts';
import { ApiError } from '../../lib/graphql.ts';
import type { IdentityResult } from '../../lib/identity-token.ts';
import type { SessionUser } from '../../lib/session-store.ts';
import type { UtenteNonRegistrato } from './api/utente-non-registrato.ts';

// Registration by code (spec 1 §2.7–2.9, §4.1, §8 "Registration code lookup"): pure decisions.

/** Spec 1 §2.8: the greeting by name, with gendered wording. */
export function saluto(nome: string | null | undefined, sesso: 'M' | 'F' | null | undefined): string {
  const benvenuto = sesso === 'F' ? 'benvenuta' : sesso === 'M' ? 'benvenuto' : 'benvenuto/a';
  const n = (nome ?? '').trim();
  return n ? `Ciao ${n}, ${benvenuto}!` : `Ciao, ${benvenuto}!`;
}

/** The full name of a person, for messages. */
export function nomeCompleto(
  p: { nome?: string | null; cognome?: string | null } | null | undefined,
): string {
  return [p?.nome, p?.cognome]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Spec 1 §2.8: how to go on from the greeting. Only the configured providers are named (issue 8
 * item 17): with none, email and password alone.
 */
export function invitoRegistrazione(providers: FederatedProviders): string {
  const nomi = nomiFornitori(providers);
  return nomi
    ? `Per completare la registrazione accedi con ${nomi}, oppure crea un account con la tua email e una password.`
    : 'Per completare la registrazione crea un account con la tua email e una password.';
}

/** The landing page of a code (decision 0501): what the next step offers, same rule as above. */
export function prossimoPasso(providers: FederatedProviders): string {
  const nomi = nomiFornitori(providers);
  const modo = nomi
    ? `accedere con ${nomi}, oppure creare un account con la tua email e una password`
    : 'creare un account con la tua email e una password';
  return `Nel prossimo passo potrai ${modo}. Poi ti chiederemo di controllare i tuoi recapiti.`;
}

/** Reading A (entry screen) of a failed lookup. */
export type LookupErrorA =
  | { kind: 'already-used' }
  | { kind: 'invalid' }
  | { kind: 'error'; message: string };

export function readingA(error: unknown): LookupErrorA {
  if (error instanceof ApiError) {
    if (error.network) return { kind: 'error', message: 'Errore di rete' };
    if (error.errorType === 'ALREADY_USED' || error.message === MSG_GIA_REGISTRATO) {
      return { kind: 'already-used' };
    }
    if (error.errorType === 'NOT_FOUND') return { kind: 'invalid' };
    return { kind: 'error', message: `Errore: ${error.message}` };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TypeError) return { kind: 'error', message: 'Errore di rete' };
  return { kind: 'error', message: `Errore: ${message}` };
}

/** Reading B (completion screen) of a failed lookup. */
export type LookupErrorB =
  | { kind: 'not-found'; message: string }
  | { kind: 'already-used'; message: string; sameLogin: boolean }
  | { kind: 'error'; message: string }
  | { kind: 'network'; message: string };

export const msgCodiceNonValido = (code: string): string =>
  `Ops! Questo codice di registrazione ${code} non è valido. Controlla di averlo inserito correttamente e chiedi a chi te l'ha inviato di fornirtene un altro!`;
export const msgCodiceUsato = (code: string, email: string): string =>
  `Il codice di registrazione ${code} è già stato utilizzato. Se non ricordi di averlo utilizzato tu, chiedi spiegazioni a chi te l'ha dato o a ${email}`;
export const MSG_NESSUN_DATO = "C'è qualche problema con la registrazione... Riprova!";

/** 'Errore di rete: {error}' — the client's network errors already carry that prefix. */
const erroreDiRete = (message: string) =>
  message.startsWith('Errore di rete') ? message : `Errore di rete: ${message}`;

export function readingB(error: unknown, code: string, supportEmail: string): LookupErrorB {
  if (error instanceof ApiError) {
    if (error.network) return { kind: 'network', message: erroreDiRete(error.message) };
    if (error.errorType === 'NOT_FOUND') return { kind: 'not-found', message: msgCodiceNonValido(code) };
    if (error.errorType === 'ALREADY_USED' || error.message === MSG_GIA_REGISTRATO) {
      return {
        kind: 'already-used',
        message: msgCodiceUsato(code, supportEmail),
        sameLogin: error.extensions.stesso_utente === true,
      };
    }
    return { kind: 'error', message: `Errore: ${error.message}` };
  }
  if (error instanceof TypeError) return { kind: 'network', message: erroreDiRete(error.message) };
  return { kind: 'error', message: `Errore: ${error instanceof Error ? error.message : String(error)}` };
}

/** What a valid code means for the current login (spec 1 §2.8, §4.1, §6). */
export type CodeSituation =
  /** nobody signed in: greet and offer Google, Facebook, email */
  | 'anonymous'
  /** signed in, not yet a person: go on to the completion form */
  | 'complete'
  /** signed in as the code's own person: clear the stored info and go home */
  | 'linked'
  /** signed in as another person: 'Queste credenziali di accesso sono già associate a {name}!' */
  | 'other-person';

export function codeSituation(
  user: SessionUser | null,
  data: Pick<UtenteNonRegistrato, 'id_persona'>,
): CodeSituation {
  if (!user) return 'anonymous';
  if (user.id_persona === 0) return 'complete';
  return user.id_persona === data.id_persona ? 'linked' : 'other-person';
}

/**
 * Spec 1 §5.2: the messages of the modal 'Controlla i dati inseriti:'. The summary of the contacts
 * (validaContatti's riepilogo) already names every wrong entry, so the entries' own field messages
 * ('Inserire un numero valido') are not listed again: each problem appears once (issue 8 item 18).
 */
export function riepilogoErrori(
  messaggi: readonly string[],
  contatti: { riepilogo: readonly string[] },
): string[] {
  return [...new Set([...messaggi, ...contatti.riepilogo])];
}

/** Spec 1 §9: registration completion polling. */
export const POLL_TRIES = 10;
export const POLL_INTERVAL_MS = 1_000;

/**
 * Spec 1 §4.1 step 5: refresh the identity token up to 10 times, 1 s apart, until the person is
 * attached to the login. Answers the new id_persona, or null after the last try.
 */
export async function waitForPersona(
  load: () => Promise<IdentityResult>,
  sleep: (ms: number) => Promise<void>,
  tries = POLL_TRIES,
): Promise<number | null> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    const identity = await load().catch(() => null);
    if (identity?.kind === 'user' && identity.user.id_persona !== 0) return identity.user.id_persona;
    if (attempt < tries) await sleep(POLL_INTERVAL_MS);
  }
  return null;
}

export const REGISTRATION_TOAST_TITLE = 'Creazione account';
export const msgErroreRegistrazione = (message: string): string => `C'è stato un errore: ${message}`;
export const MSG_ERRORE_JWT = "C'è stato un errore: impossibile ricaricare il codice JWT";
