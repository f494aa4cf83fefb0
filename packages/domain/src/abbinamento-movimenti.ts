// The matching planner of bank statement lines (issue 26, decision 1131): for each incoming line,
// which open dues (economic transactions) or started bank-transfer payments it most likely pays,
// by which rule and with what score. Pure: the server loads the candidates, the treasurer decides.
import { aggiungiGiorni, confrontaGiorni } from './date.ts';
import type { RigaEstratto } from './movimenti-banca.ts';
import { similarita } from './similarita.ts';

/** A due that a line may pay: what is still owed and whose it is. */
export interface DovutoCandidato {
  idTransazioneEconomica: number;
  /** Cents still to cover (the due minus completed or started payments); 0 when fully paid. */
  residuo: number;
  /** The due's full amount, to recognise a second payment of an already-paid due. */
  importo: number;
  dataCreata: string;
  causale: string;
  /** The child (or adult) the due belongs to, and the parents who usually pay for them. */
  persona: { nome: string; cognome: string };
  genitori: { nome: string; cognome: string }[];
}

/** A started bank-transfer payment of the checkout, whose reason reads 'Pagamento {id}'. */
export interface BonificoAvviato {
  idTransazioneFinanziaria: number;
  /** What the payer was asked to send. */
  importoAtteso: number;
  stato: 'initiated' | 'started' | 'completed' | 'rejected';
  dataCreata: string;
  collegamenti: { idTransazioneEconomica: number; importo: number }[];
}

export type RegolaAbbinamento = 'riferimento' | 'nome-importo' | 'importo' | 'nome';

export interface Suggerimento {
  regola: RegolaAbbinamento;
  /** 0 to 1: how sure the planner is. */
  punteggio: number;
  /** The started payment the line completes, or null when confirming creates a new payment. */
  idTransazioneFinanziaria: number | null;
  /** How the line's amount splits over dues (one transfer for two children names both). */
  ripartizione: { idTransazioneEconomica: number; importo: number }[];
  spiegazione: string;
}

export interface AbbinamentoRiga {
  identita: string;
  suggerimenti: Suggerimento[];
  /** Dues this line seems to pay a second time (already paid, same payer and amount). */
  possibileDoppioPagamento: number[];
}

/** Decision 1131: the thresholds and windows of the planner. */
export const PARAMETRI_ABBINAMENTO = Object.freeze({
  /** A payer name counts as a person's or parent's from this similarity up (a typo still matches). */
  sogliaNome: 0.75,
  /** Dues created up to this many days before the line (a scout year), or a few days after (created late). */
  giorniPrima: 400,
  giorniDopo: 7,
  /** Started transfers are paid within this many days of the checkout. */
  giorniBonifico: 90,
  /** At most this many dues of one family are combined to explain one transfer. */
  dovutiPerFamiglia: 8,
  /** Suggestions kept per line. */
  suggerimenti: 5,
  /** From this score the best suggestion is taken as settled for the lines that follow. */
  sogliaSicura: 0.85,
});

const P = PARAMETRI_ABBINAMENTO;

/**
 * Decision 1158: a suggestion's score as the treasurer reads it: 'alta' from the sure threshold up
 * (confirmed without a question), 'media' from one half, 'bassa' below. The engine's rule names and
 * bare scores read as jargon to a new treasurer.
 */
export function affidabilita(punteggio: number): 'alta' | 'media' | 'bassa' {
  if (punteggio >= P.sogliaSicura) return 'alta';
  return punteggio >= 0.5 ? 'media' : 'bassa';
}

/** 'Pagamento 123', 'pagamento n. 123', 'PAGAMENTO123' in a reason: the payment ids it names. */
export function idPagamentiInCausale(causale: string): number[] {
  return [...causale.matchAll(/pagamento\s*(?:n\.?\s*|nr\.?\s*)?(\d{1,9})/gi)].map((m) => Number(m[1]));
}

const nomiDi = (p: { nome: string; cognome: string }) => [`${p.nome} ${p.cognome}`, `${p.cognome} ${p.nome}`];

