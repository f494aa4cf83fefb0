import { tabellaEsportabile } from '@zaino/domain/esportazione';
import { describe, expect, it } from 'vitest';
import {
  type BilancioLetto,
  COLONNE_CSV_BILANCIO,
  righeCsvBilancio,
  vociAggiungibili,
} from './righe-bilancio.ts';

const voce = (id_voce: number, codice: string) => ({ id_voce, codice, descrizione: `Voce ${codice}` });
const riga = (id: number, codice: string, preventivo: number, consuntivo: number): BilancioLetto => ({
  id_voce: id,
  preventivo,
  consuntivo,
  voce: voce(id, codice),
});

describe('budget (spec 3 §2, §7)', () => {
  it('bilancio.csv: id_voce, codice, descrizione, preventivo, consuntivo in euros', () => {
    expect(
      tabellaEsportabile([...COLONNE_CSV_BILANCIO], righeCsvBilancio([riga(3, 'E01', 100000, 8550)])),
    ).toEqual([
      ['id_voce', 'codice', 'descrizione', 'preventivo', 'consuntivo'],
      ['3', 'E01', 'Voce E01', '1000,00', '85,50'],
    ]);
  });
  it('the add dialog offers only items not in the budget yet, by code in numeric order', () => {
    const voci = [voce(1, 'E10'), voce(2, 'E2'), voce(3, 'U1'), voce(4, 'E1')];
    expect(vociAggiungibili(voci, [riga(4, 'E1', 0, 0)]).map((v) => v.codice)).toEqual(['E2', 'E10', 'U1']);
  });
});
