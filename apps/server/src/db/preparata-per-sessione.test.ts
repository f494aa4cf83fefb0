import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { preparataPerSessione } from './preparata-per-sessione.ts';

describe('a statement built once per session (decision 0432)', () => {
  it('builds on the first call of a session, then hands out the same one; another session builds its own', () => {
    let costruite = 0;
    const prendi = preparataPerSessione(() => ({ n: ++costruite }));
    const sessione = {};
    // A transaction is another handle on the same session (the same pooled connection).
    const db = { _: { session: sessione } } as unknown as Db;
    const tx = { _: { session: sessione } } as unknown as Db;
    const altro = { _: { session: {} } } as unknown as Db;
    expect(prendi(db)).toEqual({ n: 1 });
    expect(prendi(tx)).toBe(prendi(db));
    expect(prendi(altro)).toEqual({ n: 2 });
    expect(costruite).toBe(2);
  });
});
