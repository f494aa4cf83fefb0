import { TextInput, type TextInputProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/** The email field of every auth step ('username' autocomplete unless overridden, e.g. at sign-up), 42 px tall. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      size="md"
      label="Email"
      type="email"
      autoComplete="username"
      leftSection={<IconMail size={16} />}
      {...props}
    />
  );
}
