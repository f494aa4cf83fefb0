import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_HINT } from './password-hint.ts';
import { PasswordField } from './password-field.tsx';

type Field = 'password' | 'conferma_password';

interface Props {
  /** a Mantine form with `password` and `conferma_password` */
  form: { key: (path: Field) => string; getInputProps: (path: Field) => GetInputPropsReturnType };
  /** 'Password' at sign-up, 'Nuova password' at a reset */
  label: string;
}

/** A new password and its confirmation (spec 1 §5.1: the hint under the first, the rule on error). */
export function NewPasswordFields({ form, label }: Props) {
  return (
    <>
      <PasswordField
        label={label}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label="Conferma password"
        autoComplete="new-password"
        toggleLabel="Mostra o nascondi la conferma"
        key={form.key('conferma_password')}
        {...form.getInputProps('conferma_password')}
      />
    </>
  );
}
