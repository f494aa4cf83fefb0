import { createHash, createPublicKey, randomUUID, verify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyRequest } from 'fastify';

// A local stand-in for Satispay's g business API: create and read payments, every request checked
// against our public key. The signature check is written here on its own, from the draft, not with
// the client's helpers: a mistake shared by signer and verifier would otherwise pass unnoticed.

export interface FakePagamento {
  id: string;
  type: 'TO_BUSINESS';
  status: 'PENDING' | 'ACCEPTED' | 'CANCELED';
  expired: boolean;
  amount_unit: number;
  currency: string;
  external_code: string;
  callback_url: string;
  metadata: Record<string, string>;
  code_identifier: string;
}

export interface FakeSatispay {
  /** http://127.0.0.1:<port>, for SATISPAY_BASE_URL. */
  url: string;
  pagamenti: Map<string, FakePagamento>;
  /** Requests that reached POST /payments with a valid signature (replays included). */
  creazioni: number;
  /** Why the last refused request was refused. */
  ultimoRifiuto: string | null;
  imposta(id: string, status: FakePagamento['status'], expired?: boolean): void;
  close(): Promise<void>;
}

const RICHIESTI = ['(request-target)', 'host', 'date', 'digest'];
const TOLLERANZA_MS = 5 * 60 * 1000;

type ConCorpo = FastifyRequest & { corpo?: Buffer };

/** Why the request's signature is not acceptable, or null when it is. */
function controllaFirma(req: ConCorpo, keyId: string, publicKeyPem: string): string | null {
  const auth = req.headers.authorization ?? '';
  if (!auth.startsWith('Signature ')) return 'schema di autorizzazione mancante';
  const params: Record<string, string | undefined> = Object.fromEntries(
    [...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  if (params.keyId !== keyId) return 'keyId sconosciuto';
  if (params.algorithm !== 'rsa-sha256') return 'algoritmo non supportato';
  const headers = (params.headers ?? '').split(' ');
  if (!RICHIESTI.every((h) => headers.includes(h))) return 'header firmati insufficienti';
  const attesa = `SHA-256=${createHash('sha256')
    .update(req.corpo ?? Buffer.alloc(0))
    .digest('base64')}`;
  if (req.headers.digest !== attesa) return 'digest diverso dal corpo';
  const data = Date.parse(String(req.headers.date));
  if (Number.isNaN(data) || Math.abs(Date.now() - data) > TOLLERANZA_MS)
    return 'data assente o fuori tolleranza';
  const testo = headers
    .map(
      (h) => `${h}: ${h === '(request-target)' ? `${req.method.toLowerCase()} ${req.url}` : req.headers[h]}`,
    )
    .join('\n');
  const ok = verify(
    'sha256',
    Buffer.from(testo),
    createPublicKey(publicKeyPem),
    Buffer.from(params.signature ?? '', 'base64'),
  );
  return ok ? null : 'firma non valida';
}

export async function startFakeSatispay(keyId: string, publicKeyPem: string): Promise<FakeSatispay> {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    (req as ConCorpo).corpo = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  const idempotenza = new Map<string, FakePagamento>();

  const fake: FakeSatispay = {
    url: '',
    pagamenti: new Map(),
    creazioni: 0,
    ultimoRifiuto: null,
    imposta(id, status, expired = false) {
      Object.assign(fake.pagamenti.get(id)!, { status, expired });
    },
    close: () => app.close(),
  };

  app.addHook('preHandler', async (req, reply) => {
    const motivo = controllaFirma(req as ConCorpo, keyId, publicKeyPem);
    fake.ultimoRifiuto = motivo;
    if (motivo) return reply.status(401).send({ code: 34, message: `Unauthorized: ${motivo}` });
  });

  app.post('/g_business/v1/payments', async (req, reply) => {
    fake.creazioni++;
    const b = req.body as Record<string, unknown>;
    if (
      b.flow !== 'MATCH_CODE' ||
      b.currency !== 'EUR' ||
      !Number.isInteger(b.amount_unit) ||
      (b.amount_unit as number) <= 0 ||
      typeof b.callback_url !== 'string'
    ) {
      return reply.status(400).send({ code: 20, message: 'Invalid request body' });
    }
    const key = req.headers['idempotency-key'];
    const prima = typeof key === 'string' ? idempotenza.get(key) : undefined;
    if (prima) return prima;
    const pagamento: FakePagamento = {
      id: randomUUID(),
      type: 'TO_BUSINESS',
      status: 'PENDING',
      expired: false,
      amount_unit: b.amount_unit as number,
      currency: 'EUR',
      external_code: String(b.external_code ?? ''),
      callback_url: b.callback_url,
      metadata: (b.metadata ?? {}) as Record<string, string>,
      code_identifier: `S6Y-PAY--${randomUUID().slice(0, 8).toUpperCase()}`,
    };
    fake.pagamenti.set(pagamento.id, pagamento);
    if (typeof key === 'string') idempotenza.set(key, pagamento);
    return pagamento;
  });

  app.get('/g_business/v1/payments/:id', async (req, reply) => {
    const p = fake.pagamenti.get((req.params as { id: string }).id);
    return p ?? reply.status(404).send({ code: 41, message: 'Payment not found' });
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  fake.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return fake;
}
