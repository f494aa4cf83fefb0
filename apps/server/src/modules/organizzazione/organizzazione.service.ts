import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { portataGruppi, portataUnita } from '@zaino/domain/accesso';
import { can } from '@zaino/domain/permessi';
import { assertCan } from '../../auth/assert-can.ts';
import { targetParte } from '../../auth/targets.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import {
  findUnitaByBrancaGruppo,
  type GruppoRow,
  listGruppiVisibili,
  listUnitaVisibili,
  type ParteRow,
  type UnitaRow,
} from './organizzazione.repo.ts';
import { nomeCognome } from '@zaino/domain/formato';

const BRANCHE: readonly string[] = ['L', 'E', 'R'];

/** Spec 3 §6: admins get every group, the others the groups of their appointments. */
export async function elencaGruppi(sc: ServiceContext): Promise<GruppoRow[]> {
  assertCan(sc.viewer, 'sezione.leggi');
  return listGruppiVisibili(sc.db, portataGruppi(sc.viewer));
}

/** A group: structure, readable by every signed-in user; NOT_FOUND only when it does not exist. */
export async function gruppo(sc: ServiceContext, idGruppo: number): Promise<GruppoRow> {
  assertCan(sc.viewer, 'gruppo.leggi', { tipo: 'gruppo', id_gruppo: idGruppo });
  const row = await sc.loaders.organizzazione.gruppo.load(idGruppo);
  if (!row) throw notFound(NON_TROVATO.gruppo);
  return row;
}

/** The units among the viewer's unit choices (spec 1 §6). */
export async function elencaUnita(sc: ServiceContext): Promise<UnitaRow[]> {
  assertCan(sc.viewer, 'sezione.leggi');
  return listUnitaVisibili(sc.db, portataUnita(sc.viewer));
}

/** The unit of a branch in a group: structure, readable by every signed-in user (decision 0307). */
export async function cercaUnita(sc: ServiceContext, branca: string, idGruppo: number): Promise<UnitaRow> {
  assertCan(sc.viewer, 'gruppo.leggi', { tipo: 'gruppo', id_gruppo: idGruppo });
  if (!BRANCHE.includes(branca)) throw new AppError('VALIDATION', 'Branca non valida: usare L, E o R');
  const row = await findUnitaByBrancaGruppo(sc.db, branca, idGruppo);
  if (!row) throw notFound(NON_TROVATO.unita);
  return row;
}

/** A party with its person, unit or group: hidden answers exactly like missing (DESIGN.md §6). */
export async function parte(sc: ServiceContext, idParte: number): Promise<ParteRow> {
  const row = await sc.loaders.organizzazione.parte.load(idParte);
  assertCan(
    sc.viewer,
    'parte.leggi',
    row ? await targetParte(sc, row) : { tipo: 'parte', genere: 'altro' },
    NON_TROVATO.parte,
  );
  if (!row) throw notFound(NON_TROVATO.parte);
  return row;
}

/**
 * A party reached from another object (a person; a due or payment, whose payer and payee treasury
 * readers read too: 'parte.leggiInCassa'): null when the viewer may not read it.
 */
export async function parteCollegata(
  sc: ServiceContext,
  idParte: number | null,
  azione: 'parte.leggi' | 'parte.leggiInCassa' = 'parte.leggi',
): Promise<ParteRow | null> {
  if (idParte == null) return null;
  const row = await sc.loaders.organizzazione.parte.load(idParte);
  if (!row) return null;
  return can(sc.viewer, azione, await targetParte(sc, row)) ? row : null;
}

/** Nested fields of an already readable party, unit or group. */
export const unitaDi = (sc: ServiceContext, id: number | null) =>
  id == null ? null : sc.loaders.organizzazione.unita.load(id);
export const gruppoDi = (sc: ServiceContext, id: number | null) =>
  id == null ? null : sc.loaders.organizzazione.gruppo.load(id);

/** Parte.nome_persona: the name of a person party the viewer already reads (decision 1118). */
export async function nomePersonaDiParte(sc: ServiceContext, p: ParteRow): Promise<string | null> {
  if (p.id_persona == null) return null;
  const persona = await sc.loaders.persone.persona.load(p.id_persona);
  return nomeCognome(persona);
}
