import { estraiCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { chiaveRicercaSchema } from '@zaino/domain/parentela';
import { assertCan } from '../../auth/assert-can.ts';
import { type LimiteRicerche, spendiRicercaCodiceDi } from '../../auth/limite-codici.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import type { ServiceContext } from '../../request-context.ts';
import { cercaPersoneConUtente, findPersonaPerCodice } from './cerca-persona.repo.ts';
import type { PersonaRow } from './persone.repo.ts';

/** At most this many persons answer a search by name (a leader refines the key, never pages). */
export const MAX_RISULTATI_RICERCA = 20;

export interface CercaPersonaArgs {
  registration_token?: string | null;
  search_key?: string | null;
}

/**
 * Spec 2 §7 cercaPersona (decision 0903): leaders only (catalogue 'persona.cerca'). Across the
 * section on purpose — a leader links a parent's existing account, or identifies a code — so the
 * answer is PersonaTrovata: name, users (code only within the lead reach) and kinships as parent.
 * A search by code spends the code-lookup budget like the public lookup (decision 0909): a found
 * code opens its person's registration, so guessing codes here must be as slow as there.
 */
export async function cercaPersona(
  sc: ServiceContext,
  limite: LimiteRicerche,
  args: CercaPersonaArgs,
): Promise<PersonaRow[]> {
  assertCan(sc.viewer, 'persona.cerca');
  if (args.registration_token != null) {
    await spendiRicercaCodiceDi(sc.db, limite.clientAddress, sc.viewer.userId ?? '', limite.limit);
    const codice = estraiCodiceRegistrazione(args.registration_token);
    return codice ? findPersonaPerCodice(sc.db, codice) : [];
  }
  if (args.search_key == null) throw new AppError('VALIDATION', 'Indicare un codice o una ricerca');
  const chiave = parseInput(chiaveRicercaSchema, args.search_key);
  return cercaPersoneConUtente(sc.db, chiave, MAX_RISULTATI_RICERCA);
}

/** Kinships where the found person is the parent (spec 2 §7: figlio, desc). */
export async function parenteleTrovate(sc: ServiceContext, p: PersonaRow) {
  const righe = await sc.loaders.persone.parentele.load(p.id_persona);
  return righe.filter((r) => r.id_persona_genitore === p.id_persona);
}
