import type { FastifyInstance } from 'fastify';
import type { DbAvailability } from '../db-availability.ts';
import type { Db } from '../db/client.ts';
import { migrazioniDellaVersione, migrazioniMancanti } from '../db/migrazioni-applicate.ts';

// Health for whoever runs the instances (issue 27): `/health/live` says the process answers (a
// supervisor restarts it otherwise); `/health/ready` says it can serve: the database answers and
// holds every migration this build ships (a proxy sends it no traffic otherwise). Neither reveals
// anything about the section; both are cheap enough to be asked every few seconds.

export async function saluteRoutes(app: FastifyInstance, opts: { db: Db; availability: DbAvailability }) {
  const versione = migrazioniDellaVersione();
  const noCache = { 'cache-control': 'no-store' };

  app.get('/health/live', async (_request, reply) => reply.headers(noCache).send({ stato: 'ok' }));

  app.get('/health/ready', async (_request, reply) => {
    reply.headers(noCache);
    if (!(await opts.availability.check()))
      return reply.status(503).send({ stato: 'non pronto', motivo: 'Il database non risponde' });
    let mancanti: number;
    try {
      mancanti = await migrazioniMancanti(opts.db, versione);
    } catch {
      return reply.status(503).send({ stato: 'non pronto', motivo: 'Il database non risponde' });
    }
    if (mancanti > 0)
      return reply
        .status(503)
        .send({ stato: 'non pronto', motivo: 'Il database non ha tutte le migrazioni di questa versione' });
    return reply.send({ stato: 'pronto' });
  });
}
