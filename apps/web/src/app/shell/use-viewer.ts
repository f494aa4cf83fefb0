import { isAdmin, isAdulto } from '@zaino/domain/permessi';
import { usePersonaSe } from '../../features/auth/api/get-persona-se.ts';
import { session } from '../../lib/session-store.ts';

/** The signed-in viewer as the shell needs it: login, person, adult and admin flags (spec 1 §6). */
export function useViewer() {
  const user = session.use((s) => s.user);
  const persona = usePersonaSe();
  const nomine = persona.data?.iscrizione?.nomine ?? [];
  return {
    user,
    persona,
    nomine,
    adult: isAdulto(nomine),
    admin: isAdmin(nomine),
  };
}
