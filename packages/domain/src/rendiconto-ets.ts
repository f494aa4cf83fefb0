// The cash-basis statement of a small third-sector body (rendiconto per cassa, "Mod. D" of the
// ministerial decree of 5 March 2020 on ETS financial statements): sections A–E, expenses on one
// side and income on the other, this year beside the previous one. Each budget item (voce) maps to
// one line; the amounts are the item's actual (the budget page's consuntivo), so the statement and
// the budget page agree by construction (decision 1140).
import { FORMATI_ESTRATTO_CONTO, type FormatoEstrattoConto } from './estratto-conto.ts';
import { annoScoutSchema } from './form-anno-scout.ts';
import { type TipoVoce, tipoVoce } from './tipo-voce.ts';
import { z } from './zod.ts';

export type { FormatoEstrattoConto };

export const SEZIONI_RENDICONTO = ['A', 'B', 'C', 'D', 'E'] as const;
export type SezioneRendiconto = (typeof SEZIONI_RENDICONTO)[number];

/** Each section's titles, for expenses (U) and income (E), as the model prints them. */
export const TITOLI_SEZIONE: Record<SezioneRendiconto, Record<TipoVoce, string>> = {
  A: {
    U: 'Uscite da attività di interesse generale',
    E: 'Entrate da attività di interesse generale',
  },
  B: { U: 'Uscite da attività diverse', E: 'Entrate da attività diverse' },
  C: { U: 'Uscite da attività di raccolta fondi', E: 'Entrate da attività di raccolta fondi' },
  D: {
    U: 'Uscite da attività finanziarie e patrimoniali',
    E: 'Entrate da attività finanziarie e patrimoniali',
  },
  E: { U: 'Uscite di supporto generale', E: 'Entrate di supporto generale' },
};

/** The model prints a section result for A–D; E (general support) feeds only the overall result. */
export const RISULTATO_SEZIONE: Record<SezioneRendiconto, string | null> = {
  A: 'Avanzo/disavanzo attività di interesse generale',
  B: 'Avanzo/disavanzo attività diverse',
  C: 'Avanzo/disavanzo attività di raccolta fondi',
  D: 'Avanzo/disavanzo attività finanziarie e patrimoniali',
  E: null,
};

export const TESTI_RENDICONTO = Object.freeze({
  titolo: 'Rendiconto per cassa',
  totaleUscite: 'Totale uscite della gestione',
  totaleEntrate: 'Totale entrate della gestione',
  risultato: 'Avanzo/disavanzo d’esercizio',
  nonClassificate: 'Voci non classificate (da assegnare a una riga su Voci)',
  totale: 'Totale',
});

/** One printed row of the statement, in the order of the model (PDF and XLSX). */
export interface RigaStampa {
  genere: 'sezione' | 'riga' | 'totale' | 'risultato';
  codice: string;
  etichetta: string;
  importi: Coppia | null;
}

const MATERIE = 'Materie prime, sussidiarie, di consumo e di merci';
const SERVIZI = 'Servizi';
const GODIMENTO = 'Godimento beni di terzi';
const PERSONALE = 'Personale';

/** The lines of each section, numbered from 1 as in the model. */
const TITOLI_RIGHE: Record<SezioneRendiconto, Record<TipoVoce, readonly string[]>> = {
  A: {
    U: [MATERIE, SERVIZI, GODIMENTO, PERSONALE, 'Uscite diverse di gestione'],
    E: [
      'Entrate da quote associative e apporti dei fondatori',
      'Entrate dagli associati per attività mutuali',
      'Entrate per prestazioni e cessioni ad associati e fondatori',
      'Erogazioni liberali',
      'Entrate del 5 per mille',
      'Contributi da soggetti privati',
      'Entrate per prestazioni e cessioni a terzi',
      'Contributi da enti pubblici',
      'Entrate da contratti con enti pubblici',
      'Altre entrate',
    ],
  },
  B: {
    U: [MATERIE, SERVIZI, GODIMENTO, PERSONALE, 'Uscite diverse di gestione'],
    E: [
      'Entrate per prestazioni e cessioni ad associati e fondatori',
      'Contributi da soggetti privati',
      'Entrate per prestazioni e cessioni a terzi',
      'Contributi da enti pubblici',
      'Entrate da contratti con enti pubblici',
      'Altre entrate',
    ],
  },
  C: {
    U: ['Uscite per raccolte fondi abituali', 'Uscite per raccolte fondi occasionali', 'Altre uscite'],
    E: ['Entrate da raccolte fondi abituali', 'Entrate da raccolte fondi occasionali', 'Altre entrate'],
  },
  D: {
    U: [
      'Su rapporti bancari',
      'Su investimenti finanziari',
      'Su patrimonio edilizio',
      'Su altri beni patrimoniali',
      'Altre uscite',
    ],
    E: [
      'Da rapporti bancari',
      'Da altri investimenti finanziari',
      'Da patrimonio edilizio',
      'Da altri beni patrimoniali',
      'Altre entrate',
    ],
  },
  E: {
    U: [MATERIE, SERVIZI, GODIMENTO, PERSONALE, 'Altre uscite'],
    E: ['Entrate da distacco del personale', 'Altre entrate di supporto generale'],
  },
};

