import { describe, expect, it } from 'vitest';
import { giornoSezione } from './date.ts';
import { formatDataOraSezione } from './formato.ts';

// Decision 1021: the section's days and times are Italy's, whatever the machine's zone.
describe("the section's clock (Europe/Rome)", () => {
  it('23:30 UTC on the last day before a deadline is already the deadline in Italy', () => {
    expect(giornoSezione(new Date('2026-12-30T23:30:00Z'))).toBe('2026-12-31'); // winter, UTC+1
    expect(giornoSezione(new Date('2026-06-29T22:30:00Z'))).toBe('2026-06-30'); // summer, UTC+2
    expect(giornoSezione(new Date('2026-12-30T22:59:00Z'))).toBe('2026-12-30');
  });
  it('shows an instant as the Italian date and time', () => {
    expect(formatDataOraSezione('2026-12-30T23:30:00Z')).toBe('31/12/2026 00:30');
    expect(formatDataOraSezione('2026-07-01T08:05:00.000Z')).toBe('01/07/2026 10:05');
    expect(formatDataOraSezione('non una data')).toBe('');
  });
});
