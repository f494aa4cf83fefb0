// Spec 2 §4 'create new enrolments (carrying over)' and §7 POST /segreteria/crea-nuove-iscrizioni
// {anno_scout} → iscrizioniRiportate; decision 1013.
import {
  type NominaCiclo,
  type TotaleUnita,
  totaliPerUnita,
  type UnitaCiclo,
  unitaDelleNomine,
} from './ciclo-piano.ts';
import type { AnnoScout } from './anno-scout.ts';
import { type CategoriaQuota, isAdultoPerQuota, isNuovoPerQuota, quotaIscrizione } from './quote.ts';
import { STATI_ISCRITTO, type StatoIscrizione } from './stati-iscrizione.ts';

/** An enrolment of the previous or of the new scout year, with its appointments. */
export interface IscrizioneCiclo {
  id_iscrizione: number;
  id_persona: number;
  anno_scout: number;
  stato_iscrizione: StatoIscrizione;
  nomine: readonly NominaCiclo[];
  /** the person's birth day, for the fee category of the preview (decision 0102) */
  data_nascita?: string | null;
}

/** Spec 2 §4: new yearly enrolments start as nessuna (apri-iscrizioni moves them to prevista). */
export const STATO_ISCRIZIONE_RIPORTATA: StatoIscrizione = 'nessuna';

/** One person carried over: last year's enrolment → the new year's, with the appointments copied. */
export interface IscrizioneRiportata {
  id_persona: number;
  da: { id_iscrizione: number; anno_scout: number; stato_iscrizione: StatoIscrizione };
  a: { anno_scout: number; stato_iscrizione: StatoIscrizione };
  nomine: NominaCiclo[];
  unita: UnitaCiclo | null;
  /** decision 0102 in the new year: a renewal, adult by the appointments or the age */
  categoria: CategoriaQuota;
  /** the new year's fee of that category paid in time, in cents (the preview's; no due is made here) */
  quota: number;
}

export interface PianoNuoveIscrizioni {
  anno_scout: number;
  iscrizioni: IscrizioneRiportata[];
  /** spec 2 §7's result field, and the toast '{n} iscrizioni riportate' */
  iscrizioniRiportate: number;
  /** per unit: people carried over and the sum of their fees in time */
  totali: TotaleUnita[];
}

/**
 * Decision 1013: every person enrolled last year (incorso, sezione or completata) who has no
 * enrolment in `anno_scout` yet gets one, in state nessuna, with last year's appointments (same role
 * and group; promotions are the next step's). A person who already has one, made by hand or by an
 * earlier run, is left alone: so a second run plans nothing. `iscrizioni` may hold any years; only
 * the year before `anno` and `anno` are read. Each person's fee of the new year is shown, not
 * charged: the due is made when the family pays (spec 2 §4, decision 1005).
 */
export function pianoNuoveIscrizioni(
  anno: AnnoScout,
  iscrizioni: readonly IscrizioneCiclo[],
): PianoNuoveIscrizioni {
  const { anno_scout } = anno;
  const giaNelNuovoAnno = new Set(
    iscrizioni.filter((i) => i.anno_scout === anno_scout).map((i) => i.id_persona),
  );
  const riportate = iscrizioni
    .filter(
      (i) =>
        i.anno_scout === anno_scout - 1 &&
        STATI_ISCRITTO.includes(i.stato_iscrizione) &&
        !giaNelNuovoAnno.has(i.id_persona),
    )
    .sort((x, y) => x.id_persona - y.id_persona)
    .map((i): IscrizioneRiportata => {
      const categoria: CategoriaQuota = {
        adulto: isAdultoPerQuota(i.nomine, i.data_nascita, anno.inizio_fiscale),
        nuovo: isNuovoPerQuota([i], anno_scout),
      };
      return {
        id_persona: i.id_persona,
        da: {
          id_iscrizione: i.id_iscrizione,
          anno_scout: i.anno_scout,
          stato_iscrizione: i.stato_iscrizione,
        },
        a: { anno_scout, stato_iscrizione: STATO_ISCRIZIONE_RIPORTATA },
        nomine: i.nomine.map((n) => ({ id_ruolo: n.id_ruolo, id_gruppo: n.id_gruppo })),
        unita: unitaDelleNomine(i.nomine),
        categoria,
        quota: quotaIscrizione(anno, categoria, 'in_time'),
      };
    });
  return {
    anno_scout,
    iscrizioni: riportate,
    iscrizioniRiportate: riportate.length,
    totali: totaliPerUnita(
      riportate,
      (r) => r.unita,
      (r) => r.quota,
    ),
  };
}
