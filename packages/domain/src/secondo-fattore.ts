// Two-factor sign-in (issue 27, decision 0415): who must use a second factor, and what a session
// still lacks before it grants anything.
import { z } from './zod.ts';
import type { NominaRef } from './accesso.ts';
import { isRuoloSuper } from './ruoli.ts';

/** The super roles (the section office and administrators, the treasurer TSEZ among them). */
export function richiedeSecondoFattore(nomine: readonly NominaRef[]): boolean {
  return nomine.some((n) => isRuoloSuper(n.id_ruolo));
}

export interface StatoSessione {
  /** The viewer's appointments in the active year. */
  nomine: readonly NominaRef[];
  /** The login has a verified authenticator. */
  totpAttivo: boolean;
  /** The session was made, or completed, with a TOTP or recovery code. */
  sessioneVerificata: boolean;
  /** The requirement for the super roles is in force (always in production). */
  obbligatorio: boolean;
}

/**
 * What the session still lacks: 'codice' (an enrolled login signed in without its second factor,
 * e.g. by email code or Google), 'attivazione' (a super role that has not enrolled yet), or null
 * when the session grants the viewer's access.
 */
export function secondoFattoreMancante(s: StatoSessione): 'codice' | 'attivazione' | null {
  if (s.sessioneVerificata) return null;
  if (s.totpAttivo) return 'codice';
  if (s.obbligatorio && richiedeSecondoFattore(s.nomine)) return 'attivazione';
  return null;
}

/** The error shown when a request arrives from a session that still lacks the second factor. */
export const MSG_SECONDO_FATTORE = {
  codice: 'Completa l’accesso con il codice della tua app di autenticazione',
  attivazione: 'Per il tuo ruolo devi attivare la verifica in due passaggi prima di continuare',
} as const;

/** A TOTP code whose 30-second step was already used (decision 0416): the server's answer. */
export const MSG_CODICE_GIA_USATO =
  'Questo codice è già stato usato: attendi che l’app di autenticazione ne mostri uno nuovo';

export const MSG_CODICE_APP = 'Inserisci il codice di 6 cifre che mostra l’app di autenticazione';
export const MSG_CODICE_RECUPERO = 'Inserisci uno dei codici di recupero (es. aB3dE-fG7hK)';

/** The code of the authenticator app: 6 digits (spaces around it forgiven). */
export const codiceAppSchema = z.object({
  codice: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MSG_CODICE_APP),
});

/** A recovery code as shown at enrolment: two groups of 5 letters or digits joined by a dash. */
export const codiceRecuperoSchema = z.object({
  codice: z
    .string()
    .trim()
    .max(32, MSG_CODICE_RECUPERO)
    .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, MSG_CODICE_RECUPERO),
});
