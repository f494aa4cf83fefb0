// Decision 1024 (issue 24): the office's waiting lists. Reading is 'impostazioni.leggi'; every edit
// is 'impostazioni.gestisci', checked first, then the input parsed with the domain's schema, then
// one transaction that locks the unit's row (so two edits of one list run one after the other).
import { descUnita } from '@zaino/domain/formato';
import {
  MSG_LISTE_ATTESA as MSG,
  nuovaVoceListaSchema,
  posizioneInCoda,
  postiUnitaSchema,
  spostaVoce as scambio,
  spostaVoceSchema,
  voceListaSchema,
} from '@zaino/domain/liste-attesa-gestione';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo } from '../../auth/targets.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListaAttesaUnita } from '../../graphql/resolvers-types.gen.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import {
  bloccaUnita,
  eliminaVoceAperta,
  esistePersona,
  impostaPosizione,
  impostaPosti,
  inserisciVoce,
  iscrittaNellAnno,
  leggiUnita,
  leggiVoci,
  trovaVoce,
  vociDellUnita,
} from './liste-attesa.repo.ts';

/** The units (all, or one) with their lists: two statements whatever the number of units. */
async function mostra(
  sc: ServiceContext,
  anno: number | null,
  id_unita?: number,
): Promise<ListaAttesaUnita[]> {
  const [unita, voci] = await Promise.all([leggiUnita(sc.db, anno, id_unita), leggiVoci(sc.db, id_unita)]);
  return unita.map((u) => ({
    id_unita: u.id_unita,
    branca: u.branca,
    id_gruppo: u.id_gruppo,
    descrizione: descUnita(u.branca, u.numero),
    posti: u.posti,
    occupati: u.occupati,
    voci: voci
      .filter((v) => v.id_unita === u.id_unita)
      .map((v) => ({
        id_lista_attesa: v.id_lista_attesa,
        id_persona: v.id_persona,
        nome: v.nome,
        cognome: v.cognome,
        posizione: v.posizione,
        note: v.note,
        data_richiesta: v.data_richiesta,
        aperta: v.id_iscrizione === null,
        id_iscrizione: v.id_iscrizione,
      })),
  }));
}

/** One unit's list after a write, its places taken counted in the active year. */
async function mostraUnita(sc: ServiceContext, id_unita: number): Promise<ListaAttesaUnita> {
  const [u] = await mostra(sc, await annoAttivo(sc), id_unita);
  if (!u) throw notFound(MSG.unitaNonTrovata);
  return u;
}

/** Decision 1024: every unit's places and list; places taken in anno_scout (default: the active year). */
export async function listeAttesa(
  sc: ServiceContext,
  args: { anno_scout?: number | null },
): Promise<ListaAttesaUnita[]> {
  assertCan(sc.viewer, 'impostazioni.leggi');
  return mostra(sc, args.anno_scout ?? (await annoAttivo(sc)));
}

async function bloccaUnitaEsistente(t: TxContext, id_unita: number): Promise<void> {
  if (!(await bloccaUnita(t.tx, id_unita))) throw notFound(MSG.unitaNonTrovata);
}

/**
 * An entry's unit, locked, then the entry read again under the lock (the refresh may have closed it
 * meanwhile). NOT_FOUND when there is no such entry.
 */
async function voceBloccata(
  t: TxContext,
  id_lista_attesa: number,
): Promise<{ id_unita: number; aperta: boolean }> {
  const prima = await trovaVoce(t.db, id_lista_attesa);
  if (!prima) throw notFound(MSG.voceNonTrovata);
  await bloccaUnitaEsistente(t, prima.id_unita);
  const voce = await trovaVoce(t.db, id_lista_attesa);
  if (!voce) throw notFound(MSG.voceNonTrovata);
  return voce;
}

/** Decision 1024: a person at the end of a unit's list, unless waiting there already or enrolled. */
export async function aggiungiVoce(
  sc: ServiceContext,
  args: { id_unita: number; id_persona: number; note?: string | null },
): Promise<ListaAttesaUnita> {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const v = parseInput(nuovaVoceListaSchema, args);
  await inTransazione(sc, async (t) => {
    await bloccaUnitaEsistente(t, v.id_unita);
    if (!(await esistePersona(t.tx, v.id_persona))) throw notFound(MSG.personaNonTrovata);
    const voci = await vociDellUnita(t.tx, v.id_unita);
    if (voci.some((x) => x.aperta && x.id_persona === v.id_persona))
      throw new AppError('CONFLICT', MSG.giaInLista);
    const anno = await annoAttivo(t);
    if (anno !== null && (await iscrittaNellAnno(t.tx, v.id_persona, anno)))
      throw new AppError('CONFLICT', MSG.giaIscritta);
    await inserisciVoce(t.tx, { ...v, posizione: posizioneInCoda(voci) });
  });
  return mostraUnita(sc, v.id_unita);
}

/** Decision 1024: an open entry is deleted (eventi keeps it); a closed one is history, refused. */
export async function rimuoviVoce(
  sc: ServiceContext,
  args: { id_lista_attesa: number },
): Promise<ListaAttesaUnita> {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const { id_lista_attesa } = parseInput(voceListaSchema, args);
  const id_unita = await inTransazione(sc, async (t) => {
    const voce = await voceBloccata(t, id_lista_attesa);
    if (!voce.aperta || !(await eliminaVoceAperta(t.tx, id_lista_attesa)))
      throw new AppError('CONFLICT', MSG.chiusa);
    return voce.id_unita;
  });
  return mostraUnita(sc, id_unita);
}

/** Decision 1024: an open entry swaps places with its open neighbour; at either end nothing moves. */
export async function spostaVoce(
  sc: ServiceContext,
  args: { id_lista_attesa: number; verso: string },
): Promise<ListaAttesaUnita> {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const { id_lista_attesa, verso } = parseInput(spostaVoceSchema, args);
  const id_unita = await inTransazione(sc, async (t) => {
    const voce = await voceBloccata(t, id_lista_attesa);
    if (!voce.aperta) throw new AppError('CONFLICT', MSG.chiusaSposta);
    const aperte = (await vociDellUnita(t.tx, voce.id_unita)).filter((x) => x.aperta);
    for (const c of scambio(aperte, id_lista_attesa, verso) ?? [])
      await impostaPosizione(t.tx, c.id_lista_attesa, c.posizione);
    return voce.id_unita;
  });
  return mostraUnita(sc, id_unita);
}

/** Decision 1024: a unit's places, 0–999, or null (not counted). */
export async function modificaPosti(
  sc: ServiceContext,
  args: { id_unita: number; posti?: number | null },
): Promise<ListaAttesaUnita> {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const { id_unita, posti } = parseInput(postiUnitaSchema, {
    id_unita: args.id_unita,
    posti: args.posti ?? null,
  });
  await inTransazione(sc, async (t) => {
    await bloccaUnitaEsistente(t, id_unita);
    await impostaPosti(t.tx, id_unita, posti);
  });
  return mostraUnita(sc, id_unita);
}
