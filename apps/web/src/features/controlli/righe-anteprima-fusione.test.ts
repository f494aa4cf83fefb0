import { describe, expect, it } from 'vitest';
import { righeAnteprima } from './righe-anteprima-fusione.ts';

const zero = {
  contatti: 0,
  contatti_doppi: 0,
  parentele: 0,
  parentele_doppie: 0,
  iscrizioni: 0,
  nomine: 0,
  liste_attesa: 0,
  liste_attesa_doppie: 0,
  utenti: 0,
  consensi_privacy: 0,
  dovuti: 0,
  pagamenti: 0,
  allegati: 0,
  conti: 0,
  rilievi: 0,
  collegamenti: 0,
};

describe('righeAnteprima', () => {
  it('says one of a kind in the singular and more in the plural', () => {
    expect(righeAnteprima({ ...zero, iscrizioni: 1, nomine: 1, consensi_privacy: 1, rilievi: 1 })).toEqual([
      '1 iscrizione',
      '1 nomina',
      '1 consenso privacy',
      '1 rilievo che la riguarda sparisce fino al prossimo ricalcolo',
    ]);
    expect(righeAnteprima({ ...zero, iscrizioni: 2, nomine: 3, rilievi: 2 })).toEqual([
      '2 iscrizioni',
      '3 nomine',
      '2 rilievi che la riguardano spariscono fino al prossimo ricalcolo',
    ]);
  });

  it('leaves out what is not there and counts the copies it drops apart', () => {
    expect(righeAnteprima(zero)).toEqual([]);
    expect(
      righeAnteprima({ ...zero, contatti: 3, contatti_doppi: 1, parentele: 1, parentele_doppie: 1 }),
    ).toEqual(['2 contatti', '2 tra contatti e parentele già presenti: non vengono copiati']);
    // A waiting list holding both: one place stays, the better placed.
    expect(righeAnteprima({ ...zero, liste_attesa: 2, liste_attesa_doppie: 1 })).toEqual([
      '1 posto in lista d’attesa',
      '1 lista d’attesa in cui sono entrambi: resta il posto migliore',
    ]);
  });
});
