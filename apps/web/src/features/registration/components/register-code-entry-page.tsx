import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CodeEntryForm } from './code-entry-form.tsx';
import { CodeHelpLink } from './code-help-modal.tsx';
import { RegisterCard } from './register-card.tsx';

/** Spec 1 §2.7: /register/code, the registration code entry. */
export function RegisterCodeEntryPage() {
  return (
    <RegisterCard title="Registrazione">
      <Stack gap="md">
        <Text>
          Per creare il tuo account su Zaino ti serve il codice di registrazione che ti hanno consegnato i
          capi. Inseriscilo qui sotto, oppure incolla il link che hai ricevuto.
        </Text>
        <CodeEntryForm
          back={
            <Button component={Link} to="/login" variant="default" size="md">
              Indietro
            </Button>
          }
        />
        <CodeHelpLink />
      </Stack>
    </RegisterCard>
  );
}
