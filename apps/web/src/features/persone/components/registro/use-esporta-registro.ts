import { useState } from 'react';
import type { AmbitoRegistro } from '../../../../lib/ambito-registro.ts';
import { reportError } from '../../../../lib/errors.ts';
import type { Cella } from '../../../../lib/esporta.ts';
import { notifyDanger } from '../../../../lib/notify.ts';
import { caricaRegistroIntero, type RichiestaRegistro } from '../../api/registro.ts';
import { COLONNE_ANAGRAFICA } from './anagrafica-esportata.ts';
import type { IdColonna } from './colonne-registro.ts';
import { type RigaRegistro, rigaRegistro } from './righe-registro.ts';

export type Formato = 'csv' | 'xlsx';

/** What each column exports: the text the table shows. */
const VALORI: Record<IdColonna, (r: RigaRegistro) => Cella> = {
  nome: (r) => r.nome,
  cognome: (r) => r.cognome,
  soci: (r) => r.sociTesto,
  accesso: (r) => r.accesso,
  iscrizione: (r) => r.iscrizione,
  ruolo: (r) => r.ruolo,
  utenti: (r) => r.utenti,
  nazionale: (r) => r.nazionaleTesto,
};

/**
 * Spec 2 §2 'Esporta': every page of the filtered, sorted register as the table shows it, in CSV or
 * XLSX, with the pages read so far while it loads.
 */
export function useEsportaRegistro({
  ambito,
  anno,
  richiesta,
  colonne,
  unisci,
}: {
  ambito: AmbitoRegistro | null | undefined;
  anno: number | null;
  richiesta: Omit<RichiestaRegistro, 'pagina'>;
  /** the columns on screen, in their order */
  colonne: readonly { id: IdColonna; titolo: string }[];
  /** 'Sezione/Nazionale' as one state (rigaRegistro) */
  unisci: boolean;
}) {
  const [esportazione, setEsportazione] = useState<Formato | null>(null);
  const [avanzamento, setAvanzamento] = useState<{ letti: number; totale: number } | null>(null);

  /** The on-screen columns, and with `anagrafica` the secretary's too (decision 0917). */
  async function esporta(formato: Formato, anagrafica = false) {
    if (!ambito || anno === null) return;
    setEsportazione(formato);
    try {
      const [{ esportaCsv, esportaXlsx }, persone] = await Promise.all([
        import('../../../../lib/esporta.ts'),
        caricaRegistroIntero(
          ambito,
          anno,
          richiesta,
          (letti, totale) => setAvanzamento({ letti, totale }),
          anagrafica,
        ),
      ]);
      const extra = anagrafica ? COLONNE_ANAGRAFICA : [];
      const intestazioni = [...colonne.map((c) => c.titolo), ...extra.map((c) => c.titolo)];
      const dati = persone.map((p) => {
        const r = rigaRegistro(p, unisci);
        return [...colonne.map((c) => VALORI[c.id](r)), ...extra.map((c) => c.valore(p))];
      });
      const nome = `anagrafe-${anno ?? ''}.${formato}`;
      await (formato === 'csv' ? esportaCsv : esportaXlsx)(intestazioni, dati, nome);
    } catch (e) {
      reportError(e, 'esportazione anagrafe');
      notifyDanger(`C'è stato un errore: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setEsportazione(null);
      setAvanzamento(null);
    }
  }

  return { esporta, esportazione, avanzamento };
}
