import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IscrizioneCiclo } from './ciclo-nuove-iscrizioni.ts';
import {
  type PianoListeAttesa,
  pianoListeAttesa,
  type UnitaConPosti,
  type VoceListaAttesa,
} from './liste-attesa.ts';
import { STATI_ISCRIZIONE, type StatoIscrizione } from './stati-iscrizione.ts';

const branco: UnitaConPosti = { id_unita: 1, branca: 'L', id_gruppo: 2, posti: 3 };
const reparto: UnitaConPosti = { id_unita: 2, branca: 'E', id_gruppo: 2, posti: 2 };

const voce = (
  id_lista_attesa: number,
  id_persona: number,
  id_unita = 1,
  posizione = id_lista_attesa,
): VoceListaAttesa => ({
  id_lista_attesa,
  id_persona,
  id_unita,
  posizione,
  id_iscrizione: null,
});
const lupo = (
  id_persona: number,
  stato_iscrizione: StatoIscrizione,
  anno_scout = 2026,
  id_ruolo = 'L',
): IscrizioneCiclo => ({
  id_iscrizione: id_persona,
  id_persona,
  anno_scout,
  stato_iscrizione,
  nomine: [{ id_ruolo, id_gruppo: 2 }],
});

/** What the server does with the plan: trial enrolments with the unit's appointment, entries closed. */
function applica(
  voci: readonly VoceListaAttesa[],
  iscrizioni: readonly IscrizioneCiclo[],
  piano: PianoListeAttesa,
): { voci: VoceListaAttesa[]; iscrizioni: IscrizioneCiclo[] } {
  let id = Math.max(1000, ...iscrizioni.map((i) => i.id_iscrizione));
  const dopo = iscrizioni.map((i) => ({ ...i, nomine: [...i.nomine] }));
  const chiuse = new Map<number, number>();
  for (const m of piano.movimenti.filter((x) => x.azione === 'inprova')) {
    let i = dopo.find((x) => x.id_iscrizione === m.id_iscrizione);
    if (!i) {
      i = {
        id_iscrizione: ++id,
        id_persona: m.id_persona,
        anno_scout: piano.anno_scout,
        stato_iscrizione: m.a,
        nomine: [],
      };
      dopo.push(i);
    }
    i.stato_iscrizione = m.a;
    if (m.nomina) i.nomine = [...i.nomine, m.nomina];
    chiuse.set(m.id_lista_attesa, i.id_iscrizione);
  }
  for (const m of piano.movimenti.filter((x) => x.azione === 'chiudi')) {
    const i = dopo.find((x) => x.anno_scout === piano.anno_scout && x.id_persona === m.id_persona);
    chiuse.set(m.id_lista_attesa, i?.id_iscrizione ?? -1);
  }
  return {
    voci: voci.map((v) => ({ ...v, id_iscrizione: chiuse.get(v.id_lista_attesa) ?? v.id_iscrizione })),
    iscrizioni: dopo,
  };
}

