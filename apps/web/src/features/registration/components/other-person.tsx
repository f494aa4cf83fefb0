import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCopy, IconHome, IconLogout, IconUserExclamation } from '@tabler/icons-react';
import { linkRegistrazione } from '@zaino/domain/codice-registrazione';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { logout } from '../../../lib/logout.ts';
import { session } from '../../../lib/session-store.ts';
import { useNomePersonaSe } from '../api/nome-persona-se.ts';
import { nomeCompleto } from '../registration.ts';

/**
 * Spec 1 §8: a signed-in user different from the code's person: 'Queste credenziali di accesso sono
 * già associate a {name}!' with: send the code to the right person, Home, 'Esci e crea un nuovo account'.
 */
export function OtherPerson({ code, name: given }: { code: string; name?: string }) {
  const navigate = useNavigate();
  const persona = useNomePersonaSe();
  const user = session.use((s) => s.user);
  const [leaving, setLeaving] = useState(false);
  const name = given || nomeCompleto(persona.data) || user?.email || '';
  const link = linkRegistrazione(window.location.origin, code);

  return (
    <Stack gap="md" data-testid="altra-persona">
      <Alert color="orange" variant="light" icon={<IconUserExclamation size={18} />} role="alert">
        Queste credenziali di accesso sono già associate a {name}!
      </Alert>
      <Text fz="sm">
        Questo codice di registrazione è destinato a un'altra persona. Puoi mandarle il link, tornare alla tua
        home oppure uscire e creare un nuovo account.
      </Text>
      {/* The address may wrap at any point, the code never: it is what the person types. */}
      <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="link-registrazione">
        {link.slice(0, link.length - code.length)}
        <span style={{ whiteSpace: 'nowrap' }}>{code}</span>
      </Text>
      <Stack gap="xs">
        <Button
          leftSection={<IconCopy size={16} />}
          variant="light"
          h="auto"
          mih={44}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
          onClick={() => void copyToClipboard(link, 'Link')}
        >
          Copia il link per la persona giusta
        </Button>
        <Button
          leftSection={<IconHome size={16} />}
          variant="default"
          onClick={() => {
            session.set({ newUser: null });
            navigate('/', { replace: true });
          }}
        >
          Home
        </Button>
        <Button
          leftSection={<IconLogout size={16} />}
          color="red"
          variant="light"
          loading={leaving}
          onClick={async () => {
            setLeaving(true);
            await logout();
            navigate(`/register/code/${encodeURIComponent(code)}`, { replace: true });
          }}
        >
          Esci e crea un nuovo account
        </Button>
      </Stack>
    </Stack>
  );
}
