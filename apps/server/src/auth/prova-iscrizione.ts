import { createHmac, timingSafeEqual } from 'node:crypto';

// Issue 8 item 4 (pre-account takeover): anyone may sign up with someone else's address and a
// password of their choosing. The sign-up answer sets this cookie in the browser that signed up;
// a confirmation that comes without it (the owner, from the mail) discards that password.

export const PROVA_ISCRIZIONE = 'zaino.prova-iscrizione';

/** The proof cookie lives 7 days (or the code's lifetime, if longer). */
export const PROVA_DURATA_SECONDI = 7 * 24 * 3600;

/** The cookie value for a sign-up of `email`: an HMAC under the auth secret. */
export function provaIscrizione(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`iscrizione|${email.trim().toLowerCase()}`).digest('base64url');
}

export function provaValida(secret: string, email: string, cookie: string | null | undefined): boolean {
  if (!cookie || !email) return false;
  const atteso = Buffer.from(provaIscrizione(secret, email));
  const dato = Buffer.from(cookie);
  return atteso.length === dato.length && timingSafeEqual(atteso, dato);
}
