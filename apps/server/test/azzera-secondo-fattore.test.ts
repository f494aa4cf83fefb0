import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { run } from './avvia-script.ts';
import { demoEmail, rows } from './helpers.ts';

// Decision 0419: the operator's command clears a second factor when nobody in the section office
// can (the only super role lost phone and recovery codes): authenticator and codes gone, sessions
// ended, written in eventi by 'riga di comando'. Run as an operator would, on the server's data.

describe('npm run azzera-secondo-fattore', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zaino-azzera-'));
  const env = { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const email = demoEmail('cens');
  const sql = async <T>(text: string) => {
    const database = await openDatabase({ dataDir });
    try {
      return await rows<T>(database, text);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    try {
      await migrate(database);
      await seedIfEmpty(database);
      // The office's login has an authenticator and a session (as after enrolling).
      await rows(
        database,
        `with u as (update auth_user set two_factor_enabled = true where email = '${email}' returning id)
         insert into auth_two_factor (id, secret, backup_codes, user_id) select 'tf-1', 'x', 'y', id from u`,
      );
      await rows(
        database,
        `insert into auth_session (id, token, user_id, expires_at, created_at, updated_at)
         select 's-1', 'tok-1', id, now() + interval '1 day', now(), now() from auth_user where email = '${email}'`,
      );
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a missing email, an unknown one, and changes nothing', async () => {
    const senza = await run('azzera-secondo-fattore.ts', [], env);
    expect(senza.code).toBe(2);
    expect(senza.output).toContain('Uso: npm run azzera-secondo-fattore');
    const ignota = await run('azzera-secondo-fattore.ts', ['--email', 'nessuno@example.it'], env);
    expect(ignota.code).toBe(2);
    expect(ignota.output).toContain('Nessun account con l’email nessuno@example.it.');
    expect(await sql('select id from auth_two_factor')).toEqual([{ id: 'tf-1' }]);
  }, 120_000);

  it('clears the factor and the sessions, records it, and says there is nothing left the second time', async () => {
    const prima = await run('azzera-secondo-fattore.ts', ['--email', email.toUpperCase()], env);
    expect(prima.code, prima.output).toBe(0);
    expect(prima.output).toContain(`Verifica in due passaggi di ${email} azzerata`);
    expect(await sql('select id from auth_two_factor')).toEqual([]);
    expect(await sql(`select two_factor_enabled from auth_user where email = '${email}'`)).toEqual([
      { two_factor_enabled: false },
    ]);
    expect(
      await sql(
        `select count(*)::int n from auth_session s join auth_user u on u.id = s.user_id where u.email = '${email}'`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(
      await sql(
        `select rev_author, "table", details from eventi
          where "table" = 'utenti' and details ? 'secondo_fattore'`,
      ),
    ).toEqual([
      {
        rev_author: 'riga di comando',
        table: 'utenti',
        details: { secondo_fattore: { before: true, after: false } },
      },
    ]);

    const ancora = await run('azzera-secondo-fattore.ts', ['--email', email], env);
    expect(ancora.code).toBe(2);
    expect(ancora.output).toContain(
      'L’utente non ha attivato la verifica in due passaggi: nulla da azzerare.',
    );
  }, 120_000);
});
