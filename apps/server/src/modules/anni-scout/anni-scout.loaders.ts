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
    clear: () => {
      attivo = undefined;
    },
  };
}
