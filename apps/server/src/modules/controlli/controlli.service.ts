// Spec 3 §7 data-quality checks (decision 0920): recompute in one pass, read, ignore.
import { portata } from '@zaino/domain/accesso';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import {
  calcolaControlli,
  controlliPersonaSchema,
  dettagliVisibili,
  elencaControlliPaginaSchema,
  elencaControlliSchema,
  ignoraControlloSchema,
  NOMI_CONTROLLI,
  statisticheControlli as statistiche,
  TIPI_CONTROLLO,
} from '@zaino/domain/controlli';
import { descUnita } from '@zaino/domain/formato';
import { can } from '@zaino/domain/permessi';
import { annoScoutDiOggi } from '@zaino/domain/anno-scout';
import type { SQL } from 'drizzle-orm';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import { annoAttivo, targetPersona } from '../../auth/targets.ts';
import { notFound } from '../../errors.ts';
import type {
  Controllo,
  RicalcoloControlli,
  StatisticaControllo,
} from '../../graphql/resolvers-types.gen.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { findPersoneVisibili } from '../persone/persone.repo.ts';
import {
  bloccaControlli,
  type ControlloRow,
  condizioneRilievi,
  contaControlli,
  findControllo,
  findControlli,
  findControlliAperti,
  findPaginaControlli,
  impostaIgnora,
  leggiPersoneDaControllare,
  leggiUltimoRicalcolo,
  numeriGruppi,
  registraRicalcolo,
  salvaRilievi,
} from './controlli.repo.ts';
import { nomeCognome } from '@zaino/domain/formato';

export const MSG_CONTROLLO_NON_TROVATO = 'Controllo non trovato';

/** The findings the viewer reads: all for the admins, else those their units can fix. */
function ambito(sc: ServiceContext): SQL {
  assertCan(sc.viewer, 'controlli.leggiUnita');
  return condizioneRilievi(can(sc.viewer, 'controlli.leggi'), portata(sc.viewer).unita);
}

/**
 * The findings as the API shows them, in a constant number of statements: the persons involved
 * that the viewer may see (names only), the count of the others (neither names nor ids), and who
 * can fix each.
 */
async function mostra(sc: ServiceContext, righe: readonly ControlloRow[]): Promise<Controllo[]> {
  if (righe.length === 0) return [];
  const anno = await annoAttivo(sc);
  const ids = [...new Set(righe.flatMap((r) => r.persone))];
  const [visibili, gruppi] = await Promise.all([
    findPersoneVisibili(sc.db, portata(sc.viewer), anno, ids),
    numeriGruppi(sc.db),
  ]);
  return righe.map((r) => {
    const persone = visibili
      .filter((p) => r.persone.includes(p.id_persona))
      .map((p) => ({ id_persona: p.id_persona, nome: p.nome, cognome: p.cognome }));
    return {
      id_controllo: r.id_controllo,
      tipo: r.tipo,
      dettagli: JSON.stringify(
        dettagliVisibili(r.dettagli, persone.length, r.persone.length - persone.length),
      ),
      ok: r.ok,
      ignora: r.ignora,
      // The first person's id only when the viewer sees them: a hidden person is counted, never identified.
      id_persona: persone.some((p) => p.id_persona === r.id_persona) ? r.id_persona : null,
      persone,
      altre_persone: r.persone.length - persone.length,
      unita: r.unita.map((u) => ({
        id_gruppo: u.id_gruppo,
        branca: u.branca,
        descrizione: descUnita(u.branca ?? 'G', gruppi.get(u.id_gruppo) ?? u.id_gruppo),
      })),
    };
  });
}

/** Spec 3 §7 elencaControlli: the findings of one check the viewer reads, ignored ones included. */
export async function elencaControlli(sc: ServiceContext, args: { tipo: string }): Promise<Controllo[]> {
  const dove = ambito(sc);
  const { tipo } = parseInput(elencaControlliSchema, args);
  return mostra(sc, await findControlli(sc.db, tipo, dove));
}

/**
 * Decision 1402 controlliPersona: the open findings about one person, for their page, in the
 * catalogue's order. The person must be the viewer's to lead ('controlli.leggiPersona': a person out
 * of reach is not found, one the viewer sees but does not lead is forbidden); the findings are those
 * elencaControlli gives the viewer, so the page never shows more than the checks' lists.
 */
