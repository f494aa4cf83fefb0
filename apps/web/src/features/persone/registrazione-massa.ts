import { RELAZIONE_STESSA_PERSONA } from '@zaino/domain/form-account';
import { isMaggiorenne } from '@zaino/domain/utenti';

// Mass registration (spec 2 §3, §9): the persons selected in the register, handed over through the
// router state or localStorage (lib/selezione-massa.ts), and what kind of account each gets by default.

export interface PersonaSelezionata {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  data_nascita: string | null;
}

function comePersone(valore: unknown): PersonaSelezionata[] | null {
  if (!Array.isArray(valore)) return null;
  const visti = new Set<number>();
  const out: PersonaSelezionata[] = [];
  for (const v of valore) {
    const p = v as Partial<Record<keyof PersonaSelezionata, unknown>> | null;
    const id = Number(p?.id_persona);
    if (!Number.isInteger(id) || id <= 0 || visti.has(id)) continue;
    visti.add(id);
    const testo = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? x.trim() : null);
    out.push({
      id_persona: id,
      nome: testo(p?.nome),
      cognome: testo(p?.cognome),
      data_nascita: testo(p?.data_nascita),
    });
  }
  return out;
}

/** The selection: the router state's (an array, or `{ persone: [...] }`) first, else the stored one. */
export function leggiSelezione(stato: unknown, salvata: string | null): PersonaSelezionata[] {
  const daStato = comePersone(
    Array.isArray(stato) ? stato : (stato as { persone?: unknown } | null)?.persone,
  );
  if (daStato && daStato.length > 0) return daStato;
  if (!salvata) return [];
  try {
    return comePersone(JSON.parse(salvata)) ?? [];
  } catch {
    return [];
  }
}

/** Whose account a row makes: the person's own (adults), a parent's (minors), or the leader's choice. */
export type TipoAccount = 'proprio' | 'genitore' | 'scelta';

/** Spec 2 §9: an adult (18 or more) gets their own account, a minor a parent's; no birth date: choose. */
export function tipoAccount(dataNascita: string | null, oggi: string): TipoAccount {
  if (!dataNascita) return 'scelta';
  return isMaggiorenne(dataNascita, oggi) ? 'proprio' : 'genitore';
}

/** The accounts a selected person's family already has (spec 2 §4 user account state). */
export interface AccountFamiglia {
  /** the person has a user of their own */
  proprio: boolean;
  /** the parents recorded (Parentela.desc), and whether each already has a user */
  genitori: readonly { desc: string; conUtente: boolean }[];
}

/**
 * The relations a row may not choose (decision 0904): the person's own when they have a user, a
 * parent's relation whose parent already has one (the server would answer 'Parentela già registrata').
 */
export function relazioniOccupate(f: AccountFamiglia | undefined): Set<string> {
  const occupate = new Set<string>();
  if (!f) return occupate;
  if (f.proprio) occupate.add(RELAZIONE_STESSA_PERSONA);
  for (const g of f.genitori) if (g.conUtente) occupate.add(g.desc);
  return occupate;
}

/** The relation a row starts with: the first one still free (adults: their own account). */
export function relazioneIniziale(tipo: TipoAccount, occupate: ReadonlySet<string> = new Set()): string {
  if (tipo !== 'genitore') return RELAZIONE_STESSA_PERSONA;
  return ['Mamma', 'Papà'].find((r) => !occupate.has(r)) ?? 'Altro';
}

/** Spec 2 §8: the message of an item that met another run's locks. */
export const msgDeadlock = (nome: string) =>
  `Troppe operazioni contemporanee su ${nome}: riprova cliccando ancora su "Crea Utenti"`;

export const nomeDi = (p: Pick<PersonaSelezionata, 'nome' | 'cognome' | 'id_persona'>) =>
  [p.nome, p.cognome].filter(Boolean).join(' ') || `Persona ${p.id_persona}`;
