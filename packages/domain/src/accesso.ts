// Who the viewer is to the permission rules (spec 1 §6, spec 2 §6, DESIGN.md §6): adult, admin and
// super flags, the access level over a person, and the viewer's reach as data (decision 0307).
import { descUnita } from './formato.ts';
import {
  type Branca,
  isRuoloAdmin,
  isRuoloAdulto,
  isRuoloSuper,
  RUOLI_CAPO_GRUPPO,
  ruoloById,
} from './ruoli.ts';

/** Spec 2 §3: the part of a nomina the permission rules read. */
export interface NominaRef {
  id_ruolo: string;
  id_gruppo: number | null;
}

/** Spec 1 §6: the viewer (the signed-in person) as the permission rules see it. */
export interface Viewer {
  /** A valid login came with the request (false for anonymous callers). */
  signedIn: boolean;
  /** 0 while the login is not attached to a person. */
  id_persona: number;
  /** The viewer's appointments in the active scout year. */
  nomine: readonly NominaRef[];
  /** ids of related persons (children and parents, from parentele) */
  persone_correlate: readonly number[];
  /** ids of the viewer's children (parentele where the viewer is the parent); absent = none */
  figli?: readonly number[];
}

/** Spec 1 §4.3 / §6: adult = holds at least one appointment whose role is adult (not L, E, R). */
export function isAdulto(nomine: readonly NominaRef[]): boolean {
  return nomine.some((n) => isRuoloAdulto(n.id_ruolo));
}

/** Spec 1 §6 + DESIGN.md §6: admin = holds an appointment in the admin list (super roles + RCSEZ). */
export function isAdmin(nomine: readonly NominaRef[]): boolean {
  return nomine.some((n) => isRuoloAdmin(n.id_ruolo));
}

/** Spec 1 §6: super = holds an appointment with a super role. */
export function isSuper(nomine: readonly NominaRef[]): boolean {
  return nomine.some((n) => isRuoloSuper(n.id_ruolo));
}

const isRuoloCapoGruppo = (id: string) => (RUOLI_CAPO_GRUPPO as readonly string[]).includes(id);

/** A (group, branch) pair of the lead reach; branca null = the whole group (CG/VCG). */
export interface UnitaDiPortata {
  id_gruppo: number;
  branca: Branca | null;
}

/**
 * The persons a viewer may reach, as data (DESIGN.md §6): everyone (super), the persons holding an
 * appointment in one of `unita` in the year (lead), and `persone` (self and relatives: idem).
 * `can` reads it for one person; repositories turn it into a SQL WHERE clause for lists.
 */
export interface Portata {
  tutto: boolean;
  unita: readonly UnitaDiPortata[];
  persone: readonly number[];
}

/** Spec 1 §6 lead: every adult nomina with a group reaches its branch there, CG/VCG the whole group. */
export function portata(viewer: Viewer): Portata {
  const chiavi = new Map<string, UnitaDiPortata>();
  for (const v of viewer.nomine) {
    if (v.id_gruppo == null || !isRuoloAdulto(v.id_ruolo)) continue;
    const branca = isRuoloCapoGruppo(v.id_ruolo) ? null : (ruoloById(v.id_ruolo)?.branca ?? undefined);
    if (branca === undefined) continue;
    chiavi.set(`${v.id_gruppo}|${branca}`, { id_gruppo: v.id_gruppo, branca });
  }
  // A whole group makes its branches redundant.
  const unita = [...chiavi.values()].filter((u) => u.branca === null || !chiavi.has(`${u.id_gruppo}|null`));
  const persone = viewer.id_persona > 0 ? [viewer.id_persona, ...viewer.persone_correlate] : [];
  return {
    tutto: isSuper(viewer.nomine),
    unita,
    persone: [...new Set(persone)].filter((id) => id > 0).sort((a, b) => a - b),
  };
}

/** A scope of the dashboard or register: the section, a group, a unit (group and branch). */
export type AmbitoPortata =
  | { tipo: 'sezione' }
  | { tipo: 'gruppo'; id_gruppo: number }
  | { tipo: 'unita'; id_gruppo: number; branca: string };

/**
 * Decision 1006: whether the reach covers everyone of a scope, so that counts taken within the
 * reach are the scope's own (super: all; CG/VCG: their group and its units; unit staff: their
 * unit). The auditor, parents and members reach only some persons: their counts are not the scope's.
 */
export function portataCopreAmbito(p: Portata, ambito: AmbitoPortata): boolean {
  if (p.tutto) return true;
  if (ambito.tipo === 'sezione') return false;
  return p.unita.some(
    (u) =>
      u.id_gruppo === ambito.id_gruppo &&
      (u.branca === null || (ambito.tipo === 'unita' && u.branca === ambito.branca)),
  );
}

/** Whether one of a person's appointments falls in the lead reach. */
export function nomineInPortata(unita: readonly UnitaDiPortata[], nomine: readonly NominaRef[]): boolean {
  return nomine.some((t) =>
    unita.some(
      (u) =>
        t.id_gruppo === u.id_gruppo &&
        (u.branca === null || (ruoloById(t.id_ruolo)?.branca ?? null) === u.branca),
    ),
  );
}

/** Spec 1 §6: access levels, in increasing order idem < lead < super. */
export type LivelloAccesso = 'idem' | 'lead' | 'super';

const ORDINE: Record<LivelloAccesso, number> = { idem: 1, lead: 2, super: 3 };

