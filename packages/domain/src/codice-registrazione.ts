// Registration codes (spec 1 §3, §2.7, §9; spec 2 §3, §5).

/** Spec 1 §9: a registration code has 9 characters. */
export const LUNGHEZZA_CODICE = 9;

/** Alphabet of the 6 random characters: upper-case letters and digits without look-alikes (0 O 1 I L). */
export const ALFABETO_CODICE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A source of random bytes (defaults to globalThis.crypto.getRandomValues). */
export type FonteCasuale = (n: number) => Uint8Array;

const cryptoDefault: FonteCasuale = (n) => {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (!c?.getRandomValues) throw new Error('Nessuna fonte casuale crittografica disponibile');
  return c.getRandomValues(new Uint8Array(n));
};

const lettera = (s: string, i: number): string => {
  const pulito = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return pulito[i] ?? 'X';
};

/** Spec 1 §3: first letter of the first name, first two of the surname, six cryptographically random characters. */
export function generaCodiceRegistrazione(
  nome: string,
  cognome: string,
  casuale: FonteCasuale = cryptoDefault,
): string {
  let out = `${lettera(nome, 0)}${lettera(cognome, 0)}${lettera(cognome, 1)}`;
  const limite = 256 - (256 % ALFABETO_CODICE.length); // rejection sampling: no modulo bias
  while (out.length < LUNGHEZZA_CODICE) {
    for (const b of casuale(16)) {
      if (b < limite && out.length < LUNGHEZZA_CODICE) out += ALFABETO_CODICE[b % ALFABETO_CODICE.length];
    }
  }
  return out;
}

/** Spec 1 §2.7 / §5.2: pasted text is trimmed and only the last '/' segment is kept. */
export function normalizzaCodiceRegistrazione(input: string | null | undefined): string {
  const s = (input ?? '').trim();
  const segmenti = s.split('/');
  return (segmenti.at(-1) ?? '').trim();
}

/** Spec 2 §5: a well-formed code: 9 letters or digits. */
export function isCodiceRegistrazione(codice: string): boolean {
  return /^[A-Za-z0-9]{9}$/.test(codice);
}

/** Spec 2 §5: the code of a 9-character code or of a link ending in one (null otherwise). */
export function estraiCodiceRegistrazione(input: string | null | undefined): string | null {
  const codice = normalizzaCodiceRegistrazione(input);
  return isCodiceRegistrazione(codice) ? codice : null;
}

/** Spec 2 §2: the public registration link of a code. */
export function linkRegistrazione(origine: string, codice: string): string {
  return `${origine.replace(/\/+$/, '')}/register/${codice}`;
}

/** An example code (Mario Rossi's), shown in the search field and its error. */
export const ESEMPIO_CODICE = 'MRO4K7PQZ';

/** Spec 2 §5: registration code search error, its placeholders filled ({host}: the site; {code}: an
 * example code, since a literal '{code}' told the user nothing: issue 23). */
export const msgCodiceRicerca = (host: string): string =>
  `Il codice deve essere di 9 caratteri. Il link deve essere del tipo ${host}/register/${ESEMPIO_CODICE}`;

/** Spec 2 §5: empty result of a registration code search. */
export const MSG_CODICE_NON_VALIDO = 'Codice o link non valido';
