// Bank statement lines (issue 26, decision 1130): what a camt.053 file or a bank's CSV export says
// about one movement of the section's account, in the shape the matching planner and the server use.
// Not the spec's "estratto conto" (a person's account statement, estratto-conto.ts).

/** Decision 1130: the bounds of one uploaded statement. */
export const LIMITI_ESTRATTO = Object.freeze({
  /** Bytes of one file: a year of a section's account is well below 1 MB. */
  byte: 5 * 1024 * 1024,
  /** Lines of one file, after batch bookings are split. */
  righe: 5000,
  /** A reason, a counterparty name, a reference: longer text is cut, never refused. */
  testo: 500,
});

/** Decision 1130: the Italian messages of a statement that cannot be read. */
export const MSG_ESTRATTO = Object.freeze({
  vuoto: 'Il file è vuoto',
  troppoGrande: `File troppo grande: al massimo ${LIMITI_ESTRATTO.byte / 1024 / 1024} MB`,
  troppeRighe: `Troppi movimenti nel file: al massimo ${LIMITI_ESTRATTO.righe}`,
  entita:
    'Il file contiene dichiarazioni DOCTYPE o entità XML, che non sono ammesse in un estratto conto: esportalo di nuovo dalla banca',
  // The parser's own explanation is English: the treasurer gets the line and column to look at.
  xmlNonValido: (riga: number, colonna: number) =>
    `Il file non è un XML valido: errore alla riga ${riga}, colonna ${colonna}.`,
  nonCamt053:
    "Il file non è un estratto conto camt.053: scarica dall'home banking l'estratto in formato XML (camt.053)",
  senzaMovimenti: 'Il file non contiene movimenti',
  campo: (movimento: number, campo: string) => `Movimento ${movimento}: ${campo} mancante o non valido`,
  valuta: (movimento: number, valuta: string) =>
    `Movimento ${movimento}: valuta ${valuta} non gestita (solo EUR)`,
});

export type VersoMovimento = 'entrata' | 'uscita';

/** One movement of the section's account. */
export interface RigaEstratto {
  /** Stable across imports of the same file: how a second import recognises the line. */
  identita: string;
  /** The section's account (IBAN, or what the treasurer named it for a CSV). */
  conto: string;
  /** Booking date, YYYY-MM-DD. */
  data: string;
  /** Value date when the bank gives it. */
  dataValuta: string | null;
  /** Positive integer cents; the direction says whether money came in or went out. */
  importo: number;
  verso: VersoMovimento;
  causale: string;
  controparte: string | null;
  /** The bank's own reference (AcctSvcrRef, or a CSV column), when it gives one. */
  riferimento: string | null;
}

export type EsitoLettura = { ok: true; righe: RigaEstratto[] } | { ok: false; errore: string };

/** A text as stored: spaces collapsed, cut to the bound. */
export function testoRiga(s: string | null | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim().slice(0, LIMITI_ESTRATTO.testo);
}

/** Exact decimal euros ('1234.5', '-12.30') to integer cents, without floating point; null if not a number. */
export function centesimiDaDecimale(s: string): number | null {
  const m = /^([+-]?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** FNV-1a, 32 bits, as 8 hex digits: a stable fingerprint, not a secret. */
function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

type RigaSenzaIdentita = Omit<RigaEstratto, 'identita'>;

/**
 * Decision 1130: a line's identity is its account and the bank's reference when there is one;
 * otherwise a fingerprint of what the line says plus how many identical lines came before it in
 * the file, so two equal transfers on one day stay two lines and a re-import yields the same ids.
 */
export function conIdentita(righe: RigaSenzaIdentita[]): RigaEstratto[] {
  const visti = new Map<string, number>();
  return righe.map((r) => {
    if (r.riferimento) {
      const chiave = `${r.conto}|ref|${r.riferimento}`;
      const n = visti.get(chiave) ?? 0;
      visti.set(chiave, n + 1);
      return { ...r, identita: n === 0 ? `${r.conto}:${r.riferimento}` : `${r.conto}:${r.riferimento}#${n}` };
    }
    const impronta = [r.conto, r.data, r.importo, r.verso, r.causale, r.controparte ?? ''].join('|');
    const n = visti.get(impronta) ?? 0;
    visti.set(impronta, n + 1);
    return { ...r, identita: `${r.conto}:h${fnv1a(impronta)}-${n}` };
  });
}
