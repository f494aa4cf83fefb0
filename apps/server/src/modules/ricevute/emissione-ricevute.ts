import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { ANONYMOUS } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { erroreDaLog } from '../../lib/errore-da-log.ts';
import { limitaConcorrenza } from '../../lib/limite-concorrenza.ts';
import { createServiceContext, type ServiceContext } from '../../request-context.ts';
import type { EmissioneRicevute } from '../tesoreria/hook-ricevute.ts';
import { inviaMailRicevuta } from './mail-ricevuta.ts';
import { ricevuteDaCompletare } from './ricevute.repo.ts';
import { generaRicevuta } from './ricevute.service.ts';

export interface DipendenzeRicevute {
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** Documents rendered at once in this server (default 2: PDF rendering holds a connection and a core). */
  concorrenza?: number;
}

/** Receipts finished per periodic round (the rest wait for the next). */
const PER_GIRO = 20;

/** The receipt hook of tesoreria/hook-ricevute.ts, built once by the composition root. */
export function creaEmissioneRicevute(db: Db, deps: DipendenzeRicevute): EmissioneRicevute {
  const inFila = limitaConcorrenza(deps.concorrenza ?? 2);
  const inCorso = new Set<Promise<unknown>>();

  const documento = async (sc: ServiceContext, idTf: number): Promise<boolean> => {
    try {
      await inFila(() => generaRicevuta({ ...sc, storage: deps.storage, publicUrl: deps.publicUrl }, idTf));
      return true;
    } catch (err) {
      deps.log.error({ err: erroreDaLog(err), id_transazione_finanziaria: idTf }, 'ricevuta non generata');
      return false;
    }
  };

  const posta = (sc: ServiceContext, idTf: number) => {
    const invio = inviaMailRicevuta(sc, deps, idTf).catch((err: unknown) =>
      deps.log.error(
        { err: erroreDaLog(err), id_transazione_finanziaria: idTf },
        'email della ricevuta non inviata',
      ),
    );
    inCorso.add(invio);
    void invio.finally(() => inCorso.delete(invio));
    return invio;
  };

  return {
    async emetti(sc, idTf) {
      if (await documento(sc, idTf)) void posta(sc, idTf);
    },
    async riprendi() {
      const sc = createServiceContext(db, { ...ANONYMOUS, username: 'sistema-ricevute' });
      const ids = await ricevuteDaCompletare(db, PER_GIRO);
      for (const id of ids) if (await documento(sc, id)) await posta(sc, id);
      return ids.length;
    },
    async attendi() {
      while (inCorso.size > 0) await Promise.allSettled([...inCorso]);
    },
  };
}
