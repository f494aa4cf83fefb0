import { describe, expect, it } from 'vitest';
import { testoPdf } from '../../../test/pdf-testo.ts';
import { type DatiRicevuta, scriviRicevuta } from './ricevuta-pdf.ts';

const dati = (commissione: number): DatiRicevuta => ({
  emittente: { nome: 'Sezione', righe: [] },
  numero: 12,
  anno_scout: 2025,
  data: new Date('2025-10-06T10:00:00Z'),
  pagante: { nome: 'Laura Conti', righe: [] },
  importo: 8500,
  commissione,
  metodo: 'Carta',
  voci: [{ descrizione: 'Quota AS 2025/2026', importo: 8500 }],
  verifica: 'http://localhost/ricevuta/verifica/abc',
});

const senzaSpazi = (s: string) => s.replace(/\s/g, '');

describe('receipt PDF: the fee and the total charged (spec 3 §9, issue 23)', () => {
  it('a card payment shows the sum received, the fee and the total the card was charged', async () => {
    const testo = senzaSpazi(testoPdf(await scriviRicevuta(dati(190))));
    expect(testo).toContain(senzaSpazi('la somma di 85,00 € (Carta)'));
    expect(testo).toContain(senzaSpazi('Commissione del pagamento: 1,90 € - totale addebitato: 86,90 €'));
  });
  it('a payment without a fee says nothing of one', async () => {
    const testo = testoPdf(await scriviRicevuta(dati(0)));
    expect(testo).not.toContain('Commissione');
    expect(testo).not.toContain('addebitato');
  });
});

describe('receipt PDF: the issuer’s identity (decision 1301)', () => {
  it('prints the legal name, the given lines and the deductibility statement', async () => {
    const testo = testoPdf(
      await scriviRicevuta({
        ...dati(0),
        emittente: {
          nome: 'Associazione Scout Esempio APS',
          righe: ['Sede: Via dei Pioppi 12, 20159 Milano (MI)', 'Codice fiscale: 94120870632'],
          detraibilita: 'Le erogazioni liberali sono detraibili.',
        },
      }),
    );
    for (const atteso of [
      'Associazione Scout Esempio APS',
      'Sede: Via dei Pioppi 12, 20159 Milano (MI)',
      'Codice fiscale: 94120870632',
      'Le erogazioni liberali sono detraibili.',
    ])
      expect(senzaSpazi(testo)).toContain(senzaSpazi(atteso));
  });
  it('an issuer without details prints its name and nothing else, never "undefined"', async () => {
    const testo = testoPdf(await scriviRicevuta(dati(0)));
    expect(testo).toContain('Sezione');
    expect(testo).not.toMatch(/undefined|null|Codice fiscale|detraibil/);
  });
});
