import type { UnitaScelta, Viewer } from '@zaino/domain/accesso';
import { can } from '@zaino/domain/permessi';
import type { AmbitoConteggio } from './iscrizioni.repo.ts';

/**
 * The scope of a register or of a count (spec 2 §7, dashboard): the whole section (every back-office
 * user's), or a group or unit the viewer may choose in the unit selector. Null when the viewer may
 * not choose it: the caller answers exactly as for a missing one.
 */
export function ambitoScelto(viewer: Viewer, scelta: UnitaScelta | 'sezione'): AmbitoConteggio | null {
  if (scelta === 'sezione') return { tipo: 'sezione' };
  if (!can(viewer, 'unita.scegli', { tipo: 'unita', ...scelta })) return null;
  return scelta.branca === 'G'
    ? { tipo: 'gruppo', id_gruppo: scelta.id_gruppo }
    : { tipo: 'unita', id_gruppo: scelta.id_gruppo, branca: scelta.branca };
}
