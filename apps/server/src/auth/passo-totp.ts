import { createHmac } from 'node:crypto';

// RFC 6238 TOTP as better-auth's twoFactor plugin computes it (HMAC-SHA1 keyed by the secret's UTF-8
// bytes, 30-second steps, 6 digits, one step of tolerance either side), so that we can tell WHICH
// step a code belongs to: the plugin only answers whether it is valid (decision 0416).

export const PERIODO_TOTP_SECONDI = 30;
/** The plugin accepts the previous, the current and the next step. */
const TOLLERANZA = 1;

function hotp(segreto: string, passo: number): string {
  const contatore = Buffer.alloc(8);
  contatore.writeBigUInt64BE(BigInt(passo));
  const h = createHmac('sha1', Buffer.from(segreto, 'utf8')).update(contatore).digest();
  const offset = h[h.length - 1]! & 15;
  const n = ((h[offset]! & 127) << 24) | (h[offset + 1]! << 16) | (h[offset + 2]! << 8) | h[offset + 3]!;
  return (n % 1_000_000).toString().padStart(6, '0');
}

/**
 * The 30-second step whose code `codice` is, among those the plugin accepts at `adessoMs`; null
 * when the code matches none (wrong: the plugin refuses it anyway). Newest first, so a code that
 * happens to repeat across steps is taken as the latest.
 */
export function passoDelCodice(segreto: string, codice: string, adessoMs: number): number | null {
  const attuale = Math.floor(adessoMs / 1000 / PERIODO_TOTP_SECONDI);
  for (let d = TOLLERANZA; d >= -TOLLERANZA; d--) {
    if (hotp(segreto, attuale + d) === codice) return attuale + d;
  }
  return null;
}
