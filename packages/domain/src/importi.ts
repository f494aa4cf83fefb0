// Money input: euros typed by a person, integer cents stored (spec 1 §5.4, spec 3 §5, DESIGN.md §4).

/** Spec 1 §5.4: parses an amount in euros ('85', '85,5', '1.234,56', '-3.5') to integer cents, rounding
 * half away from zero at the cent; empty string (or null/undefined) → null; unreadable text → NaN. */
export function euroInCentesimi(valore: string | number | null | undefined): number | null {
  if (valore == null) return null;
  if (typeof valore === 'number') {
    if (!Number.isFinite(valore)) return Number.NaN;
    return arrotonda(valore * 100);
  }
  let s = valore.trim().replace(/\s|€/g, '');
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if ((s.match(/\./g) ?? []).length > 1) s = s.replace(/\./g, '');
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return Number.NaN;
  const segno = m[1] === '-' ? -1 : 1;
  const interi = Number(m[2] || '0');
  const frazione = (m[3] ?? '').padEnd(3, '0');
  let cents = interi * 100 + Number(frazione.slice(0, 2));
  if (Number(frazione[2]) >= 5) cents += 1;
  return segno * cents || 0;
}

/** Rounds to the nearest integer, halves away from zero, absorbing binary floating-point noise. */
export function arrotonda(x: number): number {
  const pulito = Number(x.toPrecision(12));
  const r = Math.round(Math.abs(pulito)) * Math.sign(pulito);
  return r || 0;
}

/** Spec 1 §9: integer cents as a euro number (cents / 100). */
export function centesimiInEuro(cents: number): number {
  return cents / 100;
}

/** Spec 3 §5: the euro text for an input field ('85.50' style, dot decimal, two digits). */
export function centesimiInInput(cents: number | null | undefined): string {
  if (cents == null) return '';
  const segno = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${segno}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
