// Starts a throwaway PostgreSQL 15 server on a free loopback port (for tests and CI) and stops it
// by its own pid. Runs initdb/pg_ctl as the postgres user when we are root (initdb refuses root).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresInstalled() {
  return existsSync(join(PG_BIN, 'initdb'));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function asPostgres(cmd, args) {
  if (process.getuid?.() === 0) {
    execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
  } else {
    execFileSync(cmd, args, { stdio: 'pipe' });
  }
}

export async function startTempPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'zaino-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres(join(PG_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(join(PG_BIN, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        process.kill(pid, 'SIGINT'); // "fast" shutdown of this server only
      } catch {}
      for (let i = 0; i < 100 && isAlive(pid); i++) execFileSync('sleep', ['0.1']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
