import { describe, expect, it } from 'vitest';
import {
  MSG_LISTE_ATTESA,
  nuovaVoceListaSchema,
  ordinaVoci,
  posizioneInCoda,
  postiUnitaSchema,
  spostaVoce,
  spostaVoceSchema,
  voceListaSchema,
} from './liste-attesa-gestione.ts';

const voci = [
  { id_lista_attesa: 3, posizione: 2 },
  { id_lista_attesa: 1, posizione: 1 },
  { id_lista_attesa: 2, posizione: 5 },
];

/** Applies the swap and returns the ids in list order. */
const dopo = (lista: typeof voci, id: number, verso: 'su' | 'giu') => {
  const cambi = spostaVoce(lista, id, verso);
  if (!cambi) return null;
  const nuove = lista.map((v) => cambi.find((c) => c.id_lista_attesa === v.id_lista_attesa) ?? v);
  return ordinaVoci(nuove).map((v) => v.id_lista_attesa);
};

describe('moving an entry of a waiting list (decision 1024)', () => {
  it('swaps an entry with its neighbour, up and down', () => {
    expect(ordinaVoci(voci).map((v) => v.id_lista_attesa)).toEqual([1, 3, 2]);
    expect(dopo(voci, 3, 'su')).toEqual([3, 1, 2]);
    expect(dopo(voci, 3, 'giu')).toEqual([1, 2, 3]);
  });

  it('does nothing past the ends or for an entry not in the list', () => {
    expect(spostaVoce(voci, 1, 'su')).toBeNull();
    expect(spostaVoce(voci, 2, 'giu')).toBeNull();
    expect(spostaVoce(voci, 99, 'su')).toBeNull();
  });

  it('splits equal positions so the move is visible', () => {
    const pari = [
      { id_lista_attesa: 1, posizione: 4 },
      { id_lista_attesa: 2, posizione: 4 },
    ];
    expect(dopo(pari, 2, 'su')).toEqual([2, 1]);
    expect(dopo(pari, 1, 'giu')).toEqual([2, 1]);
  });

  it('a move among three or more equal positions leaves the others where they were', () => {
    const pari = [1, 2, 3, 4].map((id) => ({ id_lista_attesa: id, posizione: 7 }));
    expect(dopo(pari, 2, 'su')).toEqual([2, 1, 3, 4]);
    expect(dopo(pari, 3, 'giu')).toEqual([1, 2, 4, 3]);
    expect(dopo(pari, 2, 'giu')).toEqual([1, 3, 2, 4]);
    const misti = [
      { id_lista_attesa: 1, posizione: 1 },
      { id_lista_attesa: 2, posizione: 3 },
      { id_lista_attesa: 3, posizione: 3 },
      { id_lista_attesa: 4, posizione: 4 },
    ];
    expect(dopo(misti, 2, 'giu')).toEqual([1, 3, 2, 4]);
    expect(dopo(misti, 3, 'su')).toEqual([1, 3, 2, 4]);
  });

  it('a new entry goes after the last one', () => {
    expect(posizioneInCoda(voci)).toBe(6);
    expect(posizioneInCoda([])).toBe(1);
  });
});

describe('the inputs of the waiting lists', () => {
  it('places are 0–999 or empty', () => {
    expect(postiUnitaSchema.parse({ id_unita: 1, posti: 0 }).posti).toBe(0);
    expect(postiUnitaSchema.parse({ id_unita: 1, posti: null }).posti).toBeNull();
    for (const posti of [-1, 1000, 2.5]) {
      const r = postiUnitaSchema.safeParse({ id_unita: 1, posti });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MSG_LISTE_ATTESA.posti);
    }
  });

  it('a note is trimmed, empty means none, and is bounded', () => {
    expect(nuovaVoceListaSchema.parse({ id_persona: 1, id_unita: 2, note: '  ' }).note).toBeNull();
    expect(nuovaVoceListaSchema.parse({ id_persona: 1, id_unita: 2, note: ' fratello ' }).note).toBe(
      'fratello',
    );
    const lunga = nuovaVoceListaSchema.safeParse({ id_persona: 1, id_unita: 2, note: 'x'.repeat(501) });
    expect(lunga.error?.issues[0]?.message).toBe(MSG_LISTE_ATTESA.nota);
    expect(nuovaVoceListaSchema.safeParse({ id_persona: 0, id_unita: 2 }).success).toBe(false);
  });
});

describe('naming an entry to remove or move (decision 1024)', () => {
  it('takes a positive id and a direction, with Italian messages', () => {
    expect(voceListaSchema.safeParse({ id_lista_attesa: 4 }).success).toBe(true);
    const zero = voceListaSchema.safeParse({ id_lista_attesa: 0 });
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.message).toBe(MSG_LISTE_ATTESA.id);
    expect(spostaVoceSchema.parse({ id_lista_attesa: 4, verso: 'giu' })).toEqual({
      id_lista_attesa: 4,
      verso: 'giu',
    });
    const storto = spostaVoceSchema.safeParse({ id_lista_attesa: 4, verso: 'destra' });
    expect(storto.error?.issues[0]?.message).toBe(MSG_LISTE_ATTESA.verso);
  });
});
