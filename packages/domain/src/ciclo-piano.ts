// What every planner of the yearly cycle returns (spec 2 §4 and §7, issue 24, DESIGN.md §9): the
// per-person or per-row changes a step would make, with totals per unit, so the settings page can
// preview them and the server can apply them in one transaction. A plan with no changes means the
// step has nothing left to do: every planner gives one when planned again on its own result.
import { type Branca, ruoloById } from './ruoli.ts';

/** A unit as the yearly cycle sees it: a branch of a group (spec 2 §3 Unita: branca, id_gruppo). */
export interface UnitaCiclo {
  branca: Branca;
  id_gruppo: number;
}

/** An appointment as the planners read it (spec 2 §3 Nomina). */
export interface NominaCiclo {
  id_ruolo: string;
  id_gruppo: number | null;
}

/**
 * Decision 1013: the unit a person counts in for a plan's totals: the first appointment whose role
 * has a branch (youth roles L/E/R and the unit staff, spec 2 §3) and a group; null (the section)
 * otherwise, e.g. a group head or a section role.
 */
export function unitaDelleNomine(nomine: readonly NominaCiclo[]): UnitaCiclo | null {
  for (const n of nomine) {
    const branca = ruoloById(n.id_ruolo)?.branca;
    if (branca && n.id_gruppo != null) return { branca, id_gruppo: n.id_gruppo };
  }
  return null;
}

/** The plan's totals for one unit (null: people of no unit, shown as the section). */
export interface TotaleUnita {
  unita: UnitaCiclo | null;
  /** changes counted in this unit */
  n: number;
  /** the sum of the changes' amounts in cents (0 for steps that move no money) */
  importo: number;
}

const chiave = (u: UnitaCiclo | null) => (u ? `${u.id_gruppo}-${u.branca}` : '');
const ORDINE_BRANCA: Readonly<Record<Branca, number>> = { L: 0, E: 1, R: 2 };

/**
 * The totals per unit of a plan's changes, ordered by group then branch (L, E, R), the section's
 * row (unit null) last. `importo` reads each change's amount (none: 0).
 */
export function totaliPerUnita<T>(
  cambi: readonly T[],
  unitaDi: (c: T) => UnitaCiclo | null,
  importo: (c: T) => number = () => 0,
): TotaleUnita[] {
  const totali = new Map<string, TotaleUnita>();
  for (const c of cambi) {
    const unita = unitaDi(c);
    const k = chiave(unita);
    const t = totali.get(k) ?? { unita, n: 0, importo: 0 };
    t.n += 1;
    t.importo += importo(c);
    totali.set(k, t);
  }
  return [...totali.values()].sort((a, b) => {
    if (!a.unita || !b.unita) return a.unita ? -1 : b.unita ? 1 : 0;
    return (
      a.unita.id_gruppo - b.unita.id_gruppo || ORDINE_BRANCA[a.unita.branca] - ORDINE_BRANCA[b.unita.branca]
    );
  });
}
