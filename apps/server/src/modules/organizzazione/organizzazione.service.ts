import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { can, scelteUnita } from '@zaino/domain/permessi';
import { assertSignedIn } from '../../auth/assert-can.ts';
import type { RequestViewer } from '../../auth/viewer.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import {
  findGruppiByIds,
  findUnitaByBrancaGruppo,
  type GruppoRow,
  listGruppi,
  listUnita,
  type ParteRow,
  type UnitaRow,
} from './organizzazione.repo.ts';

const BRANCHE = ['L', 'E', 'R'] as const;

/** The groups of the viewer's appointments (spec 1 §6: non-admins get only their groups). */
function gruppiDelViewer(viewer: RequestViewer): number[] {
  const ids = new Set<number>();
  for (const n of viewer.nomine) if (n.id_gruppo != null) ids.add(n.id_gruppo);
  return [...ids];
}

const isAdminViewer = (viewer: RequestViewer) => can(viewer, 'gruppi.elenca');

export async function elencaGruppi(sc: ServiceContext): Promise<GruppoRow[]> {
  assertSignedIn(sc.viewer);
  if (isAdminViewer(sc.viewer)) return listGruppi(sc.db);
  return findGruppiByIds(sc.db, gruppiDelViewer(sc.viewer));
}

export async function gruppo(sc: ServiceContext, idGruppo: number): Promise<GruppoRow> {
  assertSignedIn(sc.viewer);
  const visibile = isAdminViewer(sc.viewer) || gruppiDelViewer(sc.viewer).includes(idGruppo);
  const row = visibile ? await sc.loaders.gruppo.load(idGruppo) : null;
  if (!row) throw notFound('Gruppo non trovato');
  return row;
}

/** The (group, branch) choices of the viewer, 'G' for a whole group (spec 1 §6, domain scelteUnita). */
async function scelteConsentite(sc: ServiceContext): Promise<Set<string> | 'tutte'> {
  if (isAdminViewer(sc.viewer)) return 'tutte';
  const gruppi = await findGruppiByIds(sc.db, gruppiDelViewer(sc.viewer));
  const chiavi = new Set<string>();
  for (const s of scelteUnita(sc.viewer.nomine, gruppi)) {
    if (s.id_gruppo != null && s.branca) chiavi.add(`${s.id_gruppo}|${s.branca}`);
  }
  return chiavi;
}

/** Whether the viewer may choose this group ('G') or unit in the unit selector. */
export async function sceltaConsentita(sc: ServiceContext, branca: 'G' | 'L' | 'E' | 'R', idGruppo: number) {
  const consentite = await scelteConsentite(sc);
  return consentite === 'tutte' || consentite.has(`${idGruppo}|${branca}`);
}

/** The (group, branch) units among the viewer's unit choices. */
async function unitaConsentite(sc: ServiceContext): Promise<Set<string> | 'tutte'> {
  const consentite = await scelteConsentite(sc);
  if (consentite === 'tutte') return consentite;
  return new Set([...consentite].filter((k) => !k.endsWith('|G')));
}

export async function elencaUnita(sc: ServiceContext): Promise<UnitaRow[]> {
  assertSignedIn(sc.viewer);
  const consentite = await unitaConsentite(sc);
  if (consentite === 'tutte') return listUnita(sc.db);
  if (consentite.size === 0) return [];
  const rows = await listUnita(sc.db, gruppiDelViewer(sc.viewer));
  return rows.filter((u) => consentite.has(`${u.id_gruppo}|${u.branca}`));
}

export async function cercaUnita(sc: ServiceContext, branca: string, idGruppo: number): Promise<UnitaRow> {
  assertSignedIn(sc.viewer);
  if (!(BRANCHE as readonly string[]).includes(branca)) {
    throw new AppError('VALIDATION', 'Branca non valida: usare L, E o R');
  }
  const consentite = await unitaConsentite(sc);
  const visibile = consentite === 'tutte' || consentite.has(`${idGruppo}|${branca}`);
  const row = visibile ? await findUnitaByBrancaGruppo(sc.db, branca, idGruppo) : null;
  if (!row) throw notFound('Unità non trovata');
  return row;
}

/**
 * Who may read a party: section, groups and units are the section's structure, readable by every
 * signed-in user; a person's party follows the person's visibility; other subjects are treasury
 * data (admins).
 */
async function verificaParte(sc: ServiceContext, parte: ParteRow): Promise<void> {
  if (parte.id_parte === ID_PARTE_SEZIONE || parte.id_gruppo != null || parte.id_unita != null) return;
  if (parte.id_persona != null) {
    const nomine = await sc.loaders.nomineAttive.load(parte.id_persona);
    // Not allowed answers exactly like a missing party (DESIGN.md §6).
    if (!can(sc.viewer, 'persona.leggi', { id_persona: parte.id_persona, nomine })) {
      throw notFound('Parte non trovata');
    }
    return;
  }
  if (!can(sc.viewer, 'tesoreria.leggi')) throw notFound('Parte non trovata');
}

export async function parte(sc: ServiceContext, idParte: number): Promise<ParteRow> {
  assertSignedIn(sc.viewer);
  const row = await sc.loaders.parte.load(idParte);
  if (!row) throw notFound('Parte non trovata');
  await verificaParte(sc, row);
  return row;
}

/** A party reached from another object (a due, a person): null when the viewer may not read it. */
export async function parteCollegata(sc: ServiceContext, idParte: number | null): Promise<ParteRow | null> {
  if (idParte == null) return null;
  try {
    return await parte(sc, idParte);
  } catch (error) {
    if (error instanceof AppError && error.errorType === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Nested fields of an already readable party, unit or group. */
export const unitaDi = (sc: ServiceContext, id: number | null) =>
  id == null ? null : sc.loaders.unita.load(id);
export const gruppoDi = (sc: ServiceContext, id: number | null) =>
  id == null ? null : sc.loaders.gruppo.load(id);