const normale = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * How well a line names a due's person or parents, 0 to 1: the payer against each name in both
 * orders (a joint account 'Rossi Mario e Bianchi Anna' is split first), and the child's full name
 * written in the reason.
 */
export function punteggioNome(
  riga: Pick<RigaEstratto, 'controparte' | 'causale'>,
  d: DovutoCandidato,
): number {
  const nomi = [d.persona, ...d.genitori].flatMap(nomiDi);
  const pezzi = (riga.controparte ?? '')
    .split(/\s+e\s+|[,;/&]| and /i)
    .map((s) => s.trim())
    .filter(Boolean);
  let migliore = 0;
  for (const pezzo of pezzi) for (const nome of nomi) migliore = Math.max(migliore, similarita(pezzo, nome));
  const causale = ` ${normale(riga.causale)} `;
  if (nomiDi(d.persona).some((n) => causale.includes(` ${normale(n)} `))) migliore = Math.max(migliore, 0.95);
  return migliore;
}

const nellaFinestra = (data: string, da: string, giorniPrima: number, giorniDopo: number) =>
  confrontaGiorni(da, aggiungiGiorni(data, -giorniPrima)) >= 0 &&
  confrontaGiorni(da, aggiungiGiorni(data, giorniDopo)) <= 0;

const arrotonda2 = (x: number) => Math.round(x * 100) / 100;

/** The smallest set of dues whose residues add up to the amount exactly (few dues: every subset is tried). */
function sottoinsiemeEsatto(dovuti: DovutoCandidato[], importo: number): DovutoCandidato[] | null {
  const n = Math.min(dovuti.length, P.dovutiPerFamiglia);
  let migliore: DovutoCandidato[] | null = null;
  for (let mask = 1; mask < 1 << n; mask++) {
    const scelti = dovuti.slice(0, n).filter((_, i) => mask & (1 << i));
    if (scelti.reduce((s, d) => s + d.residuo, 0) !== importo) continue;
    if (!migliore || scelti.length < migliore.length) migliore = scelti;
  }
  return migliore;
}

