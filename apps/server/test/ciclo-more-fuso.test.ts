import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbKinds } from './test-db.ts';
import { demoEmail, identityToken, rows, signIn, startTestApp, type TestApp } from './helpers.ts';

// Decision 1021: applica-more reads today's mora phase on Italy's calendar. At 23:30 UTC on the day
// before limite_mora it is already limite_mora in Italy (00:30 in winter): the late fees apply; an
// hour earlier (23:30 in Italy) they do not yet.

describe.each(dbKinds)('applica-more on the Italian calendar day, on %s', (kind) => {
  let t: TestApp;
  let anno: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const [a] = await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    );
    anno = a!.anno;
    await rows(
      t.database,
      `update anni_scout set limite_mora = '${anno + 1}-01-15', limite_iscrizioni = '${anno + 1}-06-30'
       where anno_scout = ${anno}`,
    );
  }, 120_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The preview's count at an instant (the sign-in happens at that instant too). */
  async function aumentateAlle(istante: string): Promise<number> {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(istante) });
    const token = await identityToken(t.app, await signIn(t.app, demoEmail('cens')));
    const res = await t.app.inject({
      method: 'POST',
      url: '/segreteria/applica-more/anteprima',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().numberOfRecordsUpdated as number;
  }

  it('23:30 UTC on the last day in time is limite_mora in Italy: the late fees apply', async () => {
    expect(await aumentateAlle(`${anno + 1}-01-14T22:30:00Z`)).toBe(0);
    expect(await aumentateAlle(`${anno + 1}-01-14T23:30:00Z`)).toBeGreaterThan(0);
  });
});
