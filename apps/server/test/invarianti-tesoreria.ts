import { violazioniInvarianti } from '../src/db/invarianti.ts';
import type { TestApp } from './helpers.ts';

/** Every invariant of DESIGN.md §7 over the whole database: [] when they all hold. */
export function violazioni(t: TestApp): Promise<string[]> {
  return violazioniInvarianti(t.database.db);
}
