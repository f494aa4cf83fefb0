import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { PERIODO_TOTP_SECONDI, passoDelCodice } from './passo-totp.ts';

// Decision 0416: the step of a code, computed as authenticator apps (otplib here) compute it.
describe('passoDelCodice', () => {
  const segreto = 'segreto-di-prova-di-32-caratteri';
  // otplib takes the secret base32-encoded, as the otpauth:// URI carries it.
  const base32 = (s: string) => {
    const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    let bit = '';
    for (const b of Buffer.from(s, 'utf8')) bit += b.toString(2).padStart(8, '0');
    let out = '';
    for (let i = 0; i < bit.length; i += 5)
      out += alfabeto[Number.parseInt(bit.slice(i, i + 5).padEnd(5, '0'), 2)];
    return out;
  };
  const adesso = 1_790_000_000_000;
  const passo = Math.floor(adesso / 1000 / PERIODO_TOTP_SECONDI);
  const codiceAl = (ms: number) => generate({ secret: base32(segreto), epoch: Math.floor(ms / 1000) });

  it('names the current step of a current code, and the neighbours of the codes a step away', async () => {
    expect(passoDelCodice(segreto, await codiceAl(adesso), adesso)).toBe(passo);
    expect(passoDelCodice(segreto, await codiceAl(adesso - 30_000), adesso)).toBe(passo - 1);
    expect(passoDelCodice(segreto, await codiceAl(adesso + 30_000), adesso)).toBe(passo + 1);
  });

  it('answers null for a code two steps old or a wrong one', async () => {
    const vecchio = await codiceAl(adesso - 60_000);
    const vicini = await Promise.all([-30_000, 0, 30_000].map((d) => codiceAl(adesso + d)));
    if (!vicini.includes(vecchio)) expect(passoDelCodice(segreto, vecchio, adesso)).toBeNull();
    const sbagliato = ((Number(vicini[1]) + 1) % 1_000_000).toString().padStart(6, '0');
    if (!vicini.includes(sbagliato)) expect(passoDelCodice(segreto, sbagliato, adesso)).toBeNull();
  });
});
