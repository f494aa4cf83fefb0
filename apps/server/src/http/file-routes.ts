import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DiskStorage, PERCORSO_CARICA, PERCORSO_SCARICA } from '../adapters/storage/disk-storage.ts';
import { MESSAGGI_FILE, RifiutoFile } from '../adapters/storage/rifiuto-file.ts';
import { MAX_UPLOAD_BYTES } from '../adapters/storage/storage.ts';
import { rilevaTipo } from '../adapters/storage/tipo-file.ts';
import { leggiMultipart } from './multipart.ts';

/** Room for the form fields and part headers around the largest file. */
const MARGINE_MODULO = 64 * 1024;
const LIMITE_CORPO = MAX_UPLOAD_BYTES + MARGINE_MODULO;

/**
 * The disk store's two routes, standing in for S3's (decision 1111). POST /file/carica takes the
 * fields of an upload URL and the file, checks the signed policy and the real type, stores it once;
 * GET /file/scarica sends a file to whoever holds an unexpired signed link.
 */
export async function fileRoutes(app: FastifyInstance, opts: { storage: DiskStorage }) {
  const { storage } = opts;

  // Only in this plugin: the rest of the app accepts no multipart bodies.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: LIMITE_CORPO },
    (_req, body, done) => done(null, body),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RifiutoFile) return rifiuta(request, reply, error);
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return rifiuta(request, reply, new RifiutoFile(413, MESSAGGI_FILE.troppoGrande(MAX_UPLOAD_BYTES)));
    }
    throw error;
  });

  app.post(PERCORSO_CARICA, { bodyLimit: LIMITE_CORPO }, async (request, reply) => {
    const modulo = Buffer.isBuffer(request.body)
      ? leggiMultipart(request.body, request.headers['content-type'])
      : null;
    if (!modulo?.file) throw new RifiutoFile(400, 'Richiesta di caricamento non valida: manca il file.');
    const salvato = await storage.accept(modulo.campi, {
      data: modulo.file,
      tipo: await rilevaTipo(modulo.file),
    });
    // Decision 0409: no storage key (nor file name) in the log.
    request.log.info({ dimensione: salvato.dimensione }, 'file caricato');
    // As S3 without success_action_status: 204, no body; the client already holds the key.
    return reply.status(204).send();
  });

  app.get(PERCORSO_SCARICA, async (request, reply) => {
    const file = await storage.open(request.query as Record<string, string | undefined>);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.dimensione)
      .header('content-disposition', `attachment; filename="${file.nome}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(createReadStream(file.percorso));
  });
}

/** Uploads are posted by the web, which shows `message`; a download link opens in a browser tab. */
function rifiuta(request: FastifyRequest, reply: FastifyReply, errore: RifiutoFile) {
  if (errore.motivo) request.log.info({ motivo: errore.motivo }, 'file rifiutato');
  reply.status(errore.status);
  return request.method === 'GET'
    ? reply.type('text/plain; charset=utf-8').send(errore.message)
    : reply.send({ message: errore.message });
}
