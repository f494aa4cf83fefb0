import DataLoader from 'dataloader';
import type { NominaRef } from '@zaino/domain/permessi';
import type { Db } from './db/client.ts';
import { type AnnoScoutRow, findAnnoAttivo } from './modules/anni-scout/anni-scout.repo.ts';
import {
  findIscrizioniByPersoneAnno,
  findNomineByIscrizioni,
  findNomineByPersoneAnno,
  type IscrizioneRow,
  type NominaRow,
} from './modules/iscrizioni/iscrizioni.repo.ts';
import {
  findGruppiByIds,
  findPartiByIds,
  findUnitaByIds,
  type GruppoRow,
  type ParteRow,
  type UnitaRow,
} from './modules/organizzazione/organizzazione.repo.ts';
import {
  type ConsensoPrivacyRow,
  type ContattoRow,
  findConsensiCorrentiByPersone,
  findContattiByPersone,
  findParenteleByPersone,
  findPersoneByIds,
  findUtentiByPersone,
  type ParentelaRow,
  type PersonaRow,
  type UtenteRow,
} from './modules/persone/persone.repo.ts';
import {
  findTeByIscrizioni,
  findTeDaPagareByParti,
  findTfByIds,
  findTransazioniByTe,
  type TransazioneEconomicaRow,
  type TransazioneFinanziariaRow,
  type TransazioneRow,
} from './modules/tesoreria/tesoreria.repo.ts';

// Per-request batching (DESIGN.md §5: a list costs a constant number of SQL statements). Each loader
// turns the keys asked during one tick into one query. Services read through these; only the
// repositories write SQL.

function byKey<K, R>(rows: readonly R[], key: (r: R) => K) {
  const map = new Map<K, R>();
  for (const r of rows) map.set(key(r), r);
  return map;
}

function groupBy<K, R>(rows: readonly R[], key: (r: R) => K | K[]) {
  const map = new Map<K, R[]>();
  for (const r of rows) {
    const keys = key(r);
    for (const k of Array.isArray(keys) ? keys : [keys]) {
      const list = map.get(k);
      if (list) list.push(r);
      else map.set(k, [r]);
    }
  }
  return map;
}

function one<K, R>(load: (keys: readonly K[]) => Promise<R[]>, key: (r: R) => K) {
  return new DataLoader<K, R | null>(async (keys) => {
    const found = byKey(await load(keys), key);
    return keys.map((k) => found.get(k) ?? null);
  });
}

function many<K, R>(load: (keys: readonly K[]) => Promise<R[]>, key: (r: R) => K | K[]) {
  return new DataLoader<K, R[]>(async (keys) => {
    const found = groupBy(await load(keys), key);
    return keys.map((k) => found.get(k) ?? []);
  });
}

export function createLoaders(db: Db) {
  let annoAttivo: Promise<AnnoScoutRow | null> | undefined;
  const getAnnoAttivo = () => {
    annoAttivo ??= findAnnoAttivo(db);
    return annoAttivo;
  };
  const inAnnoAttivo =
    <R>(load: (ids: readonly number[], anno: number) => Promise<R[]>) =>
    async (ids: readonly number[]) => {
      const anno = await getAnnoAttivo();
      return anno ? load(ids, anno.anno_scout) : [];
    };

  return {
    /** The active scout year, read once per request. */
    annoAttivo: getAnnoAttivo,
    persona: one<number, PersonaRow>(
      (ids) => findPersoneByIds(db, ids),
      (r) => r.id_persona,
    ),
    contatti: many<number, ContattoRow>(
      (ids) => findContattiByPersone(db, ids),
      (r) => r.id_persona,
    ),
    parentele: many<number, ParentelaRow>(
      (ids) => findParenteleByPersone(db, ids),
      (r) => [r.id_persona_genitore, r.id_persona_figlio],
    ),
    utenti: many<number, UtenteRow>(
      (ids) => findUtentiByPersone(db, ids),
      (r) => r.id_persona ?? 0,
    ),
    consensoCorrente: one<number, ConsensoPrivacyRow>(
      (ids) => findConsensiCorrentiByPersone(db, ids),
      (r) => r.id_persona,
    ),
    /** The enrolment of the active year, by id_persona. */
    iscrizioneAttiva: one<number, IscrizioneRow>(
      inAnnoAttivo((ids, anno) => findIscrizioniByPersoneAnno(db, ids, anno)),
      (r) => r.id_persona,
    ),
    nomine: many<number, NominaRow>(
      (ids) => findNomineByIscrizioni(db, ids),
      (r) => r.id_iscrizione,
    ),
    /** What the permission rules read of a target person: appointments of the active year. */
    nomineAttive: new DataLoader<number, NominaRef[]>(async (ids) => {
      const rows = await inAnnoAttivo((keys, anno) => findNomineByPersoneAnno(db, keys, anno))(ids);
      const found = groupBy(rows, (r) => r.id_persona);
      return ids.map((id) =>
        (found.get(id) ?? []).map(({ id_ruolo, id_gruppo }) => ({ id_ruolo, id_gruppo })),
      );
    }),
    parte: one<number, ParteRow>(
      (ids) => findPartiByIds(db, ids),
      (r) => r.id_parte,
    ),
    unita: one<number, UnitaRow>(
      (ids) => findUnitaByIds(db, ids),
      (r) => r.id_unita,
    ),
    gruppo: one<number, GruppoRow>(
      (ids) => findGruppiByIds(db, ids),
      (r) => r.id_gruppo,
    ),
    teDaPagare: many<number, TransazioneEconomicaRow>(
      (ids) => findTeDaPagareByParti(db, ids),
      (r) => r.id_parte_da,
    ),
    teDiIscrizione: one<number, TransazioneEconomicaRow>(
      (ids) => findTeByIscrizioni(db, ids),
      (r) => r.id_iscrizione ?? 0,
    ),
    transazioniDiTe: many<number, TransazioneRow>(
      (ids) => findTransazioniByTe(db, ids),
      (r) => r.id_transazione_economica,
    ),
    tf: one<number, TransazioneFinanziariaRow>(
      (ids) => findTfByIds(db, ids),
      (r) => r.id_transazione_finanziaria,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
