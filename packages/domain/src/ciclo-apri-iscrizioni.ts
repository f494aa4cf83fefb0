// Spec 2 §4 'open enrolments' and §7 POST /segreteria/apri-iscrizioni {anno_scout} → changed.
import type { IscrizioneCiclo } from './ciclo-nuove-iscrizioni.ts';
import { type TotaleUnita, totaliPerUnita, type UnitaCiclo, unitaDelleNomine } from './ciclo-piano.ts';
import { daAprire, type StatoIscrizione } from './stati-iscrizione.ts';

/** One enrolment opened: nessuna → prevista. */
export interface IscrizioneAperta {
  id_iscrizione: number;
  id_persona: number;
  da: StatoIscrizione;
  a: StatoIscrizione;
  unita: UnitaCiclo | null;
}

export interface PianoApriIscrizioni {
  anno_scout: number;
  iscrizioni: IscrizioneAperta[];
  /** spec 2 §7's result field, and the toast 'Aggiornate {n} iscrizioni' */
  changed: number;
  totali: TotaleUnita[];
}

/**
 * Spec 2 §4: "Opening enrolments moves all of the year's nessuna enrolments to prevista" (the rule
 * of `daAprire`), for the enrolments of `anno_scout` only. Once applied there is no nessuna left,
 * so a second run plans nothing; but an enrolment annulled after the opening is opened again by a
 * later run, as the spec words it (the preview names each person first).
 */
export function pianoApriIscrizioni(
  anno_scout: number,
  iscrizioni: readonly IscrizioneCiclo[],
): PianoApriIscrizioni {
  const dellAnno = iscrizioni.filter((i) => i.anno_scout === anno_scout);
  const ids = new Set(daAprire(dellAnno));
  const aperte = dellAnno
    .filter((i) => ids.has(i.id_iscrizione))
    .sort((x, y) => x.id_persona - y.id_persona)
    .map(
      (i): IscrizioneAperta => ({
        id_iscrizione: i.id_iscrizione,
        id_persona: i.id_persona,
        da: i.stato_iscrizione,
        a: 'prevista',
        unita: unitaDelleNomine(i.nomine),
      }),
    );
  return {
    anno_scout,
    iscrizioni: aperte,
    changed: aperte.length,
    totali: totaliPerUnita(aperte, (a) => a.unita),
  };
}
