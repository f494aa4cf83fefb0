import { usernameDaEmail } from '@zaino/domain/utenti';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  authAccount,
  authJwks,
  authRateLimit,
  authSession,
  authTwoFactor,
  authUser,
  authVerification,
} from '../db/schema/index.ts';
import { mailConfermaEmail, mailResetPassword } from './auth-mails.ts';
import { authRequestStore } from './auth-request.ts';
import { authHooks } from './auth-hooks.ts';
import { type LogAuth, loggerAuth } from './log-auth.ts';
import { segnaAccesso } from '../modules/utenti/utenti.repo.ts';
import { federatedProviders, federatedUsername } from './federated.ts';
import { azzeraMail, LIMITE_SECONDO_FATTORE } from './limiti-credenziali.ts';
import { sessioneDaSecondoFattore } from './secondo-fattore.ts';
import {
  clearMustChangePassword,
  findMustChangePassword,
  isEmailConfermata,
  scartaPassword,
} from './identity.repo.ts';

/** Lifetime of the identity token (DESIGN.md §6: short-lived JWT). */
export const IDENTITY_TOKEN_TTL = '15m';

/** The request header that carries the client address to better-auth (set by our Fastify bridge). */
export const CLIENT_IP_HEADER = 'x-zaino-client-ip';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: LogAuth;
}

/**
 * better-auth (DESIGN.md §1, §6; docs/auth-contract.md): email + password with 6-digit email codes
 * for confirmation and reset (email-otp plugin), Google and Facebook when configured (generic OAuth,
 * never linked silently to another account), the JWT plugin for the identity token with claim
 * id_persona, and rate limits kept in the database. Passwords are hashed with better-auth's scrypt
 * (decision 0401) after the domain's password rule (auth-hooks.ts).
 */
