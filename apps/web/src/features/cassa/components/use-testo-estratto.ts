import { LIMITI_ESTRATTO, MSG_ESTRATTO } from '@zaino/domain/movimenti-banca';
import { testoDelFile } from '@zaino/domain/testo-file';
import { useEffect, useState } from 'react';

export type TestoEstratto = { ok: true; testo: string } | { ok: false; errore: string } | null;

/**
 * Decision 1156: the chosen statement's text for the preview, read once per file, bounded as the
 * server bounds it and decoded by the server's own decoder. Null while there is no file or it is read.
 */
export function useTestoEstratto(file: File | null): TestoEstratto {
  const [letto, setLetto] = useState<TestoEstratto>(null);
  useEffect(() => {
    setLetto(null);
    if (!file) return;
    if (file.size > LIMITI_ESTRATTO.byte) return setLetto({ ok: false, errore: MSG_ESTRATTO.troppoGrande });
    if (file.size === 0) return setLetto({ ok: false, errore: MSG_ESTRATTO.vuoto });
    let attuale = true;
    file.arrayBuffer().then(
      (b) => attuale && setLetto({ ok: true, testo: testoDelFile(new Uint8Array(b)) }),
      () => attuale && setLetto({ ok: false, errore: 'Non è stato possibile leggere il file' }),
    );
    return () => {
      attuale = false;
    };
  }, [file]);
  return letto;
}
