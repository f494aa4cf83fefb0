import { leggiFileNazionale } from '@zaino/domain/nazionale-file';
import { leggiFileNazionaleDaByte } from '@zaino/domain/nazionale-xlsx';
import { type ConnettoreNazionale, MSG_INVIO_NON_DISPONIBILE } from './connettore.ts';

/**
 * The national body's export file uploaded by the office, read once, never written to: CSV text, or
 * the file's bytes, CSV or XLSX by what they are whatever type they were sent with (decisions 0924,
 * 0429).
 */
export function connettoreFile(contenuto: string | Uint8Array): ConnettoreNazionale {
  return {
    tipo: 'file',
    async scarica() {
      const e =
        typeof contenuto === 'string' ? leggiFileNazionale(contenuto) : leggiFileNazionaleDaByte(contenuto);
      return e.ok ? { ok: true, valore: e.record } : { ok: false, errore: e.errore };
    },
    async invia() {
      return { ok: false, errore: MSG_INVIO_NON_DISPONIBILE };
    },
  };
}
