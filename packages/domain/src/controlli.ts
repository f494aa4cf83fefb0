// Data-quality checks (spec 3 §2, §3, §7 "Data-quality checks"; decision 0920): each check is a pure
// rule over plain rows; the server reads the rows in one pass and stores the findings.
import { z } from './zod.ts';
import type { UnitaDiPortata } from './accesso.ts';
import {
  compatibilitaCodiceFiscale,
  isCodiceFiscaleValido,
  normalizzaCodiceFiscale,
} from './codice-fiscale.ts';
import { etaInAnni, isoGiorno } from './date.ts';
import { type Branca, RUOLI_CAPO_GRUPPO, ruoloById } from './ruoli.ts';
import { similarita } from './similarita.ts';
import type { StatoIscrizione } from './stati-iscrizione.ts';
import { nomeCognome } from './formato.ts';

/** Spec 3 §7: the catalogue of checks, in the spec's order (the 'test' entry is not a check). */
export const TIPI_CONTROLLO = [
  'cfIncompatibile',
  'cfNonValido',
  'codiciFiscaliDoppi',
  'nomiCognomiDoppi',
  'personeInutili',
  'ruoloIncompatibile',
] as const;

export type TipoControllo = (typeof TIPI_CONTROLLO)[number];

/** Spec 3 §7: the name of each check, quoted from the spec. */
export const NOMI_CONTROLLI: Readonly<Record<TipoControllo, string>> = Object.freeze({
  cfIncompatibile: 'Codici fiscali incompatibili',
  cfNonValido: 'Codici fiscali non validi',
  codiciFiscaliDoppi: 'Codici fiscali doppi',
  nomiCognomiDoppi: 'Nomi-cognomi doppi',
  personeInutili: 'Persone inutili',
  ruoloIncompatibile: 'Ruolo incompatibile',
});

/** Spec 3 §7: what each check looks for (Italian, shown under its name). */
export const DESCRIZIONI_CONTROLLI: Readonly<Record<TipoControllo, string>> = Object.freeze({
  cfIncompatibile: 'Il codice fiscale non corrisponde al sesso o alla data di nascita.',
  cfNonValido: 'Il codice fiscale non è valido.',
  codiciFiscaliDoppi: 'Lo stesso codice fiscale è su più persone.',
  nomiCognomiDoppi: 'Più persone con lo stesso nome e cognome (o quasi).',
  personeInutili: 'Persone mai iscritte né collegate a persone iscritte.',
  ruoloIncompatibile: 'Il ruolo non è compatibile con l’età.',
});

/**
 * Decision 1402: what to do about a finding, shown on the person's page beside the check's name
 * (merging duplicates and ignoring a finding are the office's).
 */
export const CORREZIONI_CONTROLLI: Readonly<Record<TipoControllo, string>> = Object.freeze({
  cfIncompatibile: 'Correggi il codice fiscale, il sesso o la data di nascita in Anagrafica & Contatti.',
  cfNonValido: 'Correggi il codice fiscale in Anagrafica & Contatti.',
  codiciFiscaliDoppi:
    'Correggi il codice fiscale sbagliato; se le schede sono della stessa persona, chiedi alla segreteria di unirle.',
  nomiCognomiDoppi:
    'Se le schede sono della stessa persona, chiedi alla segreteria di unirle; altrimenti correggi nome e cognome.',
  personeInutili: 'Iscrivi la persona o collegala a un genitore o figlio iscritto.',
  ruoloIncompatibile:
    'Controlla la data di nascita in Anagrafica & Contatti e le nomine in Iscrizione & Privacy.',
});

export function isTipoControllo(s: string): s is TipoControllo {
  return (TIPI_CONTROLLO as readonly string[]).includes(s);
}

/** An appointment of the checked scout year. */
export interface NominaControllo {
  id_ruolo: string;
  id_gruppo: number | null;
}

/** A person as the checks read them (one row per person, built by the server in one pass). */
export interface PersonaControllo {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  sesso: string | null;
  data_nascita: string | null;
  codice_fiscale: string | null;
  /** the states of every enrolment of the person, any year */
  stati_iscrizione: readonly StatoIscrizione[];
  /** ids of parents and children (parentele, both ways) */
  correlate: readonly number[];
  /** the appointments of the checked scout year */
  nomine: readonly NominaControllo[];
}