function suggerimentiRiga(
  riga: RigaEstratto,
  dovuti: DovutoCandidato[],
  bonifici: BonificoAvviato[],
  /** announced transfers an earlier line was suggested to complete (rule 1b) */
  giaProposti: ReadonlySet<number>,
): AbbinamentoRiga {
  const out: Suggerimento[] = [];
  // 1. The checkout's own reason: 'Pagamento {id}' of a transfer not yet settled.
  for (const id of idPagamentiInCausale(riga.causale)) {
    const b = bonifici.find((x) => x.idTransazioneFinanziaria === id);
    if (!b || b.stato === 'completed' || b.stato === 'rejected') continue;
    const esatto = b.importoAtteso === riga.importo;
    out.push({
      regola: 'riferimento',
      punteggio: esatto ? 1 : 0.8,
      idTransazioneFinanziaria: id,
      ripartizione: b.collegamenti,
      spiegazione: esatto
        ? `La causale cita «Pagamento ${id}» e l'importo coincide`
        : `La causale cita «Pagamento ${id}», ma l'importo atteso era diverso`,
    });
  }
  // 1b. A transfer announced at the checkout (receipt uploaded) for exactly this amount, the reason
  // citing nothing (a relative paid, decision 1158): likely when the payer is named like the
  // transfer's family, a guess to check when unknown, none when named like another family; less when
  // several are announced for this amount. A transfer an earlier line was suggested to complete is
  // not offered again: a second such line is a possible double payment.
  const citati = new Set(idPagamentiInCausale(riga.causale));
  const annunciati = bonifici.filter(
    (b) =>
      b.stato === 'started' &&
      b.importoAtteso === riga.importo &&
      !citati.has(b.idTransazioneFinanziaria) &&
      !giaProposti.has(b.idTransazioneFinanziaria) &&
      nellaFinestra(riga.data, b.dataCreata, P.giorniBonifico, 0),
  );
  for (const b of annunciati) {
    const suoi = new Set(b.collegamenti.map((c) => c.idTransazioneEconomica));
    const nome = Math.max(
      0,
      ...dovuti.filter((d) => suoi.has(d.idTransazioneEconomica)).map((d) => punteggioNome(riga, d)),
    );
    const altri = dovuti.some(
      (d) => !suoi.has(d.idTransazioneEconomica) && punteggioNome(riga, d) >= P.sogliaNome,
    );
    if (nome < P.sogliaNome && altri) continue;
    const famiglia = nome >= P.sogliaNome;
    const piu = annunciati.length > 1 ? ` (${annunciati.length} bonifici annunciati con questo importo)` : '';
    out.push({
      regola: famiglia ? 'nome-importo' : 'importo',
      punteggio: arrotonda2((famiglia ? 0.8 : 0.4) * (piu ? 0.75 : 1)),
      idTransazioneFinanziaria: b.idTransazioneFinanziaria,
      ripartizione: b.collegamenti,
      spiegazione: famiglia
        ? `Il nome dell'ordinante somiglia a quello della famiglia e l'importo coincide con il bonifico annunciato (pagamento n. ${b.idTransazioneFinanziaria})${piu}, ma la causale non lo cita`
        : `L'importo coincide con il bonifico annunciato (pagamento n. ${b.idTransazioneFinanziaria})${piu}, ma la causale non lo cita`,
    });
  }
  const inFinestra = dovuti.filter((d) =>
    nellaFinestra(riga.data, d.dataCreata, P.giorniPrima, P.giorniDopo),
  );
  const aperti = inFinestra.filter((d) => d.residuo > 0);
  // 2. The payer (or the reason) names a family: one due or several that add up to the amount.
  const perNome = aperti
    .map((d) => ({ d, s: punteggioNome(riga, d) }))
    .filter((x) => x.s >= P.sogliaNome)
    .sort((a, b) => b.s - a.s);
  const migliore = perNome[0];
  if (migliore) {
    const insieme = sottoinsiemeEsatto(
      perNome.map((x) => x.d),
      riga.importo,
    );
    const sNome = Math.min(...(insieme ?? [migliore.d]).map((d) => perNome.find((x) => x.d === d)?.s ?? 0));
    if (insieme) {
      out.push({
        regola: 'nome-importo',
        punteggio: arrotonda2(0.5 + 0.45 * sNome),
        idTransazioneFinanziaria: null,
        ripartizione: insieme.map((d) => ({
          idTransazioneEconomica: d.idTransazioneEconomica,
          importo: d.residuo,
        })),
        spiegazione:
          insieme.length === 1
            ? `Il nome dell'ordinante somiglia a quello della famiglia (${Math.round(sNome * 100)}%) e l'importo coincide`
            : `Il nome dell'ordinante somiglia a quello della famiglia (${Math.round(sNome * 100)}%) e l'importo è la somma di ${insieme.length} quote`,
      });
    } else {
      const d = migliore.d;
      out.push({
        regola: 'nome',
        punteggio: arrotonda2(0.3 * migliore.s),
        idTransazioneFinanziaria: null,
        ripartizione: [
          { idTransazioneEconomica: d.idTransazioneEconomica, importo: Math.min(d.residuo, riga.importo) },
        ],
        spiegazione: `Il nome dell'ordinante somiglia a quello della famiglia (${Math.round(migliore.s * 100)}%), ma l'importo è diverso`,
      });
    }
  }
  // 3. Amount alone: worth little, less when several dues share it.
  const stessoImporto = aperti.filter((d) => d.residuo === riga.importo);
  for (const d of stessoImporto) {
    if (out.some((s) => s.ripartizione.some((r) => r.idTransazioneEconomica === d.idTransazioneEconomica)))
      continue;
    out.push({
      regola: 'importo',
      punteggio: stessoImporto.length === 1 ? 0.5 : 0.3,
      idTransazioneFinanziaria: null,
      ripartizione: [{ idTransazioneEconomica: d.idTransazioneEconomica, importo: d.residuo }],
      spiegazione:
        stessoImporto.length === 1
          ? "Solo l'importo coincide, con una sola quota aperta"
          : `Solo l'importo coincide, con ${stessoImporto.length} quote aperte`,
    });
  }
  out.sort((a, b) => b.punteggio - a.punteggio);
  // A paid due of the same family and amount, and nothing better: the family may have paid twice.
  const doppio =
    (out[0]?.punteggio ?? 0) >= P.sogliaSicura
      ? []
      : inFinestra
          .filter(
            (d) =>
              d.residuo === 0 &&
              d.importo === riga.importo &&
              punteggioNome(riga, d) >= P.sogliaNome &&
              // A due covered by the announced transfer this line is suggested to complete is not
              // paid twice: the line is that transfer's money.
              !out.some((s) =>
                s.ripartizione.some((r) => r.idTransazioneEconomica === d.idTransazioneEconomica),
              ),
          )
          .map((d) => d.idTransazioneEconomica);
  const doppioRif = idPagamentiInCausale(riga.causale).filter(
    (id) => bonifici.find((b) => b.idTransazioneFinanziaria === id)?.stato === 'completed',
  );
  const dovutiRif = doppioRif.flatMap(
    (id) =>
      bonifici
        .find((b) => b.idTransazioneFinanziaria === id)
        ?.collegamenti.map((c) => c.idTransazioneEconomica) ?? [],
  );
  return {
    identita: riga.identita,
    suggerimenti: out.slice(0, P.suggerimenti),
    possibileDoppioPagamento: [...new Set([...doppio, ...dovutiRif])],
  };
}

