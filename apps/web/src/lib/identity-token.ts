import { raiseDbAsleep } from './db-status.ts';
import type { SessionUser } from './session-store.ts';

// The identity token (DESIGN.md §6): a short-lived JWT from better-auth's `GET /api/auth/token`
// (cookie session) whose payload carries id_persona, email and username. The browser only decodes
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

async function fetchIdentity(): Promise<IdentityResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/token', { credentials: 'same-origin' });
  } catch {
    return { kind: 'network' };
  }
  if (response.status === 503) {
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (JSON.stringify(body ?? {}).includes('DB_UNAVAILABLE')) raiseDbAsleep();
    return { kind: 'network' };
  }
  if (response.status === 401 || response.status === 403) {
    setCurrent(null);
    return { kind: 'anonymous' };
  }
  if (!response.ok) return { kind: 'network' };
  const body = (await response.json().catch(() => null)) as { token?: string } | null;
  if (!body?.token) {
    setCurrent(null);
    return { kind: 'anonymous' };
  }
  try {
    return { kind: 'user', user: setCurrent(body.token)! };
  } catch {
    setCurrent(null);
    return { kind: 'anonymous' };
  }
}

/** Reads (or re-reads) the identity token from the cookie session; concurrent calls share one request. */
export function loadIdentity(): Promise<IdentityResult> {
  inFlight ??= fetchIdentity().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The current identity token, refreshed first when it is about to expire; null when signed out. */
export async function getIdentityToken(): Promise<string | null> {
  if (current && current.expiresAt - Date.now() > 10_000) return current.token;
  if (!current) return null;
  const result = await loadIdentity();
  return result.kind === 'user' ? (current?.token ?? null) : null;
}

/** Forgets the identity token (logout). */
export function clearIdentity(): void {
  setCurrent(null);
}
