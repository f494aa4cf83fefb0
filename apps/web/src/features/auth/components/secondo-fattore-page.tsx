import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { MSG_SECONDO_FATTORE } from '@zaino/domain/secondo-fattore';
import { isLoginEmail } from '@zaino/domain/utenti';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/auth-steps/failure-alert.tsx';
import { PasswordField } from '../../../components/auth-steps/password-field.tsx';
import { SecondFactorStep } from '../../../components/auth-steps/second-factor-step.tsx';
import { useStepFields } from '../../../components/auth-steps/use-step-fields.ts';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  disableSecondFactor,
  readSecondFactorEnabled,
  regenerateRecoveryCodes,
} from '../../../lib/auth-calls.ts';
import { MSG_PASSWORD_ERRATA, resetOutcome } from '../../../lib/auth-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { session } from '../../../lib/session-store.ts';
import { AttivaSecondoFattore, PassoCodiciRecupero } from './attiva-secondo-fattore.tsx';

const TITOLO = 'Verifica in due passaggi';

/**
 * Issue 27, decision 0418: /f/verifica-due-passaggi. A session the server refuses until its second
 * factor lands here (navigation guard): an enrolled login gives its code, a super role enrols. Any
 * signed-in person also comes here from the user menu to switch the second factor on or off.
 */
export function SecondoFattorePage() {
  const manca = session.use((s) => s.secondoFattore);
  const username = session.use((s) => s.user?.username ?? '');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const stato = useQuery({
    queryKey: ['secondo-fattore', username],
    queryFn: async () => {
      const attivo = await readSecondFactorEnabled();
      if (attivo === null) throw new Error('Impossibile leggere lo stato della verifica in due passaggi');
      return attivo;
    },
    enabled: manca !== 'codice',
  });

  /** The session now carries the second factor: what the server refused is open again. */
  const completato = () => {
    session.set({ secondoFattore: null });
    qc.clear();
    navigate('/', { replace: true });
  };

  const header = <PageHeader title={TITOLO} />;
  if (manca === 'codice') {
    return (
      <>
        {header}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={480}>
          <SecondFactorStep
            notice={MSG_SECONDO_FATTORE.codice}
            onVerified={completato}
            onBack={() => navigate('/logout-complete')}
            backLabel="Esci"
          />
        </Paper>
      </>
    );
  }

  let corpo: React.ReactNode;
  if (stato.isPending) corpo = <Loading />;
  else if (stato.isError)
    corpo = (
      <Alert color="red" variant="light" role="alert">
        {stato.error.message}
        <Button variant="subtle" color="red" size="compact-sm" ml="sm" onClick={() => void stato.refetch()}>
          Riprova
        </Button>
      </Alert>
    );
  else if (stato.data)
    corpo = <Attiva conPassword={isLoginEmail(username)} onDisattivata={() => void stato.refetch()} />;
  else
    corpo = (
      <AttivaSecondoFattore
        conPassword={isLoginEmail(username)}
        avviso={manca === 'attivazione' ? MSG_SECONDO_FATTORE.attivazione : undefined}
        onAttivata={() => {
          notifySuccess('Verifica in due passaggi attivata');
          if (manca) completato();
          else void stato.refetch();
        }}
      />
    );

  return (
    <>
      {header}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={560}>
        {corpo}
      </Paper>
    </>
  );
}

/** What the password confirms on the enrolled panel. */
type Azione = 'disattiva' | 'codici';

/**
 * The second factor is on: say so, let the person switch it off, or replace lost or used recovery
 * codes (decision 0419), each with their password and a confirmation.
 */
function Attiva({ conPassword, onDisattivata }: { conPassword: boolean; onDisattivata: () => void }) {
  const [conferma, setConferma] = useState<Azione | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [nuoviCodici, setNuoviCodici] = useState<string[] | null>(null);
  const form = useStepFields({ password: '' });
  const valida = !conPassword || form.values.password !== '';
  const password = () => (conPassword ? form.values.password : undefined);

  const chiedi = (azione: Azione) => form.submit(valida, async () => setConferma(azione));
  const esegui = async (azione: Azione) => {
    setPending(true);
    setFailure(null);
    const esito =
      azione === 'disattiva'
        ? { error: await disableSecondFactor(password()), codici: undefined }
        : await regenerateRecoveryCodes(password());
    setPending(false);
    setConferma(null);
    if (!esito.error) {
      form.reset();
      if (azione === 'codici' && esito.codici) return setNuoviCodici(esito.codici);
      notifySuccess('Verifica in due passaggi disattivata');
      return onDisattivata();
    }
    if (esito.error.code === 'INVALID_PASSWORD') {
      return form.setServerError({ field: 'password', message: MSG_PASSWORD_ERRATA });
    }
    setFailure(resetOutcome(esito.error).message);
  };

  if (nuoviCodici)
    return (
      <PassoCodiciRecupero
        nuovi
        codici={nuoviCodici}
        onFatto={() => {
          setNuoviCodici(null);
          notifySuccess('Nuovi codici di recupero attivi');
        }}
      />
    );

  return (
    <form onSubmit={chiedi('disattiva')} noValidate data-testid="form-disattiva-secondo-fattore">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldCheck size={22} color="var(--mantine-color-green-8)" aria-hidden />
          <Badge color="green" variant="light" size="lg" tt="none">
            Attiva
          </Badge>
        </Group>
        <Text>
          All’accesso, dopo la password, ti chiediamo il codice dell’app di autenticazione (o uno dei codici
          di recupero). Se hai perso o usato i codici di recupero, generane di nuovi. Se hai perso il telefono
          e i codici, chiedi alla segreteria di azzerarla.
        </Text>
        {failure && <FailureAlert message={failure} />}
        {conPassword && (
          <PasswordField
            label="Password"
            description="Per generare nuovi codici o disattivarla, conferma la tua password"
            autoComplete="current-password"
            {...form.field('password', valida ? undefined : 'Inserisci la tua password')}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button type="button" variant="default" onClick={chiedi('codici')}>
            Nuovi codici di recupero
          </Button>
          <Button type="submit" color="red" variant="light">
            Disattiva la verifica
          </Button>
        </Group>
      </Stack>
      <ConfermaAzione
        opened={conferma === 'disattiva'}
        title="Disattivare la verifica in due passaggi?"
        confirmLabel="Disattiva"
        loading={pending}
        onConfirm={() => void esegui('disattiva')}
        onClose={() => setConferma(null)}
      >
        All’accesso basterà di nuovo la sola password, e i tuoi codici di recupero non varranno più. Per i
        ruoli di sezione la verifica resta obbligatoria: ti chiederemo di riattivarla.
      </ConfermaAzione>
      <ConfermaAzione
        opened={conferma === 'codici'}
        title="Generare nuovi codici di recupero?"
        confirmLabel="Genera"
        loading={pending}
        onConfirm={() => void esegui('codici')}
        onClose={() => setConferma(null)}
      >
        I codici di recupero che hai adesso non varranno più: ti mostreremo i nuovi una volta sola.
      </ConfermaAzione>
    </form>
  );
}
