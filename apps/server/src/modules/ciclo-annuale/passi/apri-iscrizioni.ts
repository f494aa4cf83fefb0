// Spec 2 §7 POST /segreteria/apri-iscrizioni {anno_scout} → changed (spec 2 §4: nessuna → prevista).
import { type PianoApriIscrizioni, pianoApriIscrizioni } from '@zaino/domain/ciclo-apri-iscrizioni';
import { segreteriaAnnoSchema } from '@zaino/domain/form-anno-scout';
import { cambiaStatoIscrizione } from '../../iscrizioni/iscrizioni-ciclo.repo.ts';
import { iscrizioniCiclo } from '../ciclo-annuale.repo.ts';
import { annoDelPayload, type Passo } from '../passo.ts';

export const apriIscrizioni: Passo<{ anno_scout: number }, PianoApriIscrizioni> = {
  nome: 'apri-iscrizioni',
  payload: segreteriaAnnoSchema,
  anno: annoDelPayload,
  async pianifica(sc, _input, anno) {
    const righe = await iscrizioniCiclo(sc.db, anno.anno_scout, anno.anno_scout);
    return pianoApriIscrizioni(anno.anno_scout, righe);
  },
  risultato: (p) => ({ changed: p.changed }),
  righe: (piano) => piano.iscrizioni.length,
  async applica(tx, piano, avanza) {
    for (const i of piano.iscrizioni) {
      await cambiaStatoIscrizione(tx, i.id_iscrizione, i.da, i.a);
      await avanza();
    }
  },
};
