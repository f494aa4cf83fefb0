import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { migrazioniDellaVersione, migrazioniMancanti } from '../db/migrazioni-applicate.ts';

// Health for whoever runs the instances (issue 27): `/health/live` says the process answers (a
// supervisor restarts it otherwise); `/health/ready` says it can serve: the database answers and
// holds every migration this build ships (a proxy sends it no traffic otherwise). Neither reveals
// anything about the section. Readiness never touches the request pool nor the app's record of the
// database being down: a busy database, or a flood of probes, must not take a healthy instance out
// of service (review of stop 22). One check at a time, its answer reused for a second.

const RIUSO_MS = 1000;

type Esito = { pronto: true } | { pronto: false; motivo: string };

export async function saluteRoutes(app: FastifyInstance, opts: { database: Database }) {
  const versione = migrazioniDellaVersione();
  // The journal only grows: once this instance has seen every migration applied, it stays so.
  let migrazioniViste = false;

  const verifica = async (): Promise<Esito> => {
    if (!(await opts.database.vivo())) return { pronto: false, motivo: 'Il database non risponde' };
    if (!migrazioniViste) {
      try {
        migrazioniViste = (await migrazioniMancanti(opts.database.db, versione)) === 0;
      } catch {
        return { pronto: false, motivo: 'Il database non risponde' };
      }
      if (!migrazioniViste)
        return { pronto: false, motivo: 'Il database non ha tutte le migrazioni di questa versione' };
    }
    return { pronto: true };
  };

  let ultimo: { quando: number; esito: Promise<Esito> } | null = null;
  const esito = () => {
    if (!ultimo || Date.now() - ultimo.quando > RIUSO_MS) ultimo = { quando: Date.now(), esito: verifica() };
    return ultimo.esito;
  };

  app.get('/health/live', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ stato: 'ok' }),
  );

  app.get('/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const e = await esito();
    return e.pronto
      ? reply.send({ stato: 'pronto' })
      : reply.status(503).send({ stato: 'non pronto', motivo: e.motivo });
  });
}
