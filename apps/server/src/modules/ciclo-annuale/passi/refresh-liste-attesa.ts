// Spec 2 §7 POST /segreteria/refresh-liste-attesa (spec 2 §4 inprova; decision 1010), on the active
// year: the open entries of each unit's list fill its free places with trial enrolments.
import { type PianoListeAttesa, pianoListeAttesa } from '@zaino/domain/liste-attesa';
import {
  cambiaStatoIscrizione,
  insertIscrizioneConNomine,
  insertNomina,
} from '../../iscrizioni/iscrizioni-ciclo.repo.ts';
import {
  chiudiVoceListaAttesa,
  unitaConPosti,
  vociListeAttesa,
} from '../../liste-attesa/liste-attesa.repo.ts';
import { iscrizioniCiclo } from '../ciclo-annuale.repo.ts';
import { annoAttivoDelPasso, type Passo, type PayloadVuoto, payloadVuoto } from '../passo.ts';

export const refreshListeAttesa: Passo<PayloadVuoto, PianoListeAttesa> = {
  nome: 'refresh-liste-attesa',
  payload: payloadVuoto,
  anno: annoAttivoDelPasso,
  async pianifica(sc, _input, anno) {
    const unita = await unitaConPosti(sc.db);
    const voci = await vociListeAttesa(sc.db);
    const iscrizioni = await iscrizioniCiclo(sc.db, anno.anno_scout, anno.anno_scout);
    return pianoListeAttesa(anno.anno_scout, unita, voci, iscrizioni);
  },
  // Spec 2 §7 names no result field: the people moved into 'inprova'.
  risultato: (p) => ({ spostati: p.movimenti.filter((m) => m.azione === 'inprova').length }),
  righe: (piano) => piano.movimenti.length,
  async applica(tx, piano, avanza) {
    const iscrizioneDi = new Map<number, number>();
    // The calls first: an entry closed on a person called by another list needs that enrolment.
    for (const m of piano.movimenti.filter((x) => x.azione === 'inprova')) {
      let id = m.id_iscrizione;
      if (id === null) {
        id = await insertIscrizioneConNomine(
          tx,
          { id_persona: m.id_persona, anno_scout: piano.anno_scout, stato_iscrizione: m.a },
          m.nomina ? [m.nomina] : [],
        );
      } else {
        if (m.da) await cambiaStatoIscrizione(tx, id, m.da, m.a);
        if (m.nomina) await insertNomina(tx, id, m.nomina);
      }
      iscrizioneDi.set(m.id_persona, id);
      await chiudiVoceListaAttesa(tx, m.id_lista_attesa, id);
      await avanza();
    }
    for (const m of piano.movimenti.filter((x) => x.azione === 'chiudi')) {
      const id = m.id_iscrizione ?? iscrizioneDi.get(m.id_persona);
      if (id === undefined) throw new Error(`lista d'attesa ${m.id_lista_attesa}: iscrizione mancante`);
      await chiudiVoceListaAttesa(tx, m.id_lista_attesa, id);
      await avanza();
    }
  },
};