/**
 * A finding: one problem, about one person (`id_persona`, the lowest id involved) or several
 * (`persone`, sorted). `chiave` is its stable identity across recomputes (tipo + persons involved),
 * so an ignored finding stays ignored while it exists. `unita` says whose leaders can fix it (the
 * units of the persons' appointments; empty = the section office).
 */
export interface Rilievo {
  tipo: TipoControllo;
  chiave: string;
  id_persona: number;
  persone: number[];
  unita: UnitaDiPortata[];
  dettagli: Record<string, unknown>;
}

/** The unit whose leaders manage an appointment: CG/VCG the whole group, else the role's branch. */
function unitaDellaNomina(n: NominaControllo): UnitaDiPortata | null {
  if (n.id_gruppo == null) return null;
  if ((RUOLI_CAPO_GRUPPO as readonly string[]).includes(n.id_ruolo))
    return { id_gruppo: n.id_gruppo, branca: null };
  const branca = ruoloById(n.id_ruolo)?.branca ?? null;
  return { id_gruppo: n.id_gruppo, branca };
}

/** Decision 0920: who can fix a finding: the units of the involved persons' appointments, sorted, once each. */
export function unitaCompetenti(persone: readonly PersonaControllo[]): UnitaDiPortata[] {
  const m = new Map<string, UnitaDiPortata>();
  for (const p of persone)
    for (const n of p.nomine) {
      const u = unitaDellaNomina(n);
      if (u) m.set(`${u.id_gruppo}|${u.branca ?? ''}`, u);
    }
  return [...m.values()].sort(
    (a, b) => a.id_gruppo - b.id_gruppo || (a.branca ?? '').localeCompare(b.branca ?? ''),
  );
}

function rilievo(
  tipo: TipoControllo,
  coinvolte: readonly PersonaControllo[],
  dettagli: Record<string, unknown>,
): Rilievo {
  const persone = [...new Set(coinvolte.map((p) => p.id_persona))].sort((a, b) => a - b);
  return {
    tipo,
    chiave: persone.join(','),
    id_persona: persone[0] ?? 0,
    persone,
    unita: unitaCompetenti(coinvolte),
    dettagli,
  };
}

const cfPresente = (p: PersonaControllo) => normalizzaCodiceFiscale(p.codice_fiscale ?? '') !== '';
const sessoCf = (s: string | null): 'M' | 'F' | null => (s === 'M' || s === 'F' ? s : null);

/** Spec 3 §7 cfNonValido: a fiscal code that is present but not valid (layout, birth day or check character). */
export function controllaCfNonValido(persone: readonly PersonaControllo[]): Rilievo[] {
  return persone
    .filter((p) => cfPresente(p) && !isCodiceFiscaleValido(p.codice_fiscale))
    .map((p) => rilievo('cfNonValido', [p], { codice_fiscale: p.codice_fiscale }));
}

/**
 * Spec 3 §7 cfIncompatibile: a valid fiscal code (omocodia included) whose sex or birth date disagree
 * with the person's; missing sex or birth date are not judged.
 */
export function controllaCfIncompatibile(persone: readonly PersonaControllo[]): Rilievo[] {
  const out: Rilievo[] = [];
  for (const p of persone) {
    if (!cfPresente(p)) continue;
    const c = compatibilitaCodiceFiscale(p.codice_fiscale ?? '', sessoCf(p.sesso), p.data_nascita);
    if (!c || (c.sesso && c.data_nascita)) continue;
    const campi = [...(c.sesso ? [] : ['sesso']), ...(c.data_nascita ? [] : ['data_nascita'])];
    out.push(
      rilievo('cfIncompatibile', [p], {
        codice_fiscale: p.codice_fiscale,
        sesso: p.sesso,
        data_nascita: p.data_nascita,
        campi,
      }),
    );
  }
  return out;
}

/** Spec 3 §7 codiciFiscaliDoppi: one finding per fiscal code (trimmed, upper-case) held by several persons. */
export function controllaCodiciFiscaliDoppi(persone: readonly PersonaControllo[]): Rilievo[] {
  const gruppi = new Map<string, PersonaControllo[]>();
  for (const p of persone) {
    if (!cfPresente(p)) continue;
    const cf = normalizzaCodiceFiscale(p.codice_fiscale ?? '');
    const g = gruppi.get(cf);
    if (g) g.push(p);
    else gruppi.set(cf, [p]);
  }
  return [...gruppi]
    .filter(([, g]) => g.length > 1)
    .map(([cf, g]) => rilievo('codiciFiscaliDoppi', g, { codice_fiscale: cf }));
}

