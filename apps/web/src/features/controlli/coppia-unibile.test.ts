import { describe, expect, it } from 'vitest';
import { type Coppia, coppieOrdinate, MAX_ANTEPRIME_RIGA, primaCoppiaUnibile } from './coppia-unibile.ts';

const ANNO = 'Anna e Anna B. sono iscritti entrambi nell’anno scout 2025/26: elimina o correggi…';
const CONTI = 'Entrambe le persone hanno una parte con bilancio…';

/** A fake preview refusing the pairs listed, and the pairs it was asked, in order. */
function anteprima(rifiuti: Record<string, string>) {
  const chieste: string[] = [];
  const f = async ({ tieni, elimina }: Coppia) => {
    chieste.push(`${tieni}>${elimina}`);
    return { rifiuto: rifiuti[`${tieni}>${elimina}`] ?? null };
  };
  return { f, chieste };
}

describe('a duplicates finding says up front whether it can be merged (decision 0429)', () => {
  it('lists every ordered pair, the dialog’s default first', () => {
    expect(coppieOrdinate([1, 2])).toEqual([
      { tieni: 1, elimina: 2 },
      { tieni: 2, elimina: 1 },
    ]);
    expect(coppieOrdinate([1, 2, 3])).toHaveLength(6);
    expect(coppieOrdinate([1])).toEqual([]);
  });

  it('a pair the server would merge costs one preview and is offered', async () => {
    const a = anteprima({});
    expect(await primaCoppiaUnibile([1, 2], a.f)).toEqual({
      consentita: { tieni: 1, elimina: 2 },
      rifiuto: null,
    });
    expect(a.chieste).toEqual(['1>2']);
  });

  it('two enrolments in one scout year refuse both ways: not offered, the reason is given', async () => {
    const a = anteprima({ '1>2': ANNO, '2>1': ANNO });
    expect(await primaCoppiaUnibile([1, 2], a.f)).toEqual({ consentita: null, rifiuto: ANNO });
    expect(a.chieste).toEqual(['1>2', '2>1']);
  });

  it('a rule refusing one direction only still offers the other, which the dialog opens on', async () => {
    const a = anteprima({ '1>2': CONTI });
    expect(await primaCoppiaUnibile([1, 2], a.f)).toEqual({
      consentita: { tieni: 2, elimina: 1 },
      rifiuto: null,
    });
  });

  it('three persons: offered while any pair can be merged, refused only when none can', async () => {
    const tutte = Object.fromEntries(coppieOrdinate([1, 2, 3]).map((c) => [`${c.tieni}>${c.elimina}`, ANNO]));
    expect(await primaCoppiaUnibile([1, 2, 3], anteprima(tutte).f)).toEqual({
      consentita: null,
      rifiuto: ANNO,
    });
    const { '3>1': _, ...trannePrima } = tutte;
    expect((await primaCoppiaUnibile([1, 2, 3], anteprima(trannePrima).f)).consentita).toEqual({
      tieni: 3,
      elimina: 1,
    });
  });
});

describe('a finding of many persons is not judged on its row', () => {
  it('past MAX_ANTEPRIME_RIGA pairs it asks nothing and leaves the dialog to tell', async () => {
    const ids = [1, 2, 3, 4];
    expect(coppieOrdinate(ids).length).toBeGreaterThan(MAX_ANTEPRIME_RIGA);
    const a = anteprima({});
    expect(await primaCoppiaUnibile(ids, a.f)).toEqual({ consentita: null, rifiuto: null });
    expect(a.chieste).toEqual([]);
  });
});
