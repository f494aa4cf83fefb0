import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from '../auth/auth.ts';
import { withAuthRequest } from '../auth/auth-request.ts';
import { federatedEnabled } from '../auth/federated.ts';
import type { Config } from '../config.ts';
import type { DbAvailability } from '../db-availability.ts';
import { DB_UNAVAILABLE_MESSAGE } from '../errors.ts';

/**
 * Mounts better-auth at /api/auth/*: the Fastify request becomes a Fetch Request (raw body, all
 * headers, the client address in CLIENT_IP_HEADER for the rate limiter) and the Fetch Response is
 * copied back, every Set-Cookie included. When the database is unreachable the answer is a 503
 * with errorType DB_UNAVAILABLE, which the web turns into the database-asleep screen.
 */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; availability: DbAvailability; config: Pick<Config, 'google' | 'facebook'> },
) {
  const { auth, availability } = opts;
  const federated = federatedEnabled(opts.config);

  // docs/auth-contract.md §5: which federated sign-in buttons to show.
  app.get('/api/auth/federated', async () => federated);

  // better-auth reads the body itself: keep it raw whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      try {
        await availability.ensure();
      } catch {
        return sendDbUnavailable(reply);
      }
      let response: Response;
      try {
        response = await withAuthRequest(() => auth.handler(toFetchRequest(request)));
      } catch (error) {
        if (availability.report(error)) return sendDbUnavailable(reply);
        throw error;
      }
      // better-auth turns its own failures into 500s: tell a sleeping database apart.
      if (response.status >= 500 && !(await availability.check())) return sendDbUnavailable(reply);
      return sendFetchResponse(reply, response);
    },
  });
}

function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, 'http://internal');
  const origin = new URL(`${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.toLowerCase() === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  return new Request(new URL(url.pathname + url.search, origin), {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(body);
}

function sendDbUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', '5')
    .send({ errorType: 'DB_UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE });
}
