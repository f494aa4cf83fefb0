// Spec 2 §4 'create new enrolments (carrying over)' and §7 POST /segreteria/crea-nuove-iscrizioni
// {anno_scout} → iscrizioniRiportate; decision 1013.
import {
  type NominaCiclo,
  type TotaleUnita,
  totaliPerUnita,
  type UnitaCiclo,
  unitaDelleNomine,
} from './ciclo-piano.ts';
import { STATI_ISCRITTO, type StatoIscrizione } from './stati-iscrizione.ts';

/** An enrolment of the previous or of the new scout year, with its appointments. */
export interface IscrizioneCiclo {
  id_iscrizione: number;
  id_persona: number;
  anno_scout: number;
  stato_iscrizione: StatoIscrizione;
  nomine: readonly NominaCiclo[];
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
}

export interface PianoNuoveIscrizioni {
  anno_scout: number;
  iscrizioni: IscrizioneRiportata[];
  /** spec 2 §7's result field, and the toast '{n} iscrizioni riportate' */
  iscrizioniRiportate: number;
  totali: TotaleUnita[];
}

/**
 * Decision 1013: every person enrolled last year (incorso, sezione or completata) who has no
 * enrolment in `anno_scout` yet gets one, in state nessuna, with last year's appointments (same role
 * and group; promotions are the next step's). A person who already has one, made by hand or by an
 * earlier run, is left alone: so a second run plans nothing. `iscrizioni` may hold any years; only
 * `anno_scout − 1` and `anno_scout` are read.
 */
export function pianoNuoveIscrizioni(
  anno_scout: number,
  iscrizioni: readonly IscrizioneCiclo[],
): PianoNuoveIscrizioni {
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
    .map(
      (i): IscrizioneRiportata => ({
        id_persona: i.id_persona,
        da: {
          id_iscrizione: i.id_iscrizione,
          anno_scout: i.anno_scout,
          stato_iscrizione: i.stato_iscrizione,
        },
        a: { anno_scout, stato_iscrizione: STATO_ISCRIZIONE_RIPORTATA },
        nomine: i.nomine.map((n) => ({ id_ruolo: n.id_ruolo, id_gruppo: n.id_gruppo })),
        unita: unitaDelleNomine(i.nomine),
      }),
    );
  return {
    anno_scout,
    iscrizioni: riportate,
    iscrizioniRiportate: riportate.length,
    totali: totaliPerUnita(riportate, (r) => r.unita),
  };
}
