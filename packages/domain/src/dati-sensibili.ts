// What must never leave the server in a log line or an error report (issue 27): fiscal codes,
// email addresses, tokens. One list of shapes, used to mask an error report before it is sent and
// by the end-to-end run's scan of the servers' logs.

/** A fiscal code, omocodia included (digits replaced by L M N P Q R S T U V). */
export const FORMA_CODICE_FISCALE =
  /\b[A-Z]{6}[0-9LMNP-V]{2}[A-EHLMPR-T][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]\b/;
export const FORMA_EMAIL = /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/;
/** A JSON Web Token (three base64url parts, the first an encoded '{"'). */
export const FORMA_JWT = /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/;
export const FORMA_BEARER = /Bearer\s+[\w.~+/-]{16,}/i;

const TUTTE = [FORMA_CODICE_FISCALE, FORMA_EMAIL, FORMA_JWT, FORMA_BEARER].map(
  (r) => new RegExp(r.source, `${r.flags}g`),
);

/** The text with every fiscal code, email address and token replaced by `[oscurato]`. */
export function oscuraDatiSensibili(testo: string): string {
  return TUTTE.reduce((t, forma) => t.replace(forma, '[oscurato]'), testo);
}
