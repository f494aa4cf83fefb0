import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { assertCan } from '../../auth/assert-can.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import { sceltaConsentita } from '../organizzazione/organizzazione.service.ts';
import { puoVederePagamenti } from '../persone/persone.service.ts';
import type { TransazioneEconomicaRow } from '../tesoreria/tesoreria.repo.ts';
import {
  type AmbitoConteggio,
  contaIscritti,
  type IscrizioneRow,
  type NominaRow,
} from './iscrizioni.repo.ts';

/**
 * Dashboard count of enrolled persons in a party's scope (adults only: the back office). The scope
 * must be one of the viewer's unit choices ('Sezione' is everyone's); others look like missing.
 */
export async function contaPersone(sc: ServiceContext, annoScout: number, idParte: number): Promise<number> {
  assertCan(sc.viewer, 'backoffice.accedi');
  const parte = await sc.loaders.parte.load(idParte);
  if (!parte) throw notFound('Parte non trovata');
  let ambito: AmbitoConteggio;
  if (parte.id_parte === ID_PARTE_SEZIONE) ambito = { tipo: 'sezione' };
  else if (parte.id_gruppo != null) {
    if (!(await sceltaConsentita(sc, 'G', parte.id_gruppo))) throw notFound('Parte non trovata');
    ambito = { tipo: 'gruppo', id_gruppo: parte.id_gruppo };
  } else if (parte.id_unita != null) {
    const unita = await sc.loaders.unita.load(parte.id_unita);
    if (!unita) throw notFound('Parte non trovata');
    if (!(await sceltaConsentita(sc, unita.branca as 'L' | 'E' | 'R', unita.id_gruppo))) {
      throw notFound('Parte non trovata');
    }
    ambito = { tipo: 'unita', id_gruppo: unita.id_gruppo, branca: unita.branca };
  } else {
    // A person's party: answered exactly like a missing one, so it reveals nothing (issue 8 item 13).
    throw notFound('Parte non trovata');
  }
  return contaIscritti(sc.db, annoScout, ambito);
}

export const nomine = (sc: ServiceContext, i: IscrizioneRow): Promise<NominaRow[]> =>
  sc.loaders.nomine.load(i.id_iscrizione);

/** The enrolment fee: visible with the person's payments (see puoVederePagamenti). */
export async function transazioneEconomica(
  sc: ServiceContext,
  i: IscrizioneRow,
): Promise<TransazioneEconomicaRow | null> {
  if (!puoVederePagamenti(sc.viewer, i.id_persona)) return null;
  return sc.loaders.teDiIscrizione.load(i.id_iscrizione);
}
