import { type ContattoForm, normalizzaContatti, opzioniRelazione } from '@zaino/domain/form-contatti';

// Pure helpers of the shared contacts form (spec 1 §5.3). The domain decides validity
// (validaContatti); these only translate between the form and the GraphQL contract.

/** The form value of 'chi' for the person's own contacts (sent as chi null). */
export const CHI_PERSONALE = 'personale';
/** The form value that opens the new-relationship dialog (counts as not chosen: spec 1 §5.3). */
export const CHI_NUOVA = 'new';

/** A contact as the server sends it (Contatto) or receives it (ContattoInput). */
export interface ContattoApi {
  id_contatto?: number | null;
  tipo: string;
  valore: string;
  notifica: boolean | null;
  chi?: string | null;
}

/** The server's contacts as form entries; with a relationship selector, own contacts read as CHI_PERSONALE. */
export function contattiDaApi(contatti: readonly ContattoApi[], conChi: boolean): ContattoForm[] {
  return contatti
    .filter((c) => c.tipo === 'e' || c.tipo === 't')
    .map((c) => ({
      ...(c.id_contatto != null ? { id_contatto: c.id_contatto } : {}),
      tipo: c.tipo as 'e' | 't',
      valore: c.valore,
      notifica: c.tipo === 'e' ? c.notifica : false,
      ...(conChi ? { chi: c.chi?.trim() ? c.chi : CHI_PERSONALE } : {}),
    }));
}

/**
 * Form entries as ContattoInput: phones normalised, emails trimmed. Own contacts are sent without
 * `chi` (the server validates with validaContatti, where chi null means "not chosen").
 */
export function contattiPerApi(contatti: readonly ContattoForm[]): ContattoApi[] {
  return normalizzaContatti(contatti).map((c) => {
    const chi = c.chi == null || c.chi === CHI_PERSONALE || c.chi === '' ? null : c.chi;
    return {
      ...(c.id_contatto != null ? { id_contatto: c.id_contatto } : {}),
      tipo: c.tipo,
      valore: c.valore,
      notifica: c.notifica,
      ...(chi ? { chi } : {}),
    };
  });
}

/** The relationships already used by the entries (for the selector and to disable Mamma / Papà). */
export function relazioniPresenti(contatti: readonly ContattoForm[]): string[] {
  const out: string[] = [];
  for (const c of contatti) {
    const chi = c.chi?.trim();
    if (chi && chi !== CHI_PERSONALE && chi !== CHI_NUOVA && !out.includes(chi)) out.push(chi);
  }
  return out;
}

/** The choices of one entry's 'chi' selector. */
export function opzioniChi(
  contatti: readonly ContattoForm[],
  etichettaPersonale: string,
  extra: readonly string[] = [],
): { value: string; label: string }[] {
  const relazioni = [...relazioniPresenti(contatti)];
  for (const r of extra) if (!relazioni.includes(r)) relazioni.push(r);
  return [
    { value: '', label: 'A chi appartiene?' },
    { value: CHI_PERSONALE, label: etichettaPersonale },
    ...relazioni.map((r) => ({ value: r, label: r })),
    { value: CHI_NUOVA, label: 'Nuova relazione…' },
  ];
}

/** Spec 1 §5.3: the new-relationship dialog's choices (Mamma / Papà disabled when already present). */
export function sceltaRelazione(contatti: readonly ContattoForm[], extra: readonly string[] = []) {
  return opzioniRelazione([...relazioniPresenti(contatti), ...extra]);
}
