import { useAnnoScelto } from '../../../lib/azioni-anno.ts';
import { session } from '../../../lib/session-store.ts';
import { useViewer } from '../../../app/shell/use-viewer.ts';

/**
 * What every treasury screen reads from the shell (spec 3 §2): the party of the unit selector (group
 * party for branch G, the unit's party for another branch, party 1 without a group), the scout year
 * of the year selector, and what the viewer may do there (catalogue: 'tesoreria.scrivi' edits,
 * 'tesoreria.aggiungi' adds in a current or future year).
 */
export function useCassa() {
  const scelta = session.use((s) => s.unitChoice);
  const anno = session.use((s) => s.annoScout);
  const annoScelto = useAnnoScelto(anno);
  const { puo } = useViewer();
  return {
    id_parte: scelta.id_parte,
    nomeParte: scelta.label,
    anno,
    puoScrivere: puo('tesoreria.scrivi'),
    puoAggiungere: annoScelto.puo('tesoreria.aggiungi'),
  };
}
