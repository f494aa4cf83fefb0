// Decision 1001: the appointment form offers, and the list lets edit or delete, only what the server
// says this viewer may give on the enrolment (Iscrizione.ruoliNominabili / gruppiNominabili): a group
// head never sees a section role, a role without a group, or another group, only to be refused later.

export interface Assegnabili {
  ruoliNominabili: readonly string[];
  /** null: every group (super) */
  gruppiNominabili?: readonly number[] | null;
}

/** The roles of the catalogue the form offers. */
export const ruoliOfferti = <R extends { id_ruolo: string }>(a: Assegnabili, ruoli: readonly R[]): R[] =>
  ruoli.filter((r) => a.ruoliNominabili.includes(r.id_ruolo));

/** The groups the form offers. */
export const gruppiOfferti = <G extends { id_gruppo: number }>(a: Assegnabili, gruppi: readonly G[]): G[] =>
  a.gruppiNominabili == null ? [...gruppi] : gruppi.filter((g) => a.gruppiNominabili?.includes(g.id_gruppo));

/** Whether an existing appointment may be edited or deleted by the viewer. */
export function nominaGestibile(a: Assegnabili, n: { id_ruolo: string; id_gruppo?: number | null }): boolean {
  if (!a.ruoliNominabili.includes(n.id_ruolo)) return false;
  return a.gruppiNominabili == null || (n.id_gruppo != null && a.gruppiNominabili.includes(n.id_gruppo));
}
