import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins';
import { usernameDaEmail } from '@zaino/domain/utenti';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  authAccount,
  authJwks,
  authRateLimit,
  authSession,
  authUser,
  authVerification,
} from '../db/schema/index.ts';

/** Lifetime of the identity token (DESIGN.md §6: short-lived JWT). */
export const IDENTITY_TOKEN_TTL = '15m';

/** The request header that carries the client address to better-auth (set by our Fastify bridge). */
export const CLIENT_IP_HEADER = 'x-zaino-client-ip';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/**
 * better-auth (DESIGN.md §1, §6): email + password (verified email required for new sign-ups),
 * Google and Facebook when configured, the JWT plugin for the identity token with claim id_persona,
 * and rate limits kept in the database.
 */
export function createAuth({ db, config, mailer }: AuthDeps) {
  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (config.google) socialProviders.google = config.google;
  if (config.facebook) socialProviders.facebook = config.facebook;

  return betterAuth({
    appName: 'Zaino',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
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
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Spec 1 §3: usernames of email logins; federated ones (google_…, facebook_…) come with issue 4.
          before: async (user) => ({
            data: {
              ...user,
              username: (user as { username?: string }).username ?? usernameDaEmail(user.email),
            },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 99,
      autoSignIn: false,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Zaino: reimposta la password',
          text: `Per scegliere una nuova password apri questo collegamento:\n${url}\n\nSe non l'hai chiesto tu, ignora questo messaggio.`,
          html: `<p>Per scegliere una nuova password apri questo collegamento:</p><p><a href="${url}">${url}</a></p><p>Se non l'hai chiesto tu, ignora questo messaggio.</p>`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Zaino: conferma il tuo indirizzo email',
          text: `Per confermare il tuo indirizzo email apri questo collegamento:\n${url}`,
          html: `<p>Per confermare il tuo indirizzo email apri questo collegamento:</p><p><a href="${url}">${url}</a></p>`,
        });
      },
    },
    socialProviders,
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    plugins: [
      jwt({
        jwt: {
          expirationTime: IDENTITY_TOKEN_TTL,
          issuer: config.publicUrl,
          audience: config.publicUrl,
          // DESIGN.md §6: the identity token carries id_persona (0 until registration completes).
          definePayload: ({ user }) => ({
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
