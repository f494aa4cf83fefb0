import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import type { Auth } from './auth.ts';

/** The claims of the identity token (DESIGN.md §6) that the server reads. */
export interface IdentityClaims {
  /** better-auth user id */
  sub: string;
  id_persona: number;
  email: string;
  username: string;
}

export type TokenVerifier = (token: string) => Promise<IdentityClaims | null>;

/** Whether the session a token was issued for still exists (logout, deletion, resets end it). */
export type SessionCheck = (sessionId: string, userId: string) => Promise<boolean>;

const JWKS_REFRESH_MIN_MS = 30_000;

/**
 * Verifies identity tokens locally: signature against the JWKS of our own JWT plugin (read once,
 * re-read when a token names an unknown key, at most every 30 s), issuer, audience and expiry.
 * The token's session (`sid` claim) must still exist (issue 8 item 3): after logout, account
 * deletion or a leader's reset every earlier token is refused. Callers verify once per request.
 * Returns null for any invalid token; database errors while reading the keys propagate.
 */
export function createTokenVerifier(
  auth: Auth,
  publicUrl: string,
  sessionAlive: SessionCheck,
): TokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  const load = () => {
    loading ??= (async () => {
      const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
      keySet = createLocalJWKSet(jwks);
      loadedAt = Date.now();
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  const verifyWith = async (token: string) => {
    if (!keySet) throw new Error('JWKS non caricato');
    const { payload } = await jwtVerify(token, keySet, {
      issuer: publicUrl,
      audience: publicUrl,
      algorithms: ['EdDSA'], // the JWT plugin's key type; nothing else is ever accepted
    });
    return payload;
  };

  return async (token: string) => {
    if (!keySet) await load();
    let payload: Awaited<ReturnType<typeof verifyWith>>;
    try {
      payload = await verifyWith(token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < JWKS_REFRESH_MIN_MS) {
        return null;
      }
      await load();
      try {
        payload = await verifyWith(token);
      } catch {
        return null;
      }
    }
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (!(await sessionAlive(payload.sid, payload.sub))) return null;
    const idPersona = Number(payload.id_persona ?? 0);
    return {
      sub: payload.sub,
      id_persona: Number.isInteger(idPersona) && idPersona > 0 ? idPersona : 0,
      email: typeof payload.email === 'string' ? payload.email : '',
      username: typeof payload.username === 'string' ? payload.username : '',
    };
  };
}
