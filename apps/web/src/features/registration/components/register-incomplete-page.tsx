import { Alert, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { session } from '../../../lib/session-store.ts';
import { normalizzaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';

/** Spec 1 §2.10: asks a signed-in user not yet recognised as a person for the registration code. */
export function RegisterIncompletePage() {
  const registrato = session.use((s) => (s.user?.id_persona ?? 0) > 0);
  return registrato ? <GiaRegistrato /> : <CodiceMancante />;
}

/** Issue 23: a user already linked to a person who opens this address is told so, not the opposite. */
function GiaRegistrato() {
  const email = session.use((s) => s.user?.email ?? '');
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} fz={24}>
            Registrazione già completata
          </Title>
          <Text>
            Hai effettuato l'accesso{email ? ` come ${email}` : ''} e il tuo account è già collegato alla tua
            scheda della sezione: non serve un codice di registrazione.
          </Text>
          <Group justify="flex-end">
            <Button component={Link} to="/">
              Vai alla home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Spec 1 §2.10: the code, or sign-out. */
function CodiceMancante() {
  const navigate = useNavigate();
  const email = session.use((s) => s.user?.email ?? '');
  const [code, setCode] = useState('');
  // Spec 1 §2.7: trimmed, only the last '/' segment is kept.
  const last = normalizzaCodiceRegistrazione(code);

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} fz={24}>
            Registrazione incompleta
          </Title>
          <Text>
            Hai effettuato l'accesso{email ? ` come ${email}` : ''}, ma non sei ancora collegato a nessuna
            persona della sezione. Inserisci il codice di registrazione che ti è stato consegnato.
          </Text>
          <TextInput
            label="Codice di registrazione"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
          />
          <Alert variant="light" color="blue">
            Se non hai un codice, chiedilo ai capi della tua unità o al capo gruppo.
          </Alert>
          <Group justify="space-between">
            <Button component={Link} to="/logout-complete" variant="default">
              Esci
            </Button>
            <Button
              disabled={last === ''}
              onClick={() => navigate(`/register/complete?state=${encodeURIComponent(last)}`)}
            >
              Registrati
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