export interface RigaModello {
  /** U or E, the section, the number: 'UA2' is expenses A) 2) Servizi. */
  codice: string;
  tipo: TipoVoce;
  sezione: SezioneRendiconto;
  numero: number;
  titolo: string;
}

/** Every line of the model, expenses then income of each section in order. */
export const RIGHE_MODELLO: readonly RigaModello[] = SEZIONI_RENDICONTO.flatMap((sezione) =>
  (['U', 'E'] as const).flatMap((tipo) =>
    TITOLI_RIGHE[sezione][tipo].map((titolo, i) => ({
      codice: `${tipo}${sezione}${i + 1}`,
      tipo,
      sezione,
      numero: i + 1,
      titolo,
    })),
  ),
);

const PER_CODICE = new Map(RIGHE_MODELLO.map((r) => [r.codice, r]));
export const CODICI_RIGHE = RIGHE_MODELLO.map((r) => r.codice) as [string, ...string[]];
export const rigaModello = (codice: string): RigaModello | undefined => PER_CODICE.get(codice);

/** 'A) 2) Servizi': how a screen names a line. */
export const etichettaRiga = (r: RigaModello) => `${r.sezione}) ${r.numero}) ${r.titolo}`;

export const MSG_RENDICONTO = Object.freeze({
  riga: 'Riga del rendiconto non valida',
  tipo: 'Una voce di entrata va su una riga di entrata, una di uscita su una di uscita',
  formato: 'Formato non valido: pdf o xlsx',
});

/** The export's body: the scout year and the format (pdf by default), as the account statement's. */
export const esportaRendicontoSchema = z.object({
  anno_scout: annoScoutSchema,
  formato: z.enum(FORMATI_ESTRATTO_CONTO, { error: MSG_RENDICONTO.formato }).default('pdf'),
});

/** Whether the item (by its code) may map to the line: income on income, expense on expense. */
export const rigaAdatta = (codiceVoce: string, codiceRiga: string) =>
  rigaModello(codiceRiga)?.tipo === tipoVoce(codiceVoce);

/** A year's and the previous year's amounts in cents. */
export interface Coppia {
  anno: number;
  precedente: number;
}

export interface RigaRendiconto extends RigaModello, Coppia {}

export interface LatoSezione {
  titolo: string;
  righe: RigaRendiconto[];
  totale: Coppia;
}

export interface SezioneCalcolata {
  sezione: SezioneRendiconto;
  uscite: LatoSezione;
  entrate: LatoSezione;
  /** income minus expenses of the section (avanzo/disavanzo) */
  risultato: Coppia;
}

export interface VoceNonClassificata extends Coppia {
  id_voce: number;
  codice: string;
  descrizione: string;
  tipo: TipoVoce;
}

export interface Rendiconto {
  anno_scout: number;
  sezioni: SezioneCalcolata[];
  /** Items with movements and no (or a mismatched) line: counted in the totals, shown apart. */
  non_classificate: VoceNonClassificata[];
  totale_uscite: Coppia;
  totale_entrate: Coppia;
  /** avanzo/disavanzo d'esercizio: income minus expenses */
  risultato: Coppia;
}

export interface VoceMappata {
  id_voce: number;
  codice: string;
  descrizione: string;
  riga_ets: string | null;
}

/** The actual of an item in a scout year (the budget page's consuntivo of the section). */
export interface ImportoVoce {
  anno_scout: number;
  id_voce: number;
  importo: number;
}

const zero = (): Coppia => ({ anno: 0, precedente: 0 });
const aggiungi = (c: Coppia, altro: Coppia) => {
  c.anno += altro.anno;
  c.precedente += altro.precedente;
};
const differenza = (a: Coppia, b: Coppia): Coppia => ({
  anno: a.anno - b.anno,
  precedente: a.precedente - b.precedente,
});

/**
 * The statement of `anno` with `anno - 1` beside it: each item's actual on its line (an item of the
 * wrong kind for its line, or of none, lands among the unclassified, still counted in the totals so
 * they equal the sum of the items).
 */
