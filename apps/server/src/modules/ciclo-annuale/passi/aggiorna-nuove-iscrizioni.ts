// Spec 2 §7 POST /segreteria/aggiorna-nuove-iscrizioni {anno_scout} → lupiDiventatiEsplo,
// esploDiventatiRover, roverDiventatiAdulti (spec 2 §4 promotions, decision 1013).
import { segreteriaAnnoSchema } from '@zaino/domain/form-anno-scout';
import { type PianoAggiornaIscrizioni, pianoAggiornaIscrizioni } from '@zaino/domain/promozioni';
import { promuoviNomina } from '../../iscrizioni/iscrizioni-ciclo.repo.ts';
import { iscrizioniCiclo } from '../ciclo-annuale.repo.ts';
import { annoDelPayload, type Passo } from '../passo.ts';

/** The years of history the promotions read: the longest rule counts 4 years in a branch. */
const ANNI_DI_STORIA = 4;

export const aggiornaNuoveIscrizioni: Passo<{ anno_scout: number }, PianoAggiornaIscrizioni> = {
  nome: 'aggiorna-nuove-iscrizioni',
  payload: segreteriaAnnoSchema,
  anno: annoDelPayload,
  async pianifica(sc, _input, anno) {
    const righe = await iscrizioniCiclo(sc.db, anno.anno_scout - ANNI_DI_STORIA, anno.anno_scout);
    return pianoAggiornaIscrizioni(anno, righe);
  },
  risultato: (p) => ({
    lupiDiventatiEsplo: p.lupiDiventatiEsplo,
    esploDiventatiRover: p.esploDiventatiRover,
    roverDiventatiAdulti: p.roverDiventatiAdulti,
  }),
  righe: (piano) => piano.promozioni.length,
  async applica(tx, piano, avanza) {
    for (const p of piano.promozioni) {
      await promuoviNomina(tx, p.id_nomina, p.da, p.a);
      await avanza();
    }
  },
};
