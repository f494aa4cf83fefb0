import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { ETICHETTE_METODO } from '@zaino/domain/transazioni';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { EstrattoConto } from './estratto-conto.ts';

const EURO = '#,##0.00 "€";-#,##0.00 "€"';
const euro = (cents: number) => ({ value: cents / 100, format: EURO });
// A string is written as a text cell, which a spreadsheet never reads as a formula: it needs no
// leading apostrophe (that is the CSV's defence; here it would show as '-Luca). Decision 1123.
const testo = (v: string, fontWeight?: 'bold') => ({
  value: v,
  ...(fontWeight ? { fontWeight } : {}),
});

/** The statement as one sheet: title, opening balance, the movements, closing balance; amounts in euros. */
export function scriviEstrattoXlsx(e: EstrattoConto): Promise<Buffer> {
  const intestazione = ['Data', 'N.', 'Descrizione', 'Entrate', 'Uscite', 'Saldo'].map((t) =>
    testo(t, 'bold'),
  );
  const righe: Row[] = [
    // Decision 1301: the section's identity first, a line each.
    [testo(e.sezione.nome, 'bold')],
    ...e.sezione.righe.map((r): Row => [testo(r)]),
    [
      testo(
        `Estratto conto ${ETICHETTE_METODO[e.tipo]} - ${e.parte.nome} - anno scout ${formatAnnoScout(e.anno_scout)}`,
        'bold',
      ),
    ],
    [testo('Saldo iniziale'), null, null, null, null, euro(e.iniziale)],
    intestazione,
    ...e.righe.map(
      (r): Row => [
        { value: r.data, format: 'dd/mm/yyyy' },
        { value: r.id_transazione_finanziaria },
        testo(r.descrizione),
        r.entrata ? euro(r.entrata) : null,
        r.uscita ? euro(r.uscita) : null,
        euro(r.saldo),
      ],
    ),
    [testo('Saldo finale', 'bold'), null, null, null, null, euro(e.finale)],
  ];
  return writeXlsxFile(righe, {
    sheet: 'Estratto conto',
    columns: [{ width: 12 }, { width: 8 }, { width: 50 }, { width: 14 }, { width: 14 }, { width: 14 }],
  }).toBuffer();
}
