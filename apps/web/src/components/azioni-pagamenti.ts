import type { ComponentType } from 'react';

/**
 * The treasury's actions on a person's payments (spec 2 §6), given to the person page by the route
 * table: features do not import each other, so the app composes the treasury's dialogs into the
 * people's page.
 */
export interface AzioniPagamentiProps {
  /** the person's party, the payer of what is created */
  id_parte: number;
  /** the person's name as the party pickers show it */
  nome: string;
}

export type AzioniPagamenti = ComponentType<AzioniPagamentiProps>;
