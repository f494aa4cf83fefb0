import { isoGiorno } from '@zaino/domain/date';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { privacySchema } from '@zaino/domain/form-front-office';
import { privacyCartaceaSchema } from '@zaino/domain/privacy-cartacea';
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
import { findConsensiCorrentiByPersone, inserisciConsenso } from './consensi-privacy.repo.ts';
import type { ConsensoPrivacyRow, PersonaVista } from './persone.repo.ts';
import { nomeCognome } from '@zaino/domain/formato';

export interface CompilaPrivacyInput {
  id_persona: number;
  consenso_i?: boolean | null;
  consenso_l?: boolean | null;
  consenso_s?: boolean | null;
  consenso_t?: boolean | null;
  /** The version of the texts the person was shown (decision 1205); absent: the current one. */
  versione_testo?: string | null;
}

export interface RegistraPrivacyCartaceaInput extends Omit<CompilaPrivacyInput, 'versione_testo'> {
  /** who signed the paper form */
  firmato_da?: string | null;
  /** the day written on the form, 'yyyy-mm-dd' */
  data_firma?: string | null;
}

/** The four answers as the schemas read them (null → absent, so a missing one is 'obbligatorio'). */
const risposte = (input: CompilaPrivacyInput) => ({
  consenso_i: input.consenso_i ?? undefined,
  consenso_l: input.consenso_l ?? undefined,
  consenso_s: input.consenso_s ?? undefined,
  consenso_t: input.consenso_t ?? undefined,
});

/** The signed-in person, who types the row in: their person and name then (none without a person). */
async function chiInserisce(sc: ServiceContext) {
  const io = sc.viewer.id_persona > 0 ? await sc.loaders.persone.persona.load(sc.viewer.id_persona) : null;
  return { persona: io, nome: nomeCognome(io) };
}

/** The person must exist: super passes the check for any id, and a missing person is NOT_FOUND. */
async function verificaPersona(sc: ServiceContext, id: number) {
  if (!(await sc.loaders.persone.persona.load(id))) throw notFound(NON_TROVATO.persona);
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
  assertCan(sc.viewer, 'privacy.compila', await targetPersona(sc, input.id_persona), NON_TROVATO.persona);
  await verificaPersona(sc, input.id_persona);
  const consensi = parseInput(privacySchema, risposte(input));
  const versione = input.versione_testo ?? VERSIONE_TESTI_PRIVACY;
  if (versione !== VERSIONE_TESTI_PRIVACY)
    throw new AppError('VALIDATION', msgVersionePrivacy(versione), { campo: 'versione_testo' });
  const io = await chiInserisce(sc);
  return inTransazione(sc, async ({ tx }) => {
    // Issue 22 item 7: the same answers to the same texts change nothing, so they record nothing
    // (a new row and its event would push every real change out of the person's history). After a
    // paper form they are the family's own confirmation online, which is recorded (decision 0914).
    const [attuale] = await findConsensiCorrentiByPersone(tx, [input.id_persona]);
    if (
      attuale &&
      !attuale.cartaceo &&
      attuale.testo_versione === versione &&
      (['consenso_i', 'consenso_l', 'consenso_s', 'consenso_t'] as const).every(
        (k) => attuale[k] === consensi[k],
      )
    )
      return attuale;
    return inserisciConsenso(tx, {
      id_persona: input.id_persona,
      ...consensi,
      titolare_id_persona: io.persona?.id_persona ?? null,
      titolare_nome: io.nome,
      titolare_email: sc.viewer.email || null,
      testo_versione: versione,
      testo: testiPrivacyRegistrati(),
      inserito_da_id_persona: io.persona?.id_persona ?? null,
      inserito_da_nome: io.nome,
    });
  });
}

/**
 * Decision 0914: consents collected on a paper form (the current texts), typed in from the person
 * page by a leader or the office ('privacy.registraCartacea'). The row names who signed the form
 * (titolare_nome; no login, no person: the signer may have none) and who typed it in. The answers
 * were given on the day the form was signed: that is the row's data_espressione, so a form typed in
 * after a newer answer (online, or another form) goes into the history without becoming the current
 * consent. A form and an online answer of the same day: the online one, which has a time, is newer.
 */
export async function registraPrivacyCartacea(
  sc: ServiceContext,
  input: RegistraPrivacyCartaceaInput,
): Promise<ConsensoPrivacyRow> {
  assertCan(
    sc.viewer,
    'privacy.registraCartacea',
    await targetPersona(sc, input.id_persona),
    NON_TROVATO.persona,
  );
  await verificaPersona(sc, input.id_persona);
  const { firmato_da, data_firma, ...consensi } = parseInput(privacyCartaceaSchema(isoGiorno(new Date())), {
    ...risposte(input),
    firmato_da: input.firmato_da ?? undefined,
    data_firma: input.data_firma ?? undefined,
  });
  const io = await chiInserisce(sc);
  return inTransazione(sc, ({ tx }) =>
    inserisciConsenso(tx, {
      id_persona: input.id_persona,
      ...consensi,
      titolare_id_persona: null,
      titolare_nome: firmato_da,
      titolare_email: null,
      testo_versione: VERSIONE_TESTI_PRIVACY,
      testo: testiPrivacyRegistrati(),
      cartaceo: true,
      data_espressione: new Date(`${data_firma}T00:00:00`),
      inserito_da_id_persona: io.persona?.id_persona ?? null,
      inserito_da_nome: io.nome,
    }),
  );
}

/** Spec 2 §2 privacy history: every consent of a person the viewer reads, newest first. */
export const storicoPrivacy = (sc: ServiceContext, p: PersonaVista): Promise<ConsensoPrivacyRow[]> =>
  sc.loaders.persone.storicoConsensi.load(p.id_persona);
