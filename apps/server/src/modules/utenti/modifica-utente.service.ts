import { assertCan } from '../../auth/assert-can.ts';
import type { IdentityAdmin } from '../../auth/identity-admin.ts';
import { targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import {
  findLoginEmail,
  haPassword,
  revocaSessioni,
  scollegaLogin,
  segnaCambioPassword,
} from '../../auth/identity.repo.ts';
import { deleteUtente, findUtente } from './utenti.repo.ts';

export const MSG_NON_REGISTRATO = "L'utente non ha ancora completato la registrazione";
export const MSG_SENZA_PASSWORD = "L'utente accede con Google o Facebook: non ha una password";

export interface ModificaUtenteArgs {
  id_persona: number;
  id_utente: number;
  elimina?: boolean | null;
  reset_password?: boolean | null;
}

/** Spec 2 §7 modificaUtente (decision 0403 for the password reset). Returns id_persona. */
export async function modificaUtente(
  sc: ServiceContext,
  identity: IdentityAdmin,
  args: ModificaUtenteArgs,
): Promise<number> {
  assertCan(sc.viewer, 'utente.gestisci', await targetPersona(sc, args.id_persona));
  const utente = await findUtente(sc.db, args.id_utente);
  if (!utente || utente.id_persona !== args.id_persona) throw new AppError('NOT_FOUND');

  if (args.elimina) {
    await inTransazione(sc, async ({ tx }) => {
      await deleteUtente(tx, utente.id_utente);
      if (utente.auth_user_id) {
        await scollegaLogin(tx, utente.auth_user_id, args.id_persona);
        await revocaSessioni(tx, utente.auth_user_id);
      }
    });
    return args.id_persona;
  }

  if (args.reset_password) {
    const userId = utente.auth_user_id;
    if (!userId || utente.data_registrazione == null) throw new AppError('VALIDATION', MSG_NON_REGISTRATO);
    // The flag blocks every sign-in until a new password is set with the mailed code; the old
    // hash stays only so that sign-in tells the flag to whoever types it (issue 8 item 7).
    const email = await inTransazione(sc, async ({ tx }) => {
      if (!(await haPassword(tx, userId))) {
        throw new AppError('VALIDATION', MSG_SENZA_PASSWORD);
      }
      await segnaCambioPassword(tx, userId);
      await revocaSessioni(tx, userId);
      return findLoginEmail(tx, userId);
    });
    if (email) await identity.sendPasswordResetCode(email);
  }
  return args.id_persona;
}
