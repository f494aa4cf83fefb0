import type { Db } from '../../db/client.ts';
import { type AnnoScoutRow, findAnnoAttivo } from './anni-scout.repo.ts';

/** The active scout year, read once per request (or per transaction). */
export function createAnniScoutLoaders(db: Db) {
  let attivo: Promise<AnnoScoutRow | null> | undefined;
  return {
    annoAttivo: () => {
      attivo ??= findAnnoAttivo(db);
      return attivo;
    },
    /** The year as the request's viewer read it (decision 0908), so it is not read again. */
    primeAttivo: (row: AnnoScoutRow | null) => {
      attivo ??= Promise.resolve(row);
    },
    clear: () => {
      attivo = undefined;
    },
  };
}
