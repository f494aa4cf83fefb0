import type { AzioneDiSezione } from '@zaino/domain/permessi';
import { usePersonaSe } from '../../features/auth/api/get-persona-se.ts';
import { useViewerCan } from '../../features/auth/api/viewer-can.ts';
import { session } from '../../lib/session-store.ts';

/**
 * The signed-in viewer as the shell needs it: login, person, appointments, and the section-wide
 * catalogue actions the server granted (viewerCan): the web never re-derives a rule.
 */
export function useViewer() {
  const user = session.use((s) => s.user);
  const persona = usePersonaSe();
  const azioni = useViewerCan();
  const nomine = persona.data?.iscrizione?.nomine ?? [];
  const puo = (azione: AzioneDiSezione) => azioni.data?.includes(azione) === true;
  return {
    user,
    persona,
    nomine,
    azioni,
    puo,
    adult: puo('backoffice.accedi'),
  };
}
