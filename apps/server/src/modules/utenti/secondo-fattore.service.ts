import { assertCan } from '../../auth/assert-can.ts';
import { azzeraSecondoFattore as azzeraLogin, revocaSessioni } from '../../auth/identity.repo.ts';
import { targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { MSG_NON_REGISTRATO } from './modifica-utente.service.ts';
import { findUtente, registraAzzeramentoSecondoFattore } from './utenti.repo.ts';

export const MSG_SENZA_SECONDO_FATTORE = 'L’utente non ha attivato la verifica in due passaggi';

/**
 * Issue 27, decision 0415: the section office clears a user's second factor (lost phone and lost
 * recovery codes). Its sessions end; at the next sign-in a super role is led to enrol again. The
 * reset is written in eventi (table 'utenti', the user's row), with who did it. Returns id_persona.
 */
export async function azzeraSecondoFattore(
  sc: ServiceContext,
  args: { id_persona: number; id_utente: number },
): Promise<number> {
  assertCan(sc.viewer, 'utente.secondoFattore.azzera', await targetPersona(sc, args.id_persona));
  const utente = await findUtente(sc.db, args.id_utente);
  if (!utente || utente.id_persona !== args.id_persona) throw new AppError('NOT_FOUND');
  const userId = utente.auth_user_id;
  if (!userId || utente.data_registrazione == null) throw new AppError('VALIDATION', MSG_NON_REGISTRATO);
  await inTransazione(sc, async ({ tx }) => {
    if (!(await azzeraLogin(tx, userId))) throw new AppError('VALIDATION', MSG_SENZA_SECONDO_FATTORE);
    await revocaSessioni(tx, userId);
    await registraAzzeramentoSecondoFattore(tx, { id_utente: utente.id_utente, id_persona: args.id_persona });
  });
  return args.id_persona;
}
