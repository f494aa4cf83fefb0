// The national export file saved as XLSX (decision 0924): its first sheet read as the CSV's rows,
// then the one reading of nazionale-file.ts. Apart from that module so the screen, which imports
// the bounds and messages, does not carry the zip reader.
import {
  type EsitoFileNazionale,
  LIMITI_FILE_NAZIONALE,
  leggiRigheNazionali,
  MSG_FILE_NAZIONALE_GRANDE,
  MSG_FILE_NAZIONALE_RIGHE,
} from './nazionale-file.ts';
import { leggiPrimoFoglio } from './xlsx-foglio.ts';

export function leggiFileNazionaleXlsx(bytes: Uint8Array): EsitoFileNazionale {
  if (bytes.length > LIMITI_FILE_NAZIONALE.byte) return { ok: false, errore: MSG_FILE_NAZIONALE_GRANDE };
  // The header and LIMITI_FILE_NAZIONALE.righe persons; one more row is refused as soon as it is met.
  const foglio = leggiPrimoFoglio(bytes, {
    maxRighe: LIMITI_FILE_NAZIONALE.righe + 1,
    msgTroppeRighe: MSG_FILE_NAZIONALE_RIGHE,
  });
  return foglio.ok ? leggiRigheNazionali(foglio.righe) : foglio;
}
