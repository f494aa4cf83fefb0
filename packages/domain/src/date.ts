// Calendar-day helpers for the rules on dates (ISO 'yyyy-mm-dd' days, no time zone arithmetic).

/** A calendar day as an ISO string 'yyyy-mm-dd', or a Date (its local calendar day is used). */
export type Giorno = string | Date;

/** Spec 2 §3 dates: the ISO day 'yyyy-mm-dd' of a Date (local) or of an ISO date/timestamp string. */
export function isoGiorno(d: Giorno): string {
  if (typeof d === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(d.trim());
    if (m) return `${m[1]}-${m[2]}-${m[3]}`;
    const parsed = new Date(d);
    if (Number.isNaN(parsed.getTime())) throw new RangeError(`Data non valida: ${d}`);
    d = parsed;
  }
  const y = String(d.getFullYear()).padStart(4, '0');
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const g = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${g}`;
}

/** Compares two days: negative when a is earlier, 0 on the same day, positive when later. */
export function confrontaGiorni(a: Giorno, b: Giorno): number {
  const x = isoGiorno(a);
  const y = isoGiorno(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Adds (or subtracts) whole days to a day, returning the ISO day. */
export function aggiungiGiorni(d: Giorno, giorni: number): string {
  const [y, m, g] = isoGiorno(d).split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, g + giorni));
  return utc.toISOString().slice(0, 10);
}

/** Moves a day by whole years (29 February falls back to 28 February). */
export function aggiungiAnni(d: Giorno, anni: number): string {
  const [y, m, g] = isoGiorno(d).split('-').map(Number) as [number, number, number];
  const anno = y + anni;
  const ultimo = new Date(Date.UTC(anno, m, 0)).getUTCDate();
  return `${String(anno).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(g, ultimo)).padStart(2, '0')}`;
}

/**
 * Moves a day by whole years keeping month ends (decision 1011): the last day of a month stays the
 * last day of that month (28 February 2027 → 29 February 2028 → 28 February 2029); any other day
 * moves as `aggiungiAnni` does.
 */
export function aggiungiAnniFineMese(d: Giorno, anni: number): string {
  const [y, m, g] = isoGiorno(d).split('-').map(Number) as [number, number, number];
  const fineMese = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (g !== fineMese) return aggiungiAnni(d, anni);
  const anno = y + anni;
  const ultimo = new Date(Date.UTC(anno, m, 0)).getUTCDate();
  return `${String(anno).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(ultimo).padStart(2, '0')}`;
}

/** Whole years between a birth day and a day (age in completed years). */
export function etaInAnni(nascita: Giorno, oggi: Giorno): number {
  const [ny, nm, ng] = isoGiorno(nascita).split('-').map(Number) as [number, number, number];
  const [oy, om, og] = isoGiorno(oggi).split('-').map(Number) as [number, number, number];
  let eta = oy - ny;
  if (om < nm || (om === nm && og < ng)) eta -= 1;
  return eta;
}

/** The section's time zone: its days and deadlines are Italian calendar days (decision 1021). */
export const FUSO_SEZIONE = 'Europe/Rome';

// Built at first use, not when the module loads: a formatter with a time zone loads the zone's data,
// tens of milliseconds on a slow phone, which the sign-in page (it imports this module) never needs.
let partiRoma: Intl.DateTimeFormat | undefined;
const formatoRoma = () =>
  (partiRoma ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: FUSO_SEZIONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The parts of an instant on the section's clock (Europe/Rome), whatever the machine's zone. */
export function partiOraSezione(istante: Date): { giorno: string; ora: string } {
  const p = Object.fromEntries(
    formatoRoma()
      .formatToParts(istante)
      .map((x) => [x.type, x.value]),
  );
  return { giorno: `${p.year}-${p.month}-${p.day}`, ora: `${p.hour}:${p.minute}` };
}

/** Decision 1021: the ISO calendar day of an instant in Italy (a deadline's day is Italy's day). */
export function giornoSezione(istante: Date = new Date()): string {
  return partiOraSezione(istante).giorno;
}
