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
import {
  type ConsensoPrivacyRow,
  findConsensiCorrentiByPersone,
  inserisciConsenso,
  type PersonaVista,
} from './persone.repo.ts';
import { MSG_PERSONA_NON_TROVATA } from './persone.service.ts';

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
 * signed-in person for themself or a person they may act for ('privacy.compila'). A new row for
 * every change of answers or texts, with who gave it (their person, name and login email), when, and the version and wording
 * of the texts answered (decision 1205): the history is the record. An answer to texts that are no
 * longer current (a page left open across a release) is refused, so it is answered again.
 */
export async function compilaPrivacy(
  sc: ServiceContext,
  input: CompilaPrivacyInput,
): Promise<ConsensoPrivacyRow> {
  assertCan(sc.viewer, 'privacy.compila', await targetPersona(sc, input.id_persona), MSG_PERSONA_NON_TROVATA);
  // Super passes the check for any id: a missing person is NOT_FOUND, not a failed insert.
  if (!(await sc.loaders.persone.persona.load(input.id_persona))) throw notFound(MSG_PERSONA_NON_TROVATA);
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
  return inTransazione(sc, async ({ tx }) => {
    // Issue 22 item 7: the same answers to the same texts change nothing, so they record nothing
    // (a new row and its event would push every real change out of the person's history).
    const [attuale] = await findConsensiCorrentiByPersone(tx, [input.id_persona]);
    if (
      attuale &&
      attuale.testo_versione === versione &&
      (['consenso_i', 'consenso_l', 'consenso_s', 'consenso_t'] as const).every(
        (k) => attuale[k] === consensi[k],
      )
    )
      return attuale;
    return inserisciConsenso(tx, {
      id_persona: input.id_persona,
      ...consensi,
      titolare_id_persona: titolare?.id_persona ?? null,
      titolare_nome: nome || null,
      titolare_email: sc.viewer.email || null,
      testo_versione: versione,
      testo: testiPrivacyRegistrati(),
    });
  });
}

/** Spec 2 §2 privacy history: every consent of a person the viewer reads, newest first. */
export const storicoPrivacy = (sc: ServiceContext, p: PersonaVista): Promise<ConsensoPrivacyRow[]> =>
  sc.loaders.persone.storicoConsensi.load(p.id_persona);
