// Roles catalogue (spec 1 §3 "Role catalogue", spec 2 §3 "Ruolo catalogue", DESIGN.md §6).

/** Spec 2 §3: the catalogue ids of every role (ruolo). */
export type IdRuolo =
  | 'CG'
  | 'VCG'
  | 'L'
  | 'E'
  | 'R'
  | 'CB'
  | 'CR'
  | 'CC'
  | 'VCB'
  | 'VCR'
  | 'VCC'
  | 'SISB'
  | 'SISR'
  | 'SISC'
  | 'ST'
  | 'PSEZ'
  | 'RCSEZ'
  | 'CDS'
  | 'VCDS'
  | 'CENS'
  | 'COS'
  | 'COORDS'
  | 'TSEZ'
  | 'COBRA'
  | 'WBM';

/** Spec 1 §3: branch codes of a unit (L branco, E reparto, R compagnia). */
export type Branca = 'L' | 'E' | 'R';

/** Spec 2 §3: a role with its adult flag, direct flag, branch and search keywords. */
export interface Ruolo {
  id_ruolo: IdRuolo;
  nome: string;
  adulto: boolean;
  diretto: boolean;
  branca: Branca | null;
  keywords: string[];
}

const r = (
  id_ruolo: IdRuolo,
  nome: string,
  adulto: boolean,
  diretto: boolean,
  branca: Branca | null,
  keywords: string[],
): Ruolo => ({ id_ruolo, nome, adulto, diretto, branca, keywords });

/** Spec 2 §3: the roles catalogue; staff roles take the branch from their last letter (B→L, R→E, C→R). */
export const RUOLI: readonly Ruolo[] = Object.freeze([
  r('CG', 'Capo gruppo', true, true, null, ['capo', 'gruppo', 'capogruppo']),
  r('VCG', 'Vice capo gruppo', true, true, null, ['vice', 'capo', 'gruppo', 'vicecapogruppo']),
  r('L', 'Lupetto/a', false, true, 'L', ['lupetto', 'lupetta', 'lupetti', 'lupi', 'branco', 'cub']),
  r('E', 'Esploratore/Guida', false, true, 'E', ['esploratore', 'esploratrice', 'guida', 'reparto', 'esplo']),
  r('R', 'Rover/Scolta', false, true, 'R', ['rover', 'scolta', 'compagnia', 'clan']),
  r('CB', 'Capo branco', true, true, 'L', ['capo', 'cu', 'branco', 'akela', 'lupetti', 'lupi']),
  r('CR', 'Capo reparto', true, true, 'E', ['capo', 'cu', 'reparto', 'esploratori']),
  r('CC', 'Capo compagnia', true, true, 'R', ['capo', 'cu', 'compagnia', 'clan', 'rover']),
  r('VCB', 'Vice capo branco', true, true, 'L', ['vice', 'capo', 'branco', 'lupetti']),
  r('VCR', 'Vice capo reparto', true, true, 'E', ['vice', 'capo', 'reparto', 'esploratori']),
  r('VCC', 'Vice capo compagnia', true, true, 'R', ['vice', 'capo', 'compagnia', 'clan', 'rover']),
  r('SISB', 'Seniores in servizio in branco', true, true, 'L', ['seniores', 'senior', 'servizio', 'branco']),
  r('SISR', 'Seniores in servizio in reparto', true, true, 'E', [
    'seniores',
    'senior',
    'servizio',
    'reparto',
  ]),
  r('SISC', 'Seniores in servizio in compagnia', true, true, 'R', [
    'seniores',
    'senior',
    'servizio',
    'compagnia',
  ]),
  r('ST', 'Seniores senza incarichi', true, false, null, ['seniores', 'senior', 'adulto']),
  r('PSEZ', 'Presidente di sezione', true, false, null, ['presidente', 'sezione']),
  r('RCSEZ', 'Revisore dei conti di sezione', true, false, null, ['revisore', 'conti', 'sezione']),
  r('CDS', 'Commissario di sezione', true, false, null, ['commissario', 'sezione']),
  r('VCDS', 'Vice commissario di sezione', true, false, null, ['vice', 'commissario', 'sezione']),
  r('CENS', 'Segretario/a di sezione', true, false, null, ['segretario', 'segreteria', 'censimenti']),
  r('COS', 'Membro del COS', true, false, null, ['cos', 'cosez', 'consiglio']),
  r('COORDS', 'Coordinatore seniores', true, false, null, ['coordinatore', 'seniores']),
  r('TSEZ', 'Tesoriere di sezione', true, false, null, ['tesoriere', 'tesoreria', 'cassa', 'sezione']),
  r('COBRA', 'Coordinatore di branca', true, false, null, ['coordinatore', 'branca']),
  r('WBM', 'Webmaster', true, false, null, ['webmaster', 'sito', 'web']),
]);

const PER_ID: ReadonlyMap<string, Ruolo> = new Map(RUOLI.map((ruolo) => [ruolo.id_ruolo, ruolo]));

/** Spec 2 §3: every catalogue id, in catalogue order. */
export const ID_RUOLI: readonly IdRuolo[] = Object.freeze(RUOLI.map((ruolo) => ruolo.id_ruolo));

/** Spec 2 §3: true when the string is a catalogue role id. */
export function isIdRuolo(id: string): id is IdRuolo {
  return PER_ID.has(id);
}

/** Spec 2 §3: looks a role up in the catalogue (undefined for an unknown id). */
export function ruoloById(id: string): Ruolo | undefined {
  return PER_ID.get(id);
}

/** Spec 1 §6 / spec 2 §3: the super roles. */
export const RUOLI_SUPER: readonly IdRuolo[] = Object.freeze([
  'PSEZ',
  'CDS',
  'VCDS',
  'CENS',
  'COORDS',
  'TSEZ',
  'WBM',
] as IdRuolo[]);

/** DESIGN.md §6: admin roles = the super roles plus RCSEZ (the auditor). */
export const RUOLI_ADMIN: readonly IdRuolo[] = Object.freeze([...RUOLI_SUPER, 'RCSEZ'] as IdRuolo[]);

/** Spec 1 §6: group head roles (CG, and VCG which counts as CG). */
export const RUOLI_CAPO_GRUPPO: readonly IdRuolo[] = Object.freeze(['CG', 'VCG'] as IdRuolo[]);

/** Spec 2 §3: adult roles are all except L, E, R (unknown ids are not adult). */
export function isRuoloAdulto(id: string): boolean {
  return ruoloById(id)?.adulto ?? false;
}

/** Spec 2 §3: true for a super role. */
export function isRuoloSuper(id: string): boolean {
  return (RUOLI_SUPER as readonly string[]).includes(id);
}

/** DESIGN.md §6: true for an admin role. */
export function isRuoloAdmin(id: string): boolean {
  return (RUOLI_ADMIN as readonly string[]).includes(id);
}

/** Spec 2 §6: a group is asked for only when the role is direct or not adult. */
export function richiedeGruppo(id: string): boolean {
  const ruolo = ruoloById(id);
  if (!ruolo) return false;
  return ruolo.diretto || !ruolo.adulto;
}
