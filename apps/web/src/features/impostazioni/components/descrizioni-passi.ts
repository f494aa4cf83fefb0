// Decision 1018: what each yearly step is called on the card, what it does, which payload it takes and
// which toast of spec 2 §8 its answer gives. Steps the web does not know yet show their server name.

export interface Descrizione {
  titolo: string;
  cosa: string;
  /** the payload: the chosen year, plus the chosen party */
  corpo: 'anno' | 'anno-parte' | 'nessuno';
  /** spec 2 §8's toast for the run's answer */
  esito: (r: Record<string, number>) => string;
}

const somma = (r: Record<string, number>, campi: string[]) => campi.reduce((s, c) => s + (r[c] ?? 0), 0);

const PASSI: Record<string, Descrizione> = {
  'crea-nuove-iscrizioni': {
    titolo: 'Riporta le iscrizioni',
    cosa: "Crea nell'anno scelto le iscrizioni di chi era iscritto l'anno precedente, con le sue nomine.",
    corpo: 'anno',
    esito: (r) => `${r.iscrizioniRiportate ?? 0} iscrizioni riportate`,
  },
  'aggiorna-nuove-iscrizioni': {
    titolo: 'Promozioni',
    cosa: 'Passa di branca chi ha finito il suo percorso: lupetti in esploratori, esploratori in rover, rover in adulti.',
    corpo: 'anno',
    esito: (r) =>
      `${somma(r, ['lupiDiventatiEsplo', 'esploDiventatiRover', 'roverDiventatiAdulti'])} iscrizioni modificate`,
  },
  'copia-bilancio-precedente': {
    titolo: 'Copia il bilancio',
    cosa: "Copia nell'anno scelto il preventivo dell'anno precedente della parte scelta.",
    corpo: 'anno-parte',
    esito: () => 'Bilancio riportato con successo',
  },
  'apri-iscrizioni': {
    titolo: 'Apri le iscrizioni',
    cosa: "Apre le iscrizioni dell'anno scelto: le famiglie possono confermarle e pagare la quota.",
    corpo: 'anno',
    esito: (r) => `Aggiornate ${r.changed ?? 0} iscrizioni`,
  },
  'consolida-saldi-anno-precedente': {
    titolo: 'Consolida i saldi',
    cosa: "Riporta come saldi iniziali dell'anno scelto i saldi finali dell'anno precedente della parte scelta.",
    corpo: 'anno-parte',
    esito: () => 'Saldi consolidati con successo',
  },
  'applica-more': {
    titolo: 'Applica le more',
    cosa: "Aumenta della mora le quote non pagate dell'anno attivo, secondo le scadenze.",
    corpo: 'nessuno',
    esito: (r) => `Aggiornate ${r.numberOfRecordsUpdated ?? 0} iscrizioni`,
  },
  'refresh-liste-attesa': {
    titolo: "Liste d'attesa",
    cosa: "Iscrive in prova, nell'anno attivo, chi è in lista d'attesa per un'unità con posti liberi.",
    corpo: 'nessuno',
    esito: (r) => `Aggiornate ${r.spostati ?? 0} iscrizioni`,
  },
};

export const descrizione = (passo: string): Descrizione =>
  PASSI[passo] ?? { titolo: passo, cosa: '', corpo: 'nessuno', esito: () => 'Dati aggiornati' };
