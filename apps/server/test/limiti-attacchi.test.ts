import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { MSG_TROPPE_SCRITTURE } from '../src/graphql/limite-scritture.ts';
import { postAuth } from './auth-flows.ts';
import {
  type DemoUser,
  demoEmail,
  errorType,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 22 item 1, tried as the probe did: the 10-minute limits (decision 0405) must hold for the
// whole 10 minutes. They used to live in better-auth's table, which better-auth prunes of every row
// older than a minute whenever one of its own windows restarts: one address guessing slowly saw the
// per-account counter wiped every minute. The clock is moved by hand (only `Date` is faked).

const MINUTO = 60 * 1000;
/** Dozens of scrypt checks a test: minutes on a busy 2-core machine (no timing is asserted). */
const LENTO = 300_000;

/** From now on `Date` says `t0 + ms` (set again before each request). */
const orologio = () => {
  const t0 = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  return (ms: number) => vi.setSystemTime(t0 + ms);
};

describe.each(dbKinds)('rate limits across their whole window on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const mailA = async (email: string) =>
    rows<{ text: string }>(t.database, `select text from mail_outbox where "to" = '${email}' order by id`);

  it(
    'sign-in: 30 wrong passwords over 8 minutes, then the 31st and the right one are refused until the window ends',
    async () => {
      const email = demoEmail('socio');
      const ip = '198.51.100.31';
      const alle = orologio();
      const stati: number[] = [];
      // Three bursts of ten, at 0, 4 and 8 minutes: under the per-address limits, and the pauses let
      // better-auth's own window restart (which pruned our counters with its rows).
      for (let i = 0; i < 30; i++) {
        alle(Math.floor(i / 10) * 4 * MINUTO + (i % 10) * 1000);
        stati.push(
          (await postAuth(t.app, '/sign-in/email', { email, password: `Sbagliata-${i}` }, { ip })).status,
        );
      }
      expect(stati).toEqual(Array(30).fill(401));
      alle(9 * MINUTO);
      expect(
        (await postAuth(t.app, '/sign-in/email', { email, password: 'Sbagliata-x' }, { ip })).status,
      ).toBe(429);
      // The per-account limit holds from any address, and for the right password too.
      alle(9 * MINUTO + 30_000);
      for (const from of [ip, '203.0.113.9'])
        expect(
          (await postAuth(t.app, '/sign-in/email', { email, password: DEMO_PASSWORD }, { ip: from })).status,
        ).toBe(429);
      // Once the window is over, the owner signs in.
      alle(10 * MINUTO + 1000);
      expect(
        (await postAuth(t.app, '/sign-in/email', { email, password: DEMO_PASSWORD }, { ip })).status,
      ).toBe(200);
    },
    LENTO,
  );

  it(
    'sign-in: a successful sign-in gives its attempt back (32 in 10 minutes from one hall are all accepted)',
    async () => {
      const email = demoEmail('tesoriere');
      const ip = '198.51.100.40';
      const alle = orologio();
      const stati: number[] = [];
      for (let i = 0; i < 32; i++) {
        alle(i * 18_000);
        stati.push(
          (await postAuth(t.app, '/sign-in/email', { email, password: DEMO_PASSWORD }, { ip })).status,
        );
      }
      expect(stati).toEqual(Array(32).fill(200));
    },
    LENTO,
  );

  it(
    'code checks: 15 wrong reset codes over 9 minutes, then even the right code is refused until the window ends',
    async () => {
      const email = demoEmail('genitore2');
      const ip = '198.51.100.15';
      const nuova = 'Ancora-Mia-22';
      const alle = orologio();
      const stati: number[] = [];
      for (let i = 0; i < 15; i++) {
        alle(i * 36_000); // 0 … 8 min 24 s
        const r = await postAuth(
          t.app,
          '/email-otp/reset-password',
          { email, otp: '000000', password: nuova },
          { ip },
        );
        stati.push(r.status);
      }
      expect(stati).not.toContain(429);
      expect(stati).not.toContain(200);
      // The owner asks for a code at 9 minutes: the code is mailed …
      alle(9 * MINUTO);
      expect((await postAuth(t.app, '/forget-password/email-otp', { email }, { ip })).status).toBe(200);
      await vi.waitFor(async () => expect(await mailA(email)).toHaveLength(1), { timeout: 5000 });
      const otp = /\b(\d{6})\b/.exec((await mailA(email))[0]!.text)![1]!;
      // … but checking it is refused while the window lasts …
      alle(9 * MINUTO + 30_000);
      const rifiutato = await postAuth(
        t.app,
        '/email-otp/reset-password',
        { email, otp, password: nuova },
        { ip },
      );
      expect(rifiutato.status).toBe(429);
      // … and accepted once it is over.
      alle(10 * MINUTO + 1000);
      const accettato = await postAuth(
        t.app,
        '/email-otp/reset-password',
        { email, otp, password: nuova },
        { ip },
      );
      expect(accettato.status).toBe(200);
      expect((await postAuth(t.app, '/sign-in/email', { email, password: nuova }, { ip })).status).toBe(200);
    },
    LENTO,
  );

  it(
    'mail budget: 3 codes to one address over 8 minutes, the 4th refused at 9 minutes, sent again after 10',
    async () => {
      const email = demoEmail('capogruppo');
      const ip = '198.51.100.3';
      const alle = orologio();
      const stati: number[] = [];
      for (const minuto of [0, 4, 8, 9]) {
        alle(minuto * MINUTO);
        stati.push((await postAuth(t.app, '/forget-password/email-otp', { email }, { ip })).status);
      }
      expect(stati).toEqual([200, 200, 200, 429]);
      alle(10 * MINUTO + 1000);
      expect((await postAuth(t.app, '/forget-password/email-otp', { email }, { ip })).status).toBe(200);
      await vi.waitFor(async () => expect(await mailA(email)).toHaveLength(4), { timeout: 5000 });
    },
    LENTO,
  );
});