export function costruisciRendiconto(
  anno: number,
  voci: readonly VoceMappata[],
  importi: readonly ImportoVoce[],
): Rendiconto {
  const perVoce = new Map<number, Coppia>();
  for (const i of importi) {
    if (i.anno_scout !== anno && i.anno_scout !== anno - 1) continue;
    const c = perVoce.get(i.id_voce) ?? zero();
    if (i.anno_scout === anno) c.anno += i.importo;
    else c.precedente += i.importo;
    perVoce.set(i.id_voce, c);
  }
  const perRiga = new Map<string, Coppia>(RIGHE_MODELLO.map((r) => [r.codice, zero()]));
  const non_classificate: VoceNonClassificata[] = [];
  for (const v of voci) {
    const c = perVoce.get(v.id_voce);
    if (!c) continue;
    const riga = v.riga_ets && rigaAdatta(v.codice, v.riga_ets) ? perRiga.get(v.riga_ets) : undefined;
    if (riga) aggiungi(riga, c);
    else if (c.anno !== 0 || c.precedente !== 0)
      non_classificate.push({
        id_voce: v.id_voce,
        codice: v.codice,
        descrizione: v.descrizione,
        tipo: tipoVoce(v.codice),
        ...c,
      });
  }
  const lato = (sezione: SezioneRendiconto, tipo: TipoVoce): LatoSezione => {
    const righe = RIGHE_MODELLO.filter((r) => r.sezione === sezione && r.tipo === tipo).map((r) => ({
      ...r,
      ...(perRiga.get(r.codice) ?? zero()),
    }));
    const totale = zero();
    for (const r of righe) aggiungi(totale, r);
    return { titolo: TITOLI_SEZIONE[sezione][tipo], righe, totale };
  };
  const sezioni = SEZIONI_RENDICONTO.map((sezione) => {
    const uscite = lato(sezione, 'U');
    const entrate = lato(sezione, 'E');
    return { sezione, uscite, entrate, risultato: differenza(entrate.totale, uscite.totale) };
  });
  const totale_uscite = zero();
  const totale_entrate = zero();
  for (const s of sezioni) {
    aggiungi(totale_uscite, s.uscite.totale);
    aggiungi(totale_entrate, s.entrate.totale);
  }
  for (const n of non_classificate) aggiungi(n.tipo === 'U' ? totale_uscite : totale_entrate, n);
  return {
    anno_scout: anno,
    sezioni,
    non_classificate,
    totale_uscite,
    totale_entrate,
    risultato: differenza(totale_entrate, totale_uscite),
  };
}

/**
 * The statement as the rows a document prints: per section its expenses then its income (title,
 * lines, total), the section's result, then the unclassified items and the overall totals.
 */
export function righeStampa(r: Rendiconto): RigaStampa[] {
  const out: RigaStampa[] = [];
  for (const s of r.sezioni) {
    for (const lato of [s.uscite, s.entrate]) {
      out.push({
        genere: 'sezione',
        codice: s.sezione,
        etichetta: `${s.sezione}) ${lato.titolo}`,
        importi: null,
      });
      for (const x of lato.righe)
        out.push({ genere: 'riga', codice: x.codice, etichetta: `${x.numero}) ${x.titolo}`, importi: x });
      out.push({ genere: 'totale', codice: '', etichetta: TESTI_RENDICONTO.totale, importi: lato.totale });
    }
    const titolo = RISULTATO_SEZIONE[s.sezione];
    if (titolo) out.push({ genere: 'risultato', codice: '', etichetta: titolo, importi: s.risultato });
  }
  if (r.non_classificate.length > 0) {
    out.push({ genere: 'sezione', codice: '', etichetta: TESTI_RENDICONTO.nonClassificate, importi: null });
    for (const n of r.non_classificate)
      out.push({
        genere: 'riga',
        codice: n.codice,
        etichetta: `${n.descrizione} (${n.tipo === 'U' ? 'uscita' : 'entrata'})`,
        importi: n,
      });
  }
  out.push({
    genere: 'risultato',
    codice: '',
    etichetta: TESTI_RENDICONTO.totaleUscite,
    importi: r.totale_uscite,
  });
  out.push({
    genere: 'risultato',
    codice: '',
    etichetta: TESTI_RENDICONTO.totaleEntrate,
    importi: r.totale_entrate,
  });
  out.push({ genere: 'risultato', codice: '', etichetta: TESTI_RENDICONTO.risultato, importi: r.risultato });
  return out;
}
