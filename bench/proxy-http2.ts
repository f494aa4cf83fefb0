// For `BENCH_LIGHTHOUSE_HTTP2=1`: Zaino behind an HTTPS reverse proxy speaking HTTP/2, as deployed
// (docs/operations.md), so every file of a page shares one connection. A certificate for localhost is
// made for the run with openssl and thrown away; Chromium is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Request headers HTTP/1.1 must not receive from an HTTP/2 request. */
const SOLO_HTTP2 = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

export async function avviaProxyHttp2(destinazione: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'zaino-h2-'));
  const [chiave, certificato] = [join(dir, 'k.pem'), join(dir, 'c.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      chiave,
      '-out',
      certificato,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  const dietro = new URL(destinazione);
  const server = http2.createSecureServer(
    { key: readFileSync(chiave), cert: readFileSync(certificato) },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = { host: dietro.host, 'x-forwarded-proto': 'https' };
      for (const [k, v] of Object.entries(req.headers))
        if (!k.startsWith(':') && !SOLO_HTTP2.has(k)) headers[k] = v;
      const inoltro = http.request(
        { host: dietro.hostname, port: dietro.port, method: req.method, path: req.url, headers },
        (risposta) => {
          const uscita: http.OutgoingHttpHeaders = {};
          for (const [k, v] of Object.entries(risposta.headers))
            if (!SOLO_HTTP2.has(k) && v !== undefined) uscita[k] = v;
          res.writeHead(risposta.statusCode ?? 502, uscita);
          risposta.pipe(res);
        },
      );
      inoltro.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(inoltro);
    },
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
