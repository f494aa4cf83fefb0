// Decisions 1131, 1141: the imported lines of one state and, for those waiting, the planner's
// suggestions against the dues owed by persons and the started bank transfers, read afresh on every
// request (what was settled since changes them). A constant number of statements per request.
import { aggiungiGiorni } from '@zaino/domain/date';
import {
  type BonificoAvviato,
  type DovutoCandidato,
  idPagamentiInCausale,
  PARAMETRI_ABBINAMENTO as P,
  pianificaAbbinamenti,
  type RegolaAbbinamento,
} from '@zaino/domain/abbinamento-movimenti';
import { paganteDelMovimento, schemaStatoMovimento } from '@zaino/domain/form-estratti-banca';
import type { RigaEstratto } from '@zaino/domain/movimenti-banca';
import { bonificoVersoLaSezione } from '@zaino/domain/scelta-dovuto-movimento';
import { importoResiduo } from '@zaino/domain/transazioni';
import { assertCan } from '../../auth/assert-can.ts';
import { parseInput } from '../../parse-input.ts';
import type { ServiceContext } from '../../request-context.ts';
import { coperturaDovuti } from '../tesoreria/scritture.repo.ts';
import {
  bonificiCandidati,
  contaPerStato,
  descrizioniDovuti,
  dovutiDiPersone,
  genitoriDi,
  listMappature,
  listMovimenti,
  type MovimentoRow,
} from './estratti-banca.repo.ts';
import { quotePagateDi } from './quote-pagate.ts';
import { nomeCognome } from '@zaino/domain/formato';

/** Decision 1141: lines one list shows (a month of a section's account is far fewer). */
export const MAX_MOVIMENTI_ELENCO = 1000;

export interface QuotaSuggerita {
  id_transazione_economica: number;
  importo: number;
  causale_desc: string;
}

export interface SuggerimentoVista {
  regola: RegolaAbbinamento;
  punteggio: number;
  spiegazione: string;
  id_transazione_finanziaria: number | null;
  /** Who pays a new payment: the family member whose name the payer resembles, else the due's own party. */
  id_parte_da: number | null;
  pagante: string | null;
  ripartizione: QuotaSuggerita[];
}

export interface MovimentoVista extends MovimentoRow {
  suggerimenti: SuggerimentoVista[];
  possibile_doppio_pagamento: QuotaSuggerita[];
  /** Settled lines: the dues their payment covers (decision 1155). */
  quote_pagate: QuotaSuggerita[];
}

const giorno = (d: Date) => d.toISOString().slice(0, 10);
const nome = (p: { nome: string | null; cognome: string | null }) => nomeCognome(p) ?? '';

const rigaDi = (m: MovimentoRow): RigaEstratto => ({
  identita: m.identita,
  conto: m.conto,
  data: m.data,
  dataValuta: m.data_valuta,
  importo: m.importo,
  verso: m.verso as RigaEstratto['verso'],
  causale: m.causale,
  controparte: m.controparte,
  riferimento: m.riferimento,
});

const senzaSuggerimenti = { suggerimenti: [], possibile_doppio_pagamento: [], quote_pagate: [] };

/** The lines in a state ('estrattiBanca.leggi'); waiting incoming lines with their suggestions. */
export async function movimentiBanca(sc: ServiceContext, stato: unknown): Promise<MovimentoVista[]> {
  assertCan(sc.viewer, 'estrattiBanca.leggi');
  const s = parseInput(schemaStatoMovimento, stato);
  const righe = await listMovimenti(sc.db, s, MAX_MOVIMENTI_ELENCO);
  if (s === 'abbinata') {
    const quote = await quotePagateDi(sc, righe);
    return righe.map((r, i) => ({ ...r, ...senzaSuggerimenti, quote_pagate: quote[i]! }));
  }
  const entrate = righe.filter((r) => r.verso === 'entrata');
  if (s !== 'da_abbinare' || entrate.length === 0) return righe.map((r) => ({ ...r, ...senzaSuggerimenti }));
  return conSuggerimenti(sc, righe, entrate);
}

