import { E2E_CODE_LOOKUP_LIMIT } from './global-setup.ts';
import { type RunningServer, startServer } from './server.ts';
import { test as base } from './test.ts';

/**
 * The `test` of a spec file that runs on a server of its own, started before its first test and
 * stopped after its last: for specs whose changes (a new active year, merged persons) no other spec
 * may see. Relative addresses go to that server; the shared warm context is not used (its base URL
 * is the worker's server, decision 0313). `env`: the server's own settings (e.g. a requirement on),
 * or a function answering them when the server starts (e.g. the address of a fake started first).
 */
export function testSuServerProprio(
  opzioni: {
    timeout?: number;
    inOrdine?: boolean;
    env?: Record<string, string> | (() => Promise<Record<string, string>>);
  } = {},
) {
  let server: RunningServer | undefined;
  const test = base.extend({
    baseURL: async ({ baseURL }, use) => {
      await use(server?.url ?? baseURL);
    },
  });
  test.describe.configure({
    timeout: opzioni.timeout ?? 180_000,
    ...(opzioni.inOrdine ? { mode: 'serial' as const } : {}),
  });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startServer({
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      CODE_LOOKUP_LIMIT: E2E_CODE_LOOKUP_LIMIT,
      ...(typeof opzioni.env === 'function' ? await opzioni.env() : opzioni.env),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return test;
}
