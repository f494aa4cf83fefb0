// The national export file saved as XLSX (decision 0924): its first sheet read as the CSV's rows,
// then the one reading of nazionale-file.ts. Apart from that module so the screen, which imports
// the bounds and messages, does not carry the zip reader.
import {
  type EsitoFileNazionale,
  LIMITI_FILE_NAZIONALE,
  leggiFileNazionale,
  leggiRigheNazionali,
  MSG_FILE_NAZIONALE_GRANDE,
  MSG_FILE_NAZIONALE_RIGHE,
} from './nazionale-file.ts';
import { testoDelFile } from './testo-file.ts';
import { leggiPrimoFoglio, MSG_XLSX } from './xlsx-foglio.ts';

export function leggiFileNazionaleXlsx(bytes: Uint8Array): EsitoFileNazionale {
  if (bytes.length > LIMITI_FILE_NAZIONALE.byte) return { ok: false, errore: MSG_FILE_NAZIONALE_GRANDE };
  // The header and LIMITI_FILE_NAZIONALE.righe persons; one more row is refused as soon as it is met.
  const foglio = leggiPrimoFoglio(bytes, {
    maxRighe: LIMITI_FILE_NAZIONALE.righe + 1,
    msgTroppeRighe: MSG_FILE_NAZIONALE_RIGHE,
  });
  return foglio.ok ? leggiRigheNazionali(foglio.righe) : foglio;
}

/** The first bytes of a zip (an .xlsx) and of an OLE compound file (an encrypted workbook, an .xls). */
const FIRME_EXCEL: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * Decision 0429: the uploaded file read by what its bytes are, not by the type or name it came
 * with (browsers and systems label an .xlsx text/csv and a CSV anything): an Excel signature goes to
 * the XLSX reader (which answers the encrypted or old .xls file in Italian); anything else is CSV
 * text, decoded as every uploaded text file (UTF-16 by its mark, UTF-8, else Windows-1252). A NUL
 * anywhere in that text means a binary file, not a national export (and PostgreSQL stores no NUL).
 */
export function leggiFileNazionaleDaByte(bytes: Uint8Array): EsitoFileNazionale {
  if (bytes.length > LIMITI_FILE_NAZIONALE.byte) return { ok: false, errore: MSG_FILE_NAZIONALE_GRANDE };
  if (FIRME_EXCEL.some((f) => f.every((b, i) => bytes[i] === b))) return leggiFileNazionaleXlsx(bytes);
  const testo = testoDelFile(bytes);
  if (testo.includes('\u0000')) return { ok: false, errore: MSG_XLSX.nonXlsx };
  return leggiFileNazionale(testo);
}
