import { MantineProvider, Radio } from '@mantine/core';
import { formatEuro } from '@zaino/domain/formato';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type DovutoDaScegliere, opzioniDovuto, opzioniInOrdine } from '../dovuti-per-movimento.ts';
import { ScelteDovuti } from './scelte-dovuti.tsx';

// Decision 1155: the 'Cambia' dialog's searched dues, rendered as the dialog renders them (inside its
// radio group), read back from the markup: which are choosable, their labels, the proposed amount.

const dovuto = (id: number, causale_desc: string, o: Partial<DovutoDaScegliere>): DovutoDaScegliere => ({
  id_transazione_economica: id,
  id_parte_da: 42,
  causale_desc,
  importo: 12_000,
  stato: 'no',
  transazioni: [],
  ...o,
});

const trovati = [
  dovuto(1, 'Quota Lupetto', {}),
  dovuto(2, 'Campo Guida', {
    stato: 'parziale_completata',
    transazioni: [{ importo: 9_000, stato_pagamento: 'completed' }],
  }),
  dovuto(3, 'Uscita Rover', {
    stato: 'totale_completata',
    transazioni: [{ importo: 12_000, stato_pagamento: 'completed' }],
  }),
  dovuto(4, 'Quota Esploratore', {
    stato: 'totale_iniziata',
    transazioni: [
      { importo: 12_000, stato_pagamento: 'started', id_transazione_finanziaria: 55, tipo_da: 'bank' },
    ],
  }),
];

interface RadioLetto {
  valore: string;
  etichetta: string;
  disabilitato: boolean;
}

/** The radios of the markup: value, label text (through its 'for'), disabled. */
function radio(html: string): RadioLetto[] {
  return [...html.matchAll(/<input [^>]*type="radio"[^>]*>/g)].map(([tag]) => {
    const attr = (n: string) => tag.match(new RegExp(` ${n}="([^"]*)"`))?.[1];
    const etichetta = html.match(new RegExp(`<label [^>]*for="${attr('id')}"[^>]*>([^<]*)</label>`))?.[1];
    return {
      valore: attr('value') ?? '',
      etichetta: etichetta ?? '',
      disabilitato: attr('disabled') !== undefined,
    };
  });
}

/** What the dialog says under the list about the chosen due. */
const avviso = (html: string) => html.match(/<p [^>]*aria-live="polite"[^>]*>([^<]*)<\/p>/)?.[1] ?? null;

function disegna(scelta: string | null, importoMovimento: number): string {
  const opzioni = opzioniInOrdine(trovati.flatMap((d) => opzioniDovuto(d, importoMovimento)));
  return renderToStaticMarkup(
    h(
      MantineProvider,
      null,
      h(
        Radio.Group,
        // Children are passed as the third argument, which the props type does not see.
        { value: scelta, name: 'abbinamento' } as Parameters<typeof Radio.Group>[0],
        h(ScelteDovuti, { opzioni, scelta, importoMovimento }),
      ),
    ),
  );
}

describe("decision 1155: the 'Cambia' dialog's searched dues", () => {
  it('a paid due is shown disabled with the reason; the others are choices, a partial one with what is left', () => {
    expect(radio(disegna(null, 20_000))).toEqual([
      {
        valore: 'te:1',
        etichetta: `Quota Lupetto · ${formatEuro(12_000)} · Non pagato`,
        disabilitato: false,
      },
      {
        valore: 'te:2',
        etichetta: `Campo Guida · ${formatEuro(12_000)} · Parziale · restano ${formatEuro(3_000)}`,
        disabilitato: false,
      },
      {
        valore: 'tf:55',
        etichetta: `Quota Esploratore · ${formatEuro(12_000)} · Completa il bonifico in verifica (pagamento n. 55)`,
        disabilitato: false,
      },
      {
        valore: 'te:3',
        etichetta: `Uscita Rover · ${formatEuro(12_000)} · Già pagata`,
        disabilitato: true,
      },
    ]);
  });

  it('a chosen partly paid due takes what it still owes, the rest of the line stays unassigned', () => {
    expect(avviso(disegna('te:2', 20_000))).toBe(
      `Alla quota vanno ${formatEuro(3_000)}; gli altri ${formatEuro(17_000)} del movimento restano sul pagamento, senza quota.`,
    );
  });

  it('a line smaller than what is owed is taken whole', () => {
    expect(avviso(disegna('te:1', 5_000))).toBe(`Alla quota vanno ${formatEuro(5_000)}.`);
  });

  it('decision 1157: a chosen started transfer says the line completes it', () => {
    expect(avviso(disegna('tf:55', 12_000))).toBe(
      'Il movimento completa il pagamento n. 55: le quote che copre risulteranno pagate.',
    );
  });

  it('nothing is proposed for a paid due, nor before a choice', () => {
    expect(avviso(disegna('te:3', 20_000))).toBeNull();
    expect(avviso(disegna(null, 20_000))).toBeNull();
  });
});
