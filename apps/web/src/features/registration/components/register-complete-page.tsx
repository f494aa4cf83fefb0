import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconLogout } from '@tabler/icons-react';
import { normalizzaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { logout } from '../../../lib/logout.ts';
import { session } from '../../../lib/session-store.ts';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';
import { useUtenteNonRegistrato } from '../api/utente-non-registrato.ts';
import { codeSituation, MSG_NESSUN_DATO, readingB, saluto } from '../registration.ts';
import { CompletionForm } from './completion-form.tsx';
import { ContinueSignedIn } from './continue-signed-in.tsx';
import { LoadingCard, OtherPersonCard } from './lookup-cards.tsx';
import { RegisterCard } from './register-card.tsx';

/** Spec 1 §2.2: the state parameter carries the code, after a dash or raw. */
function codeFromState(state: string | null): string {
  const s = (state ?? '').trim();
  return normalizzaCodiceRegistrazione(s.slice(s.lastIndexOf('-') + 1));
}

/** 'Esci e riprova': sign out, then back to the code entry. */
function SignOutAndRetry({ label = 'Esci e riprova', code }: { label?: string; code?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconLogout size={16} />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await logout();
        navigate(code ? `/register/code/${encodeURIComponent(code)}` : '/register/code', { replace: true });
      }}
    >
      {label}
    </Button>
  );
}

/** 'C'è qualche problema con la registrazione... Riprova!' and the way out. */
function NoDataCard({ children }: { children: ReactNode }) {
  return (
    <RegisterCard title="Registrazione">
      <Alert color="red" variant="light" role="alert">
        {MSG_NESSUN_DATO}
      </Alert>
      <Group justify="flex-end">{children}</Group>
    </RegisterCard>
  );
}

/** Spec 1 §2.9: /register/complete?state={code} (reading B of the lookup errors). */
export function RegisterCompletePage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const stored = session.use((s) => s.newUser);
  const user = session.use((s) => s.user);
  // Spec 1 §2.9: the code comes from the stored new-user info or from the state query parameter.
  const code = normalizzaCodiceRegistrazione(stored?.registration_token) || codeFromState(query.get('state'));
  const lookup = useUtenteNonRegistrato(code, user?.username ?? '', user !== null);
  const data = lookup.data;
  const situation = data ? codeSituation(user, data) : null;
  const failure = lookup.isError ? readingB(lookup.error, code, SUPPORT_EMAIL) : null;
  const goHome = failure?.kind === 'already-used' && failure.sameLogin;

  // Keep the new-user info in step with the code while the registration is open (a social sign-in
  // comes back with only the state); never once the person is attached, or the guard would return here.
  useEffect(() => {
    if (situation === 'complete' && stored?.registration_token !== code) {
      session.set({ newUser: { ...(stored ?? {}), registration_token: code } });
    }
  }, [code, situation, stored]);

  // Spec 1 §4.1: the code already linked to the signed-in person: clear the stored info, go home.
  useEffect(() => {
    if (goHome || situation === 'linked') {
      session.set({ newUser: null });
      navigate('/', { replace: true });
    }
  }, [goHome, situation, navigate]);

  if (!code) {
    return (
      <NoDataCard>
        <Button component={Link} to="/register/code">
          Inserisci il codice
        </Button>
      </NoDataCard>
    );
  }

  // Spec 1 §6: registration requires being signed in; otherwise a sign-in prompt appears.
  if (!user) {
    return (
      <RegisterCard title="Registrazione">
        <Text>Per completare la registrazione devi prima accedere o creare un account.</Text>
        <Group justify="flex-end">
          <Button component={Link} to={`/register/code/${encodeURIComponent(code)}`}>
            Accedi o crea un account
          </Button>
        </Group>
      </RegisterCard>
    );
  }

  if (lookup.isPending || goHome || situation === 'linked') return <LoadingCard />;

  if (failure) {
    return (
      <RegisterCard title="Registrazione">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          data-testid="errore-codice"
        >
          {failure.message}
        </Alert>
        {failure.kind === 'not-found' && (
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyToClipboard(code, 'Codice')}
            >
              Copia il codice
            </Button>
            <SignOutAndRetry />
          </Group>
        )}
        {failure.kind === 'already-used' && (
          <Stack gap="sm">
            <ContinueSignedIn who={user.email || user.username}>
              <Text fz="sm" c="dimmed">
                La prossima volta, per entrare, scrivi direttamente l'indirizzo del sito:{' '}
                {window.location.host}
              </Text>
            </ContinueSignedIn>
          </Stack>
        )}
        {failure.kind === 'error' && (
          <Group justify="flex-end">
            <SignOutAndRetry label="Esci e riprova" code={code} />
          </Group>
        )}
        {failure.kind === 'network' && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void lookup.refetch()}>
              Riprova
            </Button>
          </Group>
        )}
      </RegisterCard>
    );
  }

  if (!data) {
    return (
      <NoDataCard>
        <SignOutAndRetry code={code} />
      </NoDataCard>
    );
  }

  if (situation === 'other-person') return <OtherPersonCard code={code} />;

  return (
    <RegisterCard title={saluto(data.persona.nome, data.persona.sesso)} wide>
      <Text>Ancora un passo: controlla i tuoi dati e i tuoi recapiti, poi completa la registrazione.</Text>
      <CompletionForm code={code} data={data} email={user.email} />
    </RegisterCard>
  );
}
