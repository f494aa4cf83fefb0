// Promotions of the yearly cycle (spec 2 §4 "update new enrolments", REST /aggiorna-nuove-iscrizioni).

/** Spec 2 §4: a new enrolment with its youth appointment and how many scout years (this one included) it held it. */
export interface IscrizionePromuovibile {
  id_iscrizione: number;
  id_persona: number;
  nomina: { id_nomina: number; id_ruolo: string; id_gruppo: number | null } | null;
  anni_nel_ruolo: number;
}

/** Spec 2 §4: one planned promotion (a = null: adult with no appointment, the nomina is deleted). */
export interface Promozione {
  id_iscrizione: number;
  id_persona: number;
  id_nomina: number;
  id_gruppo: number | null;
  da: 'L' | 'E' | 'R';
  a: 'E' | 'R' | null;
}

/** Spec 2 §7: the counters the REST call returns. */
export interface EsitoPromozioni {
  promozioni: Promozione[];
  lupiDiventatiEsplo: number;
  esploDiventatiRover: number;
  roverDiventatiAdulti: number;
}

const REGOLE: Record<'L' | 'E' | 'R', { anni: number; a: 'E' | 'R' | null }> = {
  L: { anni: 4, a: 'E' },
  E: { anni: 4, a: 'R' },
  R: { anni: 3, a: null },
};

/** Spec 2 §4: cubs in their 4th year → explorers; explorers in their 4th year → rovers; rovers in their 3rd year → adults. */
export function pianificaPromozioni(iscrizioni: readonly IscrizionePromuovibile[]): EsitoPromozioni {
  const promozioni: Promozione[] = [];
  for (const i of iscrizioni) {
    const id = i.nomina?.id_ruolo;
    if (!i.nomina || (id !== 'L' && id !== 'E' && id !== 'R')) continue;
    const regola = REGOLE[id];
    if (i.anni_nel_ruolo < regola.anni) continue;
    promozioni.push({
      id_iscrizione: i.id_iscrizione,
      id_persona: i.id_persona,
      id_nomina: i.nomina.id_nomina,
      id_gruppo: i.nomina.id_gruppo,
      da: id,
      a: regola.a,
    });
  }
  return {
    promozioni,
    lupiDiventatiEsplo: promozioni.filter((p) => p.da === 'L').length,
    esploDiventatiRover: promozioni.filter((p) => p.da === 'E').length,
    roverDiventatiAdulti: promozioni.filter((p) => p.da === 'R').length,
  };
}

/** Spec 2 §4: consecutive scout years up to `anno` (included) in which the person held `id_ruolo`. */
export function anniConsecutiviNelRuolo(
  storico: readonly { anno_scout: number; id_ruolo: string }[],
  id_ruolo: string,
  anno: number,
): number {
  const anni = new Set(storico.filter((s) => s.id_ruolo === id_ruolo).map((s) => s.anno_scout));
  let n = 0;
  while (anni.has(anno - n)) n++;
  return n;
}
