// Decision 1152: the daily run of the payment reminders on the job queue (decision 1017): once a
// day across every instance, at 08:00 in Rome; idempotent, since a due and phase is claimed once.
import { giornoSezione } from '@zaino/domain/date';
import { ANONYMOUS } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import type { Coda } from '../../lavori/coda.ts';
import { createServiceContext } from '../../request-context.ts';
import {
  type DipendenzePromemoria,
  type EsitoInvioPromemoria,
  inviaPromemoriaDelGiorno,
} from './invio-promemoria.ts';

export const CODA_PROMEMORIA = 'promemoria.giornalieri';
export const ORA_PROMEMORIA = '08:00';

/** One run: today's reminders, sent by the system (the history names the job as author). */
export function eseguiPromemoriaGiornalieri(
  db: Db,
  deps: DipendenzePromemoria,
  adesso: () => Date = () => new Date(),
): Promise<EsitoInvioPromemoria> {
  const sc = createServiceContext(db, { ...ANONYMOUS, username: 'promemoria-giornalieri' });
  return inviaPromemoriaDelGiorno(sc, deps, giornoSezione(adesso()));
}

/** Registers the daily schedule (main.ts, after the queue starts). */
export async function pianificaPromemoriaGiornalieri(
  coda: Coda,
  db: Db,
  deps: DipendenzePromemoria,
): Promise<void> {
  await coda.giornaliero(CODA_PROMEMORIA, ORA_PROMEMORIA, async () => {
    await eseguiPromemoriaGiornalieri(db, deps);
  });
}
