import { formatEuro } from '@zaino/domain/formato';
import { describe, expect, it } from 'vitest';
import {
  type DovutoDaScegliere,
  opzioneDovuto,
  opzioniDovuto,
  opzioniInOrdine,
} from './dovuti-per-movimento.ts';

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

  it('decision 1157: a due covered by a started bank transfer offers to complete that transfer, once', () => {
    const inVerifica = (id_transazione_economica: number) =>
      dovuto({
        id_transazione_economica,
        stato: 'totale_iniziata',
        transazioni: [
          { importo: 12_000, stato_pagamento: 'started', id_transazione_finanziaria: 31, tipo_da: 'bank' },
        ],
      });
    // The due is that transfer's row only: its own disabled row beside it read as a second due.
    const [bonifico, ...altre] = opzioniDovuto(inVerifica(7), 12_000);
    expect(altre).toEqual([]);
    expect(bonifico).toEqual({
      valore: 'tf:31',
      id_transazione_economica: 7,
      id_transazione_finanziaria: 31,
      etichetta: `Campo estivo Lupetto · ${formatEuro(12_000)} · Completa il bonifico in verifica (pagamento n. 31)`,
      abbinabile: true,
      proposto: 0,
    });
    // One transfer for two dues of the same checkout: offered once, first among the choices.
    const opzioni = opzioniInOrdine([
      ...opzioniDovuto(inVerifica(7), 12_000),
      ...opzioniDovuto(inVerifica(8), 12_000),
    ]);
    expect(opzioni.map((o) => o.valore)).toEqual(['tf:31']);
    // A card payment in progress is no transfer the bank line could complete.
    const carta = dovuto({
      transazioni: [
        { importo: 12_000, stato_pagamento: 'started', id_transazione_finanziaria: 32, tipo_da: 'stripe' },
      ],
    });
    expect(opzioniDovuto(carta, 12_000).map((o) => o.valore)).toEqual(['te:7']);
  });

  it('decision 1157: the transfer says its amount; a smaller line sees it disabled, with what to do', () => {
    const annunciato = dovuto({
      stato: 'totale_iniziata',
      importo: 3_000,
      transazioni: [
        {
          importo: 3_000,
          stato_pagamento: 'started',
          id_transazione_finanziaria: 272,
          tipo_da: 'bank',
          importo_pagamento: 5_000,
          coperto_dal_pagamento: 5_000,
        },
      ],
    });
    const base = `Campo estivo Lupetto · ${formatEuro(3_000)} · `;
    expect(opzioniDovuto(annunciato, 5_000)[0]).toMatchObject({
      etichetta: `${base}Completa il bonifico in verifica di ${formatEuro(5_000)} (pagamento n. 272)`,
      abbinabile: true,
    });
    expect(opzioniDovuto(annunciato, 3_000)[0]).toMatchObject({
      etichetta: `${base}Bonifico in verifica di ${formatEuro(5_000)} (pagamento n. 272): il movimento è minore dei ${formatEuro(5_000)} che copre: correggi il pagamento o abbina il movimento a un'altra quota`,
      abbinabile: false,
    });
  });
});
