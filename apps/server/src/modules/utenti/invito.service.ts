import { MSG_GIA_REGISTRATO } from '@zaino/domain/form-registrazione';
import { invitoSchema } from '@zaino/domain/form-account';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import { spendiMailInvito } from '../../auth/limiti-credenziali.ts';
import { targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { mailInvito } from './invito-mail.ts';
import { findUtente, impostaEmailUtente } from './utenti.repo.ts';

// Spec 2 §5 invite (decision 0904): the registration link mailed to the user's address, with cc.

export interface InvitoArgs {
  id_utente: number;
  email?: string | null;
  cc?: readonly string[] | null;
}

export interface Posta {
  mailer: Mailer;
  publicUrl: string;
}

export const msgTroppeEmail = (indirizzo: string) =>
  `Troppe email inviate a ${indirizzo}: riprova tra qualche minuto`;

export async function inviaInvitoUtente(
  sc: ServiceContext,
  posta: Posta,
  args: InvitoArgs,
): Promise<boolean> {
  assertSignedIn(sc.viewer);
  const utente = await findUtente(sc.db, args.id_utente);
  // A missing user is judged like a person nobody reaches, with the same reads (decision 0909: a
  // hidden user must not answer in fewer statements than a missing one).
  const target = await targetPersona(sc, utente?.id_persona ?? 0);
  if (!utente?.id_persona) throw new AppError('NOT_FOUND');
  assertCan(sc.viewer, 'utente.gestisci', target);
  if (utente.data_registrazione != null || utente.auth_user_id != null) {
    throw new AppError('ALREADY_USED', MSG_GIA_REGISTRATO);
  }
  const dati = parseInput(invitoSchema(utente.email), {
    email: args.email ?? undefined,
    cc: (args.cc ?? []).join(','),
  });
  const destinatari = [...new Map([dati.email, ...dati.cc].map((e) => [e.toLowerCase(), e])).values()];
  // Every recipient's invite budget, all or none: over any, the spent ones are rolled back with the
  // transaction and nothing is sent (attack review: a refused call must not drain the others).
  await inTransazione(sc, async ({ tx }) => {
    for (const indirizzo of destinatari) {
      if (!(await spendiMailInvito(tx, indirizzo)))
        throw new AppError('RATE_LIMITED', msgTroppeEmail(indirizzo));
    }
    // A user without an address keeps the one the invitation went to (spec 2 §5).
    if (!utente.email) await impostaEmailUtente(tx, utente.id_utente, dati.email);
  });
  const persona = await sc.loaders.persone.persona.load(utente.id_persona);
  const nome = (persona?.nome ?? '').trim();
  await posta.mailer.send(
    mailInvito({
      publicUrl: posta.publicUrl,
      to: dati.email,
      cc: destinatari.slice(1),
      nome,
      sesso: persona?.sesso ?? null,
      codice: utente.registration_token,
    }),
  );
  return true;
}
