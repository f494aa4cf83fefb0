import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import type { Auth } from './auth.ts';

/** The claims of the identity token (DESIGN.md §6) that the server reads. */
export interface IdentityClaims {
  /** better-auth user id */
  sub: string;
  /** The session the token was issued for: the viewer's statement checks it on every request. */
  sid: string;
  /** The signing key (header `kid`): the viewer's statement checks it is still in the key set. */
  kid: string;
  id_persona: number;
  email: string;
  username: string;
}

export type TokenVerifier = (token: string) => Promise<IdentityClaims | null>;

const JWKS_REFRESH_MIN_MS = 30_000;
/** Tokens whose signature was verified, remembered until they expire (a browser reuses one for minutes). */
const VERIFICATI_MAX = 1000;

/**
 * Verifies identity tokens locally: signature against the JWKS of our own JWT plugin (read once,
 * re-read when a token names an unknown key, at most every 30 s), issuer, audience and expiry.
 * It does not look at the session: the token's session (`sid` claim) and its signing key (`kid`
 * header, decision 0909: a key taken out of the key set stops its tokens at once) are checked on
 * every request in the statement that reads the viewer (viewerDellaRichiesta, decision 0908). Returns null for any
 * invalid token; database errors while reading the keys propagate.
 *
 * The outcome of a signature check depends only on the token and the keys, so a verified token's
 * claims are kept (up to VERIFICATI_MAX, forgotten when the keys are re-read) and a later request
 * with the same token only checks its expiry again, exactly as jwtVerify does (exp > now, seconds).
 */
export function createTokenVerifier(auth: Auth, publicUrl: string): TokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  let loadedAt = 0;
  let loading: Promise<void> | null = null;
  const verificati = new Map<string, { claims: IdentityClaims; exp: number }>();

  const load = () => {
    loading ??= (async () => {
      const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
      keySet = createLocalJWKSet(jwks);
      verificati.clear();
      loadedAt = Date.now();
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  const verifyWith = async (token: string) => {
    if (!keySet) throw new Error('JWKS non caricato');
    const { payload, protectedHeader } = await jwtVerify(token, keySet, {
      issuer: publicUrl,
      audience: publicUrl,
      algorithms: ['EdDSA'], // the JWT plugin's key type; nothing else is ever accepted
    });
    return { payload, kid: protectedHeader.kid };
  };

  const ricorda = (token: string, claims: IdentityClaims, exp: unknown) => {
    if (typeof exp !== 'number') return;
    if (verificati.size >= VERIFICATI_MAX) verificati.delete(verificati.keys().next().value!);
    verificati.set(token, { claims, exp });
  };

  return async (token: string) => {
    const noto = verificati.get(token);
    if (noto) {
      if (noto.exp > Math.floor(Date.now() / 1000)) return noto.claims;
      verificati.delete(token);
      return null;
    }
    if (!keySet) await load();
    let verificato: Awaited<ReturnType<typeof verifyWith>>;
    try {
      verificato = await verifyWith(token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < JWKS_REFRESH_MIN_MS) {
        return null;
      }
      await load();
      try {
        verificato = await verifyWith(token);
      } catch {
        return null;
      }
    }
    const { payload, kid } = verificato;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof kid !== 'string')
      return null;
    const idPersona = Number(payload.id_persona ?? 0);
    const claims: IdentityClaims = {
      sub: payload.sub,
      sid: payload.sid,
      kid,
      id_persona: Number.isInteger(idPersona) && idPersona > 0 ? idPersona : 0,
      email: typeof payload.email === 'string' ? payload.email : '',
      username: typeof payload.username === 'string' ? payload.username : '',
    };
    ricorda(token, claims, payload.exp);
    return claims;
  };
}
