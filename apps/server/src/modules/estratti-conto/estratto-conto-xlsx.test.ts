import { describe, expect, it } from 'vitest';
import { fileZip } from '../../../test/zip.ts';
import { scriviEstrattoXlsx } from './estratto-conto-xlsx.ts';

describe('statement XLSX (decision 1123)', () => {
  it('a description that starts like a formula is written as typed, in a text cell', async () => {
    const xlsx = await scriviEstrattoXlsx({
      sezione: { nome: 'Associazione Scout Esempio APS', righe: ['Codice fiscale: 94120870632'] },
      parte: { nome: 'Sezione' } as Parameters<typeof scriviEstrattoXlsx>[0]['parte'],
      tipo: 'bank',
      anno_scout: 2025,
      iniziale: 0,
      finale: 1000,
      righe: [
        {
          data: new Date('2025-10-01'),
          id_transazione_finanziaria: 1,
          descrizione: '-Luca',
          entrata: 1000,
          uscita: 0,
          saldo: 1000,
        },
      ],
    });
    const file = fileZip(xlsx);
    const testi = file.get('xl/sharedStrings.xml') ?? file.get('xl/worksheets/sheet1.xml')!;
    expect(testi).toContain('<t>-Luca</t>');
    expect(testi).toContain('<t>Associazione Scout Esempio APS</t>');
    expect(testi).toContain('<t>Codice fiscale: 94120870632</t>');
    expect(testi).not.toContain("'-Luca");
    expect(file.get('xl/worksheets/sheet1.xml')).not.toContain('<f>');
  });
});
