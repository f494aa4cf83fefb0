import { raiseDbAsleep } from './db-status.ts';
import type { SessionUser } from './session-store.ts';

// The identity token (DESIGN.md §6): a short-lived JWT of better-auth's JWT plugin, read with the
// cookie session, whose payload carries id_persona, email and username. The browser only decodes
// it; the server verifies it on every GraphQL request.

const REFRESH_MARGIN_MS = 60_000;

interface TokenPayload {
  id_persona?: number;
  email?: string;
  username?: string;
  exp?: number;
}

let current: { token: string; user: SessionUser; expiresAt: number } | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<IdentityResult> | null = null;
/** What the last answer said: signed in, signed out, or not known (never read, or the read failed). */
let known: 'user' | 'anonymous' | 'unknown' = 'unknown';
const listeners = new Set<(user: SessionUser | null) => void>();

/** The outcome of reading the identity: a login, no login, or unknown because of a network failure. */
export type IdentityResult =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'anonymous' }
  | { kind: 'network' };

export function decodeJwtPayload(token: string): TokenPayload {
  const part = token.split('.')[1];
  if (!part) throw new Error('Token non valido');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as TokenPayload;
}

/** Called whenever the identity changes (new login, refreshed with a different person, logout). */
export function onIdentityChange(listener: (user: SessionUser | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setCurrent(token: string | null): SessionUser | null {
  clearTimeout(refreshTimer);
  if (!token) {
    current = null;
    for (const listener of listeners) listener(null);
    return null;
  }
  const payload = decodeJwtPayload(token);
  const user: SessionUser = {
    id_persona: Number(payload.id_persona ?? 0),
    email: payload.email ?? '',
    username: payload.username ?? '',
  };
  const expiresAt = payload.exp ? payload.exp * 1000 : Date.now() + 15 * 60_000;
  current = { token, user, expiresAt };
  const delay = Math.max(5_000, expiresAt - Date.now() - REFRESH_MARGIN_MS);
  refreshTimer = setTimeout(() => void loadIdentity(), delay);
  for (const listener of listeners) listener(user);
  return user;
}

/**
 * Reads the cookie session with `GET /api/auth/get-session`: `null` (200) when nobody is signed in,
 * so a signed-out page load logs no failed request; otherwise the session, with the identity token in
 * the `set-auth-jwt` header (better-auth's JWT plugin, the same token as `GET /api/auth/token`).
 *
 * Only an answer that says "no valid session" (null, 401, 403) means signed out. A rate limit (429),
 * a server error (5xx), a sleeping database or no network leave the identity unknown: nobody is
 * ever signed out because the server was busy (issue 8 item 14).
 */
async function fetchIdentity(): Promise<IdentityResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  } catch {
    return unknown();
  }
  if (response.status === 503) {
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (JSON.stringify(body ?? {}).includes('DB_UNAVAILABLE')) raiseDbAsleep();
    return unknown();
  }
  if (response.status === 401 || response.status === 403) return anonymous();
  if (!response.ok) return unknown();
  let body: { session?: unknown } | null;
  try {
    body = (await response.json()) as { session?: unknown } | null;
  } catch {
    return unknown();
  }
  if (!body?.session) return anonymous();
  const token = response.headers.get('set-auth-jwt');
  if (!token) return unknown();
  try {
    known = 'user';
    return { kind: 'user', user: setCurrent(token)! };
  } catch {
    return anonymous();
  }
}

function anonymous(): IdentityResult {
  known = 'anonymous';
  setCurrent(null);
  return { kind: 'anonymous' };
}

function unknown(): IdentityResult {
  // A token still valid stays in use; an expired one is dropped, but the login is not forgotten.
  if (current && current.expiresAt <= Date.now()) current = null;
  known = current ? 'user' : 'unknown';
  return { kind: 'network' };
}

/** Reads (or re-reads) the identity token from the cookie session; concurrent calls share one request. */
export function loadIdentity(): Promise<IdentityResult> {
  inFlight ??= fetchIdentity().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Thrown by getIdentityToken when the login cannot be read now (rate limit, server error, network). */
export class IdentityUnavailableError extends Error {
  constructor() {
    super('Errore di rete: impossibile raggiungere il server');
    this.name = 'IdentityUnavailableError';
  }
}

/**
 * The current identity token, refreshed first when it is about to expire; null when signed out.
 * When the login cannot be read (429, 5xx, network) it throws IdentityUnavailableError instead of
 * answering null: a call sent without the token would look like a signed-out user.
 */
export async function getIdentityToken(): Promise<string | null> {
  if (current && current.expiresAt - Date.now() > 10_000) return current.token;
  if (!current && known === 'anonymous') return null;
  const result = await loadIdentity();
  if (result.kind === 'anonymous') return null;
  if (current) return current.token;
  throw new IdentityUnavailableError();
}

/** Forgets the identity token (logout). */
export function clearIdentity(): void {
  known = 'anonymous';
  setCurrent(null);
}
