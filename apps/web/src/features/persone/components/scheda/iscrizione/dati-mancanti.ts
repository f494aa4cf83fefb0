import { CAMPI_DATI_COMPLETI, datiPersonaCompleti } from '@zaino/domain/stati-iscrizione';
import { ETICHETTE_CAMPI } from '../anagrafica/persona-form-model.ts';

/**
 * Spec 2 §4: 'Rendi socio/a' needs complete personal data. Null when they are complete; otherwise
 * the notice naming the missing fields, worded for anyone (socio/a, as the button).
 */
export function avvisoDatiMancanti(p: Partial<Record<(typeof CAMPI_DATI_COMPLETI)[number], unknown>>) {
  if (datiPersonaCompleti(p)) return null;
  const mancanti = CAMPI_DATI_COMPLETI.filter((k) => p[k] == null || String(p[k]).trim() === '');
  return `Per rendere socio/a questa persona servono i dati anagrafici completi. Mancano: ${mancanti
    .map((k) => ETICHETTE_CAMPI[k])
    .join(', ')}.`;
}
