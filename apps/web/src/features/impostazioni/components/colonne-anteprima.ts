// Decision 1027: how each yearly step's preview names its per-person columns and its totals'
// amount, in the words the rest of the app uses (enrolment states by ETICHETTE_STATO, roles by the
// catalogue's names), so the office does not read a code such as 'nessuna' as 'cancels everyone'.
import { formatEuro } from '@zaino/domain/formato';
import { ruoloById } from '@zaino/domain/ruoli';
import { ETICHETTE_STATO, STATI_ISCRIZIONE, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';

export interface ColonneAnteprima {
  /** the headers of the per-person 'from' and 'to' columns */
  da: string;
  a: string;
  /** a cell of those columns */
  valore: (v: unknown) => string;
  /** a sentence above the rows, when the 'to' column needs one */
  nota?: string;
  /** the totals' amount column: its header and a cell; null: the step moves no money */
  importo: { titolo: string; valore: (cents: number) => string; nota?: string } | null;
}

const isStato = (v: unknown): v is StatoIscrizione =>
  typeof v === 'string' && (STATI_ISCRIZIONE as readonly string[]).includes(v);

/** An enrolment state by its label (a plan's state, or an enrolment naming one); null: none yet. */
export function etichettaStato(v: unknown): string {
  const stato = v && typeof v === 'object' ? (v as { stato_iscrizione?: unknown }).stato_iscrizione : v;
  if (isStato(stato)) return ETICHETTE_STATO[stato];
  return v == null ? 'Nessuna iscrizione' : String(stato);
}

/** A youth role of the promotions by its catalogue name; null: the appointment is deleted. */
export function etichettaRuolo(v: unknown): string {
  if (v == null) return 'Adulto (senza nomina)';
  return typeof v === 'string' ? (ruoloById(v)?.nome ?? v) : '—';
}

/** A fee change, unsigned, with the word that says which way it goes. */
export function differenzaQuote(cents: number): string {
  if (cents === 0) return 'nessuna';
  return `${formatEuro(Math.abs(cents))} in ${cents < 0 ? 'meno' : 'più'}`;
}

const euro = (v: unknown) => (typeof v === 'number' ? formatEuro(v) : '—');

/** A step the card has no columns for: states by label, amounts (or budget lines) in euros. */
function valoreGenerico(v: unknown): string {
  if (typeof v === 'number') return formatEuro(v);
  if (typeof v === 'string') return isStato(v) ? etichettaStato(v) : v;
  if (v && typeof v === 'object') {
    if ('stato_iscrizione' in v) return etichettaStato(v);
    const p = (v as { preventivo?: unknown }).preventivo;
    if (typeof p === 'number') return formatEuro(p);
  }
  return '—';
}
const nomeAnno = (a: number) => `${a}/${a + 1}`;

/** The columns of `passo`'s preview; `anno` is the plan's scout year, when it has one. */
export function colonneAnteprima(passo: string, anno?: number): ColonneAnteprima {
  const di = (a: number | undefined) => (a ? ` ${nomeAnno(a)}` : '');
  switch (passo) {
    case 'crea-nuove-iscrizioni':
      return {
        da: `Stato${di(anno && anno - 1)}`,
        a: `Nuova iscrizione${di(anno)}`,
        valore: etichettaStato,
        // Spec 2 §4: new yearly enrolments start as nessuna, labelled 'Annullata' everywhere.
        nota:
          "Le iscrizioni dell'anno precedente non cambiano. Le nuove nascono nello stato 'Annullata' " +
          "finché non apri le iscrizioni (passo 4), che le porta a 'Prevista'.",
        importo: { titolo: 'Quote nei termini', valore: formatEuro },
      };
    case 'aggiorna-nuove-iscrizioni':
      return {
        da: 'Ruolo ora',
        a: 'Diventa',
        valore: etichettaRuolo,
        importo: {
          titolo: 'Differenza quote',
          valore: differenzaQuote,
          nota:
            "Differenza quote: quanto cambia in tutto la quota nei termini di chi lascia l'unità " +
            '(chi diventa adulto paga la quota degli adulti). Nulla viene addebitato ora.',
        },
      };
    case 'apri-iscrizioni':
      return { da: 'Stato ora', a: "Dopo l'apertura", valore: etichettaStato, importo: null };
    case 'refresh-liste-attesa':
      return { da: 'Stato ora', a: 'Dopo la lista', valore: etichettaStato, importo: null };
    case 'applica-more':
      return {
        da: 'Quota ora',
        a: 'Con la mora',
        valore: euro,
        importo: { titolo: 'More', valore: formatEuro },
      };
    default:
      return { da: 'Da', a: 'A', valore: valoreGenerico, importo: null };
  }
}