export async function controlliPersona(
  sc: ServiceContext,
  args: { id_persona: number },
): Promise<Controllo[]> {
  assertSignedIn(sc.viewer);
  const { id_persona } = parseInput(controlliPersonaSchema, args);
  assertCan(sc.viewer, 'controlli.leggiPersona', await targetPersona(sc, id_persona), NON_TROVATO.persona);
  // A super reaches every id: a missing person answers as for persona().
  if (!(await sc.loaders.persone.persona.load(id_persona))) throw notFound(NON_TROVATO.persona);
  const dove = condizioneRilievi(can(sc.viewer, 'controlli.leggi'), portata(sc.viewer).unita);
  const righe = await findControlliAperti(sc.db, id_persona, dove);
  const ordine = (r: ControlloRow) => TIPI_CONTROLLO.indexOf(r.tipo);
  return mostra(
    sc,
    [...righe].sort((a, b) => ordine(a) - ordine(b) || a.id_controllo - b.id_controllo),
  );
}

/**
 * Decision 0925 elencaControlliPagina: a page of elencaControlli's findings (same reach, same order)
 * and their total, so the page never loads every finding of a check.
 */
export async function elencaControlliPagina(
  sc: ServiceContext,
  args: { tipo: string; ignorati?: boolean | null; pagina?: number | null; per_pagina?: number | null },
): Promise<{ righe: Controllo[]; totale: number }> {
  const dove = ambito(sc);
  const { tipo, ignorati, pagina, per_pagina } = parseInput(elencaControlliPaginaSchema, args);
  const { righe, totale } = await findPaginaControlli(sc.db, tipo, dove, {
    ignorati,
    limite: per_pagina,
    offset: (pagina - 1) * per_pagina,
  });
  return { righe: await mostra(sc, righe), totale };
}

/** Spec 3 §7 statisticheControlli: totals and ignored counts of every check, over what the viewer reads. */
export async function statisticheControlli(sc: ServiceContext): Promise<StatisticaControllo[]> {
  const dove = ambito(sc);
  return statistiche(await contaControlli(sc.db, dove)).map((s) => ({ ...s, nome: NOMI_CONTROLLI[s.tipo] }));
}

/**
 * Decision 0926 ultimoRicalcoloControlli: when the last successful recompute ended, null when the
 * checks were never recomputed (their zeros mean nothing yet). Read by whoever reads the counts; the
 * name of who ran it only when the viewer reaches that person, as every name of this module.
 */
export async function ultimoRicalcoloControlli(sc: ServiceContext): Promise<RicalcoloControlli | null> {
  assertCan(sc.viewer, 'controlli.leggiUnita');
  const ultimo = await leggiUltimoRicalcolo(sc.db);
  if (!ultimo) return null;
  const [autore] =
    ultimo.id_persona == null
      ? []
      : await findPersoneVisibili(sc.db, portata(sc.viewer), await annoAttivo(sc), [ultimo.id_persona]);
  return { eseguito: ultimo.eseguito, nome_autore: nomeCognome(autore) };
}

/** Spec 3 §2: ignores or un-ignores a finding (super). */
export async function ignoraControllo(
  sc: ServiceContext,
  args: { id_controllo: number; ignora: boolean },
): Promise<Controllo> {
  assertCan(sc.viewer, 'controlli.gestisci');
  const { id_controllo, ignora } = parseInput(ignoraControlloSchema, args);
  await inTransazione(sc, async (t) => {
    if (!(await findControllo(t.db, id_controllo, condizioneRilievi(true, []))))
      throw notFound(MSG_CONTROLLO_NON_TROVATO);
    await impostaIgnora(t.tx, id_controllo, ignora);
  });
  const riga = await findControllo(sc.db, id_controllo, condizioneRilievi(true, []));
  if (!riga) throw notFound(MSG_CONTROLLO_NON_TROVATO);
  const [vista] = await mostra(sc, [riga]);
  return vista as Controllo;
}

/**
 * Spec 3 §7 POST /segreteria/controlli: recomputes every check in one transaction (one read of the
 * rows, the domain's rules, three writes and the time of the run), keeping the ignore flags of the
 * findings still found.
 * Appointments are those of the active scout year (else the current one). Answers the statistics.
 */
export async function ricalcolaControlli(sc: ServiceContext): Promise<StatisticaControllo[]> {
  assertCan(sc.viewer, 'controlli.gestisci');
  await inTransazione(sc, async (t) => {
    await bloccaControlli(t.tx);
    const anno = (await annoAttivo(t)) ?? annoScoutDiOggi(new Date());
    const persone = await leggiPersoneDaControllare(t.db, anno);
    await salvaRilievi(t.tx, calcolaControlli(persone, anno));
    // Decision 0926: with the findings, so a failed run leaves the previous time in place.
    await registraRicalcolo(t.tx, sc.viewer.id_persona);
  });
  return statisticheControlli(sc);
}
