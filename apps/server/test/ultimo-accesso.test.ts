import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoEmail,
  gql,
  identityToken,
  rows,
  signIn,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 23 item 5: 'Ultimo accesso' of /b/utenti (Utente.data_ultimo_accesso) moves on every sign-in.

type Riga = { id_utente: number; data_ultimo_accesso: string | Date | null };
const ultimo = async (t: TestApp, authUserId: string) =>
  (
    await rows<Riga>(
      t.database,
      `select id_utente, data_ultimo_accesso from utenti where auth_user_id = '${authUserId}'`,
    )
  )[0]!;
const ms = (d: string | Date | null) => (d == null ? 0 : new Date(d).getTime());

describe.each(dbKinds)('the latest access of a user on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the time of the latest sign-in, as the users list shows it; reading the session is no sign-in', async () => {
    const prima = await ultimo(t, 'demo-genitore');
    const inizio = Date.now();
    // The seed's value is in the past.
    expect(ms(prima.data_ultimo_accesso)).toBeLessThan(inizio - 1000);

    const cookie = await signIn(t.app, demoEmail('genitore'));
    const dopo = await ultimo(t, 'demo-genitore');
    expect(ms(dopo.data_ultimo_accesso)).toBeGreaterThanOrEqual(inizio - 1000);

    // The users list (GraphQL, what /b/utenti renders) reads the new value.
    const token = await tokenFor(t.app, 'cens');
    const anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, token)).data!.getAsAttivo
      .anno_scout as number;
    const lista = await gql(
      t.app,
      `{ utentiSezione(anno_scout: ${anno}) { id_utente data_ultimo_accesso } }`,
      {},
      token,
    );
    expect(lista.errors).toBeUndefined();
    const riga = (lista.data!.utentiSezione as Riga[]).find((u) => u.id_utente === dopo.id_utente);
    expect(ms(riga!.data_ultimo_accesso)).toBe(ms(dopo.data_ultimo_accesso));

    // A new identity token from the same session is not a new access.
    await rows(
      t.database,
      `update utenti set data_ultimo_accesso = '2020-01-01T00:00:00Z' where id_utente = ${dopo.id_utente}`,
    );
    await identityToken(t.app, cookie);
    expect(ms((await ultimo(t, 'demo-genitore')).data_ultimo_accesso)).toBe(
      Date.parse('2020-01-01T00:00:00Z'),
    );
  });
});
