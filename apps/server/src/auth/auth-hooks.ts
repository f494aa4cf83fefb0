import { estraiCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { isPasswordValida, MSG_PASSWORD } from '@zaino/domain/form-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { authRequestStore } from './auth-request.ts';
import { isEmailConfermata } from './identity.repo.ts';
import {
  LIMITE_MAIL,
  LIMITI_CREDENZIALI,
  restituisciTentativo,
  spendiMail,
  spendiTentativo,
  troppiTentativi,
} from './limiti-credenziali.ts';
import { dopoIlSecondoFattore, primaDelSecondoFattore } from './secondo-fattore.ts';
import { PROVA_DURATA_SECONDI, PROVA_ISCRIZIONE, provaIscrizione, provaValida } from './prova-iscrizione.ts';

// Our rules around better-auth's endpoints (docs/auth-contract.md): the domain password rule on
// every endpoint that sets a password, the registration code of a sign-up for its mail, and the
// answers the web needs to pick the right step (spec 1 §4.2, §8).

/** Endpoints that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/email-otp/reset-password': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** Messages of the codes we add (the web maps codes to the spec's texts). */
export const AUTH_MESSAGES = {
  USER_ALREADY_EXISTS: 'Esiste già un utente registrato con questo indirizzo email',
  NEW_PASSWORD_REQUIRED: 'Devi scegliere una nuova password: usa il codice che ti abbiamo inviato via email',
  EMAIL_ALREADY_VERIFIED: "L'indirizzo email è già stato confermato: accedi con la tua password",
} as const;

function bodyOf(ctx: { body?: unknown }): Record<string, unknown> {
  return ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};
}

const emailOf = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';

/** RFC 5321: no address is longer; a longer one is refused before anything is counted or stored. */
const EMAIL_MAX = 254;

/** Endpoints that mail a code, and which kind of code (better-auth's OTP types). */
const MAIL_DI_CODICE: Record<string, (body: Record<string, unknown>) => string | null> = {
  '/sign-up/email': () => 'email-verification',
  '/email-otp/send-verification-otp': (body) => (typeof body.type === 'string' ? body.type : null),
  '/forget-password/email-otp': () => 'forget-password',
  '/email-otp/request-password-reset': () => 'forget-password',
};

export interface AuthHooksDeps {
  db: Db;
  secret: string;
  /** Lifetime of the confirmation code (the sign-up proof cookie lives at least as long). */
  otpExpiresIn: number;
  secureCookies: boolean;
}

/** The client address the Fastify bridge put on the request (auth.ts CLIENT_IP_HEADER). */
const addressOf = (ctx: { request?: Request; headers?: Headers }) =>
  (ctx.request?.headers ?? ctx.headers)?.get('x-zaino-client-ip') ?? 'sconosciuto';

