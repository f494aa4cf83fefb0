// Promotions of the yearly cycle (spec 2 §4 "update new enrolments", REST /aggiorna-nuove-iscrizioni).
import { type NominaCiclo, type TotaleUnita, totaliPerUnita, type UnitaCiclo } from './ciclo-piano.ts';
import type { AnnoScout } from './anno-scout.ts';
import type { IscrizioneCiclo } from './ciclo-nuove-iscrizioni.ts';
import { isAdultoPerQuota, isNuovoPerQuota, quotaIscrizione } from './quote.ts';
import type { Branca } from './ruoli.ts';

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

/** An appointment of an enrolment, with its id (the promotion changes or deletes it). */
export interface NominaConId extends NominaCiclo {
  id_nomina: number;
}

/** An enrolment of any scout year with its appointments (with ids): the history the promotions read. */
export interface IscrizioneConNomine extends Omit<IscrizioneCiclo, 'nomine'> {
  nomine: readonly NominaConId[];
}

/**
 * One promotion with the units it moves between (a null: no unit, an adult with no appointment)
 * and the enrolment's fee in time before and after it (decision 0102: a rover of 18 who loses the
 * appointment pays the adult fee; nothing is charged here).
 */
export interface PromozioneUnita extends Promozione {
  unita_da: UnitaCiclo | null;
  unita_a: UnitaCiclo | null;
  quota: { da: number; a: number };
}

/** Spec 2 §7 aggiorna-nuove-iscrizioni: the promotions, the three counts and the totals per unit left. */
export interface PianoAggiornaIscrizioni extends Omit<EsitoPromozioni, 'promozioni'> {
  anno_scout: number;
  promozioni: PromozioneUnita[];
  /** per unit left: the people promoted and the sum of their fee changes (quota.a − quota.da) */
  totali: TotaleUnita[];
}

/**
 * Spec 2 §4 and §7 aggiorna-nuove-iscrizioni, decision 1013: every youth appointment (L, E, R) of
 * `anno`'s enrolments, whatever their state, with the consecutive scout years up to this one
 * in which the person held that role (the enrolment history of every year in `iscrizioni`), through
 * `pianificaPromozioni`. A promotion changes the appointment's role in the same group (R → adult
 * deletes it), so the moved person has held the new role for one year only and a second run plans
 * nothing.
 */
export function pianoAggiornaIscrizioni(
  anno: AnnoScout,
  iscrizioni: readonly IscrizioneConNomine[],
): PianoAggiornaIscrizioni {
  const { anno_scout } = anno;
  const storico = new Map<number, { anno_scout: number; id_ruolo: string }[]>();
  for (const i of iscrizioni) {
    const s = storico.get(i.id_persona) ?? [];
    for (const n of i.nomine) s.push({ anno_scout: i.anno_scout, id_ruolo: n.id_ruolo });
    storico.set(i.id_persona, s);
  }
  const promuovibili: IscrizionePromuovibile[] = iscrizioni
    .filter((i) => i.anno_scout === anno_scout)
    .flatMap((i) =>
      i.nomine.map((n) => ({
        id_iscrizione: i.id_iscrizione,
        id_persona: i.id_persona,
        nomina: { id_nomina: n.id_nomina, id_ruolo: n.id_ruolo, id_gruppo: n.id_gruppo },
        anni_nel_ruolo: anniConsecutiviNelRuolo(storico.get(i.id_persona) ?? [], n.id_ruolo, anno_scout),
      })),
    )
    .sort((x, y) => x.id_persona - y.id_persona || x.nomina.id_nomina - y.nomina.id_nomina);
  const esito = pianificaPromozioni(promuovibili);
  const unita = (branca: Branca | null, id_gruppo: number | null): UnitaCiclo | null =>
    branca && id_gruppo != null ? { branca, id_gruppo } : null;
  const quota = (i: IscrizioneConNomine | undefined, nomine: readonly NominaCiclo[]) => {
    const categoria = {
      adulto: isAdultoPerQuota(nomine, i?.data_nascita, anno.inizio_fiscale),
      nuovo: isNuovoPerQuota(
        iscrizioni.filter((x) => x.id_persona === i?.id_persona),
        anno_scout,
      ),
    };
    return quotaIscrizione(anno, categoria, 'in_time');
  };
  const promozioni = esito.promozioni.map((p): PromozioneUnita => {
    const i = iscrizioni.find((x) => x.id_iscrizione === p.id_iscrizione);
    const prima = i?.nomine ?? [];
    const dopo = prima.flatMap((n) =>
      n.id_nomina !== p.id_nomina ? [n] : p.a ? [{ ...n, id_ruolo: p.a }] : [],
    );
    return {
      ...p,
      unita_da: unita(p.da, p.id_gruppo),
      unita_a: unita(p.a, p.id_gruppo),
      quota: { da: quota(i, prima), a: quota(i, dopo) },
    };
  });
  return {
    ...esito,
    anno_scout,
    promozioni,
    totali: totaliPerUnita(
      promozioni,
      (p) => p.unita_da,
      (p) => p.quota.a - p.quota.da,
    ),
  };
}
