import type { DbAvailability } from '../../db-availability.ts';
import { dbUnavailable } from '../../errors.ts';

/** Public (spec 1 §7 pingDb): true when the database answers within the ping timeout. */
export async function pingDb(availability: DbAvailability): Promise<boolean> {
  if (!(await availability.check())) throw dbUnavailable();
  return true;
}
