// Decision 1401 (issue 25, beyond the spec): a person's national record beside ours, field by field,
// and "prendi il loro", which copies national values into our person through modificaPersona (its
// permission, validation and audit), then refreshes the enrolment's comparison.
import { confrontaConNazionale, normalizzaTessera } from '@zaino/domain/nazionale';
import {
  prendiDalNazionaleSchema,
  type RigaScheda,
  schedaNazionale as righeScheda,
  valoreNazionale,
} from '@zaino/domain/nazionale-scheda';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { MSG_PUSH_NAZIONALE } from '@zaino/domain/nazionale-scheda';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo, targetAnnoDi, targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { modificaPersona } from '../persone/modifica-persona.service.ts';
import { aggiornaErrori, leggiPersoneIscritte, leggiRecordPerTessere } from './nazionale.repo.ts';

export interface SchedaNazionale {
  tessera: string | null;
  presente: boolean;
  errori_nazionale: string | null;
  campi: RigaScheda[];
}

/** Who may read it: whoever reads the person and sees the national comparison of the active year. */
async function permesso(sc: ServiceContext, id_persona: number): Promise<number> {
  assertCan(sc.viewer, 'persona.leggi', await targetPersona(sc, id_persona), NON_TROVATO.persona);
  const anno = await annoAttivo(sc);
  if (anno == null) throw new AppError('NOT_FOUND', 'Nessun anno scout attivo');
  assertCan(sc.viewer, 'nazionale.vedi', await targetAnnoDi(sc, anno));
  return anno;
}

async function leggi(sc: ServiceContext, id_persona: number, anno: number) {
  const [persona] = await leggiPersoneIscritte(sc.db, anno, { id_persona });
  if (!persona) return null;
  const tessera = normalizzaTessera(persona.n_tessera);
  const record = tessera ? (await leggiRecordPerTessere(sc.db, [tessera])).get(tessera) : undefined;
  return { persona, record: record ?? null };
}

/** The field-by-field view; null when the person has no enrolment in the active year. */
export async function schedaNazionale(
  sc: ServiceContext,
  id_persona: number,
): Promise<SchedaNazionale | null> {
  const anno = await permesso(sc, id_persona);
  const letti = await leggi(sc, id_persona, anno);
  if (!letti) return null;
  const { persona, record } = letti;
  return {
    tessera: persona.n_tessera,
    presente: record !== null,
    errori_nazionale: confrontaConNazionale(persona, record),
    campi: record ? righeScheda(persona, record) : [],
  };
}

/** "Prendi il loro": the chosen person fields take the national values. */
export async function prendiDalNazionale(
  sc: ServiceContext,
  args: { id_persona: number; campi: readonly string[] },
): Promise<SchedaNazionale | null> {
  // The permission first (the GraphQL type already makes id_persona an integer), then the fields.
  const anno = await permesso(sc, args.id_persona);
  const { id_persona, campi } = parseInput(prendiDalNazionaleSchema, args);
  const letti = await leggi(sc, id_persona, anno);
  if (!letti?.persona.n_tessera) throw new AppError('VALIDATION', MSG_PUSH_NAZIONALE.senzaTessera);
  const { record } = letti;
  if (!record) throw new AppError('NOT_FOUND', MSG_PUSH_NAZIONALE.assente);
  const modifica = Object.fromEntries(campi.map((c) => [c, valoreNazionale(record, c) ?? '']));
  await modificaPersona(sc, { id_persona, ...modifica });
  const dopo = await leggi(sc, id_persona, anno);
  if (dopo) {
    await inTransazione(sc, ({ tx }) =>
      aggiornaErrori(tx, dopo.persona.id_iscrizione, confrontaConNazionale(dopo.persona, dopo.record)),
    );
  }
  return schedaNazionale(sc, id_persona);
}
