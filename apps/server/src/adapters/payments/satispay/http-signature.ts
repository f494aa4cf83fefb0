import { createHash, createSign, type KeyObject } from 'node:crypto';

// Satispay g business authentication: HTTP Signatures (draft-cavage-http-signatures-10) with
// rsa-sha256 over (request-target), host, date and digest, the digest being SHA-256 of the body.
// https://developers.satispay.com/reference/http-signature-authentication
// https://datatracker.ietf.org/doc/html/draft-cavage-http-signatures-10

export const HEADER_FIRMATI = ['(request-target)', 'host', 'date', 'digest'] as const;

export interface RichiestaDaFirmare {
  method: string;
  url: URL;
  /** The exact bytes sent ('' for a GET). */
  body: string;
  keyId: string;
  privateKey: KeyObject;
  /** Fixed in tests; now by default. */
  date?: Date;
}

/** `SHA-256=<base64>` of the body, as in RFC 3230. */
export function digestCorpo(body: string | Buffer): string {
  return `SHA-256=${createHash('sha256').update(body).digest('base64')}`;
}

/** The headers to add: Date, Digest and Authorization (Host is the URL's, sent by fetch). */
export function firmaRichiesta(r: RichiestaDaFirmare): Record<'date' | 'digest' | 'authorization', string> {
  const date = (r.date ?? new Date()).toUTCString();
  const digest = digestCorpo(r.body);
  const valori: Record<(typeof HEADER_FIRMATI)[number], string> = {
    '(request-target)': `${r.method.toLowerCase()} ${r.url.pathname}${r.url.search}`,
    host: r.url.host,
    date,
    digest,
  };
  const testo = HEADER_FIRMATI.map((h) => `${h}: ${valori[h]}`).join('\n');
  const signature = createSign('RSA-SHA256').update(testo).sign(r.privateKey, 'base64');
  const authorization = `Signature keyId="${r.keyId}", algorithm="rsa-sha256", headers="${HEADER_FIRMATI.join(' ')}", signature="${signature}"`;
  return { date, digest, authorization };
}
