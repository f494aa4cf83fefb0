import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { postgresUrl } from './test-db.ts';

// docs/operations.md: PostgreSQL on the same machine is reached through its Unix socket, with the URL
// form given there (`?host=` naming the socket's folder). Shown on the suite's own PostgreSQL.

if (postgresUrl) {
  describe('DATABASE_URL through the Unix socket', () => {
    let tcp: Database;
    let url: string;
    beforeAll(async () => {
      tcp = await openDatabase({ databaseUrl: postgresUrl });
      const [impostazioni] = (
        await tcp.db.execute<{ cartella: string; porta: string }>(
          `select split_part(current_setting('unix_socket_directories'), ',', 1) as cartella,
                  current_setting('port') as porta`,
        )
      ).rows;
      const { cartella, porta } = impostazioni!;
      expect(existsSync(join(cartella, `.s.PGSQL.${porta}`))).toBe(true);
      const tcpUrl = new URL(postgresUrl!);
      url = `postgres://${tcpUrl.username}@localhost${tcpUrl.pathname}?host=${cartella}&port=${porta}`;
    });
    afterAll(async () => {
      await tcp?.close();
    });

    it('is accepted by the configuration, reaches PostgreSQL by the socket, and serves as TCP does', async () => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
      const socket = await openDatabase({ databaseUrl: url });
      try {
        // No server address: the connection did not go through TCP.
        const leggi = () =>
          socket.db.execute<{ indirizzo: string | null; n: number }>(
            sql`select inet_server_addr()::text as indirizzo, ${41}::int + 1 as n`,
          );
        for (let i = 0; i < 6; i++) expect((await leggi()).rows).toEqual([{ indirizzo: null, n: 42 }]);
        const [viaTcp] = (
          await tcp.db.execute<{ indirizzo: string | null }>('select inet_server_addr()::text as indirizzo')
        ).rows;
        expect(viaTcp!.indirizzo).not.toBeNull();
        await socket.ping();
        expect(await socket.vivo()).toBe(true);
      } finally {
        await socket.close();
      }
    });
  });
}
