// Decision 1021: the yearly steps' result fields (spec 2 §7's names, kept in the API and the history)
// as the office reads them on the checklist card.

const ETICHETTE: Readonly<Record<string, string>> = Object.freeze({
  iscrizioniRiportate: 'iscrizioni riportate',
  lupiDiventatiEsplo: 'lupetti diventati esploratori',
  esploDiventatiRover: 'esploratori diventati rover',
  roverDiventatiAdulti: 'rover diventati adulti',
  righeCopiate: 'righe copiate',
  changed: 'iscrizioni aperte',
  saldiAggiornati: 'saldi aggiornati',
  numberOfRecordsUpdated: 'quote aumentate',
  spostati: 'persone iscritte in prova',
  toUpdate: 'pagamenti da verificare',
  updated: 'pagamenti aggiornati',
  persone: 'persone scaricate',
  confrontate: 'persone confrontate',
  non_corrispondenti: 'dati non corrispondenti',
});

/** A result field's Italian label (an unknown field keeps its name). */
export const etichettaCampo = (campo: string): string => ETICHETTE[campo] ?? campo;

/** The counts of a run or a preview as 'label: n', joined; '' when there are none. */
export function conteggiLeggibili(conteggi: Readonly<Record<string, unknown>>): string {
  return Object.entries(conteggi)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => `${etichettaCampo(k)}: ${v as number}`)
    .join(', ');
}
