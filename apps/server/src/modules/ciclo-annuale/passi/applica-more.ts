// Spec 2 §7 POST /segreteria/applica-more → status, numberOfRecordsUpdated (spec 2 §4 mora phases,
// decision 1015), on the active year, as of today in Italy (decision 1021).
import { type PianoApplicaMore, pianoApplicaMore } from '@zaino/domain/ciclo-more';
import { giornoSezione } from '@zaino/domain/date';
import { cambiaImportoDovuto } from '../../iscrizioni/dovuti-iscrizione.repo.ts';
import { dovutiIscrizioneConCategoria } from '../dovuti-con-categoria.ts';
import { annoAttivoDelPasso, type Passo, type PayloadVuoto, payloadVuoto } from '../passo.ts';

export const applicaMore: Passo<PayloadVuoto, PianoApplicaMore> = {
  nome: 'applica-more',
  payload: payloadVuoto,
  anno: annoAttivoDelPasso,
  async pianifica(sc, _input, anno) {
    const conCategoria = await dovutiIscrizioneConCategoria(sc.db, anno);
    // Italy's calendar day: at 23:30 UTC on the day before limite_mora it is limite_mora in Italy.
    return pianoApplicaMore(anno, giornoSezione(), conCategoria);
  },
  risultato: (p) => ({ numberOfRecordsUpdated: p.numberOfRecordsUpdated }),
  avvisi: (p) => p.senzaMora.map((s) => ({ id_persona: s.id_persona, motivo: s.motivo })),
  righe: (piano) => piano.dovuti.length,
  async applica(tx, piano, avanza) {
    // Decision 1015: only unpaid or partial dues are raised, and they stay unpaid or partial.
    for (const d of piano.dovuti) {
      await cambiaImportoDovuto(tx, d.id_transazione_economica, d.da, d.a);
      await avanza();
    }
  },
};
