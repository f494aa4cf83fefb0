// A few deliberately wrong records in the demo section (issue 25), so every data-quality check of
// spec 3 §7 has something to show on `npm start`. They are made on ordinary family members (never a
// demo login nor its family), from the end of the list, and listed in DIFETTI_DEMO for the seed test.
import { carattereControllo } from '@zaino/domain/codice-fiscale';
import type { Generatore, PersonaSeed } from './genera.ts';

/** The demo persons given a deliberate mistake, by the check that finds it. */
export interface DifettiDemo {
  cfNonValido: number[];
  cfIncompatibile: number[];
  codiciFiscaliDoppi: number[];
  nomiCognomiDoppi: number[];
  ruoloIncompatibile: number[];
}

/** An age in years on 31 December of the active year's first calendar year. */
const eta = (g: Generatore, p: PersonaSeed) => g.anno - Number(p.nascita.slice(0, 4));

export function aggiungiDifettiDemo(g: Generatore): DifettiDemo {
  const difetti: DifettiDemo = {
    cfNonValido: [],
    cfIncompatibile: [],
    codiciFiscaliDoppi: [],
    nomiCognomiDoppi: [],
    ruoloIncompatibile: [],
  };
  const intoccabili = personeDemoEFamiglie(g);
  const usati = new Set<number>();
  // Highest ids first: tests that pick the first cub of a unit keep finding a clean one.
  const candidati = [...g.persone].reverse().filter((p) => !intoccabili.has(p.id));
  const prendi = (cond: (p: PersonaSeed) => boolean) => {
    const p = candidati.find((c) => !usati.has(c.id) && cond(c));
    if (p) usati.add(p.id);
    return p;
  };
  const riga = (p: PersonaSeed) => g.rows.persone[p.id - 1]!;
  const iscrittoOra = (p: PersonaSeed) => {
    const i = p.iscrizioni.get(g.anno);
    return i !== undefined && i.stato !== 'nessuna';
  };

  // cfNonValido: a young member whose code was typed with a wrong check letter.
  const giovane = prendi((p) => p.genitore !== null && iscrittoOra(p));
  if (giovane) {
    const cf = riga(giovane).codice_fiscale!;
    const giusto = carattereControllo(cf.slice(0, 15));
    riga(giovane).codice_fiscale =
      `${cf.slice(0, 15)}${giusto === 'Z' ? 'A' : String.fromCharCode(giusto.charCodeAt(0) + 1)}`;
    difetti.cfNonValido.push(giovane.id);
  }

  // cfIncompatibile: a parent whose birth date was typed a year off (the code is right).
  const genitori = new Set(g.rows.parentele.map((r) => r.id_persona_genitore));
  const genitore = prendi((p) => genitori.has(p.id));
  if (genitore) {
    const [a, resto] = [Number(genitore.nascita.slice(0, 4)), genitore.nascita.slice(4)];
    riga(genitore).data_nascita = `${a + 1}${resto === '-02-29' ? '-02-28' : resto}`;
    difetti.cfIncompatibile.push(genitore.id);
  }

  // codiciFiscaliDoppi: a parent given their child's code (also incompatible with the parent).
  const figlioDi = new Map(g.rows.parentele.map((r) => [r.id_persona_genitore, r.id_persona_figlio]));
  const scambiato = prendi((p) => figlioDi.has(p.id) && !usati.has(figlioDi.get(p.id)!));
  if (scambiato) {
    const figlio = figlioDi.get(scambiato.id)!;
    riga(scambiato).codice_fiscale = g.rows.persone[figlio - 1]!.codice_fiscale;
    usati.add(figlio);
    difetti.codiciFiscaliDoppi.push(scambiato.id, figlio);
  }

  // nomiCognomiDoppi: an adult typed in a second time under another family, with an accent.
  const primo = prendi((p) => genitori.has(p.id));
  const secondo = primo && prendi((p) => genitori.has(p.id) && p.sesso === primo.sesso);
  if (primo && secondo) {
    const accentata = { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' }[primo.cognome.slice(-1)];
    const { nome } = primo;
    const cognome = accentata ? `${primo.cognome.slice(0, -1)}${accentata}` : primo.cognome;
    Object.assign(riga(secondo), { nome, cognome });
    Object.assign(secondo, { nome, cognome });
    g.rows.parti[secondo.parte - 1]!.desc = `${nome} ${cognome}`;
    difetti.nomiCognomiDoppi.push(primo.id, secondo.id);
  }

  // ruoloIncompatibile: a scout of 14 or more left in the pack (role L, whose ages end at 12).
  const esploratore = prendi((p) => eta(g, p) >= 14 && p.iscrizioni.get(g.anno)?.giovane === true);
  if (esploratore) {
    const id = esploratore.iscrizioni.get(g.anno)!.id;
    for (const n of g.rows.nomine)
      if (n.id_iscrizione === id && (n.id_ruolo === 'E' || n.id_ruolo === 'R')) n.id_ruolo = 'L';
    difetti.ruoloIncompatibile.push(esploratore.id);
  }
  return difetti;
}

/** The demo logins' persons, their parents and children: the demo's stories stay as written. */
export function personeDemoEFamiglie(g: Generatore): Set<number> {
  const demo = new Set([...g.demo.values()].map((p) => p.id));
  const tutti = new Set(demo);
  for (const r of g.rows.parentele)
    if (demo.has(r.id_persona_genitore) || demo.has(r.id_persona_figlio)) {
      tutti.add(r.id_persona_genitore);
      tutti.add(r.id_persona_figlio);
    }
  // Both parents of a demo child (the other parent is not a demo login).
  for (const r of g.rows.parentele) if (tutti.has(r.id_persona_figlio)) tutti.add(r.id_persona_genitore);
  return tutti;
}
