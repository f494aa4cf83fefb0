import { isPresenteOFuturo } from '@zaino/domain/anno-scout';
import { assertSignedIn } from '../../auth/assert-can.ts';
import type { ServiceContext } from '../../request-context.ts';
import { type AnnoScoutRow, listAnniScout } from './anni-scout.repo.ts';

export async function getAsAttivo(sc: ServiceContext): Promise<AnnoScoutRow | null> {
  assertSignedIn(sc.viewer);
  return sc.loaders.annoAttivo();
}

export async function getAnniScout(sc: ServiceContext): Promise<AnnoScoutRow[]> {
  assertSignedIn(sc.viewer);
  return listAnniScout(sc.db);
}

/** Spec 1 §4.3, from the domain rule. */
export function presenteOFuturo(anno: AnnoScoutRow, oggi = new Date()): boolean {
  return isPresenteOFuturo(anno.anno_scout, oggi);
}
