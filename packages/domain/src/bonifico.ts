// The bank transfer of the front-office checkout (spec 3 §2, §4, §9; decision 1204): the account the
// family pays into, and what the bank-details document says.
import { causaleBonifico } from './quote.ts';

/** Decision 1204: messages of the bank details. */
export const MSG_BONIFICO = Object.freeze({
  nonBonifico: 'Questo pagamento non è un bonifico',
  contoAssente:
    'Le coordinate bancarie della sezione non sono ancora configurate: scegli un altro metodo o contatta la segreteria',
});

/** An IBAN without spaces, upper-case. */
export function normalizzaIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: two letters, two check digits, up to 30 letters or digits, and the mod-97 check equals 1. */
export function ibanValido(iban: string): boolean {
  const s = normalizzaIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const riordinato = s.slice(4) + s.slice(0, 4);
  let resto = 0;
  for (const c of riordinato) {
    const cifre = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const d of cifre) resto = (resto * 10 + Number(d)) % 97;
  }
  return resto === 1;
}

/** An IBAN as people read it: groups of four characters. */
export function formatIban(iban: string): string {
  return normalizzaIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The account that receives bank transfers (configuration). */
export interface ContoBonifico {
  iban: string;
  beneficiario: string;
}

/** Spec 3 §2: what the bank-details document says: IBAN, beneficiary, amount (cents), reason. */
export interface CoordinateBonifico extends ContoBonifico {
  importo: number;
  causale: string;
}

/** Spec 3 §2: the bank details of one bank-transfer payment (reason 'Pagamento {id}'). */
export function coordinateBonifico(
  conto: ContoBonifico,
  pagamento: { id_transazione_finanziaria: number; importo: number; commissione_da: number },
): CoordinateBonifico {
  return {
    iban: normalizzaIban(conto.iban),
    beneficiario: conto.beneficiario,
    // What the payer sends: the dues and the donation; a bank transfer carries no product fee.
    importo: pagamento.importo + pagamento.commissione_da,
    causale: causaleBonifico(pagamento.id_transazione_finanziaria),
  };
}

/** Spec 3 §2: the file name of the bank-details PDF. */
export const nomeFileCoordinate = (idTransazioneFinanziaria: number) =>
  `coordinate-bonifico-${idTransazioneFinanziaria}.pdf`;