/**
 * Decision 1131: suggestions for every incoming line, in date order. A line's best suggestion,
 * when sure, settles its dues for the lines after it, so a family's second identical transfer is
 * flagged as a possible double payment instead of being offered the same dues again. Outgoing
 * lines get no suggestion: they are assigned to a budget item by hand.
 */
export function pianificaAbbinamenti(
  righe: RigaEstratto[],
  dovuti: DovutoCandidato[],
  bonifici: BonificoAvviato[],
): AbbinamentoRiga[] {
  const residui = new Map(dovuti.map((d) => [d.idTransazioneEconomica, d.residuo]));
  const stati = new Map(bonifici.map((b) => [b.idTransazioneFinanziaria, b.stato]));
  const ordinate = [...righe].sort((a, b) => confrontaGiorni(a.data, b.data));
  const esiti = new Map<string, AbbinamentoRiga>();
  const giaProposti = new Set<number>();
  for (const riga of ordinate) {
    if (riga.verso !== 'entrata') {
      esiti.set(riga.identita, { identita: riga.identita, suggerimenti: [], possibileDoppioPagamento: [] });
      continue;
    }
    const dovutiOra = dovuti.map((d) => ({
      ...d,
      residuo: residui.get(d.idTransazioneEconomica) ?? d.residuo,
    }));
    const bonificiOra = bonifici
      .filter(
        (b) =>
          nellaFinestra(riga.data, b.dataCreata, P.giorniBonifico, 0) ||
          stati.get(b.idTransazioneFinanziaria) === 'completed',
      )
      .map((b) => ({
        ...b,
        stato: stati.get(b.idTransazioneFinanziaria) ?? b.stato,
      }));
    const esito = suggerimentiRiga(riga, dovutiOra, bonificiOra, giaProposti);
    const primo = esito.suggerimenti[0];
    // The announced transfer this line is first suggested to complete is not offered to the next
    // (rule 1b): a second line of it is a possible double payment.
    if (primo && primo.idTransazioneFinanziaria !== null && primo.regola !== 'riferimento')
      giaProposti.add(primo.idTransazioneFinanziaria);
    if (primo && primo.punteggio >= P.sogliaSicura) {
      for (const r of primo.ripartizione)
        residui.set(
          r.idTransazioneEconomica,
          Math.max(0, (residui.get(r.idTransazioneEconomica) ?? 0) - r.importo),
        );
      if (primo.idTransazioneFinanziaria !== null) stati.set(primo.idTransazioneFinanziaria, 'completed');
    }
    esiti.set(riga.identita, esito);
  }
  return righe.map((r) => esiti.get(r.identita) as AbbinamentoRiga);
}
