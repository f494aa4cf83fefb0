import { Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

// Per-column filters of the tables (spec 3 §2), shown in the header popover of mantine-datatable.

interface FiltroTestoProps {
  etichetta: string;
  valore: string;
  onChange: (valore: string) => void;
  descrizione?: string;
}

export function FiltroTesto({ etichetta, valore, onChange, descrizione }: FiltroTestoProps) {
  return (
    <TextInput
      label={etichetta}
      description={descrizione}
      value={valore}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      data-autofocus
      w={240}
    />
  );
}

interface FiltroDateProps {
  etichetta: string;
  da: string;
  a: string;
  onChange: (da: string, a: string) => void;
}

/** Spec 3 §2: a date range compared by day, applied only when both ends are set. */
export function FiltroDate({ etichetta, da, a, onChange }: FiltroDateProps) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="date"
          label={`${etichetta}: dal`}
          value={da}
          onChange={(e) => onChange(e.currentTarget.value, a)}
          data-autofocus
        />
        <TextInput type="date" label="al" value={a} onChange={(e) => onChange(da, e.currentTarget.value)} />
      </Group>
    </Stack>
  );
}