// Issue 22 item 7: a family pushed every real change out of the events list with 520 consents in
// 5 s. Decision 0407: each login may make WRITE_LIMIT writes (mutation fields) per 10 minutes.
describe.each(dbKinds)('the write limit of a login (WRITE_LIMIT) on %s', (kind) => {
  const LIMITE = 20;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { WRITE_LIMIT: String(LIMITE) } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A login's token and the youngest person it sees (a parent's child). */
  const accesso = async (chi: DemoUser) => {
    const token = await tokenFor(t.app, chi);
    const persone = (await gql(t.app, '{ getPersoneSe { id_persona } }', {}, token)).data!.getPersoneSe as {
      id_persona: number;
    }[];
    return { token, figlio: Math.max(...persone.map((p) => p.id_persona)) };
  };
  /** One operation of `quanti` aliased consents, each the opposite answer of the one before. */
  const compila = (token: string, figlio: number, quanti = 1, da = 0) =>
    gql(
      t.app,
      `mutation($id: Int!) { ${Array.from(
        { length: quanti },
        (_, i) => `c${i}: compilaPrivacy(id_persona: $id, consenso_i: ${(da + i) % 2 === 0},
          consenso_l: true, consenso_s: true, consenso_t: true) { id_consenso_privacy }`,
      ).join(' ')} }`,
      { id: figlio },
      token,
    );
  /** The consents and their events of one person: what a refused write must leave as it was. */
  const scritto = async (figlio: number) =>
    rows<{ consensi: number; eventi: number }>(
      t.database,
      `select (select count(*)::int from consensi_privacy where id_persona = ${figlio}) as consensi,
              (select count(*)::int from eventi where "table" = 'consensi_privacy' and id_persona = ${figlio}) as eventi`,
    );

  it(
    '20 consents over 9 minutes pass; the 21st is refused in Italian with nothing recorded, other logins still write, and after 10 minutes it passes',
    async () => {
      const genitore = await accesso('genitore');
      const cens = await tokenFor(t.app, 'cens');
      const alle = orologio();
      for (let i = 0; i < LIMITE; i++) {
        alle(i * 27_000); // 0 … 8 min 33 s: the count is not reset every minute
        expect((await compila(genitore.token, genitore.figlio, 1, i)).errors).toBeUndefined();
      }
      alle(9.5 * MINUTO);
      const prima = await scritto(genitore.figlio);
      const rifiutata = await compila(genitore.token, genitore.figlio, 1, LIMITE);
      expect(errorType(rifiutata)).toBe('RATE_LIMITED');
      expect(rifiutata.errors![0]!.message).toBe(MSG_TROPPE_SCRITTURE);
      expect(rifiutata.data).toBeUndefined(); // nothing ran
      expect(await scritto(genitore.figlio)).toEqual(prima);
      // The limit is the login's: the secretary changes the same consent meanwhile.
      expect((await compila(cens, genitore.figlio, 1, LIMITE)).errors).toBeUndefined();
      // Once the window is over, the family writes again.
      alle(10 * MINUTO + 1000);
      const accettata = await compila(genitore.token, genitore.figlio, 1, LIMITE + 1);
      expect(accettata.errors).toBeUndefined();
      expect((await scritto(genitore.figlio))[0]!.consensi).toBe(prima[0]!.consensi + 2);
    },
    LENTO,
  );

  it('every aliased field is a write: an operation that would pass the limit is refused whole', async () => {
    const genitore = await accesso('genitore2');
    orologio();
    for (let i = 0; i < 3; i++)
      expect((await compila(genitore.token, genitore.figlio, 5, i * 5)).errors).toBeUndefined();
    const prima = await scritto(genitore.figlio);
    const rifiutata = await compila(genitore.token, genitore.figlio, 6, 15);
    expect(rifiutata.errors!.map((e) => [e.extensions?.errorType, e.message])).toEqual([
      ['RATE_LIMITED', MSG_TROPPE_SCRITTURE],
    ]);
    expect(await scritto(genitore.figlio)).toEqual(prima);
  });
});
