import { portata } from '@zaino/domain/accesso';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo } from '../../auth/targets.ts';
import type { Evento, General } from '../../graphql/resolvers-types.gen.ts';
import type { ServiceContext } from '../../request-context.ts';
import { idRegistroSql } from '../persone/righe-registro.repo.ts';
import { vedeNazionale } from '../iscrizioni/iscrizioni.service.ts';
import { ambitoRichiesto } from '../persone/persone.service.ts';
import { type EventoRiga, findEventi, findGeneral } from './sistema.repo.ts';
import { nomeCognome } from '@zaino/domain/formato';

/**
 * Decision 1002: the events list shows the newest 500 changes of its scope (25 a page, 20 pages):
 * enough for weeks of a section's work, and a bounded answer however long the history grows.
 */
export const LIMITE_EVENTI = 500;

/** An enrolment's change without its national comparison, for a viewer who may not see it (0912). */
function senzaNazionale(details: unknown): unknown {
  if (!details || typeof details !== 'object' || !('errori_nazionale' in details)) return details;
  const { errori_nazionale: _nascosto, ...resto } = details as Record<string, unknown>;
  return resto;
}

function evento(r: EventoRiga, details: unknown): Evento {
  return {
    id_evento: r.id_evento,
    rev_date: r.rev_date,
    // The acting person's name when the audit label is a user of the section, else the label.
    rev_author: (r.autore && nomeCognome(r.autore)) ?? r.rev_author,
    rev_type: r.rev_type,
    row_id: r.row_id,
    table: r.table,
    id_persona: r.id_persona,
    details: JSON.stringify(details ?? {}),
    anno_scout: r.anno_scout,
    persona: r.persona,
  };
}

/**
 * Spec 2 §2 and §7 elencaEventi: the change events of the persons in the register of the chosen
 * scope in the active year (the same persons, and the same reach, as personeSezione/Gruppo/Unita),
 * newest first. Back office only.
 */
export async function elencaEventi(
  sc: ServiceContext,
  args: { id_gruppo?: number | null; id_unita?: number | null },
): Promise<Evento[]> {
  assertCan(sc.viewer, 'backoffice.accedi');
  const ambito = await ambitoRichiesto(sc, args);
  const anno = await annoAttivo(sc);
  if (anno == null) return [];
  const righe = await findEventi(sc.db, idRegistroSql(portata(sc.viewer), anno, anno, ambito), LIMITE_EVENTI);
  const vede = await vedeNazionale(sc, anno);
  return righe.flatMap((r) => {
    // An enrolment's comparison is the super's, and only the active year's (decision 0912); an
    // update of that field alone then has nothing left to show.
    const nascosto = r.table === 'iscrizioni' && !(vede && r.anno_scout === anno);
    if (!nascosto) return [evento(r, r.details)];
    const details = senzaNazionale(r.details);
    const vuoto = r.rev_type === 'update' && Object.keys(details ?? {}).length === 0;
    return vuoto ? [] : [evento(r, details)];
  });
}

/** Spec 2 §7 general: section-wide facts (null dates until they happen). Back office only. */
export async function general(sc: ServiceContext): Promise<General> {
  assertCan(sc.viewer, 'backoffice.accedi');
  const row = await findGeneral(sc.db);
  return {
    ultimo_download_nazionale: row?.ultimo_download_nazionale ?? null,
    ultimo_confronto_nazionale: row?.ultimo_confronto_nazionale ?? null,
  };
}
