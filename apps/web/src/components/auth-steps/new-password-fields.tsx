import { PASSWORD_HINT } from './password-hint.ts';
import { PasswordField } from './password-field.tsx';
import type { StepFieldProps } from './use-step-fields.ts';

type Field = 'password' | 'conferma_password';

interface Props {
  /** the props of `password` and `conferma_password` (useStepFields' `field` with the form's message) */
  field: (name: Field) => StepFieldProps;
  /** 'Password' at sign-up, 'Nuova password' at a reset */
  label: string;
}

/** A new password and its confirmation (spec 1 §5.1: the hint under the first, the rule on error). */
export function NewPasswordFields({ field, label }: Props) {
  return (
    <>
      <PasswordField
        label={label}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label="Conferma password"
        autoComplete="new-password"
        toggleLabel="Mostra o nascondi la conferma"
        {...field('conferma_password')}
      />
    </>
  );
}
