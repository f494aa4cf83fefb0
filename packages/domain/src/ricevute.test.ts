import { describe, expect, it } from 'vitest';
import { mailRicevuta, paganteVisibile, TOKEN_RICEVUTA, urlVerificaRicevuta } from './ricevute.ts';

describe('receipt verification page (decision 1205)', () => {
  it.each([
    ['Maria Rossi', true, 'M. R.'],
    ['Anna Maria De Luca', true, 'A. M. D. L.'],
    ['Giovanni D’Amico-Sala', true, 'G. D. A. S.'],
    ['Élodie Ünal', true, 'É. Ü.'],
    ['', true, '—'],
    ['Gruppo 10', false, 'Gruppo 10'],
  ])('shows the payer %j (person: %s) as %j', (nome, persona, atteso) => {
    expect(paganteVisibile(nome, persona)).toBe(atteso);
  });

  it('looks up only 22-character base64url tokens', () => {
    expect(TOKEN_RICEVUTA.test('AbcdEfgh_ijk-LMNOPqrsT')).toBe(true);
    for (const t of ['1', 'AbcdEfgh_ijk-LMNOPqrsT1', 'AbcdEfgh_ijk-LMNOPqrs/', "' or 1=1 --xxxxxxxxxxx"])
      expect(TOKEN_RICEVUTA.test(t)).toBe(false);
  });

  it('builds the short link from the public address', () => {
    expect(urlVerificaRicevuta('https://zaino.example', 'AbcdEfgh_ijk-LMNOPqrsT')).toBe(
      'https://zaino.example/ricevuta/verifica/AbcdEfgh_ijk-LMNOPqrsT',
    );
  });
});

describe('receipt mail', () => {
  it('names issuer, number, year, amount and date, with the history and verification links', () => {
    const m = mailRicevuta({
      emittente: 'Sezione',
      pagante: 'Maria Rossi',
      numero: 12,
      anno_scout: 2025,
      data: new Date('2025-11-03T10:00:00Z'),
      importo: 12_050,
      verifica: 'https://z/ricevuta/verifica/t',
      storico: 'https://z/f/storicoPagamenti',
    });
    expect(m.subject).toBe('Sezione: ricevuta n. 12 - anno scout 2025/2026');
    expect(m.text).toContain('Ciao Maria Rossi,');
    expect(m.text).toMatch(/pagamento di 120,50\s€ del 03\/11\/2025/);
    expect(m.text).toContain('https://z/ricevuta/verifica/t');
    expect(m.text).toContain('https://z/f/storicoPagamenti');
    expect(m.text.trimEnd().endsWith('Sezione')).toBe(true);
  });

  it('signs with the issuer’s legal details (decision 1301), skipping empty lines', () => {
    const m = mailRicevuta({
      emittente: 'Associazione Scout Esempio APS',
      emittenteRighe: ['Sede: Via dei Pioppi 12, 20159 Milano (MI)', '', 'Codice fiscale: 94120870632'],
      pagante: 'Maria Rossi',
      numero: 1,
      anno_scout: 2025,
      data: new Date('2025-11-03T10:00:00Z'),
      importo: 100,
      verifica: 'v',
      storico: 's',
    });
    expect(m.subject).toBe('Associazione Scout Esempio APS: ricevuta n. 1 - anno scout 2025/2026');
    expect(m.text).toMatch(
      /\nAssociazione Scout Esempio APS\nSede: Via dei Pioppi 12, 20159 Milano \(MI\)\nCodice fiscale: 94120870632$/,
    );
    expect(m.text).not.toMatch(/undefined|null/);
  });
});
