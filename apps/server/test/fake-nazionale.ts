import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

// A local stand-in for the national register's service, speaking the protocol of decision 0923: a
// bearer token, GET /soci, PUT /soci/{tessera}, POST /soci. `modo` makes it misbehave the ways a real
// service does: a 500 with a message, a body that is not JSON, or no answer in time.

export type ModoFake = 'normale' | 'errore' | 'non-json' | 'lento';

export interface FakeNazionale {
  url: string;
  token: string;
  soci: Record<string, unknown>[];
  /** Bodies received by PUT and POST, in order, with their method and path. */
  invii: { metodo: string; percorso: string; corpo: unknown }[];
  modo: ModoFake;
  close(): Promise<void>;
}

export async function startFakeNazionale(soci: Record<string, unknown>[] = []): Promise<FakeNazionale> {
  const app = Fastify();
  const stato: FakeNazionale = {
    url: '',
    token: 'tok-nazionale-di-prova',
    soci,
    invii: [],
    modo: 'normale',
    close: () => app.close(),
  };
  let attese: ((v: unknown) => void)[] = [];
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.authorization !== `Bearer ${stato.token}`)
      return reply.code(401).send({ messaggio: 'token non valido' });
    if (stato.modo === 'errore') return reply.code(500).send({ messaggio: 'servizio in manutenzione' });
    if (stato.modo === 'non-json') return reply.code(200).type('application/json').send('<html>ops');
    if (stato.modo === 'lento') await new Promise((r) => attese.push(r));
  });
  app.get('/api/soci', async () => ({ soci: stato.soci }));
  app.put<{ Params: { tessera: string } }>('/api/soci/:tessera', async (req, reply) => {
    if (!stato.soci.some((s) => s.tessera === req.params.tessera))
      return reply.code(404).send({ messaggio: 'tessera sconosciuta' });
    stato.invii.push({ metodo: 'PUT', percorso: req.url, corpo: req.body });
    const i = stato.soci.findIndex((s) => s.tessera === req.params.tessera);
    stato.soci[i] = req.body as Record<string, unknown>;
    return { ok: true };
  });
  app.post('/api/soci', async (req, reply) => {
    const corpo = req.body as Record<string, unknown>;
    if (stato.soci.some((s) => s.tessera === corpo.tessera))
      return reply.code(409).send({ messaggio: 'tessera già presente' });
    stato.invii.push({ metodo: 'POST', percorso: req.url, corpo });
    stato.soci.push(corpo);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  stato.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  stato.close = async () => {
    for (const r of attese) r(null);
    attese = [];
    await app.close();
  };
  return stato;
}
