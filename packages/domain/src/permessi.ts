// Who may do what (spec 1 §6, spec 2 §6, DESIGN.md §6). The one definition used by server and web.
import { descGruppo, descUnita } from './formato.ts';
import { isRuoloAdmin, isRuoloAdulto, isRuoloSuper, ruoloById, RUOLI_CAPO_GRUPPO } from './ruoli.ts';

/** Spec 2 §3: the part of a nomina the permission rules read. */
export interface NominaRef {
  id_ruolo: string;
  id_gruppo: number | null;
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

/** Spec 1 §6: holds CG or VCG (group head). */
export function isCapoGruppo(nomine: readonly NominaRef[]): boolean {
  return nomine.some((n) => (RUOLI_CAPO_GRUPPO as readonly string[]).includes(n.id_ruolo));
}

/** Spec 1 §6: access levels, in increasing order idem < lead < super. */
export type LivelloAccesso = 'idem' | 'lead' | 'super';

const ORDINE: Record<LivelloAccesso, number> = { idem: 1, lead: 2, super: 3 };

/** Spec 1 §6: the viewer (the signed-in person) as the permission rules see it. */
export interface Viewer {
  id_persona: number;
  nomine: NominaRef[];
  /** ids of related persons (children and parents, from parentele) */
  persone_correlate: number[];
}

/** Spec 1 §6: the person being accessed. */
export interface Target {
  id_persona: number;
  nomine: NominaRef[];
}

/** Spec 1 §6 lead: an adult nomina of the viewer shares a group with a target nomina, same branch or CG/VCG. */
export function condivideGruppo(
  viewerNomine: readonly NominaRef[],
  targetNomine: readonly NominaRef[],
): boolean {
  for (const v of viewerNomine) {
    if (v.id_gruppo == null || !isRuoloAdulto(v.id_ruolo)) continue;
    const capoGruppo = (RUOLI_CAPO_GRUPPO as readonly string[]).includes(v.id_ruolo);
    const brancaViewer = ruoloById(v.id_ruolo)?.branca ?? null;
    for (const t of targetNomine) {
      if (t.id_gruppo !== v.id_gruppo) continue;
      if (capoGruppo) return true;
      const brancaTarget = ruoloById(t.id_ruolo)?.branca ?? null;
      if (brancaViewer !== null && brancaViewer === brancaTarget) return true;
    }
  }
  return false;
}

/** Spec 1 §6 / spec 2 §6: the viewer's access level over a person (null = no access). */
export function livelloAccesso(viewer: Viewer, target: Target): LivelloAccesso | null {
  if (isSuper(viewer.nomine)) return 'super';
  if (isAdulto(viewer.nomine) && condivideGruppo(viewer.nomine, target.nomine)) return 'lead';
  if (viewer.id_persona === target.id_persona && viewer.id_persona > 0) return 'idem';
  if (viewer.persone_correlate.includes(target.id_persona)) return 'idem';
  return null;
}

/** Spec 1 §6 'adult' level: read-only view of oneself, or any adult-role holder when only reading. */
export function puoLeggereComeAdulto(viewer: Viewer, target: Target): boolean {
  if (viewer.id_persona > 0 && viewer.id_persona === target.id_persona) return true;
  return isAdulto(viewer.nomine);
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

const ORDINE_BRANCA = { G: 0, L: 1, E: 2, R: 3 } as const;

/** Spec 1 §6 unit choices: 'Sezione' first; unit staff get their unit; CG/VCG their group and units; admins all. */
export function scelteUnita(
  nomine: readonly NominaRef[],
  gruppi: readonly { id_gruppo: number; numero: number }[],
): SceltaUnita[] {
  const numeri = new Map(gruppi.map((g) => [g.id_gruppo, g.numero]));
  const chiavi = new Set<string>();
  const add = (id_gruppo: number, branca: 'L' | 'E' | 'R' | 'G') => {
    if (numeri.has(id_gruppo)) chiavi.add(`${id_gruppo}|${branca}`);
  };
  const gruppoCompleto = (id_gruppo: number) => {
    for (const b of ['G', 'L', 'E', 'R'] as const) add(id_gruppo, b);
  };
  if (isAdmin(nomine)) for (const g of gruppi) gruppoCompleto(g.id_gruppo);
  for (const n of nomine) {
    if (n.id_gruppo == null) continue;
    if ((RUOLI_CAPO_GRUPPO as readonly string[]).includes(n.id_ruolo)) gruppoCompleto(n.id_gruppo);
    else if (/^(CB|VCB|SISB)$/.test(n.id_ruolo)) add(n.id_gruppo, 'L');
    else if (/^(CR|VCR|SISR)$/.test(n.id_ruolo)) add(n.id_gruppo, 'E');
    else if (/^(CC|VCC|SISC)$/.test(n.id_ruolo)) add(n.id_gruppo, 'R');
  }
  const scelte = [...chiavi].map((k) => {
    const [id, branca] = k.split('|') as [string, 'L' | 'E' | 'R' | 'G'];
    const id_gruppo = Number(id);
    const numero = numeri.get(id_gruppo)!;
    return { label: descUnita(branca, numero), branca, id_gruppo, numero };
  });
  scelte.sort(
    (a, b) =>
      a.numero - b.numero || a.id_gruppo - b.id_gruppo || ORDINE_BRANCA[a.branca] - ORDINE_BRANCA[b.branca],
  );
  return [
    { label: 'Sezione', branca: null, id_gruppo: null },
    ...scelte.map(({ label, branca, id_gruppo }) => ({ label, branca, id_gruppo })),
  ];
}

/** Spec 1 §9: the label of a group choice, '{n}° gruppo'. */
export const labelGruppo = descGruppo;

/** Spec 2 §6 / DESIGN.md §6: every permission-checked action. */
export type Azione =
  | 'backoffice.accedi'
  | 'persona.leggi'
  | 'persona.modifica'
  | 'persona.crea'
  | 'persona.aggiornaDataConferma'
  | 'iscrizione.crea'
  | 'iscrizione.modifica'
  | 'iscrizione.tessera'
  | 'iscrizione.agevolazione'
  | 'nomina.gestisci'
  | 'utente.gestisci'
  | 'codice.vedi'
  | 'pagamenti.vedi'
  | 'tesoreria.leggi'
  | 'tesoreria.scrivi'
  | 'impostazioni.leggi'
  | 'impostazioni.gestisci'
  | 'controlli.leggi'
  | 'controlli.gestisci'
  | 'nazionale.vedi'
  | 'nazionale.scrivi'
  | 'gruppi.elenca';

/** DESIGN.md §6: a permission of the catalogue, with its title, description and rule. */
export interface Permesso {
  titolo: string;
  descrizione: string;
  /** true when the rule needs a target person */
  richiedeTarget: boolean;
  verifica: (viewer: Viewer, target: Target | undefined) => boolean;
}

const livello = (minimo: LivelloAccesso) => (viewer: Viewer, target: Target | undefined) =>
  target !== undefined && almeno(livelloAccesso(viewer, target), minimo);
const soloSuper = (viewer: Viewer) => isSuper(viewer.nomine);
const soloAdmin = (viewer: Viewer) => isAdmin(viewer.nomine);

/** Spec 2 §6 / spec 1 §6 / DESIGN.md §6: the permission catalogue (title, description, rule). */
export const PERMESSI: Readonly<Record<Azione, Permesso>> = Object.freeze({
  'backoffice.accedi': {
    titolo: 'Accesso al back office',
    descrizione: 'Gli adulti (almeno una nomina con ruolo adulto) usano /b; gli altri solo /f.',
    richiedeTarget: false,
    verifica: (v) => isAdulto(v.nomine),
  },
  'persona.leggi': {
    titolo: 'Vedere una persona',
    descrizione:
      'Se stessi e le persone correlate (idem), i capi della stessa unità o gruppo (lead), i super.',
    richiedeTarget: true,
    verifica: livello('idem'),
  },
  'persona.modifica': {
    titolo: 'Modificare i dati anagrafici',
    descrizione: 'Livello idem o superiore.',
    richiedeTarget: true,
    verifica: livello('idem'),
  },
  'persona.crea': {
    titolo: 'Creare una nuova persona',
    descrizione: 'Solo livello super.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'persona.aggiornaDataConferma': {
    titolo: 'Aggiornare la data di conferma dei dati anagrafici',
    descrizione: "Solo livello super ('Aggiorna data di conferma dei dati anagrafici').",
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'iscrizione.crea': {
    titolo: 'Creare un’iscrizione (Rendi socio/a)',
    descrizione: 'Solo livello super, con dati anagrafici completi.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'iscrizione.modifica': {
    titolo: 'Modificare lo stato di un’iscrizione',
    descrizione: 'Super sempre; lead solo da nessuna, prevista o inprova (vedi stati iscrizione).',
    richiedeTarget: true,
    verifica: livello('lead'),
  },
  'iscrizione.tessera': {
    titolo: 'Modificare il numero di tessera',
    descrizione: 'Solo livello super.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'iscrizione.agevolazione': {
    titolo: 'Fondo di solidarietà e formazione gratuita',
    descrizione:
      'Solo livello super, su iscrizione prevista senza transazione o con transazione in stato no.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'nomina.gestisci': {
    titolo: 'Aggiungere, modificare, eliminare nomine',
    descrizione: 'Super, oppure lead che ha una nomina CG o VCG (con anno scout attivo).',
    richiedeTarget: true,
    verifica: (v, t) => isSuper(v.nomine) || (livello('lead')(v, t) && isCapoGruppo(v.nomine)),
  },
  'utente.gestisci': {
    titolo: 'Gestire gli account',
    descrizione:
      'Lead o superiore: creare e collegare account, eliminare utenti, scollegare genitori, reset password.',
    richiedeTarget: true,
    verifica: livello('lead'),
  },
  'codice.vedi': {
    titolo: 'Vedere il codice/link di registrazione',
    descrizione: 'Lead o superiore.',
    richiedeTarget: true,
    verifica: livello('lead'),
  },
  'pagamenti.vedi': {
    titolo: 'Vedere la scheda pagamenti e le transazioni di una persona',
    descrizione: 'Solo livello super.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'tesoreria.leggi': {
    titolo: 'Consultare la cassa',
    descrizione: 'Ruoli admin (super e RCSEZ, il revisore).',
    richiedeTarget: false,
    verifica: soloAdmin,
  },
  'tesoreria.scrivi': {
    titolo: 'Registrare e modificare transazioni',
    descrizione: 'Solo livello super: RCSEZ legge la cassa ma non la scrive.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'impostazioni.leggi': {
    titolo: 'Vedere le impostazioni',
    descrizione: 'Ruoli admin.',
    richiedeTarget: false,
    verifica: soloAdmin,
  },
  'impostazioni.gestisci': {
    titolo: 'Anni scout e ciclo annuale',
    descrizione: 'Solo livello super (azioni amministrative).',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'controlli.leggi': {
    titolo: 'Vedere i controlli di qualità dei dati',
    descrizione: 'Ruoli admin.',
    richiedeTarget: false,
    verifica: soloAdmin,
  },
  'controlli.gestisci': {
    titolo: 'Gestire i controlli',
    descrizione: 'Solo livello super.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'nazionale.vedi': {
    titolo: 'Vedere la colonna e il filtro Nazionale',
    descrizione: 'Solo livello super (con anno attivo).',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'nazionale.scrivi': {
    titolo: 'Scrivere o creare una persona nel sistema nazionale',
    descrizione: 'Solo livello super.',
    richiedeTarget: false,
    verifica: soloSuper,
  },
  'gruppi.elenca': {
    titolo: 'Elencare tutti i gruppi',
    descrizione: 'Solo gli admin ricevono l’elenco di tutti i gruppi.',
    richiedeTarget: false,
    verifica: soloAdmin,
  },
});

/** DESIGN.md §6: may the viewer perform the action (on the target when the action needs one)? */
export function can(viewer: Viewer, action: Azione, target?: Target): boolean {
  const permesso = PERMESSI[action];
  if (permesso.richiedeTarget && target === undefined) return false;
  return permesso.verifica(viewer, target);
}
