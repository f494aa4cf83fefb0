import { isPresenteOFuturo } from '@zaino/domain/anno-scout';
import { azioniSu } from '@zaino/domain/permessi';
import { assertCan } from '../../auth/assert-can.ts';
import { targetAnno } from '../../auth/targets.ts';
import type { ServiceContext } from '../../request-context.ts';
import { type AnnoScoutRow, listAnniScout } from './anni-scout.repo.ts';

export async function getAsAttivo(sc: ServiceContext): Promise<AnnoScoutRow | null> {
  assertCan(sc.viewer, 'sezione.leggi');
  return sc.loaders.anni.annoAttivo();
}

export async function getAnniScout(sc: ServiceContext): Promise<AnnoScoutRow[]> {
  assertCan(sc.viewer, 'sezione.leggi');
  return listAnniScout(sc.db);
}

/** Spec 1 §4.3, from the domain rule. */
export function presenteOFuturo(anno: AnnoScoutRow, oggi = new Date()): boolean {
  return isPresenteOFuturo(anno.anno_scout, oggi);
}

/** The year-level actions the viewer may perform (national column, adding payments). */
export const azioniConsentite = (sc: ServiceContext, anno: AnnoScoutRow) =>
  azioniSu(sc.viewer, targetAnno(anno));
