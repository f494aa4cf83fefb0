import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

// Spec 1 §2.5 reset modes. The flows are built by the sign-in issue; the fields are here so the
// links (username + confirmationCode in the query) already open the right mode.

function InCostruzione() {
  return (
    <Alert variant="light" color="blue" icon={<IconTools size={18} />}>
      Questa funzione è in costruzione.
    </Alert>
  );
}

export function RequestResetForm({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <Stack gap="sm">
      <TextInput label="Email" type="email" defaultValue={email} autoComplete="username" />
      <InCostruzione />
      <Button disabled fullWidth>
        Invia codice
      </Button>
      <Button variant="subtle" onClick={onBack}>
        Torna all'accesso
      </Button>
    </Stack>
  );
}

export function NewPasswordForm({
  email,
  code,
  onBack,
}: {
  email: string;
  code: string;
  onBack: () => void;
}) {
  return (
    <Stack gap="sm">
      <TextInput label="Email" type="email" defaultValue={email} autoComplete="username" />
      <TextInput label="Codice di conferma" defaultValue={code} inputMode="numeric" maxLength={6} />
      <PasswordInput label="Nuova password" autoComplete="new-password" />
      <PasswordInput label="Conferma password" autoComplete="new-password" />
      <InCostruzione />
      <Button disabled fullWidth>
        Imposta la nuova password
      </Button>
      <Button variant="subtle" onClick={onBack}>
        Torna all'accesso
      </Button>
    </Stack>
  );
}
