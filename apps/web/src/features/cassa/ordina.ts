// Sorting of the treasury tables: text in Italian collation, numbers and ISO dates by value; ties
// keep the server's order (newest first).

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

export type ValoreOrdinabile = string | number | null | undefined;

/** The rows sorted by one key, ascending or descending; empty values last either way. */
export function ordinaPer<T>(
  righe: readonly T[],
  chiave: (r: T) => ValoreOrdinabile,
  direzione: 'asc' | 'desc',
): T[] {
  const segno = direzione === 'asc' ? 1 : -1;
  const indici = new Map(righe.map((r, i) => [r, i]));
  return [...righe].sort((a, b) => {
    const x = chiave(a);
    const y = chiave(b);
    if (x == null || x === '') return y == null || y === '' ? indici.get(a)! - indici.get(b)! : 1;
    if (y == null || y === '') return -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return segno * c || indici.get(a)! - indici.get(b)!;
  });
}
