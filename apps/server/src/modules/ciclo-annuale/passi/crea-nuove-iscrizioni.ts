// Spec 2 §7 POST /segreteria/crea-nuove-iscrizioni {anno_scout} → iscrizioniRiportate (decision 1013).
import { type PianoNuoveIscrizioni, pianoNuoveIscrizioni } from '@zaino/domain/ciclo-nuove-iscrizioni';
import { segreteriaAnnoSchema } from '@zaino/domain/form-anno-scout';
import { insertIscrizioneConNomine } from '../../iscrizioni/iscrizioni-ciclo.repo.ts';
import { iscrizioniCiclo } from '../ciclo-annuale.repo.ts';
import { annoDelPayload, type Passo } from '../passo.ts';

export const creaNuoveIscrizioni: Passo<{ anno_scout: number }, PianoNuoveIscrizioni> = {
  nome: 'crea-nuove-iscrizioni',
  payload: segreteriaAnnoSchema,
  anno: annoDelPayload,
  async pianifica(sc, _input, anno) {
    return pianoNuoveIscrizioni(anno, await iscrizioniCiclo(sc.db, anno.anno_scout - 1, anno.anno_scout));
  },
  risultato: (p) => ({ iscrizioniRiportate: p.iscrizioniRiportate }),
  righe: (piano) => piano.iscrizioni.length,
  async applica(tx, piano, avanza) {
    for (const r of piano.iscrizioni) {
      await insertIscrizioneConNomine(
        tx,
        { id_persona: r.id_persona, anno_scout: r.a.anno_scout, stato_iscrizione: r.a.stato_iscrizione },
        r.nomine,
      );
      await avanza();
    }
  },
};
