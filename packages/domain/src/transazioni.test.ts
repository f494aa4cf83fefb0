import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeStatoPagamento,
  ETICHETTE_METODO,
  ETICHETTE_STATO_PAGAMENTO,
  METODI_PAGAMENTO,
  STATI_PAGAMENTO,
  copertura,
  etichettaStatoDovuto,
  iconaStatoDovuto,
  importoNonAllocato,
  importoResiduo,
  isAllocazioneValida,
  type LinkDovuto,
  prontezzaPagamento,
  richiedeConfermaCopertura,
  statoDovuto,
  visibileNelloStorico,
} from './transazioni.ts';

const l = (importo: number, stato_pagamento: string): LinkDovuto => ({ importo, stato_pagamento });

describe("spec 1 §4.6 / DESIGN.md §7: a due's state from its links", () => {
  it.each([
    ['no links', 8500, [], 'no'],
    ['only initiated payments do not count', 8500, [l(8500, 'initiated')], 'no'],
    ['rejected payments do not count', 8500, [l(8500, 'rejected')], 'no'],
    ['completed in full', 8500, [l(8500, 'completed')], 'totale_completata'],
    ['completed in two parts', 8500, [l(5000, 'completed'), l(3500, 'completed')], 'totale_completata'],
    ['overpaid and completed', 8500, [l(9000, 'completed')], 'totale_completata'],
    ['started in full', 8500, [l(8500, 'started')], 'totale_incorso'],
    ['completed plus started', 8500, [l(5000, 'completed'), l(3500, 'started')], 'totale_incorso'],
    ['partial completed', 8500, [l(5000, 'completed')], 'parziale_completata'],
    ['partial started', 8500, [l(5000, 'started')], 'parziale_incorso'],
    ['partial completed plus started', 8500, [l(1000, 'completed'), l(1000, 'started')], 'parziale_incorso'],
    ['partial with a rejected one', 8500, [l(5000, 'completed'), l(3500, 'rejected')], 'parziale_completata'],
    ['zero-value links on a positive due', 8500, [l(0, 'completed')], 'no'],
    ['zero due with a zero completed payment (solidarity fund)', 0, [l(0, 'completed')], 'totale_completata'],
    ['zero due without links', 0, [], 'no'],
  ] as const)('%s', (_n, importo, links, atteso) => {
    expect(statoDovuto(importo, [...links])).toBe(atteso);
  });

  it.each([
    [8500, [l(5000, 'completed')], 3500],
    [8500, [l(5000, 'completed'), l(1000, 'started'), l(2500, 'initiated')], 2500],
    [8500, [l(9000, 'completed')], 0],
    [8500, [], 8500],
  ] as const)('amount still due of %s', (importo, links, atteso) => {
    expect(importoResiduo(importo, [...links])).toBe(atteso);
  });

  const arbLink = fc.record({
    importo: fc.integer({ min: 0, max: 20000 }),
    stato_pagamento: fc.constantFrom('completed', 'started', 'initiated', 'rejected'),
  });
  it('property: never reports more covered than its links', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30000 }),
        fc.array(arbLink, { maxLength: 6 }),
        (importo, links) => {
          const stato = statoDovuto(importo, links);
          const c = copertura(links);
          if (stato.startsWith('totale')) return c.totale >= importo;
          if (stato.startsWith('parziale')) return c.totale > 0 && c.totale < importo;
          return c.totale === 0;
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('property: incorso only when a started payment counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30000 }),
        fc.array(arbLink, { maxLength: 6 }),
        (importo, links) => {
          const stato = statoDovuto(importo, links);
          return !stato.endsWith('incorso') || links.some((x) => x.stato_pagamento === 'started');
        },
      ),
    );
  });
  it('property: residual + covered ≥ amount, residual never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30000 }),
        fc.array(arbLink, { maxLength: 6 }),
        (importo, links) => {
          const r = importoResiduo(importo, links);
          return r >= 0 && r + copertura(links).totale >= importo;
        },
      ),
    );
  });
});

describe('DESIGN.md §7: Σ links of a payment ≤ its amount', () => {
  it.each([
    [10000, [5000, 5000], true, 0],
    [10000, [5000, 5001], false, -1],
    [10000, [], true, 10000],
    [10000, [50.5], false, 9949.5],
  ])('payment %s with links %j', (importo, links, ok, libero) => {
    const ls = links.map((importo) => ({ importo }));
    expect(isAllocazioneValida(importo, ls)).toBe(ok);
    expect(importoNonAllocato(importo, ls)).toBe(libero);
  });
});

describe('spec 3 §4: payment readiness, icons and labels', () => {
  it.each([
    [null, 'not_done'],
    [undefined, 'not_done'],
    ['no', 'not_done'],
    ['parziale_completata', 'not_done'],
    ['parziale_incorso', 'not_done'],
    ['totale_incorso', 'almost_done'],
    ['totale_completata', 'done'],
  ])('%j → %s', (stato, atteso) => expect(prontezzaPagamento(stato)).toBe(atteso));

  it.each([
    ['totale_completata', 'completata', 'Pagato'],
    ['incorso', 'incorso', 'In corso'],
    ['totale_incorso', 'incorso', 'In corso'],
    ['parziale_completata', 'parziale', 'Parziale'],
    ['parziale_incorso', 'parziale_incorso', 'Pagamento parziale in corso'],
    ['no', 'no', 'Non pagato'],
    ['boh', 'sync', 'n/d'],
    [null, 'sync', 'n/d'],
  ])('%j → %s, %s', (stato, icona, etichetta) => {
    expect(iconaStatoDovuto(stato)).toBe(icona);
    expect(etichettaStatoDovuto(stato)).toBe(etichetta);
  });

  it.each([
    ['completed', 'green'],
    ['rejected', 'red'],
    ['initiated', 'red'],
    ['started', 'yellow'],
  ])('payment %s badge is %s', (stato, colore) => expect(badgeStatoPagamento(stato).colore).toBe(colore));

  it('payment badges and choices read one label per state (spec 3 §4); an unknown state reads In corso', () => {
    expect(STATI_PAGAMENTO.map((s) => badgeStatoPagamento(s).etichetta)).toEqual([
      'Completato',
      'Rifiutato',
      'In corso',
      'Non effettuato',
    ]);
    expect(STATI_PAGAMENTO.map((s) => ETICHETTE_STATO_PAGAMENTO[s])).toEqual(
      STATI_PAGAMENTO.map((s) => badgeStatoPagamento(s).etichetta),
    );
    expect(badgeStatoPagamento('sconosciuto')).toEqual({ etichetta: 'In corso', colore: 'yellow' });
  });

  it('methods have the labels of the payments pages (bank Conto, cash Contanti)', () => {
    expect(METODI_PAGAMENTO.map((m) => ETICHETTE_METODO[m])).toEqual([
      'Conto',
      'Contanti',
      'Satispay',
      'Stripe',
    ]);
  });

  it('history hides initiated payments', () => {
    expect(visibileNelloStorico('initiated')).toBe(false);
    expect(visibileNelloStorico('completed')).toBe(true);
  });

  it('confirmation when payments do not match the due', () => {
    expect(richiedeConfermaCopertura(8500, [l(8500, 'completed')])).toBeNull();
    expect(richiedeConfermaCopertura(8500, [l(5000, 'completed'), l(5000, 'initiated')])).toBe('meno');
    expect(richiedeConfermaCopertura(8500, [l(9000, 'started')])).toBe('piu');
  });
});
