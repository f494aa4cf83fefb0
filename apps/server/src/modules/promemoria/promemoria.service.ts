// Decision 1152: the payment reminders' screen: today's preview and the send ('promemoria.invia',
// the super level, treasurer included), and the history ('promemoria.leggi', the admins).
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { giornoSezione } from '@zaino/domain/date';
import { type PianoPromemoria, storicoPromemoriaSchema } from '@zaino/domain/promemoria';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import type { ServiceContext } from '../../request-context.ts';
import {
  type DipendenzePromemoria,
  type EsitoInvioPromemoria,
  inviaPromemoriaDelGiorno,
  pianoDelGiorno,
} from './invio-promemoria.ts';
import { type RigaStoricoPromemoria, storicoPromemoria as leggiStorico } from './promemoria.repo.ts';

/** The history shows at most this many rows (the newest): a section's year has far fewer. */
export const LIMITE_STORICO_PROMEMORIA = 2000;

/** Who would get which reminder if they were sent now (Rome's day). */
export async function anteprimaPromemoria(sc: ServiceContext): Promise<PianoPromemoria> {
  assertCan(sc.viewer, 'promemoria.invia');
  const piano = await pianoDelGiorno(sc, giornoSezione());
  if (!piano) throw new AppError('NOT_FOUND', NON_TROVATO.annoScout);
  return piano;
}

/** Sends now what the preview shows (the daily job does the same by itself). */
export async function inviaPromemoria(
  sc: ServiceContext,
  deps: DipendenzePromemoria,
): Promise<EsitoInvioPromemoria> {
  assertCan(sc.viewer, 'promemoria.invia');
  return inviaPromemoriaDelGiorno(sc, deps, giornoSezione());
}

export async function storicoPromemoria(
  sc: ServiceContext,
  input: unknown,
): Promise<RigaStoricoPromemoria[]> {
  assertCan(sc.viewer, 'promemoria.leggi');
  const { anno_scout } = parseInput(storicoPromemoriaSchema, input);
  return leggiStorico(sc.db, anno_scout, LIMITE_STORICO_PROMEMORIA);
}