/** A person as a permission target: the appointments of the year the data belongs to. */
export interface PersonaRef {
  id_persona: number;
  nomine: readonly NominaRef[];
  /**
   * The appointments, in the same year, of the person's children (parentele): a leader reaches the
   * parents of the members they lead (decision 0905). Absent = none.
   */
  nomine_figli?: readonly NominaRef[];
}

/**
 * Decision 0905: a leader reaches a parent of a member they lead, so they can call the family and
 * manage its accounts; not a parent who is an adult member themself (their own leaders manage them).
 */
export function genitoreInPortata(unita: readonly UnitaDiPortata[], persona: PersonaRef): boolean {
  return !isAdulto(persona.nomine) && nomineInPortata(unita, persona.nomine_figli ?? []);
}

/** Spec 1 §6 / spec 2 §6: the viewer's access level over a person (null = no access). */
export function livelloAccesso(viewer: Viewer, persona: PersonaRef): LivelloAccesso | null {
  const p = portata(viewer);
  if (p.tutto) return 'super';
  if (nomineInPortata(p.unita, persona.nomine) || genitoreInPortata(p.unita, persona)) return 'lead';
  if (persona.id_persona > 0 && p.persone.includes(persona.id_persona)) return 'idem';
  return null;
}

/** Spec 1 §6: true when `livello` is at least `minimo` (idem < lead < super); null never is. */
export function almeno(livello: LivelloAccesso | null | undefined, minimo: LivelloAccesso): boolean {
  if (!livello) return false;
  return ORDINE[livello] >= ORDINE[minimo];
}

/** Spec 1 §4.4 / §6: one entry of the unit selector (branca G = group, null = section). */
export interface SceltaUnita {
  label: string;
  branca: 'L' | 'E' | 'R' | 'G' | null;
  id_gruppo: number | null;
}

/** A unit-selector choice as a (group, branch) key; 'G' = the whole group. */
export interface UnitaScelta {
  id_gruppo: number;
  branca: 'G' | Branca;
}

const BRANCA_DEL_RUOLO: Readonly<Record<string, Branca>> = Object.freeze({
  CB: 'L',
  VCB: 'L',
  SISB: 'L',
  CR: 'E',
  VCR: 'E',
  SISR: 'E',
  CC: 'R',
  VCC: 'R',
  SISC: 'R',
});

/**
 * Spec 3 §6 unit choices from the appointments (admins: every group, decided by the caller with the
 * group list): CB/VCB/SISB their pack, CR/VCR/SISR their troop, CC/VCC/SISC their crew, CG/VCG
 * their group and its units.
 */
export function unitaScelteDaNomine(nomine: readonly NominaRef[]): UnitaScelta[] {
  const chiavi = new Map<string, UnitaScelta>();
  const add = (id_gruppo: number, branca: 'G' | Branca) =>
    chiavi.set(`${id_gruppo}|${branca}`, { id_gruppo, branca });
  for (const n of nomine) {
    if (n.id_gruppo == null) continue;
    if (isRuoloCapoGruppo(n.id_ruolo)) for (const b of ['G', 'L', 'E', 'R'] as const) add(n.id_gruppo, b);
    else {
      const b = BRANCA_DEL_RUOLO[n.id_ruolo];
      if (b) add(n.id_gruppo, b);
    }
  }
  return [...chiavi.values()];
}

/** The groups and units the viewer may choose, as data: every one (admins) or a list. */
export interface PortataUnita {
  tutte: boolean;
  scelte: readonly UnitaScelta[];
}

export function portataUnita(viewer: Viewer): PortataUnita {
  return { tutte: isAdmin(viewer.nomine), scelte: unitaScelteDaNomine(viewer.nomine) };
}

/** The groups the viewer may read: every one (admins) or those of the viewer's appointments. */
export interface PortataGruppi {
  tutti: boolean;
  id_gruppi: readonly number[];
}

export function portataGruppi(viewer: Viewer): PortataGruppi {
  const ids = new Set<number>();
  for (const n of viewer.nomine) if (n.id_gruppo != null) ids.add(n.id_gruppo);
  return { tutti: isAdmin(viewer.nomine), id_gruppi: [...ids].sort((a, b) => a - b) };
}

const ORDINE_BRANCA = { G: 0, L: 1, E: 2, R: 3 } as const;

/** Spec 1 §6 unit choices: 'Sezione' first; unit staff get their unit; CG/VCG their group and units; admins all. */
export function scelteUnita(
  nomine: readonly NominaRef[],
  gruppi: readonly { id_gruppo: number; numero: number }[],
): SceltaUnita[] {
  const numeri = new Map(gruppi.map((g) => [g.id_gruppo, g.numero]));
  const scelte = isAdmin(nomine)
    ? gruppi.flatMap((g) =>
        (['G', 'L', 'E', 'R'] as const).map((branca) => ({ id_gruppo: g.id_gruppo, branca })),
      )
    : unitaScelteDaNomine(nomine).filter((s) => numeri.has(s.id_gruppo));
  const righe = scelte.map(({ id_gruppo, branca }) => {
    const numero = numeri.get(id_gruppo)!;
    return { label: descUnita(branca, numero), branca, id_gruppo, numero };
  });
  righe.sort(
    (a, b) =>
      a.numero - b.numero || a.id_gruppo - b.id_gruppo || ORDINE_BRANCA[a.branca] - ORDINE_BRANCA[b.branca],
  );
  return [
    { label: 'Sezione', branca: null, id_gruppo: null },
    ...righe.map(({ label, branca, id_gruppo }) => ({ label, branca, id_gruppo })),
  ];
}
