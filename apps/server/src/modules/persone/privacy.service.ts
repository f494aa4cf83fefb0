import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { privacySchema } from '@zaino/domain/form-front-office';
import {
  msgVersionePrivacy,
  testiPrivacyRegistrati,
  VERSIONE_TESTI_PRIVACY,
} from '@zaino/domain/testi-privacy';
import { assertCan } from '../../auth/assert-can.ts';
import { targetPersona } from '../../auth/targets.ts';
import { AppError, notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { type ConsensoPrivacyRow, inserisciConsenso, type PersonaVista } from './persone.repo.ts';

export interface CompilaPrivacyInput {
  id_persona: number;
  consenso_i?: boolean | null;
  consenso_l?: boolean | null;
  consenso_s?: boolean | null;
  consenso_t?: boolean | null;
  /** The version of the texts the person was shown (decision 1205); absent: the current one. */
  versione_testo?: string | null;
}

/**
 * Spec 3 §7 compilaPrivacy: the four consents, each a required yes or no (spec 3 §5), given by the
 * signed-in person for themself or a person they may act for ('privacy.compila'). A new row every
 * time, with who gave it (their person, name and login email), when, and the version and wording
 * of the texts answered (decision 1205): the history is the record. An answer to texts that are no
 * longer current (a page left open across a release) is refused, so it is answered again.
 */
export async function compilaPrivacy(
  sc: ServiceContext,
  input: CompilaPrivacyInput,
): Promise<ConsensoPrivacyRow> {
  assertCan(sc.viewer, 'privacy.compila', await targetPersona(sc, input.id_persona), NON_TROVATO.persona);
  // Super passes the check for any id: a missing person is NOT_FOUND, not a failed insert.
  if (!(await sc.loaders.persone.persona.load(input.id_persona))) throw notFound(NON_TROVATO.persona);
  const consensi = parseInput(privacySchema, {
    consenso_i: input.consenso_i ?? undefined,
    consenso_l: input.consenso_l ?? undefined,
    consenso_s: input.consenso_s ?? undefined,
    consenso_t: input.consenso_t ?? undefined,
  });
  const versione = input.versione_testo ?? VERSIONE_TESTI_PRIVACY;
  if (versione !== VERSIONE_TESTI_PRIVACY)
    throw new AppError('VALIDATION', msgVersionePrivacy(versione), { campo: 'versione_testo' });
  const titolare =
    sc.viewer.id_persona > 0 ? await sc.loaders.persone.persona.load(sc.viewer.id_persona) : null;
  const nome = titolare ? [titolare.nome, titolare.cognome].filter(Boolean).join(' ') : '';
  return inTransazione(sc, ({ tx }) =>
    inserisciConsenso(tx, {
      id_persona: input.id_persona,
      ...consensi,
      titolare_id_persona: titolare?.id_persona ?? null,
      titolare_nome: nome || null,
      titolare_email: sc.viewer.email || null,
      testo_versione: versione,
      testo: testiPrivacyRegistrati(),
    }),
  );
}

/** Spec 2 §2 privacy history: every consent of a person the viewer reads, newest first. */
export const storicoPrivacy = (sc: ServiceContext, p: PersonaVista): Promise<ConsensoPrivacyRow[]> =>
  sc.loaders.persone.storicoConsensi.load(p.id_persona);