describe('decision 1010: waiting lists move into inprova as places free up', () => {
  it('fills the free places in list order, the rest keeps waiting', () => {
    const piano = pianoListeAttesa(
      2026,
      [branco],
      [voce(1, 50, 1, 3), voce(2, 51, 1, 1), voce(3, 52, 1, 2)],
      [lupo(10, 'sezione'), lupo(11, 'nessuna')],
    );
    expect(piano.movimenti).toEqual([
      {
        id_lista_attesa: 2,
        id_persona: 51,
        id_unita: 1,
        unita: { branca: 'L', id_gruppo: 2 },
        posizione: 1,
        azione: 'inprova',
        id_iscrizione: null,
        da: null,
        a: 'inprova',
        nomina: { id_ruolo: 'L', id_gruppo: 2 },
      },
      expect.objectContaining({ id_persona: 52, azione: 'inprova' }),
    ]);
    expect(piano.totali).toEqual([
      { id_unita: 1, unita: { branca: 'L', id_gruppo: 2 }, posti: 3, occupati: 1, spostati: 2, inAttesa: 1 },
    ]);
  });

  it.each(STATI_ISCRIZIONE.map((s) => [s, s === 'nessuna' ? 1 : 0] as const))(
    'a youth of the unit in state %s takes %s place',
    (stato, occupa) => {
      const piano = pianoListeAttesa(2026, [{ ...branco, posti: 1 }], [voce(1, 50)], [lupo(10, stato)]);
      expect(piano.movimenti.length).toBe(occupa);
    },
  );

  it('leaders, other units and other years take no place', () => {
    const piano = pianoListeAttesa(
      2026,
      [{ ...branco, posti: 1 }],
      [voce(1, 50)],
      [lupo(10, 'sezione', 2026, 'CB'), lupo(11, 'sezione', 2026, 'E'), lupo(12, 'sezione', 2025)],
    );
    expect(piano.movimenti.map((m) => m.azione)).toEqual(['inprova']);
  });

  it('a person enrolled already is closed without taking a place', () => {
    const piano = pianoListeAttesa(
      2026,
      [{ ...branco, posti: 0 }],
      [voce(1, 10)],
      [lupo(10, 'prevista', 2026, 'E')],
    );
    expect(piano.movimenti).toEqual([
      expect.objectContaining({
        azione: 'chiudi',
        id_iscrizione: 10,
        da: 'prevista',
        a: 'prevista',
        nomina: null,
      }),
    ]);
  });

  it('an annulled enrolment of the year is reused: nessuna → inprova, the appointment added', () => {
    const piano = pianoListeAttesa(2026, [branco], [voce(1, 10)], [lupo(10, 'nessuna', 2026, 'E')]);
    expect(piano.movimenti).toEqual([
      expect.objectContaining({
        azione: 'inprova',
        id_iscrizione: 10,
        da: 'nessuna',
        nomina: { id_ruolo: 'L', id_gruppo: 2 },
      }),
    ]);
  });

  it('a person on two lists is called once: the second entry is closed', () => {
    const piano = pianoListeAttesa(2026, [branco, reparto], [voce(1, 50, 1), voce(2, 50, 2)], []);
    expect(piano.movimenti.map((m) => [m.id_unita, m.azione])).toEqual([
      [1, 'inprova'],
      [2, 'chiudi'],
    ]);
  });

  it('a unit without places set is moved by hand only', () => {
    const piano = pianoListeAttesa(2026, [{ ...branco, posti: null }], [voce(1, 50)], []);
    expect(piano.movimenti).toEqual([]);
    expect(piano.totali[0]).toMatchObject({ posti: null, spostati: 0, inAttesa: 1 });
  });

  it('a full or overfull unit calls nobody; closed entries are not read', () => {
    const pieno = [lupo(10, 'sezione'), lupo(11, 'inprova'), lupo(12, 'completata'), lupo(13, 'prevista')];
    expect(pianoListeAttesa(2026, [branco], [voce(1, 50)], pieno).movimenti).toEqual([]);
    expect(pianoListeAttesa(2026, [branco], [{ ...voce(1, 50), id_iscrizione: 7 }], []).movimenti).toEqual(
      [],
    );
  });

  it('empty lists: nothing to do', () => {
    expect(pianoListeAttesa(2026, [branco], [], []).movimenti).toEqual([]);
  });

  it('idempotent: applying the plan and planning again moves nobody, and no unit goes over its places', () => {
    const arbUnita = fc.uniqueArray(
      fc.record({
        id_unita: fc.integer({ min: 1, max: 4 }),
        posti: fc.option(fc.nat({ max: 6 })),
      }),
      { selector: (u) => u.id_unita, maxLength: 4 },
    );
    const arbVoci = fc.array(
      fc.record({
        id_persona: fc.integer({ min: 1, max: 20 }),
        id_unita: fc.integer({ min: 1, max: 4 }),
        posizione: fc.nat({ max: 5 }),
      }),
      { maxLength: 25 },
    );
    const arbIscrizioni = fc.uniqueArray(
      fc.record({
        id_persona: fc.integer({ min: 1, max: 20 }),
        stato_iscrizione: fc.constantFrom(...STATI_ISCRIZIONE),
        id_unita: fc.integer({ min: 1, max: 4 }),
      }),
      { selector: (i) => i.id_persona, maxLength: 15 },
    );
    const rif = (id: number) => ({ branca: (['L', 'E', 'R'] as const)[id % 3]!, id_gruppo: id });
    fc.assert(
      fc.property(arbUnita, arbVoci, arbIscrizioni, (u, v, i) => {
        const unita = u.map((x) => ({ ...x, ...rif(x.id_unita) }));
        const voci = v.map((x, k) => ({ ...x, id_lista_attesa: k + 1, id_iscrizione: null }));
        const iscrizioni = i.map((x) => ({
          id_iscrizione: x.id_persona,
          id_persona: x.id_persona,
          anno_scout: 2026,
          stato_iscrizione: x.stato_iscrizione,
          nomine: [{ id_ruolo: rif(x.id_unita).branca, id_gruppo: x.id_unita }],
        }));
        const piano = pianoListeAttesa(2026, unita, voci, iscrizioni);
        const dopo = applica(voci, iscrizioni, piano);
        const ancora = pianoListeAttesa(2026, unita, dopo.voci, dopo.iscrizioni);
        const entroIPosti = piano.totali.every(
          (t) => t.spostati === 0 || t.occupati + t.spostati <= (t.posti ?? 0),
        );
        return ancora.movimenti.length === 0 && entroIPosti;
      }),
    );
  });
});
