// Spec 2 §7 POST /segreteria/copia-bilancio-precedente {anno_scout, id_parte} (decision 1014).
import { type PianoCopiaBilancio, pianoCopiaBilancio } from '@zaino/domain/ciclo-bilancio';
import { segreteriaAnnoParteSchema } from '@zaino/domain/form-anno-scout';
import { insertBilancio } from '../../tesoreria/bilancio.repo.ts';
import { righeBilancioCiclo } from '../ciclo-annuale.repo.ts';
import { annoEParteDelPayload, type Passo } from '../passo.ts';

export const copiaBilancioPrecedente: Passo<{ anno_scout: number; id_parte: number }, PianoCopiaBilancio> = {
  nome: 'copia-bilancio-precedente',
  payload: segreteriaAnnoParteSchema,
  anno: annoEParteDelPayload,
  id_parte: (i) => i.id_parte,
  async pianifica(sc, input, anno) {
    const righe = await righeBilancioCiclo(sc.db, input.id_parte, anno.anno_scout);
    return pianoCopiaBilancio(anno.anno_scout, input.id_parte, righe);
  },
  // Spec 2 §7 names no result field: the lines copied, for the toast and the history.
  risultato: (p) => ({ righeCopiate: p.righe.length }),
  righe: (piano) => piano.righe.length,
  async applica(tx, piano, avanza) {
    for (const r of piano.righe) {
      await insertBilancio(
        tx,
        { id_parte: piano.id_parte, anno_scout: piano.anno_scout, id_voce: r.id_voce },
        r.a.preventivo,
      );
      await avanza();
    }
  },
};
