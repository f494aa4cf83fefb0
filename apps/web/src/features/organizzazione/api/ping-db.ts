import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';

export const PING_DB = graphql(`
  query pingDb {
    pingDb
  }
`);

/** Spec 1 §2.3: public database ping, polled every 5 s while the database sleeps. */
export async function pingDb(signal?: AbortSignal): Promise<boolean> {
  const data = await request(PING_DB, undefined, { public: true, signal });
  return data.pingDb === true;
}
