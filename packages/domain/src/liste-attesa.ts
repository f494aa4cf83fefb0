// Waiting lists (spec 2 §4 inprova "trial name from waiting lists", §7 POST
// /segreteria/refresh-liste-attesa). The spec shows nothing else: decision 1010 designs the rest.
import type { IscrizioneCiclo } from './ciclo-nuove-iscrizioni.ts';
import type { NominaCiclo, UnitaCiclo } from './ciclo-piano.ts';
import type { StatoIscrizione } from './stati-iscrizione.ts';

/** Decision 1010: a unit with its places (null: not counted, the list is moved by hand only). */
export interface UnitaConPosti extends UnitaCiclo {
  id_unita: number;
  posti: number | null;
}

/** Decision 1010: one person waiting for a unit; id_iscrizione is set once the entry is closed. */
export interface VoceListaAttesa {
  id_lista_attesa: number;
  id_persona: number;
  id_unita: number;
  /** the order of the list (smaller first; ties by id) */
  posizione: number;
  id_iscrizione: number | null;
}

/** Spec 2 §4: the state a person called from a waiting list gets. */
export const STATO_DA_LISTA_ATTESA: StatoIscrizione = 'inprova';

/**
 * One entry that moves. 'inprova': the person gets a trial enrolment in the unit (a new one when
 * id_iscrizione is null, otherwise their nessuna enrolment of the year) with the unit's youth
 * appointment when missing; 'chiudi': the person is enrolled already, the entry is closed on that
 * enrolment and takes no place.
 */
export interface MovimentoListaAttesa {
  id_lista_attesa: number;
  id_persona: number;
  id_unita: number;
  unita: UnitaCiclo;
  posizione: number;
  azione: 'inprova' | 'chiudi';
  /** the enrolment changed or closed on; null: the one this plan creates (for this person) */
  id_iscrizione: number | null;
  da: StatoIscrizione | null;
  a: StatoIscrizione;
  nomina: NominaCiclo | null;
}

/** The places of a unit and what the plan does with its list. */
export interface TotaleListaAttesa {
  id_unita: number;
  unita: UnitaCiclo;
  posti: number | null;
  /** trial and enrolled youth of the unit before the plan (every state but nessuna) */
  occupati: number;
  /** people moved into inprova */
  spostati: number;
  /** entries still waiting after the plan */
  inAttesa: number;
}

export interface PianoListeAttesa {
  anno_scout: number;
  movimenti: MovimentoListaAttesa[];
  totali: TotaleListaAttesa[];
}

const haNomina = (i: IscrizioneCiclo, u: UnitaCiclo) =>
  i.nomine.some((n) => n.id_ruolo === u.branca && n.id_gruppo === u.id_gruppo);

/**
 * Decision 1010: for each unit with places, the youth of the unit enrolled in `anno_scout` in any
 * state but nessuna take a place each; the open entries of its list, in order, fill the free places
 * with trial enrolments (inprova). Entries of people enrolled already, or called by another list
 * in the same run, are closed without taking a place, whatever the places. Applied, every moved
 * entry is closed and its place taken, so a second run plans nothing.
 */
export function pianoListeAttesa(
  anno_scout: number,
  unita: readonly UnitaConPosti[],
  voci: readonly VoceListaAttesa[],
  iscrizioni: readonly IscrizioneCiclo[],
): PianoListeAttesa {
  const dellAnno = new Map(
    iscrizioni.filter((i) => i.anno_scout === anno_scout).map((i) => [i.id_persona, i] as const),
  );
  const iscritto = (id_persona: number) => {
    const i = dellAnno.get(id_persona);
    return i && i.stato_iscrizione !== 'nessuna' ? i : null;
  };
  const ordinate = [...unita].sort((a, b) => a.id_unita - b.id_unita);
  const liste = ordinate.map((u) => ({
    u,
    rif: { branca: u.branca, id_gruppo: u.id_gruppo } satisfies UnitaCiclo,
    aperte: voci
      .filter((v) => v.id_unita === u.id_unita && v.id_iscrizione === null)
      .sort((a, b) => a.posizione - b.posizione || a.id_lista_attesa - b.id_lista_attesa),
  }));
  const base = (v: VoceListaAttesa, u: UnitaConPosti, rif: UnitaCiclo) => ({
    id_lista_attesa: v.id_lista_attesa,
    id_persona: v.id_persona,
    id_unita: u.id_unita,
    unita: rif,
    posizione: v.posizione,
  });
  // First the calls, unit by unit, so that a person called by any list is known to every other one.
  const chiamati = new Set<number>();
  const perVoce = new Map<number, MovimentoListaAttesa>();
  const occupatiDi = new Map<number, number>();
  for (const { u, rif, aperte } of liste) {
    const occupati = [...dellAnno.values()].filter(
      (i) => i.stato_iscrizione !== 'nessuna' && haNomina(i, rif),
    ).length;
    occupatiDi.set(u.id_unita, occupati);
    let liberi = u.posti === null ? 0 : Math.max(0, u.posti - occupati);
    for (const v of aperte) {
      if (liberi === 0) break;
      if (iscritto(v.id_persona) || chiamati.has(v.id_persona)) continue;
      const annullata = dellAnno.get(v.id_persona) ?? null;
      perVoce.set(v.id_lista_attesa, {
        ...base(v, u, rif),
        azione: 'inprova',
        id_iscrizione: annullata?.id_iscrizione ?? null,
        da: annullata?.stato_iscrizione ?? null,
        a: STATO_DA_LISTA_ATTESA,
        nomina: annullata && haNomina(annullata, rif) ? null : { id_ruolo: u.branca, id_gruppo: u.id_gruppo },
      });
      chiamati.add(v.id_persona);
      liberi -= 1;
    }
  }
  // Then every other open entry: closed when its person is enrolled or called, otherwise waiting.
  const movimenti: MovimentoListaAttesa[] = [];
  const totali: TotaleListaAttesa[] = [];
  for (const { u, rif, aperte } of liste) {
    let spostati = 0;
    let inAttesa = 0;
    for (const v of aperte) {
      const chiamata = perVoce.get(v.id_lista_attesa);
      if (chiamata) {
        movimenti.push(chiamata);
        spostati += 1;
        continue;
      }
      const gia = iscritto(v.id_persona);
      if (!gia && !chiamati.has(v.id_persona)) {
        inAttesa += 1;
        continue;
      }
      const stato = gia?.stato_iscrizione ?? STATO_DA_LISTA_ATTESA;
      movimenti.push({
        ...base(v, u, rif),
        azione: 'chiudi',
        id_iscrizione: gia?.id_iscrizione ?? null,
        da: stato,
        a: stato,
        nomina: null,
      });
    }
    totali.push({
      id_unita: u.id_unita,
      unita: rif,
      posti: u.posti,
      occupati: occupatiDi.get(u.id_unita) ?? 0,
      spostati,
      inAttesa,
    });
  }
  return { anno_scout, movimenti, totali };
}
