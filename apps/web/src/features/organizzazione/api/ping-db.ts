import { request } from '../../../lib/graphql.ts';

export const PING_DB = /* GraphQL */ `
  query pingDb {
    pingDb
  }
`;

/** Spec 1 §2.3: public database ping, polled every 5 s while the database sleeps. */
export async function pingDb(signal?: AbortSignal): Promise<boolean> {
  const data = await request<{ pingDb: boolean }>(PING_DB, undefined, { public: true, signal });
  return data.pingDb === true;
}