/** A name for comparison: no accents, case, apostrophes, hyphens, dots or spaces. */
export function chiaveNome(s: string | null): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’`´.-]+/g, '');
}

/** Decision 0920: two full names this similar (domain similarity, 0 to 1) are a near-duplicate. */
export const SOGLIA_QUASI_DOPPI = 0.85;

/** Name and surname in a fixed order, so a swapped name/surname compares equal. */
const nomeCanonico = (p: PersonaControllo) => [chiaveNome(p.nome), chiaveNome(p.cognome)].sort().join(' ');

/**
 * Spec 3 §7 nomiCognomiDoppi: persons with the same name and surname, ignoring accents, case,
 * apostrophes and spaces and also when name and surname are swapped (one finding per set); plus
 * near-duplicate pairs (a typo: full-name similarity ≥ SOGLIA_QUASI_DOPPI) compared within blocks
 * that share the birth date, or the first two letters of both words, or the last three of both (a
 * typo at one end of a word still meets the other key), so the pass stays near-linear.
 */
export function controllaNomiCognomiDoppi(persone: readonly PersonaControllo[]): Rilievo[] {
  const conNome = persone.filter((p) => chiaveNome(p.nome) !== '' && chiaveNome(p.cognome) !== '');
  const esatti = new Map<string, PersonaControllo[]>();
  for (const p of conNome) {
    const k = nomeCanonico(p);
    const g = esatti.get(k);
    if (g) g.push(p);
    else esatti.set(k, [p]);
  }
  const out: Rilievo[] = [];
  for (const g of esatti.values())
    if (g.length > 1) out.push(rilievo('nomiCognomiDoppi', g, { simili: false, nomi: g.map(nomeMostrato) }));

  // Near-duplicates: one representative per exact set, compared within blocks.
  const rappresentanti = [...esatti.values()].map((g) => g[0] as PersonaControllo);
  const blocchi = new Map<string, PersonaControllo[]>();
  const aggiungi = (k: string, p: PersonaControllo) => {
    const b = blocchi.get(k);
    if (b) b.push(p);
    else blocchi.set(k, [p]);
  };
  const canonici = new Map(rappresentanti.map((p) => [p.id_persona, nomeCanonico(p)]));
  for (const p of rappresentanti) {
    if (p.data_nascita) aggiungi(`d:${isoGiorno(p.data_nascita)}`, p);
    const [a = '', b = ''] = (canonici.get(p.id_persona) ?? '').split(' ');
    aggiungi(`p:${a.slice(0, 2)}|${b.slice(0, 2)}`, p);
    aggiungi(`s:${a.slice(-3)}|${b.slice(-3)}`, p);
  }
  const visti = new Set<string>();
  for (const b of blocchi.values())
    for (let i = 0; i < b.length; i++)
      for (let j = i + 1; j < b.length; j++) {
        const x = b[i] as PersonaControllo;
        const y = b[j] as PersonaControllo;
        const coppia =
          x.id_persona < y.id_persona ? `${x.id_persona},${y.id_persona}` : `${y.id_persona},${x.id_persona}`;
        const cx = canonici.get(x.id_persona) ?? '';
        const cy = canonici.get(y.id_persona) ?? '';
        // Dice over bigrams cannot reach the threshold when the lengths differ this much: skip early.
        if (Math.min(cx.length, cy.length) - 1 < (SOGLIA_QUASI_DOPPI / 2) * (cx.length + cy.length - 2))
          continue;
        if (visti.has(coppia)) continue;
        visti.add(coppia);
        const s = similarita(cx, cy);
        if (s >= SOGLIA_QUASI_DOPPI)
          out.push(
            rilievo('nomiCognomiDoppi', [x, y], {
              simili: true,
              similarita: Math.round(s * 100) / 100,
              nomi: [nomeMostrato(x), nomeMostrato(y)],
            }),
          );
      }
  return out;
}

const nomeMostrato = (p: PersonaControllo) => nomeCognome(p) ?? '';

/**
 * Decision 0920: ever enrolled = an enrolment of any year in a state other than 'nessuna' (an
 * applicant, prevista or inprova, is on the way in, not useless).
 */
const maiIscritta = (p: PersonaControllo) => !p.stati_iscrizione.some((s) => s !== 'nessuna');

/**
 * Spec 3 §7 personeInutili: persons never enrolled (no enrolment of any year beyond 'nessuna') and
 * with no parent or child who ever was.
 */
export function controllaPersoneInutili(persone: readonly PersonaControllo[]): Rilievo[] {
  const iscritte = new Set(persone.filter((p) => !maiIscritta(p)).map((p) => p.id_persona));
  return persone
    .filter((p) => maiIscritta(p) && !p.correlate.some((id) => iscritte.has(id)))
    .map((p) => rilievo('personeInutili', [p], { nome: nomeMostrato(p) }));
}

/**
 * Decision 0920: the ages (completed years on 31 December of the scout year's first calendar year)
 * that fit each youth branch, and the least age of an adult role. Generous by a year either side
 * of the usual ages, so only real mistakes show.
 */
export const ETA_BRANCHE: Readonly<Record<Branca, { min: number; max: number }>> = Object.freeze({
  L: { min: 7, max: 12 },
  E: { min: 11, max: 17 },
  R: { min: 15, max: 21 },
});
export const ETA_MINIMA_ADULTI = 18;

/** The age a role's fit is judged at: on 31 December of the scout year's first calendar year. */
export function etaNellAnnoScout(dataNascita: string, annoScout: number): number {
  return etaInAnni(dataNascita, `${annoScout}-12-31`);
}

/**
 * Spec 3 §7 ruoloIncompatibile: an appointment of the checked year whose role does not fit the
 * person's age (youth roles: their branch's ages; adult roles: at least ETA_MINIMA_ADULTI), or a
 * youth member in two branches at once. Without a birth date only the branches are judged.
 */
export function controllaRuoloIncompatibile(
  persone: readonly PersonaControllo[],
  annoScout: number,
): Rilievo[] {
  const out: Rilievo[] = [];
  for (const p of persone) {
    const eta = p.data_nascita ? etaNellAnnoScout(isoGiorno(p.data_nascita), annoScout) : null;
    const ruoli: string[] = [];
    for (const n of p.nomine) {
      const ruolo = ruoloById(n.id_ruolo);
      if (!ruolo || eta == null) continue;
      const fascia = ruolo.adulto ? null : ruolo.branca ? ETA_BRANCHE[ruolo.branca] : null;
      const ok = ruolo.adulto
        ? eta >= ETA_MINIMA_ADULTI
        : !fascia || (eta >= fascia.min && eta <= fascia.max);
      if (!ok) ruoli.push(n.id_ruolo);
    }
    const branche = new Set(
      p.nomine.flatMap((n) => {
        const r = ruoloById(n.id_ruolo);
        return r && !r.adulto && r.branca ? [r.branca] : [];
      }),
    );
    const piuBranche = branche.size > 1;
    if (ruoli.length > 0 || piuBranche)
      out.push(
        rilievo('ruoloIncompatibile', [p], {
          eta,
          ruoli: [...new Set(ruoli)].sort(),
          ...(piuBranche ? { branche: [...branche].sort() } : {}),
        }),
      );
  }
  return out;
}

/** Spec 3 §7: every check over the same rows, in catalogue order (one pass of the server). */
export function calcolaControlli(persone: readonly PersonaControllo[], annoScout: number): Rilievo[] {
  return [
    ...controllaCfIncompatibile(persone),
    ...controllaCfNonValido(persone),
    ...controllaCodiciFiscaliDoppi(persone),
    ...controllaNomiCognomiDoppi(persone),
    ...controllaPersoneInutili(persone),
    ...controllaRuoloIncompatibile(persone, annoScout),
  ];
}

/** Spec 3 §7 statisticheControlli: per check, how many findings and how many of them are ignored. */
export interface StatisticaControllo {
  tipo: TipoControllo;
  totale: number;
  ignorati: number;
}

/** Spec 3 §7: the statistics of every check of the catalogue, in its order, from the counts found (zero when none). */
export function statisticheControlli(
  conteggi: readonly { tipo: string; totale: number; ignorati: number }[],
): StatisticaControllo[] {
  return TIPI_CONTROLLO.map((tipo) => {
    const c = conteggi.find((x) => x.tipo === tipo);
    return { tipo, totale: c?.totale ?? 0, ignorati: c?.ignorati ?? 0 };
  });
}

const BRANCHE: Readonly<Record<string, string>> = { L: 'branco', E: 'reparto', R: 'compagnia' };
const CAMPI: Readonly<Record<string, string>> = { sesso: 'sesso', data_nascita: 'data di nascita' };

/**
 * Decision 0920: a viewer sees only the persons of a finding they reach. The names in `nomi` may
 * belong to the others, so they go when any is hidden; a fiscal code is one of the persons'
 * (all share it in codiciFiscaliDoppi), so it goes only when none is visible.
 */
export function dettagliVisibili(
  d: Readonly<Record<string, unknown>>,
  visibili: number,
  nascoste: number,
): Record<string, unknown> {
  const { nomi, codice_fiscale, ...resto } = d;
  return {
    ...resto,
    ...(nascoste === 0 && nomi !== undefined ? { nomi } : {}),
    ...(visibili > 0 && codice_fiscale !== undefined ? { codice_fiscale } : {}),
  };
}

/** What a finding found, in one Italian line for its list (from its dettagli). */
export function testoRilievo(tipo: TipoControllo, d: Record<string, unknown>): string {
  const lista = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  switch (tipo) {
    case 'cfNonValido':
    case 'codiciFiscaliDoppi':
      return d.codice_fiscale ? `Codice fiscale ${String(d.codice_fiscale)}` : 'Codice fiscale';
    case 'cfIncompatibile':
      return `Il codice fiscale ${d.codice_fiscale ? `${String(d.codice_fiscale)} ` : ''}non corrisponde a: ${lista(
        d.campi,
      )
        .map((c) => CAMPI[c] ?? c)
        .join(', ')}`;
    case 'nomiCognomiDoppi':
      return d.simili
        ? `Nomi quasi uguali (somiglianza ${Math.round(Number(d.similarita ?? 0) * 100)}%)`
        : 'Stesso nome e cognome';
    case 'personeInutili':
      // 'Persona' keeps the adjective right for everyone (a bare 'Mai iscritta' read wrong on men).
      return 'Persona mai iscritta, nessun genitore o figlio iscritto';
    case 'ruoloIncompatibile': {
      const parti: string[] = [];
      const ruoli = lista(d.ruoli);
      // The role's name, as the person page names it ('L' alone told the office nothing).
      const nomi = ruoli.map((r) => ruoloById(r)?.nome ?? r);
      if (nomi.length > 0) parti.push(`${nomi.join(', ')}: ruolo non adatto a ${String(d.eta)} anni`);
      const branche = lista(d.branche);
      if (branche.length > 0) parti.push(`In più branche: ${branche.map((b) => BRANCHE[b] ?? b).join(', ')}`);
      return parti.join('; ');
    }
  }
}

/** Input bounds (DESIGN.md §9): the check named by elencaControlli, the person, the ignore mutation. */
export const elencaControlliSchema = z.object({
  tipo: z.enum(TIPI_CONTROLLO, { error: 'Controllo sconosciuto' }),
});
/** Decision 1402: the person whose open findings controlliPersona reads. */
export const controlliPersonaSchema = z.object({
  id_persona: z.number().int().positive({ error: 'Persona non valida' }).max(2_147_483_647),
});

/** Decision 0925: findings a page shows, and the most one request may ask for. */
export const PER_PAGINA_CONTROLLI = 25;
export const MAX_PER_PAGINA_CONTROLLI = 100;
/** Past this page a request only asks for an empty answer (10 million findings never exist). */
export const MAX_PAGINA_CONTROLLI = 100_000;
export const MSG_PAGINA_CONTROLLI = `Pagine da 1 a ${MAX_PER_PAGINA_CONTROLLI} rilievi, dalla pagina 1 alla ${MAX_PAGINA_CONTROLLI}`;

const interoFra = (min: number, max: number, predefinito: number) =>
  z
    .number()
    .int(MSG_PAGINA_CONTROLLI)
    .min(min, MSG_PAGINA_CONTROLLI)
    .max(max, MSG_PAGINA_CONTROLLI)
    .nullish()
    .transform((v) => v ?? predefinito);

/**
 * Decision 0925 elencaControlliPagina: a page of one check's findings; `ignorati` false leaves the
 * ignored ones out (absent: included, as elencaControlli).
 */
export const elencaControlliPaginaSchema = elencaControlliSchema.extend({
  ignorati: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  pagina: interoFra(1, MAX_PAGINA_CONTROLLI, 1),
  per_pagina: interoFra(1, MAX_PER_PAGINA_CONTROLLI, PER_PAGINA_CONTROLLI),
});
export const ignoraControlloSchema = z.object({
  id_controllo: z.number().int().positive().max(2_147_483_647),
  ignora: z.boolean(),
});
