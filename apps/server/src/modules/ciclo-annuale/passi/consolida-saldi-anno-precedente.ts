// Spec 2 §7 POST /segreteria/consolida-saldi-anno-precedente {anno_scout, id_parte} (decision 1014).
import { type PianoConsolidaSaldi, pianoConsolidaSaldi } from '@zaino/domain/ciclo-saldi';
import { segreteriaAnnoParteSchema } from '@zaino/domain/form-anno-scout';
import { findSaldo, movimentiPerMetodo, upsertSaldo } from '../../tesoreria/bilancio.repo.ts';
import { annoEParteDelPayload, type Passo } from '../passo.ts';

const saldi = (s: { bank: number; cash: number; satispay: number; stripe: number } | null) =>
  s ? { bank: s.bank, cash: s.cash, satispay: s.satispay, stripe: s.stripe } : null;

export const consolidaSaldiAnnoPrecedente: Passo<
  { anno_scout: number; id_parte: number },
  PianoConsolidaSaldi
> = {
  nome: 'consolida-saldi-anno-precedente',
  payload: segreteriaAnnoParteSchema,
  anno: annoEParteDelPayload,
  id_parte: (i) => i.id_parte,
  async pianifica(sc, { id_parte }, { anno_scout }) {
    // One after the other: inside the run's transaction there is one connection.
    const precedente = await findSaldo(sc.db, id_parte, anno_scout - 1);
    const movimenti = await movimentiPerMetodo(sc.db, id_parte, anno_scout - 1);
    const attuale = await findSaldo(sc.db, id_parte, anno_scout);
    return pianoConsolidaSaldi({
      anno_scout,
      id_parte,
      saldoPrecedente: saldi(precedente),
      movimentiPrecedenti: movimenti,
      saldoAttuale: saldi(attuale),
    });
  },
  // Spec 2 §7 names no result field: the methods whose opening balance changed.
  risultato: (p) => ({ saldiAggiornati: p.cambi.length }),
  righe: (piano) => (piano.cambi.length > 0 ? 1 : 0),
  async applica(tx, piano, avanza) {
    if (piano.cambi.length > 0) {
      await upsertSaldo(tx, { anno_scout: piano.anno_scout, id_parte: piano.id_parte, ...piano.saldi });
      await avanza();
    }
  },
};
