import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one /api/auth request carries besides better-auth's own fields: the registration code sent
 * with a sign-up or a code resend (spec 1 §7 "client metadata"), read when the mail is written.
 */
export interface AuthRequestStore {
  registrationCode: string | null;
  /** A confirmation came from the browser that signed up (its proof cookie matched the email). */
  provaIscrizione: boolean;
  /** A second-factor check in progress (decision 0415): whose, and from which session if any. */
  verificaSecondoFattore: { userId: string; sessionId: string | null } | null;
}

const storage = new AsyncLocalStorage<AuthRequestStore>();

/** Runs one better-auth request with its own store (the Fastify bridge). */
export function withAuthRequest<T>(fn: () => Promise<T>): Promise<T> {
  return storage.run({ registrationCode: null, provaIscrizione: false, verificaSecondoFattore: null }, fn);
}

export function authRequestStore(): AuthRequestStore | undefined {
  return storage.getStore();
}
