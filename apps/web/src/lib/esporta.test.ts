import { describe, expect, it } from 'vitest';
import { righeXlsx } from './esporta.ts';

describe('XLSX export rows (decision 1123)', () => {
  it('text is written as typed: a text cell is never a formula, so it gets no apostrophe', () => {
    const [testata, riga] = righeXlsx(['Cognome', 'Nome', 'Note'], [['-Luca', '=HYPERLINK("x")', '@a']]);
    expect(testata).toEqual([
      { value: 'Cognome', fontWeight: 'bold' },
      { value: 'Nome', fontWeight: 'bold' },
      { value: 'Note', fontWeight: 'bold' },
    ]);
    expect(riga).toEqual([{ value: '-Luca' }, { value: '=HYPERLINK("x")' }, { value: '@a' }]);
  });
  it('amounts are numbers of euros with the euro format; numbers stay numbers; empty cells are empty', () => {
    const [, riga] = righeXlsx(['Importo', 'N.', 'Vuota', 'Nulla'], [[{ centesimi: -123456 }, 7, '', null]]);
    expect(riga).toEqual([
      { value: -1234.56, format: '#,##0.00 "€";-#,##0.00 "€"' },
      { value: 7 },
      null,
      null,
    ]);
  });
});
