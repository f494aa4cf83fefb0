import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths owned by the server: never answered with the web app's index.html. */
export const SERVER_PREFIXES = ['/graphql', '/api', '/dev', '/segreteria', '/esporta', '/health'];

const isServerPath = (url: string) =>
  SERVER_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

const MISSING_BUILD = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Zaino</title></head>
<body><h1>Zaino: l'app web non è compilata</h1>
<p>Manca la cartella <code>apps/web/dist</code>. Compila l'app con <code>npm run build</code> (oppure avvia con
<code>npm start</code> dalla cartella principale del progetto, che la compila da sé).</p>
<p>L'API è comunque attiva su <code>/graphql</code>.</p></body></html>`;

/**
 * Serves the built SPA (DESIGN.md §2): hashed assets with a long cache, index.html (never cached)
 * for every client route, brotli or gzip when the browser accepts them. Server paths keep their JSON 404. Source maps (`*.map`) are 404 in
 * production.
 */
export async function webApp(app: FastifyInstance, opts: { distDir: string; sourceMaps: boolean }) {
  const { distDir } = opts;
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/build-tools/precompress.ts):
      // sent as they are to a browser that accepts them, never compressed per request.
      preCompressed: true,
      // Source maps would publish the web app's sources: only outside production.
      allowedPath: (pathName) => opts.sourceMaps || !pathName.endsWith('.map'),
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'app web non compilata: esegui `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(url);
    if (!wantsPage) {
      return reply.status(404).send({ errorType: 'NOT_FOUND', message: 'Risorsa non trovata' });
    }
    // A missing file with an extension (e.g. /assets/x.js) is a real 404, not a client route.
    if (/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Risorsa non trovata');
    }
    if (!hasBuild) return reply.status(503).type('text/html; charset=utf-8').send(MISSING_BUILD);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