export function createAuth({ db, config, mailer, log }: AuthDeps) {
  const minuti = Math.max(1, Math.round(config.otpExpiresIn / 60));
  const federated = federatedProviders(config);

  return betterAuth({
    appName: 'Zaino',
    logger: loggerAuth(log),
    // Its unexpected errors reach the route (auth-routes.ts) and our error handler, which logs them
    // without parameters; else its router prints each whole, parameters included, on stderr.
    onAPIError: { throw: true },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        jwks: authJwks,
        rateLimit: authRateLimit,
        twoFactor: authTwoFactor,
      },
    }),
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: false },
        id_persona: {
          type: 'number',
          required: false,
          input: false,
          defaultValue: 0,
          fieldName: 'idPersona',
        },
        mustChangePassword: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    session: {
      additionalFields: {
        secondoFattore: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    // Issue 4: the same email at another provider is never linked silently (account_not_linked).
    account: { accountLinking: { enabled: false } },
    databaseHooks: {
      user: {
        create: {
          // Spec 1 §3: email logins get the email with '-at-' …
          before: async (user) => ({
            data: {
              ...user,
              username: (user as { username?: string }).username ?? usernameDaEmail(user.email),
            },
          }),
        },
      },
      session: {
        create: {
          // Decision 0415: only the two-factor endpoints make a session that carries the second
          // factor (sign-in with a code, or the first code of an enrolment).
          before: async (session, ctx) => ({
            data: { ...session, secondoFattore: sessioneDaSecondoFattore(ctx?.path) },
          }),
          // 'Ultimo accesso' of /b/utenti (spec 2 §2): a session is made by every kind of sign-in
          // (password, email code, Google, Facebook), never by reading or refreshing one.
          after: async (session) => {
            await segnaAccesso(db, session.userId);
          },
        },
      },
      account: {
        create: {
          // … federated ones google_<sub> / facebook_<id>, from the provider's subject. Through
          // better-auth's adapter: the same transaction as the user.
          after: async (account, ctx) => {
            const username = federatedUsername(account.providerId, account.accountId);
            if (username && ctx) await ctx.context.internalAdapter.updateUser(account.userId, { username });
          },
        },
      },
    },
    hooks: authHooks({
      db,
      secret: config.authSecret,
      otpExpiresIn: config.otpExpiresIn,
      secureCookies: config.publicUrl.startsWith('https://'),
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 99,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // Reset by code only (email-otp): a leader's reset flag ends with the new password.
      onPasswordReset: async ({ user }) => {
        await clearMustChangePassword(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      // Issue 8 item 4: a confirmation from a browser other than the one that signed up (the
      // owner of the address, from the mail) leaves no password that someone else chose. The
      // owner sets one with "Password dimenticata?" (docs/auth-contract.md §3).
      afterEmailVerification: async (user) => {
        if (authRequestStore()?.provaIscrizione) return;
        // Issue 8 item 4: confirmed without the sign-up browser's proof: no password someone else
        // may have chosen survives. The owner sets one with "Password dimenticata?", at once.
        await scartaPassword(db, user.id);
        await azzeraMail(db, user.email);
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Per address (better-auth keys by address and path). Decision 0405: a scout hall shares one
      // address, so the per-address limits of credential checks are loose and the tight ones are
      // per account (auth-hooks.ts); the token and session reads, made on every page load, have
      // none (they need a valid session cookie, and a 429 there must never look like a sign-out).
      customRules: {
        '/token': false,
        '/get-session': false,
        '/sign-in/email': { window: 60, max: 60 },
        '/sign-up/email': { window: 60, max: 10 },
        '/email-otp/verify-email': { window: 60, max: 30 },
        '/email-otp/reset-password': { window: 60, max: 30 },
        // The per-login limit (auth-hooks.ts, LIMITE_SECONDO_FATTORE) is the tight one.
        '/two-factor/*': { window: 60, max: 30 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: config.otpExpiresIn,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        overrideDefaultEmailVerification: true,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          // Issue 8 item 5: nothing to confirm on a confirmed address. The mail budget per recipient
          // was spent before the code was made (auth-hooks.ts): here every code is mailed.
          if (type === 'email-verification') {
            if (await isEmailConfermata(db, email)) return;
            const codice = authRequestStore()?.registrationCode ?? null;
            await mailer.send(
              mailConfermaEmail({
                publicUrl: config.publicUrl,
                email,
                codice: otp,
                scadenzaMinuti: minuti,
                codiceRegistrazione: codice,
              }),
            );
            return;
          }
          if (type !== 'forget-password') return;
          // Not awaited: an unknown address answers at once, a known one must not take longer.
          void (async () => {
            const daCapo = await findMustChangePassword(db, email);
            await mailer.send(
              mailResetPassword({
                publicUrl: config.publicUrl,
                email,
                codice: otp,
                scadenzaMinuti: minuti,
                daCapo,
              }),
            );
          })().catch((error) => ctx?.context.logger.error('invio del codice di reset non riuscito', error));
        },
      }),
      // Issue 27, decision 0415: TOTP with recovery codes. The plugin asks for the code only on
      // password sign-in; every other session (email code, Google, Facebook) is made without
      // secondoFattore and refused by the viewer until completed with /two-factor/verify-*.
      twoFactor({
        issuer: 'Zaino',
        // Federated logins have no password: they enrol from their (complete) session alone.
        allowPasswordless: true,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        accountLockout: {
          enabled: true,
          maxFailedAttempts: LIMITE_SECONDO_FATTORE.max,
          durationSeconds: LIMITE_SECONDO_FATTORE.windowSeconds,
        },
      }),
      ...(federated.length > 0 ? [genericOAuth({ config: federated })] : []),
      jwt({
        jwt: {
          expirationTime: IDENTITY_TOKEN_TTL,
          issuer: config.publicUrl,
          audience: config.publicUrl,
          // DESIGN.md §6: the identity token carries id_persona (0 until registration completes).
          // Issue 8 item 3: `sid` binds the token to its session, checked on every request.
          definePayload: ({ user, session }) => ({
            sid: session.id,
            id_persona: Number(user.id_persona ?? 0),
            email: user.email,
            username: user.username ?? usernameDaEmail(user.email),
          }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
