import { type Azione, azioniDiSezione } from '@zaino/domain/permessi';
import type { ServiceContext } from '../../request-context.ts';

/** The section-wide actions of the caller (none for anonymous callers: a scoped read, not a check). */
export function viewerCan(sc: ServiceContext): Azione[] {
  return azioniDiSezione(sc.viewer);
}