export function authHooks(deps: AuthHooksDeps) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const path = ctx.path;
      const body = bodyOf(ctx);

      if (emailOf(body).length > EMAIL_MAX) {
        throw APIError.from('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' });
      }

      // Decision 0405: credential checks counted per account and per account + address.
      await spendiTentativo(deps.db, path, emailOf(body), addressOf(ctx));

      // Decision 0415: second-factor codes counted per login; an enrolled factor is changed only
      // from a session that carries it.
      if (path.startsWith('/two-factor/')) {
        const verifica = await primaDelSecondoFattore(deps.db, ctx);
        const store = authRequestStore();
        if (store) store.verificaSecondoFattore = verifica;
      }

      // Email codes confirm an address or reset a password; they never sign anyone in by themselves.
      if (path === '/sign-in/email-otp') {
        throw APIError.from('NOT_FOUND', {
          code: 'NOT_FOUND',
          message: 'Accesso con codice non disponibile',
        });
      }

      // Spec 1 §7: sign-up "with client metadata holding the registration code".
      if (path === '/sign-up/email' || path === '/email-otp/send-verification-otp') {
        const store = authRequestStore();
        if (store && typeof body.registrationCode === 'string') {
          store.registrationCode = estraiCodiceRegistrazione(body.registrationCode);
        }
      }

      // Spec 1 §5.1: the password rule, with its message, whatever the client checked.
      const field = PASSWORD_FIELDS[path];
      if (field && typeof body[field] === 'string' && !isPasswordValida(body[field])) {
        throw APIError.from('BAD_REQUEST', { code: 'PASSWORD_NOT_VALID', message: MSG_PASSWORD });
      }

      if (path === '/sign-up/email') {
        // Spec 1 §8 Sign-up: UsernameExistsException (decision 0402: the spec wants it told).
        const email = emailOf(body);
        if (email && (await ctx.context.internalAdapter.findUserByEmail(email))) {
          throw APIError.from('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS',
            message: AUTH_MESSAGES.USER_ALREADY_EXISTS,
          });
        }
      }

      // Issue 8 item 5: one mail budget per recipient, spent before better-auth makes a new code, so
      // a request over it is refused (429) and the code already mailed stays valid. A confirmed
      // address gets no confirmation code at all (nothing is mailed, nothing is spent). A leader's
      // reset is a server call (no request): it is never refused.
      const tipoMail = MAIL_DI_CODICE[path]?.(body);
      const email = emailOf(body);
      if (ctx.request && tipoMail && email) {
        const confermata = tipoMail === 'email-verification' && (await isEmailConfermata(deps.db, email));
        if (!confermata && !(await spendiMail(deps.db, email)))
          throw troppiTentativi(LIMITE_MAIL.windowSeconds);
      }

      if (path === '/sign-in/email') {
        // Decision 0403: a leader reset the password; the user sets a new one with the mailed code.
        // Told only to whoever typed the right password (issue 8 item 7): anyone else gets the
        // ordinary wrong-password answer from better-auth.
        // A flagged login never reaches better-auth's sign-in, whatever the password.
        const email = emailOf(body);
        const found = email
          ? await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true })
          : null;
        if ((found?.user as { mustChangePassword?: boolean } | undefined)?.mustChangePassword) {
          const hash = found?.accounts.find((a) => a.providerId === 'credential')?.password;
          const password = typeof body.password === 'string' ? body.password : '';
          if (hash && password && (await ctx.context.password.verify({ hash, password }))) {
            throw APIError.from('FORBIDDEN', {
              code: 'NEW_PASSWORD_REQUIRED',
              message: AUTH_MESSAGES.NEW_PASSWORD_REQUIRED,
            });
          }
          throw APIError.from('UNAUTHORIZED', {
            code: 'INVALID_EMAIL_OR_PASSWORD',
            message: 'Invalid email or password',
          });
        }
      }

      if (path === '/email-otp/verify-email') {
        // Spec 1 §4.2: "if confirmation finds the user already CONFIRMED, it proceeds to sign-in".
        const email = emailOf(body);
        const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
        if (found?.user.emailVerified) {
          throw APIError.from('BAD_REQUEST', {
            code: 'EMAIL_ALREADY_VERIFIED',
            message: AUTH_MESSAGES.EMAIL_ALREADY_VERIFIED,
          });
        }
        // Issue 8 item 4: only the browser that signed up (it holds the proof cookie) keeps the
        // password chosen at sign-up; see afterEmailVerification in auth.ts.
        const store = authRequestStore();
        if (store) store.provaIscrizione = provaValida(deps.secret, email, ctx.getCookie(PROVA_ISCRIZIONE));
      }

      // Decision 0909: a new password always ends the login's other sessions (and so their identity
      // tokens at the next request), whatever the client asked: it is how a stolen session is shut.
      if (path === '/change-password' && body.revokeOtherSessions !== true) {
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.context.returned instanceof APIError) return;
      const verifica = authRequestStore()?.verificaSecondoFattore;
      if (verifica) {
        await dopoIlSecondoFattore(deps.db, verifica);
        return;
      }
      if (LIMITI_CREDENZIALI[ctx.path]) {
        await restituisciTentativo(deps.db, ctx.path, emailOf(bodyOf(ctx)), addressOf(ctx));
        return;
      }
      if (ctx.path !== '/sign-up/email') return;
      const email = emailOf(bodyOf(ctx));
      if (!email) return;
      ctx.setCookie(PROVA_ISCRIZIONE, provaIscrizione(deps.secret, email), {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        path: '/api/auth',
        // Longer than a code lives: a new code may be requested days later from the same browser.
        maxAge: Math.max(deps.otpExpiresIn, PROVA_DURATA_SECONDI),
      });
    }),
  };
}
