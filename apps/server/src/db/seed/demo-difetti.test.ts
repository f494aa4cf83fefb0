import { calcolaControlli } from '@zaino/domain/controlli';
import type { StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { describe, expect, it } from 'vitest';
import { annoScoutAttivoIl } from './index.ts';
import { generaSezione } from './sezione.ts';

// Issue 25: the demo section ships national data that differs from ours on the compared fields of
// spec 2 §8 (and one card missing), and a few records wrong on purpose for every data-quality check.

const oggi = new Date('2026-11-20T10:00:00Z');
const g = generaSezione(annoScoutAttivoIl(oggi), 300, oggi);
const dellAnno = g.rows.iscrizioni.filter((i) => i.anno_scout === g.anno);

describe('the demo national register', () => {
  it('differs on every compared field, misses one card, and matches the rest', () => {
    const campi = dellAnno.flatMap((i) => (i.errori_nazionale ? i.errori_nazionale.split(',') : []));
    for (const campo of [
      'assente',
      'nome',
      'cognome',
      'iscrizione',
      'codice_fiscale',
      'data_nascita',
      'sesso',
      'gruppo',
      'ruolo',
    ])
      expect(campi, campo).toContain(campo);
    expect(campi.filter((c) => c === 'assente')).toHaveLength(1);
    expect(dellAnno.filter((i) => i.errori_nazionale).length).toBeLessThanOrEqual(8);
    expect(dellAnno.filter((i) => i.errori_nazionale === '').length).toBeGreaterThan(50);
    // No membership number: nothing to compare.
    for (const i of dellAnno.filter((x) => !x.n_tessera)) expect(i.errori_nazionale).toBeNull();
  });

  it('leaves the demo logins and their families matching', () => {
    const demo = new Set([...g.demo.values()].map((p) => p.id));
    for (const i of dellAnno.filter((x) => demo.has(x.id_persona) && x.n_tessera))
      expect(i.errori_nazionale, String(i.id_persona)).toBe('');
  });

  it('links each person to their national record by card number', () => {
    const tessere = new Map(g.rows.nazionale.map((r) => [r.id_persona_nazionale, r.tessera]));
    for (const i of dellAnno.filter((x) => x.errori_nazionale !== null && x.errori_nazionale !== 'assente'))
      expect(tessere.get(g.rows.persone[i.id_persona - 1]!.id_persona_nazionale ?? 0)).toBe(i.n_tessera);
  });
});

describe('the demo data-quality examples', () => {
  it('give every check of spec 3 §7 a finding about the persons made wrong on purpose', () => {
    const nomineAnno = new Map<number, { id_ruolo: string; id_gruppo: number | null }[]>();
    for (const n of g.rows.nomine) {
      const i = dellAnno.find((x) => x.id_iscrizione === n.id_iscrizione);
      if (!i) continue;
      nomineAnno.set(i.id_persona, [
        ...(nomineAnno.get(i.id_persona) ?? []),
        { id_ruolo: n.id_ruolo, id_gruppo: n.id_gruppo ?? null },
      ]);
    }
    const righe = g.rows.persone.map((p) => ({
      id_persona: p.id_persona!,
      nome: p.nome ?? null,
      cognome: p.cognome ?? null,
      sesso: p.sesso ?? null,
      data_nascita: p.data_nascita ?? null,
      codice_fiscale: p.codice_fiscale ?? null,
      stati_iscrizione: g.rows.iscrizioni
        .filter((i) => i.id_persona === p.id_persona)
        .map((i) => i.stato_iscrizione as StatoIscrizione),
      correlate: g.rows.parentele.flatMap((r) =>
        r.id_persona_genitore === p.id_persona
          ? [r.id_persona_figlio]
          : r.id_persona_figlio === p.id_persona
            ? [r.id_persona_genitore]
            : [],
      ),
      nomine: nomineAnno.get(p.id_persona!) ?? [],
    }));
    const rilievi = calcolaControlli(righe, g.anno);
    for (const [tipo, ids] of Object.entries(g.difetti!)) {
      expect(ids.length, tipo).toBeGreaterThan(0);
      const trovati = rilievi.filter((r) => r.tipo === tipo).flatMap((r) => [r.id_persona, ...r.persone]);
      for (const id of ids) expect(trovati, `${tipo} ${id}`).toContain(id);
    }
    expect(rilievi.some((r) => r.tipo === 'personeInutili')).toBe(true);
  });
});
