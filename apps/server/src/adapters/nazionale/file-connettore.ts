import { leggiFileNazionale } from '@zaino/domain/nazionale-file';
import { type ConnettoreNazionale, MSG_INVIO_NON_DISPONIBILE } from './connettore.ts';

/** The national body's export file uploaded by the office: read once, never written to. */
export function connettoreFile(testo: string): ConnettoreNazionale {
  return {
    tipo: 'file',
    async scarica() {
      const e = leggiFileNazionale(testo);
      return e.ok ? { ok: true, valore: e.record } : { ok: false, errore: e.errore };
    },
    async invia() {
      return { ok: false, errore: MSG_INVIO_NON_DISPONIBILE };
    },
  };
}
