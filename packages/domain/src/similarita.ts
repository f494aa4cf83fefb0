// Fuzzy similarity of two strings (spec 1 §5.4; used by the name-change rule of spec 2 §5).

/** Spec 1 §5.4: the similarity threshold: strings are similar when the score is above 0.4. */
export const SOGLIA_SIMILARITA = 0.4;

const pulisci = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '');

const bigrammi = (s: string): Map<string, number> => {
  const m = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const b = s.slice(i, i + 2);
    m.set(b, (m.get(b) ?? 0) + 1);
  }
  return m;
};

/** Spec 1 §5.4: Sørensen–Dice similarity of character bigrams (case, accents and spaces ignored), 0 to 1. */
export function similarita(a: string, b: string): number {
  const x = pulisci(a);
  const y = pulisci(b);
  if (x === y) return 1;
  if (x.length < 2 || y.length < 2) return 0;
  const bx = bigrammi(x);
  const by = bigrammi(y);
  let comuni = 0;
  for (const [bigramma, n] of bx) comuni += Math.min(n, by.get(bigramma) ?? 0);
  return (2 * comuni) / (x.length - 1 + (y.length - 1));
}

/** Spec 1 §5.4: similar when the similarity is above 0.4, or when one contains the other and substring is enabled. */
export function sonoSimili(a: string, b: string, opzioni: { substring?: boolean } = {}): boolean {
  if (similarita(a, b) > SOGLIA_SIMILARITA) return true;
  if (!opzioni.substring) return false;
  const x = pulisci(a);
  const y = pulisci(b);
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
}
