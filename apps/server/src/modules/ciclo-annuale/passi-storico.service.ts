// Decision 1016: GET /segreteria/passi, the step history the settings page's checklist reads (when
// each step last ran, by whom, with what result), newest first, and the steps' unfinished jobs.
// Admin roles, as the settings page.
import { assertCan } from '../../auth/assert-can.ts';
import type { ServiceContext } from '../../request-context.ts';
import { lavoriAperti } from '../../lavori/coda.ts';
import { listPassi } from './ciclo-annuale.repo.ts';
import { vistaLavoro } from './passi-lavoro.ts';
import { NOMI_PASSI } from './passo.ts';
import { nomeCognome } from '@zaino/domain/formato';

/**
 * Spec 2 §4's checks after the steps, in its order (decision 1023): the census push, the national
 * download, the Satispay check; `collegato` says whether their service is configured.
 */
export const VERIFICHE = ['push-censimenti-nazionale', 'download-nazionale', 'verifica-satispay'] as const;
export interface Collegamenti {
  nazionale: boolean;
  satispay: boolean;
}

/** The newest runs kept in the answer: years of turnovers, a bounded answer. */
export const LIMITE_PASSI = 200;

export async function elencaPassi(sc: ServiceContext, collegamenti: Collegamenti) {
  assertCan(sc.viewer, 'impostazioni.leggi');
  const righe = await listPassi(sc.db, LIMITE_PASSI);
  return {
    status: 'success' as const,
    passi: NOMI_PASSI,
    verifiche: VERIFICHE.map((nome) => ({
      nome,
      collegato: nome === 'verifica-satispay' ? collegamenti.satispay : collegamenti.nazionale,
    })),
    /** decision 1017: the steps' jobs still queued or running */
    in_corso: (await lavoriAperti(sc.db, NOMI_PASSI)).map(vistaLavoro),
    storico: righe.map((r) => ({
      id_passo: r.id_passo,
      passo: r.passo,
      anno_scout: r.anno_scout,
      id_parte: r.id_parte,
      autore: r.autore,
      id_persona_autore: r.id_persona_autore,
      nome_autore: nomeCognome({ nome: r.nome_autore, cognome: r.cognome_autore }),
      eseguito: r.eseguito.toISOString(),
      esito: r.esito,
      conteggi: r.conteggi,
      errori: r.errori,
    })),
  };
}
