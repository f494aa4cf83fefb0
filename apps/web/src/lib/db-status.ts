import { createStore } from './create-store.ts';

/** Spec 1 §2.3: the database is active or asleep ('starting' event raised by DB_UNAVAILABLE). */
export type DbStatus = 'active' | 'asleep';

export const dbStatus = createStore<{ status: DbStatus }>({ status: 'active' });

/** The global 'starting' event: replaces the whole app with the database-asleep screen. */
export function raiseDbAsleep(): void {
  if (dbStatus.get().status !== 'asleep') dbStatus.set({ status: 'asleep' });
}
