import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbAvailability } from '../db-availability.ts';
import type { Db } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';

// Health for whoever runs the instances (issue 27): `/health/live` says the process answers (a
// supervisor restarts it otherwise); `/health/ready` says it can serve: the database answers and
// holds every migration this build ships (a proxy sends it no traffic otherwise). Neither reveals
// anything about the section; both are cheap enough to be asked every few seconds.

/** The `when` of the last migration this build ships (Drizzle's journal). */
export function ultimaMigrazione(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** The `created_at` of the last migration applied to the database (Drizzle's own table). */
async function ultimaApplicata(db: Db): Promise<number> {
  const { rows } = await db.execute<{ ultima: string | number | null }>(
    sql`select max(created_at) as ultima from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.ultima ?? 0);
}

export async function saluteRoutes(
  app: FastifyInstance,
  opts: { db: Db; availability: DbAvailability; migrazioneAttesa?: number },
) {
  const attesa = opts.migrazioneAttesa ?? ultimaMigrazione();
  const noCache = { 'cache-control': 'no-store' };

  app.get('/health/live', async (_request, reply) => reply.headers(noCache).send({ stato: 'ok' }));

  app.get('/health/ready', async (_request, reply) => {
    reply.headers(noCache);
    if (!(await opts.availability.check()))
      return reply.status(503).send({ stato: 'non pronto', motivo: 'Il database non risponde' });
    let applicata: number;
    try {
      applicata = await ultimaApplicata(opts.db);
    } catch {
      return reply.status(503).send({ stato: 'non pronto', motivo: 'Il database non risponde' });
    }
    if (applicata < attesa)
      return reply
        .status(503)
        .send({ stato: 'non pronto', motivo: 'Il database non ha tutte le migrazioni di questa versione' });
    return reply.send({ stato: 'pronto' });
  });
}
