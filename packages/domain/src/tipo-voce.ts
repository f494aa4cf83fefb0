/** Spec 3 §9: a budget item whose code starts with E is income, with U expense. */
export type TipoVoce = 'E' | 'U';
export const tipoVoce = (codice: string): TipoVoce =>
  codice.trim().toUpperCase().startsWith('U') ? 'U' : 'E';
