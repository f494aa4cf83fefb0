import { request as richiestaHttp } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, tokenFor } from './helpers.ts';

// The two routes whose body is a file of megabytes (the national register's export, a bank
// statement) answer a caller they would refuse before reading that body: the test declares a body
// of 9 MB, sends 1 KB of it and keeps the connection open. The answer must come while the body is
// still incomplete; a server that read the body first would never answer (the guard says so).

const DICHIARATI = 9 * 1024 * 1024;

interface Risposta {
  status: number;
  body: { errorType?: string; message?: string };
}

/** POSTs the first KB of a declared 9 MB body; the answer, or 'nessuna risposta' after the guard. */
function inviaMeta(porta: number, percorso: string, tipo: string, token: string | null) {
  return new Promise<Risposta | 'nessuna risposta'>((ok, ko) => {
    const req = richiestaHttp(
      {
        host: '127.0.0.1',
        port: porta,
        method: 'POST',
        path: percorso,
        headers: {
          'content-type': tipo,
          'content-length': DICHIARATI,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let testo = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          testo += c;
        });
        res.on('end', () => {
          clearTimeout(guardia);
          ok({ status: res.statusCode ?? 0, body: JSON.parse(testo) });
          req.destroy();
        });
      },
    );
    // The guard is a liveness bound, not a speed claim: the server answers at once or never.
    const guardia = setTimeout(() => {
      req.destroy();
      ok('nessuna risposta');
    }, 10_000);
    req.on('error', (e) => {
      if (!req.destroyed) ko(e);
    });
    req.write(Buffer.alloc(1024, 0x41));
  });
}

describe('a refused caller is answered before a large body is read', () => {
  let t: TestApp;
  let porta: number;
  let capo: string;
  let scaduto: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    porta = (t.app.server.address() as AddressInfo).port;
    capo = await tokenFor(t.app, 'capobranco');
    scaduto = `${await tokenFor(t.app, 'tesoriere')}x`;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const rotte = [
    ['/segreteria/download-nazionale/file', 'text/csv'],
    ['/segreteria/estratti-banca', 'application/json'],
  ] as const;

  it.each(rotte)('%s', async (percorso, tipo) => {
    const anonimo = await inviaMeta(porta, percorso, tipo, null);
    expect(anonimo).toMatchObject({ status: 401, body: { errorType: 'UNAUTHENTICATED' } });
    const nonValido = await inviaMeta(porta, percorso, tipo, scaduto);
    expect(nonValido).toMatchObject({ status: 401, body: { errorType: 'UNAUTHENTICATED' } });
    const senzaPermesso = await inviaMeta(porta, percorso, tipo, capo);
    expect(senzaPermesso).toMatchObject({ status: 403, body: { errorType: 'FORBIDDEN' } });
    expect((senzaPermesso as Risposta).body.message).toMatch(/^[A-ZÈ]/);
  });

  // The file's parser lives in a plugin of its own: the neighbouring routes take no file types, so
  // the same megabytes sent there are refused at once too (the attacker's review of stop 36).
  const vicine = [
    ['/segreteria/controlli', 'text/plain'],
    ['/segreteria/download-nazionale', 'text/csv'],
    ['/segreteria/push-nazionale', 'text/csv'],
    ['/segreteria/crea-nuove-iscrizioni/anteprima', 'text/plain'],
    [
      '/segreteria/crea-nuove-iscrizioni',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  ] as const;

  it.each(vicine)('%s (%s) is refused before the body too', async (percorso, tipo) => {
    for (const token of [null, capo]) {
      const risposta = await inviaMeta(porta, percorso, tipo, token);
      expect(risposta).not.toBe('nessuna risposta');
      // 415 where no parser takes the type; 413 for text/plain, whose default parser has the 256 KB bound.
      expect([413, 415]).toContain((risposta as Risposta).status);
    }
  });
});
