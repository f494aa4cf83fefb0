import type { FastifyBaseLogger } from 'fastify';
import { erroreDaLog } from '../lib/errore-da-log.ts';

// better-auth logs its own errors (a failed session insert, a reset mail that did not leave) with
// console.error by default: the whole error, whose message repeats the failed query's parameters
// (session tokens, emails, password hashes). Its lines go to our logger instead, each error as
// erroreDaLog leaves it, and a message cut before any "params:" (issue 22 item 10, review).

type Livello = 'debug' | 'info' | 'warn' | 'error';
export type LogAuth = Pick<FastifyBaseLogger, Livello>;

const senzaParametri = (testo: string) => testo.replace(/\s*params:[\s\S]*$/, '');

/** better-auth's `logger` option, writing through `log`. */
export function loggerAuth(log: LogAuth) {
  return {
    log(livello: Livello, messaggio: string, ...args: unknown[]) {
      const errori = args.map(erroreDaLog).map((e) => ({
        ...e,
        ...(typeof e.message === 'string' ? { message: senzaParametri(e.message) } : {}),
      }));
      log[livello](errori.length ? { err: errori } : {}, senzaParametri(String(messaggio)));
    },
  };
}
