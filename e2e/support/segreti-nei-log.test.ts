import { describe, expect, it } from 'vitest';
import { primoSegreto } from './segreti-nei-log.ts';

const noti = { password: ['Zaino-2026'], codici: ['AB12CD34E'] };
const log = (o: object) => JSON.stringify({ level: 30, time: 1, ...o });

describe('primoSegreto: the first secret in a server output', () => {
  it('finds nothing in clean records nor in the demo banner, which prints logins and codes on purpose', () => {
    const output = [
      'Zaino: database integrato',
      '',
      'Zaino è pronto su http://127.0.0.1:3000',
      'Accessi dimostrativi (email / password):',
      '  CENS  cens@demo.zaino.it  Zaino-2026',
      '',
      'Codici di registrazione non ancora usati:\n  AB12CD34E',
      '',
      log({ msg: 'richiesta', url: '/register/***', token: '***' }),
      '12:00:01 DEBUG risposta [req-1] {"statusCode":200}',
      log({ msg: 'ok', consensi: 4, code: '' }),
    ].join('\n');
    expect(primoSegreto(output, noti)).toBeNull();
  });

  it('reads every line after the banner, log record or not, and the readable lines of development', () => {
    const banner = 'Zaino è pronto su http://x\n  CENS Zaino-2026\n';
    expect(primoSegreto(`${banner}${log({ msg: 'a' })}\nError: Zaino-2026 at x`, noti)).toBe(
      'una password (riga 4)',
    );
    expect(primoSegreto(`${banner}12:00:01 INFO  persona [r] {"consenso_t":false}`, noti)).toBe(
      'il campo consenso_t (riga 3)',
    );
    expect(primoSegreto('12:00:01 ERROR fallito RSSMRA85T10A562S', noti)).toBe(
      'il codice fiscale RS…S (riga 1)',
    );
  });

  it.each([
    [log({ msg: 'login', body: 'pwd=Zaino-2026' }), 'una password (riga 1)'],
    [log({ url: '/register/AB12CD34E' }), 'il codice di registrazione AB…E (riga 1)'],
    [log({ msg: 'persona RSSMRA85T10A562S' }), 'il codice fiscale RS…S (riga 1)'],
    [log({ msg: 'omocodia RSSMRA85T10A56NS' }), 'il codice fiscale RS…S (riga 1)'],
    [log({ h: 'Bearer abcdefghijklmnopqrstu' }), 'un token (riga 1)'],
    [log({ t: 'eyJhbGciOiJIUzI1.eyJzdWIiOjEyMzQ1.sig' }), 'un token (riga 1)'],
    [log({ req: { body: { newPassword: 'qualcosa' } } }), 'il campo newPassword (riga 1)'],
    [log({ input: { consenso_s: true } }), 'il campo consenso_s (riga 1)'],
  ])('finds %s', (riga, atteso) => {
    expect(primoSegreto(riga, noti)).toBe(atteso);
  });

  it('reports the first line that leaks', () => {
    const output = [log({ msg: 'a' }), log({ msg: 'RSSMRA85T10A562S' }), log({ p: 'Zaino-2026' })].join('\n');
    expect(primoSegreto(output, noti)).toBe('il codice fiscale RS…S (riga 2)');
  });
});
