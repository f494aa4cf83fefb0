import { estraiCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { isPasswordValida, MSG_PASSWORD } from '@zaino/domain/form-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { authRequestStore } from './auth-request.ts';

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

export function authHooks() {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const path = ctx.path;
      const body = bodyOf(ctx);

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

      if (path === '/sign-in/email') {
        // Decision 0403: a leader reset the password; the user sets a new one with the mailed code.
        const email = emailOf(body);
        const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
        if ((found?.user as { mustChangePassword?: boolean } | undefined)?.mustChangePassword) {
          throw APIError.from('FORBIDDEN', {
            code: 'NEW_PASSWORD_REQUIRED',
            message: AUTH_MESSAGES.NEW_PASSWORD_REQUIRED,
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
      }
    }),
  };
}
