import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entrata } from '../../apps/server/build.mjs';

const root = new URL('../..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  dataDir: string;
}

/**
 * A new data dir for a server of a spec's own: a copy of the demo section global setup migrated and
 * seeded once (E2E_SEEDED_DIR), so a spec pays for a start, not for the migrations and the demo data
 * again; empty (the server seeds it) where no seeded copy exists.
 */
function cartellaNuova(): string {
  const dir = mkdtempSync(join(tmpdir(), 'zaino-e2e-'));
  const seminata = process.env.E2E_SEEDED_DIR;
  if (seminata && existsSync(seminata)) cpSync(seminata, dir, { recursive: true });
  return dir;
}

/**
 * Starts the real server (`apps/server/src/main.ts` as `npm start` runs it, bundled) on a free port with its own data dir: a new
 * one, removed by `stop()`, or `opts.dataDir`, left to the caller.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? cartellaNuova();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [entrata('main')], {
    cwd: root,
    // PUBLIC_URL: better-auth accepts sign-ins only from its own origin (the browser uses 127.0.0.1).
    // TRUST_PROXY: each test context sends its own X-Forwarded-For (see support/test.ts), so the
    // sign-in rate limit (a few attempts per IP every 10 s) sees one client per test, as in real use.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // the snapshot of apps/web/dist taken by global setup (default: apps/web/dist itself)
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Il server è terminato all'avvio:\n${log}`);
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ pingDb }' }),
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) throw new Error(`Il server non risponde:\n${log}`);
  return {
    url,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.pid) {
        process.kill(child.pid, 'SIGTERM');
        await new Promise<void>((resolve) => {
          const t = setTimeout(() => {
            if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
            resolve();
          }, 10_000);
          child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    dataDir,
  };
}
