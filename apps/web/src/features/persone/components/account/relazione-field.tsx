import { Radio, Stack, TextInput } from '@mantine/core';

export interface SceltaRelazione {
  scelta: string;
  altro: string;
}

interface Props {
  label: string;
  value: SceltaRelazione;
  onChange: (v: SceltaRelazione) => void;
  /** Mamma, Papà, Altro (and, for a new account, the person themself) with their disabled state */
  choices: { value: string; label: string; disabled: boolean }[];
  errore?: string | undefined;
  erroreAltro?: string | undefined;
}

/** Spec 1 §5.3 / spec 2 §5: the relationship choice; 'Altro' asks for a description (3–40). */
export function RelazioneField({ label, value, onChange, choices, errore, erroreAltro }: Props) {
  return (
    <Stack gap="xs">
      <Radio.Group
        label={label}
        value={value.scelta}
        onChange={(scelta) => onChange({ ...value, scelta })}
        error={errore}
        withAsterisk
      >
        <Stack gap={8} mt={6}>
          {choices.map((c) => (
            <Radio key={c.value} value={c.value} label={c.label} disabled={c.disabled} />
          ))}
        </Stack>
      </Radio.Group>
      {value.scelta === 'Altro' && (
        <TextInput
          label="Relazione"
          placeholder="Per esempio: Nonna"
          maxLength={40}
          value={value.altro}
          onChange={(e) => onChange({ ...value, altro: e.currentTarget.value })}
          error={erroreAltro}
          data-autofocus
        />
      )}
    </Stack>
  );
}
