// How every yearly step runs (spec 2 §4 and §7, issue 24, decision 1016): administrators only, the
// payload parsed by the domain's schema, the rows read and planned by the domain's pure planner,
// the plan applied in one transaction under the step's lock, the run recorded in the step history
// (and through its audit trigger in eventi). The preview is the same reading and planning, with
// nothing written.
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { z } from 'zod';
import { assertCan } from '../../auth/assert-can.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { type AnnoScoutRow, findAnnoAttivo, listAnniScout } from '../anni-scout/anni-scout.repo.ts';
import { bloccaPasso, esisteParte, insertPasso, nomiPersone } from './ciclo-annuale.repo.ts';

/** A person the run left aside (or, for a failed run, the reason of the failure). */
export interface AvvisoPasso {
  id_persona?: number;
  motivo: string;
}

/** Spec 2 §7: the steps' paths under /segreteria/, in the spec's order. */
export const NOMI_PASSI = [
  'crea-nuove-iscrizioni',
  'aggiorna-nuove-iscrizioni',
  'copia-bilancio-precedente',
  'apri-iscrizioni',
  'consolida-saldi-anno-precedente',
  'applica-more',
  'refresh-liste-attesa',
] as const;
export type NomePasso = (typeof NOMI_PASSI)[number];

/** One step: how it reads and plans, what it answers, and how its plan is applied. */
export interface Passo<I, P> {
  nome: NomePasso;
  /** the payload's schema (spec 2 §7); steps without a payload take an empty object */
  payload: z.ZodType<I>;
  /** the scout year the step works on (from the payload, or the active year) */
  anno(sc: ServiceContext, input: I): Promise<AnnoScoutRow>;
  /** reads the rows and plans; inside the run's transaction on a run */
  pianifica(sc: ServiceContext, input: I, anno: AnnoScoutRow): Promise<P>;
  /** spec 2 §7's result fields of the plan (what the run reports; 0 when nothing is left) */
  risultato(piano: P): Record<string, number>;
  /** the people the plan leaves aside, for the history (none by default) */
  avvisi?(piano: P): AvvisoPasso[];
  /** how many rows the run writes (the job's progress total, decision 1017) */
  righe(piano: P): number;
  /** applies the plan inside the run's transaction, reporting each row written */
  applica(tx: Tx, piano: P, avanza: () => Promise<void>): Promise<void>;
  id_parte?(input: I): number | null;
}

/** Spec 2 §7: applica-more and refresh-liste-attesa take no payload (anything sent is ignored). */
export const payloadVuoto = z.object({});
export type PayloadVuoto = z.output<typeof payloadVuoto>;

/** The payload of the steps with {anno_scout}: that year, which must exist. */
export async function annoDelPayload(
  sc: ServiceContext,
  input: { anno_scout: number },
): Promise<AnnoScoutRow> {
  const anno = (await listAnniScout(sc.db)).find((a) => a.anno_scout === input.anno_scout);
  if (!anno) throw new AppError('NOT_FOUND', NON_TROVATO.annoScout);
  return anno;
}

/** The payload {anno_scout, id_parte}: that year and that party, which must exist. */
export async function annoEParteDelPayload(
  sc: ServiceContext,
  input: { anno_scout: number; id_parte: number },
): Promise<AnnoScoutRow> {
  const anno = await annoDelPayload(sc, input);
  if (!(await esisteParte(sc.db, input.id_parte))) throw new AppError('NOT_FOUND', NON_TROVATO.parte);
  return anno;
}

/** The steps with no payload (applica-more, refresh-liste-attesa) work on the active year. */
export async function annoAttivoDelPasso(sc: ServiceContext): Promise<AnnoScoutRow> {
  const anno = await findAnnoAttivo(sc.db);
  if (!anno) throw new AppError('NOT_FOUND', NON_TROVATO.annoScout);
  return anno;
}

/** Every id_persona a plan names, at any depth. */
function personeDelPiano(v: unknown, trovate = new Set<number>(), profondita = 0): Set<number> {
  if (typeof v !== 'object' || v === null || profondita > 8) return trovate;
  for (const [k, x] of Object.entries(v)) {
    if (k === 'id_persona' && typeof x === 'number') trovate.add(x);
    else personeDelPiano(x, trovate, profondita + 1);
  }
  return trovate;
}

const corpo = (body: unknown) => (typeof body === 'object' && body !== null ? body : {});

/** The preview (decision 1016): the run's answer and its plan, nothing written. */
export async function anteprimaPasso<I, P>(sc: ServiceContext, passo: Passo<I, P>, body: unknown) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const input = parseInput(passo.payload, corpo(body));
  const anno = await passo.anno(sc, input);
  const piano = await passo.pianifica(sc, input, anno);
  return {
    status: 'success' as const,
    anteprima: true,
    ...passo.risultato(piano),
    avvisi: passo.avvisi?.(piano) ?? [],
    piano,
    /** the names of the people the plan lists, for the preview's rows */
    persone: await nomiPersone(sc.db, [...personeDelPiano(piano)]),
  };
}

/**
 * The run (decision 1016): under the step's lock, plan on the rows as they are now and apply the
 * plan, in one transaction with its history row. A failure rolls everything back and is recorded
 * afterwards as a failed run (best effort), then answered as the error it is.
 */
export async function eseguiPasso<I, P>(
  sc: ServiceContext,
  passo: Passo<I, P>,
  body: unknown,
  /** the job's progress reporter (decision 1017): rows written of the plan's rows */
  avanzamento?: (fatti: number, totale: number) => Promise<void>,
) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const input = parseInput(passo.payload, corpo(body));
  const anno = await passo.anno(sc, input);
  const registro = {
    passo: passo.nome,
    anno_scout: anno.anno_scout,
    id_parte: passo.id_parte?.(input) ?? null,
    autore: sc.autore,
    id_persona_autore: sc.viewer.id_persona > 0 ? sc.viewer.id_persona : null,
  };
  try {
    return await inTransazione(sc, async (t) => {
      await bloccaPasso(t.tx, passo.nome);
      const piano = await passo.pianifica(t, input, anno);
      const totale = passo.righe(piano);
      let fatti = 0;
      await avanzamento?.(0, totale);
      await passo.applica(t.tx, piano, async () => {
        fatti = Math.min(fatti + 1, totale);
        await avanzamento?.(fatti, totale);
      });
      const risultato = passo.risultato(piano);
      const riga = await insertPasso(t.tx, {
        ...registro,
        esito: 'successo',
        conteggi: risultato,
        errori: passo.avvisi?.(piano) ?? [],
      });
      return { status: 'success' as const, ...risultato, id_passo: riga.id_passo };
    });
  } catch (error) {
    const motivo = error instanceof AppError ? error.message : 'Errore interno: nessuna modifica salvata';
    await inTransazione(sc, ({ tx }) =>
      insertPasso(tx, { ...registro, esito: 'errore', conteggi: {}, errori: [{ motivo }] }),
    ).catch(() => {});
    throw error;
  }
}
