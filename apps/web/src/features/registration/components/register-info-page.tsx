import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { normalizzaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { Link, useParams } from 'react-router';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { useFederatedProviders } from '../../../lib/federated-providers.ts';
import { session } from '../../../lib/session-store.ts';
import { useUtenteNonRegistrato } from '../api/utente-non-registrato.ts';
import { codeSituation, prossimoPasso, readingA, saluto } from '../registration.ts';
import { LoadingCard, OtherPersonCard, RefusedCodeCard } from './lookup-cards.tsx';
import { RegisterCard } from './register-card.tsx';

/**
 * Spec 1 §2.1 /register/info/{code}, /register/token/{code}, /register/pin/{code} (and /register/{code}):
 * the landing page of a code handed out by the leaders. It shows whom the code is for and the code
 * itself, then leads into /register/code/{code} (decision 0501).
 */
export function RegisterInfoPage() {
  const params = useParams();
  const code = normalizzaCodiceRegistrazione(params.code);
  const user = session.use((s) => s.user);
  const lookup = useUtenteNonRegistrato(code, user?.username ?? '');
  const providers = useFederatedProviders();

  if (lookup.isPending) return <LoadingCard />;
  if (lookup.isError || !lookup.data) {
    const refusal = lookup.isError ? readingA(lookup.error) : ({ kind: 'invalid' } as const);
    return <RefusedCodeCard refusal={refusal} code={code} />;
  }

  // Spec 1 §2.8 / §6: a login already tied to another person gets the conflict screen, not a greeting.
  if (codeSituation(user, lookup.data) === 'other-person') return <OtherPersonCard code={code} />;
  // The text names the configured providers only: wait for them rather than change the text.
  if (!providers) return <LoadingCard />;

  const p = lookup.data.persona;
  return (
    <RegisterCard title={saluto(p.nome, p.sesso)}>
      <Stack gap="md" data-testid="info-codice">
        <Text>
          Sei stat{p.sesso === 'F' ? 'a' : p.sesso === 'M' ? 'o' : 'o/a'} invitat
          {p.sesso === 'F' ? 'a' : p.sesso === 'M' ? 'o' : 'o/a'} a registrarti su Zaino, il sito della
          sezione per iscrizioni, quote e dati anagrafici.
        </Text>
        <Stack gap={4} align="center">
          <Text fz="sm" c="dimmed">
            Il tuo codice di registrazione
          </Text>
          <Group gap="xs">
            <Text ff="monospace" fz={26} fw={700} lts={2} data-testid="codice">
              {code}
            </Text>
            <ActionIcon
              variant="subtle"
              size={40}
              aria-label="Copia il codice"
              onClick={() => void copyToClipboard(code, 'Codice')}
            >
              <IconCopy size={18} />
            </ActionIcon>
          </Group>
        </Stack>
        <Text fz="sm" data-testid="prossimo-passo">
          {prossimoPasso(providers)}
        </Text>
        <Button component={Link} to={`/register/code/${encodeURIComponent(code)}`} size="md" fullWidth>
          Inizia la registrazione
        </Button>
      </Stack>
    </RegisterCard>
  );
}
