import { createStore } from './create-store.ts';

// A message for the page a redirect lands on (decision 0912): the navigation guard sets it before
// sending the user elsewhere, the shell shows it above that page until it is closed or the user
// moves on. Kept in memory only: a reload of the landing page does not repeat it.

export interface AvvisoNavigazione {
  testo: string;
  /** the path the redirect lands on: the message belongs to that page only */
  path: string;
}

export const avvisoNavigazione = createStore<{ avviso: AvvisoNavigazione | null }>({ avviso: null });

export const avvisa = (avviso: AvvisoNavigazione) => avvisoNavigazione.set({ avviso });
export const chiudiAvviso = () => avvisoNavigazione.set({ avviso: null });
