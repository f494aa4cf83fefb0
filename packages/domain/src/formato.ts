// Display formatting shared by web and server (spec 1 §9, spec 2 §2).
import { partiOraSezione } from './date.ts';

/** Spec 1 §3: branch codes including G (group). */
export type BrancaUnita = 'L' | 'E' | 'R' | 'G';

function raggruppaMigliaia(intero: string): string {
  return intero.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A person's name as shown: first name, then surname, the missing ones left out; null with neither. */
export function nomeCognome(
  p: { nome?: string | null; cognome?: string | null } | null | undefined,
): string | null {
  return [p?.nome, p?.cognome].filter(Boolean).join(' ') || null;
}

/** Spec 1 §9: integer cents shown as euros in Italian format with 2 decimals, e.g. '1.234,56 €'. */
export function formatEuro(cents: number | bigint): string {
  const valore = typeof cents === 'bigint' ? cents : BigInt(Math.round(cents));
  const negativo = valore < 0n;
  const assoluto = negativo ? -valore : valore;
  const interi = raggruppaMigliaia((assoluto / 100n).toString());
  const decimali = (assoluto % 100n).toString().padStart(2, '0');
  return `${negativo ? '-' : ''}${interi},${decimali} €`;
}

/** A whole number of euros in Italian format, e.g. '10.000 €' (limits in messages). */
export function formatEuroInteri(euro: number): string {
  return `${raggruppaMigliaia(String(Math.trunc(euro)))} €`;
}

/** Spec 1 §9: euros as a plain Italian number without the symbol, e.g. '85,00' (for inputs). */
export function formatEuroNumero(cents: number): string {
  return formatEuro(cents).slice(0, -2);
}

/** Spec 1 §9: amounts ≥ 0 are green, negative ones red. */
export function coloreImporto(cents: number | bigint): 'green' | 'red' {
  return cents < 0 ? 'red' : 'green';
}

/** Spec 1 §9: unit descriptions '{n}° branco', '{n}° reparto', '{n}a compagnia', and '{n}° gruppo' for G. */
export function descUnita(branca: BrancaUnita, numero: number): string {
  switch (branca) {
    case 'L':
      return `${numero}° branco`;
    case 'E':
      return `${numero}° reparto`;
    case 'R':
      return `${numero}a compagnia`;
    case 'G':
      return descGruppo(numero);
  }
}

/** Spec 1 §9: group description '{n}° gruppo'. */
export function descGruppo(numero: number): string {
  return `${numero}° gruppo`;
}

/** Spec 1 §3: the name of a branch (Branco, Reparto, Compagnia, Gruppo). */
export function nomeBranca(branca: BrancaUnita): string {
  return { L: 'Branco', E: 'Reparto', R: 'Compagnia', G: 'Gruppo' }[branca];
}

/** Spec 2 §6: a role with a group is shown as role plus group number, e.g. 'CB 3'. */
export function descNomina(id_ruolo: string, numeroGruppo: number | null | undefined): string {
  return numeroGruppo == null ? id_ruolo : `${id_ruolo} ${numeroGruppo}`;
}

/** Decision 1021: an instant as 'dd/mm/yyyy hh:mm' on the section's clock (Europe/Rome). */
export function formatDataOraSezione(istante: Date | string): string {
  const d = typeof istante === 'string' ? new Date(istante) : istante;
  if (Number.isNaN(d.getTime())) return '';
  const { giorno, ora } = partiOraSezione(d);
  return `${formatData(giorno)} ${ora}`;
}

/** Spec 2 §4: a date shown as dd/mm/yyyy (Italian), from a Date or an ISO 'yyyy-mm-dd' string. */
export function formatData(data: Date | string | null | undefined): string {
  if (data == null || data === '') return '';
  if (typeof data === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(data);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
    const parsed = new Date(data);
    if (Number.isNaN(parsed.getTime())) return '';
    data = parsed;
  }
  const gg = String(data.getDate()).padStart(2, '0');
  const mm = String(data.getMonth() + 1).padStart(2, '0');
  return `${gg}/${mm}/${data.getFullYear()}`;
}

/** Italian 'a' before a name: 'ad' when the name begins with the vowel a (ad Alessandro, a Marco). */
export function aDavantiA(nome: string): string {
  return /^\s*[aàAÀ]/.test(nome) ? `ad ${nome}` : `a ${nome}`;
}

/** A file's size for people: bytes below 1 KB, else KB or MB with one Italian decimal ('1,5 MB'). */
export function formatDimensione(byte: number): string {
  if (byte < 1024) return `${byte} B`;
  const [valore, unita] = byte < 1024 * 1024 ? [byte / 1024, 'KB'] : [byte / (1024 * 1024), 'MB'];
  return `${(Math.round(valore * 10) / 10).toString().replace('.', ',')} ${unita}`;
}