async function conSuggerimenti(
  sc: ServiceContext,
  righe: MovimentoRow[],
  entrate: MovimentoRow[],
): Promise<MovimentoVista[]> {
  const date = entrate.map((r) => r.data).sort();
  const prima = date[0]!;
  const ultima = date[date.length - 1]!;
  const da = new Date(`${aggiungiGiorni(prima, -P.giorniPrima)}T00:00:00Z`);
  const a = new Date(`${aggiungiGiorni(ultima, P.giorniDopo + 1)}T00:00:00Z`);
  const citati = entrate.flatMap((r) => idPagamentiInCausale(r.causale));
  const [dovuti, bonifici] = await Promise.all([
    dovutiDiPersone(sc.db, da, a),
    bonificiCandidati(sc.db, new Date(`${aggiungiGiorni(prima, -P.giorniBonifico)}T00:00:00Z`), citati),
  ]);
  const [copertura, genitori] = await Promise.all([
    coperturaDovuti(
      sc.db,
      dovuti.map((d) => d.id_transazione_economica),
    ),
    genitoriDi(
      sc.db,
      dovuti.map((d) => d.id_persona),
    ),
  ]);
  const linkDi = new Map<number, typeof copertura>();
  for (const l of copertura)
    linkDi.set(l.id_transazione_economica, [...(linkDi.get(l.id_transazione_economica) ?? []), l]);
  const candidati: DovutoCandidato[] = dovuti.map((d) => ({
    idTransazioneEconomica: d.id_transazione_economica,
    residuo: importoResiduo(d.importo, linkDi.get(d.id_transazione_economica) ?? []),
    importo: d.importo,
    dataCreata: giorno(d.data_creata),
    causale: d.causale_desc,
    persona: { nome: d.nome ?? '', cognome: d.cognome ?? '' },
    genitori: genitori
      .filter((g) => g.id_figlio === d.id_persona)
      .map((g) => ({ nome: g.nome ?? '', cognome: g.cognome ?? '' })),
  }));
  // Decision 1157: only transfers someone announced to the section are candidates (a line citing the
  // section's own payment to a supplier is not offered it).
  const avviati: BonificoAvviato[] = bonifici.pagamenti.filter(bonificoVersoLaSezione).map((b) => ({
    idTransazioneFinanziaria: b.id_transazione_finanziaria,
    importoAtteso: b.importo + b.commissione_da,
    stato: b.stato as BonificoAvviato['stato'],
    dataCreata: giorno(b.data_creata),
    collegamenti: bonifici.links
      .filter((l) => l.id_transazione_finanziaria === b.id_transazione_finanziaria)
      .map((l) => ({ idTransazioneEconomica: l.id_transazione_economica, importo: l.importo })),
  }));
  // Only bank transfers are completed by a bank line; a cited card payment counts for double payments only.
  const piano = pianificaAbbinamenti(
    entrate.map(rigaDi),
    candidati,
    avviati.filter((b, i) => bonifici.pagamenti[i]!.tipo_da === 'bank' || b.stato === 'completed'),
  );
  const perDovuto = new Map(dovuti.map((d) => [d.id_transazione_economica, d]));
  const mancanti = piano
    .flatMap((p) => [
      ...p.suggerimenti.flatMap((s) => s.ripartizione.map((r) => r.idTransazioneEconomica)),
      ...p.possibileDoppioPagamento,
    ])
    .filter((id) => !perDovuto.has(id));
  const altre = new Map(
    (await descrizioniDovuti(sc.db, mancanti)).map((d) => [d.id_transazione_economica, d.causale_desc]),
  );
  const descrizione = (id: number) => perDovuto.get(id)?.causale_desc ?? altre.get(id) ?? `Quota ${id}`;
  const perIdentita = new Map(piano.map((p) => [p.identita, p]));
  return righe.map((r) => {
    const p = perIdentita.get(r.identita);
    if (!p) return { ...r, ...senzaSuggerimenti };
    return {
      ...r,
      quote_pagate: [],
      suggerimenti: p.suggerimenti.map((s) => {
        const ripartizione = s.ripartizione.map((q) => ({
          id_transazione_economica: q.idTransazioneEconomica,
          importo: q.importo,
          causale_desc: descrizione(q.idTransazioneEconomica),
        }));
        const chi = paganteDi(r, s.idTransazioneFinanziaria, ripartizione[0]?.id_transazione_economica);
        return {
          regola: s.regola,
          punteggio: s.punteggio,
          spiegazione: s.spiegazione,
          id_transazione_finanziaria: s.idTransazioneFinanziaria,
          id_parte_da: chi?.id_parte ?? null,
          pagante: chi?.nome ?? null,
          ripartizione,
        };
      }),
      possibile_doppio_pagamento: p.possibileDoppioPagamento.map((id) => ({
        id_transazione_economica: id,
        importo: perDovuto.get(id)?.importo ?? 0,
        causale_desc: descrizione(id),
      })),
    };
  });

  /** The payer of a suggestion: the started payment's, or the family member the line's payer names. */
  function paganteDi(r: MovimentoRow, idTf: number | null, idTe: number | undefined) {
    if (idTf !== null) {
      const b = bonifici.pagamenti.find((x) => x.id_transazione_finanziaria === idTf);
      return b ? { id_parte: b.id_parte_da, nome: null } : null;
    }
    const d = idTe === undefined ? undefined : perDovuto.get(idTe);
    if (!d) return null;
    const famiglia = [
      { id_parte: d.id_parte_da, nome: d.nome, cognome: d.cognome },
      ...genitori.filter((g) => g.id_figlio === d.id_persona && g.id_parte !== null),
    ].map((x) => ({ id_parte: x.id_parte as number, nome: x.nome ?? '', cognome: x.cognome ?? '' }));
    const scelto = paganteDelMovimento(r.controparte, famiglia, P.sogliaNome) ?? famiglia[0]!;
    return { id_parte: scelto.id_parte, nome: nome(scelto) };
  }
}

/** How many lines each state holds (the screen's tabs). */
export async function riepilogoMovimentiBanca(sc: ServiceContext) {
  assertCan(sc.viewer, 'estrattiBanca.leggi');
  const conti = new Map((await contaPerStato(sc.db)).map((c) => [c.stato, c.n]));
  return {
    da_abbinare: conti.get('da_abbinare') ?? 0,
    abbinata: conti.get('abbinata') ?? 0,
    ignorata: conti.get('ignorata') ?? 0,
  };
}

/** The CSV mapping remembered for each bank (decision 1130), as JSON the upload form reads back. */
export async function mappatureCsvBanca(sc: ServiceContext) {
  assertCan(sc.viewer, 'estrattiBanca.gestisci');
  return (await listMappature(sc.db)).map((m) => ({
    banca: m.banca,
    mappatura: JSON.stringify(m.mappatura),
  }));
}
