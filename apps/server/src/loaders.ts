import type { Db } from './db/client.ts';
import { createAnniScoutLoaders } from './modules/anni-scout/anni-scout.loaders.ts';
import { createIscrizioniLoaders } from './modules/iscrizioni/iscrizioni.loaders.ts';
import { createOrganizzazioneLoaders } from './modules/organizzazione/organizzazione.loaders.ts';
import { createPersoneLoaders } from './modules/persone/persone.loaders.ts';
import { createTesoreriaLoaders } from './modules/tesoreria/tesoreria.loaders.ts';

// The request's loaders, one group per module (each module owns its loaders file). Created for the
// request's connection and again for each transaction, so reads inside a transaction see its writes;
// cleared after every write (decision 0307).
export function createLoaders(db: Db) {
  const moduli = {
    anni: createAnniScoutLoaders(db),
    persone: createPersoneLoaders(db),
    iscrizioni: createIscrizioniLoaders(db),
    organizzazione: createOrganizzazioneLoaders(db),
    tesoreria: createTesoreriaLoaders(db),
  };
  return {
    ...moduli,
    /** Forgets everything read so far: called after a write. */
    clearAll(): void {
      moduli.anni.clear();
      for (const gruppo of [moduli.persone, moduli.iscrizioni, moduli.organizzazione, moduli.tesoreria]) {
        for (const loader of Object.values(gruppo)) loader.clearAll();
      }
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
