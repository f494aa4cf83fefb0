import { MSG_CODICE_GIA_USATO } from '@zaino/domain/secondo-fattore';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../db/client.ts';
import { conta, restituisci } from '../lib/contatori-limiti.ts';
import { LIMITE_SECONDO_FATTORE, troppiTentativi } from './limiti-credenziali.ts';
import { passoDelCodice } from './passo-totp.ts';
import {
  prendiPassoTotp,
  segnaSessioneConSecondoFattore,
  segretoTotpCifrato,
  utenteDellaSfida,
} from './secondo-fattore.repo.ts';

// Decision 0415: our rules around better-auth's twoFactor plugin. The plugin asks for the code
// only at password sign-in; the viewer (viewer.ts) refuses any session that still lacks it.

/** Endpoints that check a second-factor code. */
export const VERIFICHE_SECONDO_FATTORE: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** Endpoints that change or reveal an enrolled second factor: only from a session that carries it. */
const GESTIONE_SECONDO_FATTORE: ReadonlySet<string> = new Set([
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
]);

/** Whether a session made by this endpoint carries the second factor. */
export function sessioneDaSecondoFattore(path: string | undefined): boolean {
  return path !== undefined && VERIFICHE_SECONDO_FATTORE.has(path);
}

/** The plugin's cookie during a password sign-in awaiting the code (better-auth's name, prefixed). */
const COOKIE_SFIDA = 'two_factor';

interface AuthCtx {
  path: string;
  context: {
    createAuthCookie: (name: string) => { name: string };
    secret: string;
    /** better-auth's key for the secrets it stores encrypted (the TOTP secret among them). */
    secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'];
  };
  body?: unknown;
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
}

/** Whose code is being checked: the signed-in user, or the one of the pending password sign-in. */
async function verificaDi(
  db: Db,
  ctx: AuthCtx,
): Promise<{ userId: string; sessionId: string | null; twoFactorEnabled: boolean } | null> {
  const sessione = await getSessionFromCtx(ctx as never).catch(() => null);
  if (sessione) {
    const user = sessione.user as { id: string; twoFactorEnabled?: boolean | null };
    return {
      userId: user.id,
      sessionId: sessione.session.id,
      twoFactorEnabled: user.twoFactorEnabled === true,
    };
  }
  const cookie = ctx.context.createAuthCookie(COOKIE_SFIDA);
  const sfida = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!sfida) return null;
  const userId = await utenteDellaSfida(db, sfida);
  return userId ? { userId, sessionId: null, twoFactorEnabled: true } : null;
}

const chiave = (userId: string) => `secondo-fattore|${userId}`;

/**
 * Before a two-factor endpoint: spends one attempt of the login's budget before a code is checked
 * (429 over it), and refuses to change or reveal an enrolled factor from a session that was not
 * completed with it (e.g. signed in by Google). Returns what the after-hook needs.
 */
export async function primaDelSecondoFattore(
  db: Db,
  ctx: AuthCtx,
): Promise<{ userId: string; sessionId: string | null } | null> {
  if (VERIFICHE_SECONDO_FATTORE.has(ctx.path)) {
    const chi = await verificaDi(db, ctx);
    if (!chi) return null;
    if (
      (await conta(db, chiave(chi.userId), LIMITE_SECONDO_FATTORE.windowSeconds)) > LIMITE_SECONDO_FATTORE.max
    )
      throw troppiTentativi(LIMITE_SECONDO_FATTORE.windowSeconds);
    if (ctx.path === '/two-factor/verify-totp') await rifiutaCodiceGiaUsato(db, ctx, chi.userId);
    return { userId: chi.userId, sessionId: chi.sessionId };
  }
  if (GESTIONE_SECONDO_FATTORE.has(ctx.path)) {
    const sessione = await getSessionFromCtx(ctx as never).catch(() => null);
    const user = sessione?.user as { twoFactorEnabled?: boolean | null } | undefined;
    const verificata =
      (sessione?.session as { secondoFattore?: boolean } | undefined)?.secondoFattore === true;
    if (sessione && user?.twoFactorEnabled && !verificata) {
      throw APIError.from('FORBIDDEN', {
        code: 'SECONDO_FATTORE_RICHIESTO',
        message: 'Completa prima l’accesso con il codice della tua app di autenticazione',
      });
    }
  }
  return null;
}

/**
 * Decision 0416: a TOTP code is good once. better-auth accepts any code of the previous, current
 * or next 30-second step and remembers none, so a code seen over a shoulder or in a proxy log would
 * open a second session for up to 90 seconds. Before the plugin checks it, a right code takes its
 * step for the login; a step already taken, or older than the last one taken, is refused. A wrong
 * code passes through to the plugin, which refuses it and counts the failure.
 */
async function rifiutaCodiceGiaUsato(db: Db, ctx: AuthCtx, userId: string): Promise<void> {
  const codice = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof codice !== 'string') return;
  const cifrato = await segretoTotpCifrato(db, userId);
  if (!cifrato) return;
  const segreto = await symmetricDecrypt({ key: ctx.context.secretConfig, data: cifrato });
  // Our secrets are better-auth's own; an imported base32 one ('base32:…') is not used here.
  if (segreto.startsWith('base32:')) return;
  const passo = passoDelCodice(segreto, codice, Date.now());
  if (passo === null) return;
  if (!(await prendiPassoTotp(db, userId, passo))) {
    throw APIError.from('UNAUTHORIZED', { code: 'CODICE_GIA_USATO', message: MSG_CODICE_GIA_USATO });
  }
}

/**
 * After a correct code: the attempt is given back (a login using its factor daily guesses nothing),
 * and a session that asked for it (signed in by email code or Google) now carries the second factor.
 * A password sign-in's session was made by the plugin with it already (auth.ts session hook).
 */
export async function dopoIlSecondoFattore(
  db: Db,
  verifica: { userId: string; sessionId: string | null },
): Promise<void> {
  await restituisci(db, chiave(verifica.userId));
  if (verifica.sessionId) {
    await segnaSessioneConSecondoFattore(db, verifica.sessionId);
  }
}
