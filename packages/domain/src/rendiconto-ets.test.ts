import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costruisciRendiconto,
  RIGHE_MODELLO,
  RISULTATO_SEZIONE,
  rigaAdatta,
  rigaModello,
  righeStampa,
  TESTI_RENDICONTO,
} from './rendiconto-ets.ts';

const voci = [
  { id_voce: 1, codice: 'E01', descrizione: 'Quote', riga_ets: 'EA1' },
  { id_voce: 2, codice: 'E02', descrizione: 'Donazioni', riga_ets: 'EA4' },
  { id_voce: 3, codice: 'U01', descrizione: 'Campi', riga_ets: 'UA1' },
  { id_voce: 4, codice: 'U02', descrizione: 'Banca', riga_ets: 'UD1' },
  { id_voce: 5, codice: 'U03', descrizione: 'Senza riga', riga_ets: null },
  { id_voce: 6, codice: 'E03', descrizione: 'Riga sbagliata', riga_ets: 'UA2' },
];

describe('ETS cash-basis statement model (DM 5 March 2020, Mod. D)', () => {
  it('has sections A–E with the model’s numbered lines, expenses and income', () => {
    expect(RIGHE_MODELLO.filter((r) => r.sezione === 'A' && r.tipo === 'E')).toHaveLength(10);
    expect(RIGHE_MODELLO.filter((r) => r.sezione === 'A' && r.tipo === 'U')).toHaveLength(5);
    expect(rigaModello('EA1')?.titolo).toBe('Entrate da quote associative e apporti dei fondatori');
    expect(rigaModello('UD1')?.titolo).toBe('Su rapporti bancari');
    expect(rigaModello('EE2')?.titolo).toBe('Altre entrate di supporto generale');
    expect(rigaModello('EA11')).toBeUndefined();
    expect(new Set(RIGHE_MODELLO.map((r) => r.codice)).size).toBe(RIGHE_MODELLO.length);
  });

  it('an income item maps only to an income line, an expense item to an expense line', () => {
    expect(rigaAdatta('E01', 'EA1')).toBe(true);
    expect(rigaAdatta('U01', 'EA1')).toBe(false);
    expect(rigaAdatta('U01', 'UE5')).toBe(true);
    expect(rigaAdatta('E01', 'XX')).toBe(false);
  });

  it('puts each item’s actual on its line, the previous year beside it, with section and overall results', () => {
    const r = costruisciRendiconto(2025, voci, [
      { anno_scout: 2025, id_voce: 1, importo: 10000 },
      { anno_scout: 2025, id_voce: 2, importo: 500 },
      { anno_scout: 2024, id_voce: 1, importo: 8000 },
      { anno_scout: 2025, id_voce: 3, importo: 4000 },
      { anno_scout: 2025, id_voce: 4, importo: 120 },
      { anno_scout: 2023, id_voce: 1, importo: 99999 },
    ]);
    const a = r.sezioni[0]!;
    expect(a.entrate.righe.find((x) => x.codice === 'EA1')).toMatchObject({ anno: 10000, precedente: 8000 });
    expect(a.entrate.totale).toEqual({ anno: 10500, precedente: 8000 });
    expect(a.uscite.totale).toEqual({ anno: 4000, precedente: 0 });
    expect(a.risultato).toEqual({ anno: 6500, precedente: 8000 });
    expect(r.sezioni[3]!.uscite.totale).toEqual({ anno: 120, precedente: 0 });
    expect(r.totale_entrate).toEqual({ anno: 10500, precedente: 8000 });
    expect(r.totale_uscite).toEqual({ anno: 4120, precedente: 0 });
    expect(r.risultato).toEqual({ anno: 6380, precedente: 8000 });
    expect(r.non_classificate).toEqual([]);
  });

  it('an item without a line, or on a line of the wrong kind, is shown apart and still counted', () => {
    const r = costruisciRendiconto(2025, voci, [
      { anno_scout: 2025, id_voce: 5, importo: 300 },
      { anno_scout: 2024, id_voce: 6, importo: 700 },
    ]);
    expect(r.non_classificate.map((n) => [n.codice, n.tipo, n.anno, n.precedente])).toEqual([
      ['U03', 'U', 300, 0],
      ['E03', 'E', 0, 700],
    ]);
    expect(r.totale_uscite).toEqual({ anno: 300, precedente: 0 });
    expect(r.totale_entrate).toEqual({ anno: 0, precedente: 700 });
    expect(r.sezioni[0]!.uscite.righe.find((x) => x.codice === 'UA2')).toMatchObject({ anno: 0 });
  });

  it('property: income and expense totals are the sums of the items’ actuals by kind, whatever the mapping', () => {
    const codici = RIGHE_MODELLO.map((r) => r.codice);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            tipo: fc.constantFrom('E', 'U'),
            riga: fc.option(fc.constantFrom(...codici)),
            anno: fc.nat(1_000_000),
            precedente: fc.nat(1_000_000),
          }),
          { maxLength: 20 },
        ),
        (xs) => {
          const vs = xs.map((x, i) => ({
            id_voce: i + 1,
            codice: `${x.tipo}${i}`,
            descrizione: '',
            riga_ets: x.riga,
          }));
          const importi = xs.flatMap((x, i) => [
            { anno_scout: 2025, id_voce: i + 1, importo: x.anno },
            { anno_scout: 2024, id_voce: i + 1, importo: x.precedente },
          ]);
          const r = costruisciRendiconto(2025, vs, importi);
          const somma = (t: string, k: 'anno' | 'precedente') =>
            xs.filter((x) => x.tipo === t).reduce((s, x) => s + x[k], 0);
          expect(r.totale_entrate).toEqual({
            anno: somma('E', 'anno'),
            precedente: somma('E', 'precedente'),
          });
          expect(r.totale_uscite).toEqual({ anno: somma('U', 'anno'), precedente: somma('U', 'precedente') });
        },
      ),
    );
  });
});

describe('the printed rows of the statement', () => {
  it('per section expenses then income with totals, results of A–D, unclassified items, overall totals last', () => {
    const r = costruisciRendiconto(2025, voci, [
      { anno_scout: 2025, id_voce: 1, importo: 10000 },
      { anno_scout: 2025, id_voce: 5, importo: 300 },
    ]);
    const righe = righeStampa(r);
    expect(righe[0]).toMatchObject({
      genere: 'sezione',
      etichetta: 'A) Uscite da attività di interesse generale',
    });
    expect(righe.filter((x) => x.genere === 'riga' && x.codice !== 'U03')).toHaveLength(RIGHE_MODELLO.length);
    expect(righe.filter((x) => x.genere === 'risultato').map((x) => x.etichetta)).toEqual([
      RISULTATO_SEZIONE.A,
      RISULTATO_SEZIONE.B,
      RISULTATO_SEZIONE.C,
      RISULTATO_SEZIONE.D,
      TESTI_RENDICONTO.totaleUscite,
      TESTI_RENDICONTO.totaleEntrate,
      TESTI_RENDICONTO.risultato,
    ]);
    expect(righe.find((x) => x.codice === 'U03')?.importi).toMatchObject({ anno: 300 });
    expect(righe.at(-1)?.importi).toEqual({ anno: 9700, precedente: 0 });
  });
});
