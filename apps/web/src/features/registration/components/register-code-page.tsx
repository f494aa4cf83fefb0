import { Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { normalizzaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmailAuthFlow } from '../../../components/auth-steps/email-auth-flow.tsx';
import { FailureAlert } from '../../../components/auth-steps/failure-alert.tsx';
import { STEP_TITLES, type Step, stepFromQuery } from '../../../components/auth-steps/flow.ts';
import { SocialButtons } from '../../../components/auth-steps/social-buttons.tsx';
import { socialErrorMessage } from '../../../lib/auth-errors.ts';
import { useFederatedProviders } from '../../../lib/federated-providers.ts';
import { session } from '../../../lib/session-store.ts';
import { useUtenteNonRegistrato } from '../api/utente-non-registrato.ts';
import { codeSituation, invitoRegistrazione, nomeCompleto, readingA, saluto } from '../registration.ts';
import { LoadingCard, OtherPersonCard, RefusedCodeCard } from './lookup-cards.tsx';
import { RegisterCard } from './register-card.tsx';

const completeUrl = (code: string) => `/register/complete?state=${encodeURIComponent(code)}`;

/** Spec 1 §2.8: /register/code/{code}, registration by code or link (reading A of the lookup errors). */
export function RegisterCodePage() {
  const params = useParams();
  const code = normalizzaCodiceRegistrazione(params.code);
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const user = session.use((s) => s.user);
  const lookup = useUtenteNonRegistrato(code, user?.username ?? '');
  const providers = useFederatedProviders();
  const [step, setStep] = useState<Step>(() => stepFromQuery(query, 'registration', { name: 'signUp' }));
  const [field, setField] = useState(code);
  useEffect(() => setField(code), [code]);

  const data = lookup.data;
  const situation = data ? codeSituation(user, data) : null;

  // Spec 0201: the code looked up becomes the new-user info the guard reads.
  useEffect(() => {
    // Not for a login already attached to a person: it would be forced to /register/complete.
    if (!data || (situation !== 'anonymous' && situation !== 'complete')) return;
    const p = data.persona;
    session.set({
      newUser: {
        registration_token: data.registration_token || code,
        nome: p.nome ?? undefined,
        cognome: p.cognome ?? undefined,
        sesso: p.sesso ?? undefined,
        email: data.email ?? undefined,
      },
    });
  }, [data, code, situation]);

  // Signed in and not yet a person: straight on to the completion form. Already this person: home.
  useEffect(() => {
    if (situation === 'complete') navigate(completeUrl(code), { replace: true });
    if (situation === 'linked') {
      session.set({ newUser: null });
      navigate('/', { replace: true });
    }
  }, [situation, code, navigate]);

  /** Spec 1 §2.8: editing the code keeps only the last path segment and updates the route. */
  const editCode = (value: string) => {
    const next = normalizzaCodiceRegistrazione(value);
    setField(next);
    if (next && next !== code)
      navigate(`/register/code/${encodeURIComponent(next)}${location.search}`, { replace: true });
  };

  const codeField = (
    <TextInput
      label="Codice di registrazione"
      size="md"
      leftSection={<IconKey size={16} />}
      autoComplete="off"
      spellCheck={false}
      value={field}
      onChange={(e) => editCode(e.currentTarget.value)}
      data-testid="campo-codice"
    />
  );

  if (lookup.isPending || situation === 'complete' || situation === 'linked') return <LoadingCard />;
  if (lookup.isError)
    return <RefusedCodeCard refusal={readingA(lookup.error)} code={code} field={codeField} />;
  if (!data) return <RefusedCodeCard refusal={{ kind: 'invalid' }} code={code} />;
  if (situation === 'other-person') return <OtherPersonCard code={code} />;
  // The greeting names the configured providers only: wait for them rather than change the text.
  if (!providers) return <LoadingCard />;

  // Nobody signed in: greet by name, then the configured providers or email and password.
  const p = data.persona;
  const socialError = query.get('error');
  return (
    <RegisterCard title={saluto(p.nome, p.sesso)}>
      <Text ta="center" data-testid="saluto-testo">
        {invitoRegistrazione(providers)}
      </Text>
      {codeField}
      {socialError && <FailureAlert message={socialErrorMessage(socialError)} />}
      {(step.name === 'signUp' || step.name === 'signIn') && (
        <SocialButtons
          callbackURL={completeUrl(code)}
          errorCallbackURL={`/register/code/${encodeURIComponent(code)}`}
          verb={step.name === 'signUp' ? 'Registrati' : 'Accedi'}
          dividerLabel="oppure con la tua email"
        />
      )}
      <Title order={2} fz="md" data-testid="passo-email">
        {STEP_TITLES[step.name]}
      </Title>
      <Stack gap="sm">
        <EmailAuthFlow
          step={step}
          onStep={setStep}
          variant="registration"
          registrationToken={code}
          name={nomeCompleto(p)}
          onSignedIn={() => navigate(completeUrl(code), { replace: true })}
        />
      </Stack>
    </RegisterCard>
  );
}
