import { describe, expect, it } from 'vitest';
import { colonneAnteprima, differenzaQuote, etichettaRuolo, etichettaStato } from './colonne-anteprima.ts';

describe("the yearly steps' preview columns in the app's words (decision 1027)", () => {
  it('names the carry-over columns by year and shows states by their labels, not their codes', () => {
    const c = colonneAnteprima('crea-nuove-iscrizioni', 2026);
    expect([c.da, c.a]).toEqual(['Stato 2025/2026', 'Nuova iscrizione 2026/2027']);
    expect(c.valore({ id_iscrizione: 1, anno_scout: 2025, stato_iscrizione: 'completata' })).toBe(
      'Nazionale',
    );
    expect(c.valore({ anno_scout: 2026, stato_iscrizione: 'nessuna' })).toBe('Annullata');
    expect(c.nota).toMatch(/non cambiano.*'Annullata'.*'Prevista'/);
    expect(c.importo?.titolo).toBe('Quote nei termini');
  });
  it('shows the opening and the waiting lists by state labels, with no amount column', () => {
    for (const passo of ['apri-iscrizioni', 'refresh-liste-attesa']) {
      const c = colonneAnteprima(passo, 2026);
      expect(c.valore('nessuna')).toBe('Annullata');
      expect(c.valore('prevista')).toBe('Prevista');
      expect(c.importo).toBeNull();
    }
    expect(etichettaStato(null)).toBe('Nessuna iscrizione');
    expect(etichettaStato('inprova')).toBe('In prova');
  });
  it('names the promotions by role and their fee change unsigned, with which way it goes', () => {
    const c = colonneAnteprima('aggiorna-nuove-iscrizioni', 2026);
    expect([c.valore('L'), c.valore('E'), c.valore('R'), c.valore(null)]).toEqual([
      'Lupetto/a',
      'Esploratore/Guida',
      'Rover/Scolta',
      'Adulto (senza nomina)',
    ]);
    expect(etichettaRuolo('XYZ')).toBe('XYZ');
    expect(c.importo?.titolo).toBe('Differenza quote');
    expect(c.importo?.valore(-2500)).toBe('25,00 € in meno');
    expect(differenzaQuote(1000)).toBe('10,00 € in più');
    expect(differenzaQuote(0)).toBe('nessuna');
    expect(c.importo?.nota).toMatch(/quota degli adulti/);
  });
  it('keeps the late fees in euros, and an unknown step readable', () => {
    const m = colonneAnteprima('applica-more');
    expect([m.da, m.a, m.valore(8500), m.importo?.titolo]).toEqual([
      'Quota ora',
      'Con la mora',
      '85,00 €',
      'More',
    ]);
    const x = colonneAnteprima('passo-nuovo');
    expect([
      x.valore('sezione'),
      x.valore({ preventivo: 1200 }),
      x.valore('testo'),
      x.valore(undefined),
    ]).toEqual(['Sezione', '12,00 €', 'testo', '—']);
  });
});
