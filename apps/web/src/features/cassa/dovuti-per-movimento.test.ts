import { formatEuro } from '@zaino/domain/formato';
import { describe, expect, it } from 'vitest';
import { type DovutoDaScegliere, opzioneDovuto, opzioniInOrdine } from './dovuti-per-movimento.ts';

const dovuto = (o: Partial<DovutoDaScegliere>): DovutoDaScegliere => ({
  id_transazione_economica: 7,
  id_parte_da: 42,
  causale_desc: 'Campo estivo Lupetto',
  importo: 12_000,
  stato: 'no',
  transazioni: [],
  ...o,
});

describe("decision 1155: a searched due in the 'Cambia' dialog", () => {
  it('an unpaid due: its amount and state, proposed up to the line', () => {
    expect(opzioneDovuto(dovuto({}), 20_000)).toEqual({
      valore: 'te:7',
      id_transazione_economica: 7,
      etichetta: `Campo estivo Lupetto · ${formatEuro(12_000)} · Non pagato`,
      abbinabile: true,
      proposto: 12_000,
    });
  });

  it('a partly paid due says what is left and proposes it, not its whole amount', () => {
    const o = opzioneDovuto(
      dovuto({
        stato: 'parziale_completata',
        transazioni: [{ importo: 8_000, stato_pagamento: 'completed' }],
      }),
      12_000,
    );
    expect(o.etichetta).toBe(
      `Campo estivo Lupetto · ${formatEuro(12_000)} · Parziale · restano ${formatEuro(4_000)}`,
    );
    expect(o).toMatchObject({ abbinabile: true, proposto: 4_000 });
  });

  it('a paid due is shown, not choosable, with the reason', () => {
    const o = opzioneDovuto(
      dovuto({
        stato: 'totale_completata',
        transazioni: [{ importo: 12_000, stato_pagamento: 'completed' }],
      }),
      12_000,
    );
    expect(o).toMatchObject({
      abbinabile: false,
      proposto: 0,
      etichetta: `Campo estivo Lupetto · ${formatEuro(12_000)} · Già pagata`,
    });
  });

  it('lists the choosable dues first, then those that cannot be chosen', () => {
    const pagato = {
      stato: 'totale_completata',
      transazioni: [{ importo: 12_000, stato_pagamento: 'completed' }],
    };
    const opzioni = [
      opzioneDovuto(dovuto({ id_transazione_economica: 1, ...pagato }), 12_000),
      opzioneDovuto(dovuto({ id_transazione_economica: 2 }), 12_000),
      opzioneDovuto(dovuto({ id_transazione_economica: 3, ...pagato }), 12_000),
      opzioneDovuto(dovuto({ id_transazione_economica: 4 }), 12_000),
    ];
    expect(opzioniInOrdine(opzioni).map((o) => o.id_transazione_economica)).toEqual([2, 4, 1, 3]);
  });
});
