import { tabellaEsportabile } from '@zaino/domain/esportazione';
import { describe, expect, it } from 'vitest';
import {
  type CausaleLetta,
  COLONNE_CSV_CAUSALI,
  filtraCausali,
  rigaCausale,
  righeCsvCausali,
} from './righe-causali.ts';

const SEZIONE = 1;
const voci = new Map([
  [3, { id_voce: 3, codice: 'E01', descrizione: 'Quote' }],
  [7, { id_voce: 7, codice: 'U02', descrizione: 'Affitto' }],
]);
const causale = (c: Partial<CausaleLetta>): CausaleLetta => ({
  id_transazione_economica: 10,
  id_parte_da: 50,
  id_parte_a: SEZIONE,
  parte_da: { id_parte: 50, desc: 'Mario Rossi' },
  parte_a: { id_parte: 1, desc: 'Sezione' },
  importo: 8500,
  stato: 'totale_completata',
  causale_desc: 'Quota AS 2025/2026',
  causale_tipo: 'iscrizione',
  id_voce_da: null,
  id_voce_a: 3,
  data_creata: '2025-10-05T08:00:00Z',
  data_pagata: '2025-10-06T08:00:00Z',
  ...c,
});

describe('causali rows (spec 3 §2, §7)', () => {
  it('a due the party receives: positive, the payer as Da/A, the item of its side', () => {
    expect(rigaCausale(causale({}), SEZIONE, voci)).toMatchObject({
      importo: 8500,
      daa: 'Mario Rossi',
      id_voce: 3,
      voce_codice: 'E01',
      link: '/b/transazioneEconomica/10/mostra',
    });
  });
  it('a due the party pays: negative, the payee as Da/A, the item of the paying side', () => {
    const c = causale({
      id_parte_da: SEZIONE,
      id_parte_a: 60,
      parte_da: { id_parte: 1, desc: 'Sezione' },
      parte_a: { id_parte: 60, desc: 'Parrocchia' },
      id_voce_da: 7,
      id_voce_a: null,
    });
    expect(rigaCausale(c, SEZIONE, voci)).toMatchObject({
      importo: -8500,
      daa: 'Parrocchia',
      voce_codice: 'U02',
    });
  });
  it('the ?voce= pre-filter takes the item id or its code', () => {
    const righe = [
      rigaCausale(causale({}), SEZIONE, voci),
      rigaCausale(causale({ id_transazione_economica: 11, id_voce_a: null }), SEZIONE, voci),
    ];
    expect(filtraCausali(righe, { voce: '3' }).map((r) => r.id)).toEqual([10]);
    expect(filtraCausali(righe, { voce: 'e01' }).map((r) => r.id)).toEqual([10]);
  });
});

describe('causali.csv (spec 3 §7)', () => {
  it('has exactly the spec columns, amounts in euros negative when the party pays, formula-safe text', () => {
    const righe = [
      rigaCausale(causale({ causale_desc: '=HYPERLINK("x")' }), SEZIONE, voci),
      rigaCausale(
        causale({
          id_parte_da: SEZIONE,
          id_parte_a: 60,
          parte_a: { id_parte: 60, desc: '-Ditta' },
          importo: 123456,
          id_voce_da: 7,
        }),
        SEZIONE,
        voci,
      ),
    ];
    const tabella = tabellaEsportabile([...COLONNE_CSV_CAUSALI], righeCsvCausali(righe, 'https://z.it'));
    // Spec 3 §7's columns in its order, under the screen's Italian headers (decision 1123).
    expect(tabella[0]).toEqual([
      'Importo',
      'Stato',
      'Causale',
      'Tipo',
      'Da/A',
      'Creata il',
      'Pagata il',
      'N. voce',
      'Codice voce',
      'Descrizione voce',
      'Collegamento',
    ]);
    expect(tabella[1]).toEqual([
      '85,00',
      'Pagato',
      '\'=HYPERLINK("x")',
      'Iscrizione',
      'Mario Rossi',
      '05/10/2025',
      '06/10/2025',
      '3',
      'E01',
      'Quote',
      'https://z.it/b/transazioneEconomica/10/mostra',
    ]);
    expect(tabella[2]?.[0]).toBe('-1234,56');
    expect(tabella[2]?.[4]).toBe("'-Ditta");
  });
  it('a description or party that starts a formula after blanks is neutralised too (decision 1116)', () => {
    const riga = rigaCausale(
      causale({ causale_desc: '  @SUM(A1)', parte_da: { id_parte: 50, desc: ' =HYPERLINK("x")' } }),
      SEZIONE,
      voci,
    );
    const [, csv] = tabellaEsportabile([...COLONNE_CSV_CAUSALI], righeCsvCausali([riga], 'https://z.it'));
    expect([csv?.[2], csv?.[4]]).toEqual(["'  @SUM(A1)", '\' =HYPERLINK("x")']);
  });
});
