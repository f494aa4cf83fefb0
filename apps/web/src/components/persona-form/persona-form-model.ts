import { CAMPI_PERSONA, type PersonaForm } from '@zaino/domain/form-persona';

// Pure helpers of the person form (spec 2 §5): the form's values from the API and the fields' labels.

/** The labels of the person's fields, shown in view and edit mode alike. */
export const ETICHETTE_CAMPI: Record<keyof PersonaForm, string> = {
  nome: 'Nome',
  cognome: 'Cognome',
  sesso: 'Sesso',
  data_nascita: 'Data di nascita',
  luogo_nascita: 'Luogo di nascita',
  codice_fiscale: 'Codice fiscale',
  residenza_indirizzo: 'Indirizzo di residenza',
  residenza_comune: 'Comune di residenza',
  residenza_provincia: 'Provincia',
  residenza_cap: 'CAP',
};

/** Spec 2 §3: sesso M or F, shown in words. */
export const SESSI = [
  { value: 'M', label: 'Maschio' },
  { value: 'F', label: 'Femmina' },
] as const;

/** The form's values of a person as the API sends it (null = empty). */
export function valoriDaPersona(
  p: Partial<Record<keyof PersonaForm, string | null | undefined>>,
): PersonaForm {
  return Object.fromEntries(CAMPI_PERSONA.map((k) => [k, p[k] ?? ''])) as unknown as PersonaForm;
}

export const PERSONA_VUOTA: PersonaForm = valoriDaPersona({});
