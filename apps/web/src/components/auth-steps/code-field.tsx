import { TextInput, type TextInputProps } from '@mantine/core';
import { IconNumber } from '@tabler/icons-react';

/** The 6-digit code mailed for a sign-up confirmation or a password reset (spec 1 §4.2). */
export function CodeField(props: TextInputProps) {
  return (
    <TextInput
      size="md"
      label="Codice di conferma"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      leftSection={<IconNumber size={16} />}
      {...props}
    />
  );
}
