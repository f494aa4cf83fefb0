// What every payment or due save does before it commits (DESIGN.md §7, decision 1110): the parties'
// kinds for the form rules, Σ links of a payment ≤ its amount, a due covered beyond its amount only
// when confirmed, and each touched due's state recomputed by the domain's one function.
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { MSG_TRANSAZIONI, msgOltreImporto } from '@zaino/domain/form-transazioni';
import { tipoParte, type TipoParte } from '@zaino/domain/form-tesoreria';
import { dataPagataDovuto, eccedenzaDovuto, statoDovuto } from '@zaino/domain/transazioni';
import { AppError, notFound } from '../../errors.ts';
import { allineaIscrizioneAllaQuota } from '../iscrizioni/quota-pagata.ts';
import type { ServiceContext, TxContext } from '../../request-context.ts';
import { findVoce } from './bilancio.repo.ts';
import { MSG_VOCE } from './bilancio.service.ts';
import {
  aggiornaStatoDovuto,
  allocatoPerPagamento,
  coperturaDovuti,
  type LinkCopertura,
} from './scritture.repo.ts';
import type { TransazioneEconomicaRow } from './tesoreria.repo.ts';

export async function tipoDellaParte(sc: ServiceContext, idParte: number): Promise<TipoParte> {
  const parte = await sc.loaders.organizzazione.parte.load(idParte);
  if (!parte) throw notFound(NON_TROVATO.parte);
  return tipoParte(parte);
}

/**
 * The payload with the kinds of its parties filled in from the database (never the caller's), so
 * the domain schema can apply the rules that depend on them (spec 3 §5). Applied to the form and to
 * each new due nested in its links; a missing party is NOT_FOUND.
 */
export async function conTipiParte(sc: ServiceContext, input: unknown): Promise<unknown> {
  if (typeof input !== 'object' || input === null) return input;
  const arricchisci = async (o: Record<string, unknown>) => {
    const out = { ...o, tipo_parte_da: undefined, tipo_parte_a: undefined } as Record<string, unknown>;
    for (const lato of ['da', 'a'] as const) {
      const id = o[`id_parte_${lato}`];
      if (typeof id === 'number' && Number.isInteger(id) && id > 0)
        out[`tipo_parte_${lato}`] = await tipoDellaParte(sc, id);
    }
    return out;
  };
  const radice = await arricchisci(input as Record<string, unknown>);
  if (Array.isArray(radice.transazioni))
    radice.transazioni = await Promise.all(
      radice.transazioni.map(async (l: unknown) => {
        const nuovo = (l as { transazione_economica?: unknown } | null)?.transazione_economica;
        return nuovo && typeof nuovo === 'object'
          ? { ...(l as object), transazione_economica: await arricchisci(nuovo as Record<string, unknown>) }
          : l;
      }),
    );
  return radice;
}

/**
 * The budget items and the enrolment a due names must exist (NOT_FOUND), and an enrolment has one
 * due (CONFLICT 'Transazione economica già esistente', decision 1001): refused before anything is written.
 */
export async function verificaRiferimentiDovuto(
  tx: TxContext,
  d: { id_voce_da: number | null; id_voce_a: number | null; id_iscrizione: number | null },
  idDovuto: number | null,
): Promise<void> {
  for (const idVoce of [d.id_voce_da, d.id_voce_a])
    if (idVoce != null && !(await findVoce(tx.db, idVoce))) throw notFound(MSG_VOCE.nonTrovata);
  if (d.id_iscrizione == null) return;
  if (!(await tx.loaders.tesoreria.iscrizione.load(d.id_iscrizione))) throw notFound(NON_TROVATO.iscrizione);
  const esistente = await tx.loaders.tesoreria.teDiIscrizione.load(d.id_iscrizione);
  if (esistente && esistente.id_transazione_economica !== idDovuto)
    throw new AppError('CONFLICT', MSG_TRANSAZIONI.causaleEsistente);
}

/** DESIGN.md §7: Σ links of each (locked) payment ≤ its amount, else CONFLICT and nothing is written. */
export async function verificaAllocazioni(
  tx: TxContext,
  importi: ReadonlyMap<number, number>,
): Promise<void> {
  const allocato = await allocatoPerPagamento(tx.db, [...importi.keys()]);
  for (const [id, importo] of importi) {
    const totale = allocato.get(id) ?? 0;
    if (totale > importo) throw new AppError('CONFLICT', msgOltreImporto(totale, importo));
  }
}

const linkDi = (copertura: readonly LinkCopertura[], idTe: number) =>
  copertura.filter((l) => l.id_transazione_economica === idTe);

/** How far each due is covered beyond its amount now: read before a save changes its links. */
export async function eccedenze(
  tx: TxContext,
  dovuti: readonly TransazioneEconomicaRow[],
): Promise<Map<number, number>> {
  const copertura = await coperturaDovuti(
    tx.db,
    dovuti.map((d) => d.id_transazione_economica),
  );
  return new Map(
    dovuti.map((d) => [
      d.id_transazione_economica,
      eccedenzaDovuto(d.importo, linkDi(copertura, d.id_transazione_economica)),
    ]),
  );
}

/**
 * After a save, for each touched (locked) due with its amount as saved: refuses a coverage beyond
 * the amount that grew in this save unless confirmed (spec 3 §5 'È giusto, confermo'; an overpayment
 * confirmed before stays as it is), then stores the state and payment date of the domain's rule.
 */
export async function ricalcolaDovuti(
  tx: TxContext,
  dovuti: readonly { id_transazione_economica: number; importo: number }[],
  prima: ReadonlyMap<number, number>,
  confermaEccedenza: boolean,
): Promise<void> {
  const copertura = await coperturaDovuti(
    tx.db,
    dovuti.map((d) => d.id_transazione_economica),
  );
  for (const d of dovuti) {
    const links = linkDi(copertura, d.id_transazione_economica);
    const eccedenza = eccedenzaDovuto(d.importo, links);
    if (eccedenza > 0 && eccedenza > (prima.get(d.id_transazione_economica) ?? 0) && !confermaEccedenza)
      throw new AppError('CONFLICT', MSG_TRANSAZIONI.coprePiu, {
        id_transazione_economica: d.id_transazione_economica,
        conferma: 'conferma_eccedenza',
      });
    const stato = statoDovuto(d.importo, links);
    const quota = await aggiornaStatoDovuto(
      tx.db,
      d.id_transazione_economica,
      stato,
      dataPagataDovuto(stato, links),
    );
    // Decision 1005: an enrolment fee paid (or no longer paid) moves its enrolment, in this transaction.
    if (quota) await allineaIscrizioneAllaQuota(tx, quota, stato);
  }
}
