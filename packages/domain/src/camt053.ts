// Reading an ISO 20022 camt.053 bank statement (issue 26, decision 1130). The XML is parsed with
// fast-xml-parser with entities off and values left as text (DESIGN.md), after refusing any DOCTYPE
// or entity declaration outright: a bank never sends one, and that is how XXE and "billion laughs"
// files arrive. Batch bookings (one entry, several transaction details) become one line per detail.
import { XMLValidator } from 'fast-xml-parser';
import {
  centesimiDaDecimale,
  conIdentita,
  type EsitoLettura,
  LIMITI_ESTRATTO,
  MSG_ESTRATTO,
  type RigaEstratto,
  testoRiga,
} from './movimenti-banca.ts';
import { elencoNodi, type Nodo, parserXml, testoNodo } from './xml-sicuro.ts';

const SEMPRE_ELENCHI = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Bal']);

const parser = parserXml(SEMPRE_ELENCHI);
const testo = testoNodo;
const elenco = elencoNodi;

/** A date or date-time element (Dt or DtTm) as YYYY-MM-DD. */
function giorno(n: Nodo): string | null {
  const s = testo(n?.Dt) ?? testo(n?.DtTm);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
}

/** camt.053.001.02 names a party directly, .001.08 and later under Pty. */
const nomeParte = (p: Nodo): string | null => testo(p?.Nm) ?? testo(p?.Pty?.Nm);

/** A booked entry: Sts is 'BOOK' (.02) or Sts/Cd 'BOOK' (.08+); pending and information entries are not movements. */
function contabilizzato(ntry: Nodo): boolean {
  const sts = testo(ntry.Sts) ?? testo(ntry.Sts?.Cd);
  return sts === null || sts === 'BOOK';
}

type Riga = Omit<RigaEstratto, 'identita'>;
type Parziale = { ok: true; riga: Riga } | { ok: false; errore: string };

function leggiImporto(n: Nodo, numero: number): { ok: true; cents: number } | { ok: false; errore: string } {
  const valuta = typeof n === 'object' ? n?.['@Ccy'] : undefined;
  if (valuta !== undefined && valuta !== 'EUR')
    return { ok: false, errore: MSG_ESTRATTO.valuta(numero, String(valuta)) };
  const t = testo(n);
  const cents = t === null ? null : centesimiDaDecimale(t);
  if (cents === null || cents <= 0) return { ok: false, errore: MSG_ESTRATTO.campo(numero, 'importo') };
  return { ok: true, cents };
}

function rigaDa(
  conto: string,
  ntry: Nodo,
  tx: Nodo | null,
  importoNodo: Nodo,
  rif: string | null,
  numero: number,
): Parziale {
  const importo = leggiImporto(importoNodo, numero);
  if (!importo.ok) return importo;
  const segno = testo(tx?.CdtDbtInd) ?? testo(ntry.CdtDbtInd);
  if (segno !== 'CRDT' && segno !== 'DBIT')
    return { ok: false, errore: MSG_ESTRATTO.campo(numero, 'segno (CdtDbtInd)') };
  const data = giorno(ntry.BookgDt) ?? giorno(ntry.ValDt);
  if (!data) return { ok: false, errore: MSG_ESTRATTO.campo(numero, 'data contabile') };
  const verso = segno === 'CRDT' ? 'entrata' : 'uscita';
  // Who paid us, or whom we paid: the other side of the movement.
  const parti = tx?.RltdPties;
  const controparte =
    verso === 'entrata'
      ? (nomeParte(parti?.Dbtr) ?? nomeParte(parti?.UltmtDbtr))
      : (nomeParte(parti?.Cdtr) ?? nomeParte(parti?.UltmtCdtr));
  const ustrd = elenco(tx?.RmtInf?.Ustrd)
    .map(testo)
    .filter((s): s is string => !!s);
  const strutturato = testo(tx?.RmtInf?.Strd?.CdtrRefInf?.Ref);
  const causale = [
    ...ustrd,
    strutturato,
    ustrd.length ? null : (testo(tx?.AddtlTxInf) ?? testo(ntry.AddtlNtryInf)),
  ]
    .filter((s): s is string => !!s)
    .join(' ');
  return {
    ok: true,
    riga: {
      conto,
      data,
      dataValuta: giorno(ntry.ValDt),
      importo: importo.cents,
      verso,
      causale: testoRiga(causale),
      controparte: controparte ? testoRiga(controparte) : null,
      riferimento: rif ? testoRiga(rif) : null,
    },
  };
}

/** The lines of one entry: itself, or one per transaction detail of a batch booking. */
function righeDellaVoce(conto: string, ntry: Nodo, numero: number): Parziale[] {
  const dettagli = elenco(ntry.NtryDtls).flatMap((d: Nodo) => elenco(d.TxDtls));
  const rifVoce = testo(ntry.AcctSvcrRef) ?? testo(ntry.NtryRef);
  if (dettagli.length <= 1) return [rigaDa(conto, ntry, dettagli[0] ?? null, ntry.Amt, rifVoce, numero)];
  return dettagli.map((tx: Nodo, i: number) => {
    const rif = testo(tx.Refs?.AcctSvcrRef) ?? (rifVoce ? `${rifVoce}/${i + 1}` : null);
    return rigaDa(conto, ntry, tx, tx.Amt ?? tx.AmtDtls?.TxAmt?.Amt, rif, numero);
  });
}

/** Decision 1130: the movements of a camt.053 file, or the Italian reason it cannot be read. */
export function leggiCamt053(xml: string): EsitoLettura {
  if (new TextEncoder().encode(xml).length > LIMITI_ESTRATTO.byte)
    return { ok: false, errore: MSG_ESTRATTO.troppoGrande };
  if (xml.trim() === '') return { ok: false, errore: MSG_ESTRATTO.vuoto };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, errore: MSG_ESTRATTO.entita };
  const valido = XMLValidator.validate(xml);
  if (valido !== true)
    return { ok: false, errore: MSG_ESTRATTO.xmlNonValido(valido.err.line, valido.err.col) };
  const doc: Nodo = parser.parse(xml);
  const estratti = doc?.Document?.BkToCstmrStmt?.Stmt;
  if (!Array.isArray(estratti)) return { ok: false, errore: MSG_ESTRATTO.nonCamt053 };
  const righe: Riga[] = [];
  let numero = 0;
  for (const stmt of estratti) {
    const conto = testo(stmt.Acct?.Id?.IBAN) ?? testo(stmt.Acct?.Id?.Othr?.Id);
    if (!conto) return { ok: false, errore: MSG_ESTRATTO.campo(numero + 1, 'conto (Acct/Id)') };
    for (const ntry of elenco(stmt.Ntry)) {
      numero++;
      if (!contabilizzato(ntry)) continue;
      for (const r of righeDellaVoce(conto.replace(/\s+/g, '').toUpperCase(), ntry, numero)) {
        if (!r.ok) return r;
        righe.push(r.riga);
        if (righe.length > LIMITI_ESTRATTO.righe) return { ok: false, errore: MSG_ESTRATTO.troppeRighe };
      }
    }
  }
  if (righe.length === 0) return { ok: false, errore: MSG_ESTRATTO.senzaMovimenti };
  return { ok: true, righe: conIdentita(righe) };
}
