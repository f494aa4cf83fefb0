import DataLoader from 'dataloader';
import type { Db } from './db/client.ts';
import { createAllegatiLoaders } from './modules/allegati/allegati.loaders.ts';
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
    allegati: createAllegatiLoaders(db),
  };
  return {
    ...moduli,
    /** Forgets everything read so far, in every module (a new module needs no line here). */
    clearAll(): void {
      for (const gruppo of Object.values(moduli) as Record<string, unknown>[]) {
        for (const valore of Object.values(gruppo)) if (valore instanceof DataLoader) valore.clearAll();
        if (typeof gruppo.clear === 'function') gruppo.clear();
      }
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
