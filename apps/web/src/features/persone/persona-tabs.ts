import type { AzioniPagamenti } from '../../components/azioni-pagamenti.ts';

/** Spec 2 §2: the person page's tabs, in order. */
export const PERSONA_TABS = ['anagrafica', 'iscrizioni', 'account', 'pagamenti'] as const;
export type PersonaTab = (typeof PERSONA_TABS)[number];

/** Props every tab receives: the person shown, and what the app composes into the page. */
export interface TabProps {
  idPersona: number;
  /** the treasury's 'new payment / new due' for the payments tab (absent: none shown) */
  azioniPagamenti?: AzioniPagamenti;
}

/**
 * Whether the viewer sees a tab, from the person's viewerCan (the catalogue decides, spec 2 §6):
 * payments are 'persona.pagamenti'; the others are for whoever may read the person.
 */
export function tabPermessa(tab: PersonaTab, viewerCan: readonly string[]): boolean {
  if (tab === 'pagamenti') return viewerCan.includes('persona.pagamenti');
  return true;
}
