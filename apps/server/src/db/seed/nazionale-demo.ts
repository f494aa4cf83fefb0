// The demo section's copy of the national register (issue 25): one national record per enrolment of
// the active year with a membership number, a few of them deliberately different from ours on the
// compared fields of spec 2 §8 and one card missing, and errori_nazionale as the domain's comparison
// computes it, so a fresh `npm start` shows every icon and a new download from the same data changes
// nothing.
import { confrontaConNazionale, type IncaricoNazionale } from '@zaino/domain/nazionale';
import type { StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import type { Generatore } from './genera.ts';

type RigaNazionale = Generatore['rows']['nazionale'][number];

/** The deliberate differences, in the order they are given to the enrolments picked for them. */
const DIFFERENZE: readonly ((r: RigaNazionale) => void)[] = [
  // A typo in the name.
  (r) => {
    r.nome = `${r.nome?.slice(0, -1)}${r.nome?.endsWith('a') ? 'o' : 'a'}`;
  },
  // The birth date a day off.
  (r) => {
    const d = new Date(`${r.data_nascita}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    r.data_nascita = d.toISOString().slice(0, 10);
  },
  // Another appointment (the national register still has last year's or a vice role).
  (r) => {
    r.incarichi = (r.incarichi as IncaricoNazionale[]).map((i) => ({
      ...i,
      idTipoIncarico: { L: 'E', E: 'R', R: 'E' }[i.idTipoIncarico] ?? `V${i.idTipoIncarico}`,
    }));
  },
  // The other sex.
  (r) => {
    r.sesso = r.sesso === 'M' ? 'F' : 'M';
  },
  // Another group number.
  (r) => {
    r.incarichi = (r.incarichi as IncaricoNazionale[]).map((i) => ({
      ...i,
      gruppo: i.gruppo == null ? null : i.gruppo + 1,
    }));
  },
  // Not yet renewed nationally, though the section completed it.
  (r) => {
    r.stato_rinnovo = 'r';
  },
  // A surname spelt differently and the fiscal code of an old registration.
  (r) => {
    r.cognome = `${r.cognome}i`;
    r.codice_fiscale = `${r.codice_fiscale?.slice(0, 15)}X`;
  },
];

/**
 * Fills rows.nazionale and each active-year enrolment's errori_nazionale. `esclusi` are persons the
 * demo keeps matching (demo logins and their families, the data-quality examples).
 */
export function aggiungiNazionaleDemo(g: Generatore, esclusi: ReadonlySet<number>): void {
  const numeroGruppo = new Map(g.rows.gruppi.map((x) => [x.id_gruppo, x.numero]));
  const nominePer = new Map<number, { id_ruolo: string; numero_gruppo: number | null }[]>();
  for (const n of g.rows.nomine) {
    const l = nominePer.get(n.id_iscrizione) ?? [];
    l.push({
      id_ruolo: n.id_ruolo,
      numero_gruppo: n.id_gruppo == null ? null : (numeroGruppo.get(n.id_gruppo) ?? null),
    });
    nominePer.set(n.id_iscrizione, l);
  }
  const dellAnno = g.rows.iscrizioni.filter((i) => i.anno_scout === g.anno);
  const perTessera = new Map<string, RigaNazionale>();
  for (const i of dellAnno) {
    if (!i.n_tessera) continue;
    const p = g.rows.persone[i.id_persona - 1]!;
    const seme = g.persone[i.id_persona - 1]!;
    const riga: RigaNazionale = {
      id_persona_nazionale: g.rows.nazionale.length + 1,
      tessera: i.n_tessera,
      nome: p.nome,
      cognome: p.cognome,
      sesso: p.sesso,
      codice_fiscale: p.codice_fiscale ?? null,
      data_nascita: p.data_nascita ?? null,
      luogo_nascita: p.luogo_nascita ?? null,
      comune: p.residenza_comune ?? null,
      provincia: p.residenza_provincia ?? null,
      cap: p.residenza_cap ?? null,
      // Not a compared field: the national address of some is out of date.
      indirizzo: i.id_persona % 17 === 0 ? 'Via Sconosciuta 1' : (p.residenza_indirizzo ?? null),
      email: seme.email ?? seme.genitore?.email ?? null,
      incarichi: (nominePer.get(i.id_iscrizione ?? 0) ?? []).map((n) => ({
        idTipoIncarico: n.id_ruolo,
        gruppo: n.numero_gruppo,
      })),
      stato_rinnovo: i.stato_iscrizione === 'completata' ? 'R' : 'r',
    };
    g.rows.nazionale.push(riga);
    perTessera.set(i.n_tessera, riga);
    p.id_persona_nazionale = riga.id_persona_nazionale;
  }

  // The deliberate differences, and one card the national register does not have, on completed
  // enrolments with appointments, from the end of the list.
  const scelti = dellAnno
    .filter(
      (i) =>
        i.stato_iscrizione === 'completata' &&
        !esclusi.has(i.id_persona) &&
        (nominePer.get(i.id_iscrizione ?? 0)?.some((n) => n.numero_gruppo != null) ?? false),
    )
    .reverse();
  DIFFERENZE.forEach((cambia, k) => {
    const r = scelti[k] && perTessera.get(scelti[k].n_tessera!);
    if (r) cambia(r);
  });
  const assente = scelti[DIFFERENZE.length];
  if (assente) {
    const r = perTessera.get(assente.n_tessera!)!;
    g.rows.nazionale.splice(g.rows.nazionale.indexOf(r), 1);
    perTessera.delete(assente.n_tessera!);
    g.rows.persone[assente.id_persona - 1]!.id_persona_nazionale = null;
  }

  for (const i of dellAnno) {
    const p = g.rows.persone[i.id_persona - 1]!;
    const r = i.n_tessera ? perTessera.get(i.n_tessera) : undefined;
    i.errori_nazionale = confrontaConNazionale(
      {
        nome: p.nome ?? null,
        cognome: p.cognome ?? null,
        codice_fiscale: p.codice_fiscale ?? null,
        data_nascita: p.data_nascita ?? null,
        sesso: p.sesso ?? null,
        n_tessera: i.n_tessera ?? null,
        stato_iscrizione: (i.stato_iscrizione ?? 'prevista') as StatoIscrizione,
        nomine: nominePer.get(i.id_iscrizione ?? 0) ?? [],
      },
      r && {
        nome: r.nome ?? '',
        cognome: r.cognome ?? '',
        alias: null,
        indirizzo: null,
        comune: null,
        provincia: null,
        cap: null,
        luogoNascita: null,
        telefono: null,
        email: null,
        telefono2: null,
        email2: null,
        sesso: r.sesso === 'M' || r.sesso === 'F' ? r.sesso : null,
        tessera: r.tessera ?? '',
        codiceFiscale: r.codice_fiscale ?? null,
        dataNascita: r.data_nascita ?? null,
        incarichi: r.incarichi as IncaricoNazionale[],
        stato_rinnovo: r.stato_rinnovo === 'R' || r.stato_rinnovo === 'r' ? r.stato_rinnovo : null,
      },
    );
  }
}
