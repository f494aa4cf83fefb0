import { Button, Group, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { normalizzaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Spec 1 §2.7: the code (or link) field; pasted text is trimmed and only its last '/' segment kept.
 * Register, disabled while empty, goes to /register/code/{last segment}.
 */
export function CodeEntryForm({ initial = '', back }: { initial?: string; back?: ReactNode }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const code = normalizzaCodiceRegistrazione(value);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (code) navigate(`/register/code/${encodeURIComponent(code)}`);
      }}
    >
      <TextInput
        label="Codice di registrazione"
        description="Il codice di 9 caratteri o il link che hai ricevuto"
        placeholder="Per esempio: MRO7K2QHX"
        size="md"
        leftSection={<IconKey size={16} />}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onPaste={(e) => {
          e.preventDefault();
          setValue(normalizzaCodiceRegistrazione(e.clipboardData.getData('text')));
        }}
        mb="md"
      />
      <Group justify="space-between">
        {back ?? <span />}
        <Button type="submit" size="md" disabled={code === ''}>
          Registrati
        </Button>
      </Group>
    </form>
  );
}
