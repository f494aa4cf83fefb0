import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { PersonaForm } from '@zaino/domain/form-persona';
import { LIMITI } from '@zaino/domain/validatori';
import { ETICHETTE_CAMPI, SESSI } from './persona-form-model.ts';

interface Props {
  value: PersonaForm;
  onChange: (value: PersonaForm) => void;
  /** the inline message of a field, if any (shown after the first save) */
  errore: (campo: keyof PersonaForm) => string | undefined;
  /** the fields are required (a member): marked with an asterisk */
  obbligatori: boolean;
  disabled?: boolean;
}

/** Spec 2 §5: the person form's fields; two columns from tablet width, one on a phone. */
export function PersonaFields({ value, onChange, errore, obbligatori, disabled }: Props) {
  const campo = (k: keyof PersonaForm, extra: Record<string, unknown> = {}) => ({
    label: ETICHETTE_CAMPI[k],
    value: value[k],
    error: errore(k),
    disabled,
    withAsterisk: obbligatori,
    name: k,
    onChange: (e: { currentTarget: { value: string } }) => onChange({ ...value, [k]: e.currentTarget.value }),
    ...extra,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" data-testid="form-persona">
      <TextInput {...campo('nome', { maxLength: LIMITI.inputMax, autoComplete: 'off' })} />
      <TextInput {...campo('cognome', { maxLength: LIMITI.inputMax, autoComplete: 'off' })} />
      <NativeSelect
        {...campo('sesso')}
        data={[{ value: '', label: 'Scegli…' }, ...SESSI.map((s) => ({ value: s.value, label: s.label }))]}
      />
      <TextInput {...campo('data_nascita', { type: 'date' })} />
      <TextInput {...campo('luogo_nascita', { maxLength: LIMITI.inputMax })} />
      <TextInput
        {...campo('codice_fiscale', { maxLength: 16, styles: { input: { textTransform: 'uppercase' } } })}
      />
      <TextInput {...campo('residenza_indirizzo', { maxLength: LIMITI.indirizzoMax })} />
      <TextInput {...campo('residenza_comune', { maxLength: LIMITI.inputMax })} />
      <TextInput
        {...campo('residenza_provincia', {
          maxLength: 2,
          description: 'Due lettere; EE per l’estero',
          styles: { input: { textTransform: 'uppercase' } },
        })}
      />
      <TextInput {...campo('residenza_cap', { maxLength: 5, inputMode: 'numeric' })} />
    </SimpleGrid>
  );
}
