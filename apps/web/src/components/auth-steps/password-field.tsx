import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

interface Props extends PasswordInputProps {
  /** the accessible name of the show/hide toggle */
  toggleLabel?: string;
}

/** A password field with a lock icon and a named show/hide toggle, sized for a finger (40 px). */
export function PasswordField({ toggleLabel = 'Mostra o nascondi la password', ...props }: Props) {
  return (
    <PasswordInput
      size="md"
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
      rightSectionWidth={44}
      styles={{ visibilityToggle: { width: 40, height: 40, minWidth: 40, minHeight: 40 } }}
      leftSection={<IconLock size={16} />}
      {...props}
    />
  );
}
