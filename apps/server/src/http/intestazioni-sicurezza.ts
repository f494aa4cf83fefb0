import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once when the server starts and set on every answer.
 * @fastify/helmet built helmet's middleware again for each request (its CSP directives parsed
 * anew): 1.5 % of the server's CPU under the families' load (issue 27). The headers do not depend
 * on the request: no route has options of its own and no nonce is used.
 */
export function registraIntestazioniSicurezza(app: FastifyInstance, opzioni: HelmetOptions): void {
  const intestazioni = intestazioniDi(opzioni);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(intestazioni);
    done();
  });
}

/** What helmet's middleware sets, read from a response that only records it. */
export function intestazioniDi(opzioni: HelmetOptions): Record<string, string> {
  const intestazioni: Record<string, string> = {};
  const registra = {
    setHeader(nome: string, valore: string | number | readonly string[]) {
      intestazioni[nome.toLowerCase()] = Array.isArray(valore) ? valore.join(', ') : String(valore);
    },
    removeHeader(nome: string) {
      delete intestazioni[nome.toLowerCase()];
    },
  };
  let errore: unknown;
  helmet(opzioni)({} as IncomingMessage, registra as unknown as ServerResponse, (err?: unknown) => {
    errore = err;
  });
  if (errore) throw errore;
  return intestazioni;
}
