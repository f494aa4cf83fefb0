import { Button, Divider, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { aggiungiEmailUtente, type ContattoForm, validaContatti } from '@zaino/domain/form-contatti';
import { completamentoRegistrazioneSchema, MSG_COMPLETAMENTO } from '@zaino/domain/form-registrazione';
import { messaggiDistinti } from '@zaino/domain/validazione';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContactsForm } from '../../../components/contacts-form/contacts-form.tsx';
import { contattiDaApi, contattiPerApi } from '../../../components/contacts-form/contacts-model.ts';
import { reportError } from '../../../lib/errors.ts';
import { erroriDelServer, validaModulo } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { loadIdentity } from '../../../lib/identity-token.ts';
import { notifyDanger } from '../../../lib/notify.ts';
import { session } from '../../../lib/session-store.ts';
import { useRegistraUtente } from '../api/registra-utente.ts';
import type { UtenteNonRegistrato } from '../api/utente-non-registrato.ts';
import {
  MSG_ERRORE_JWT,
  msgErroreRegistrazione,
  REGISTRATION_TOAST_TITLE,
  riepilogoErrori,
  waitForPersona,
} from '../registration.ts';
import { CheckDataModal } from '../../../components/check-data-modal.tsx';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Props {
  code: string;
  data: UtenteNonRegistrato;
  /** the signed-in login's email (added to the contacts with notifications on) */
  email: string;
}

/** Spec 1 §2.9 / §5.2 / §5.3: the completion form, then registraUtente and the session refresh (§4.1). */
export function CompletionForm({ code, data, email }: Props) {
  const navigate = useNavigate();
  const registra = useRegistraUtente();
  const persona = data.persona;
  // Spec 1 §2.9: name and gender only when the person has no enrolment.
  const conIscrizione = persona.iscrizione != null;
  // Decision 0501: an enrolled member's contacts may belong to a parent, so they say whose they are.
  const withChi = conIscrizione;
  const [nome, setNome] = useState(persona.nome ?? '');
  const [cognome, setCognome] = useState(persona.cognome ?? '');
  const [sesso, setSesso] = useState<string>(persona.sesso ?? '');
  const [contatti, setContatti] = useState<ContattoForm[]>(() =>
    aggiungiEmailUtente(contattiDaApi(persona.contatti ?? [], withChi), email),
  );
  const [tried, setTried] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [phase, setPhase] = useState<'idle' | 'saving' | 'refreshing'>('idle');

  const schema = useMemo(() => completamentoRegistrazioneSchema({ conIscrizione }), [conIscrizione]);
  const values = { registration_token: code, nome, cognome, sesso: sesso || undefined, contatti };
  // One validation contract: the domain schema the server parses with, read through lib/form.
  const modulo = validaModulo(schema, values);
  const contactErrors = validaContatti(contatti, { minEmail: 1, minTelefoni: conIscrizione ? 1 : 0 });
  const fieldError = (field: string, inline: string) => (tried && modulo.errore(field) ? inline : undefined);

  const submit = async () => {
    setTried(true);
    if (!modulo.ok || !contactErrors.ok) {
      setMessages(riepilogoErrori(modulo.messaggi, contactErrors));
      return;
    }
    const v = modulo.dati as { nome?: string; cognome?: string; sesso?: string };
    setPhase('saving');
    try {
      await registra.mutateAsync({
        registration_token: code,
        ...(conIscrizione ? {} : { nome: v.nome, cognome: v.cognome, sesso: v.sesso }),
        contatti: contattiPerApi(contatti),
      });
    } catch (error) {
      setPhase('idle');
      const errori = erroriDelServer(error);
      if (errori) {
        setMessages(messaggiDistinti(errori));
        return;
      }
      if (
        error instanceof ApiError &&
        error.errorType === 'ALREADY_USED' &&
        error.extensions.stesso_utente === true
      ) {
        session.set({ newUser: null });
        navigate('/', { replace: true });
        return;
      }
      reportError(error, 'registraUtente');
      notifyDanger(
        msgErroreRegistrazione(error instanceof Error ? error.message : String(error)),
        REGISTRATION_TOAST_TITLE,
      );
      return;
    }
    // Spec 1 §4.1: refresh the session up to 10 times, 1 s apart, until the person is attached.
    setPhase('refreshing');
    const id = await waitForPersona(loadIdentity, sleep);
    if (id === null) {
      setPhase('idle');
      reportError(new Error('id_persona still 0 after registraUtente'), 'registration refresh');
      notifyDanger(MSG_ERRORE_JWT, REGISTRATION_TOAST_TITLE);
      return;
    }
    session.set({ newUser: null });
    navigate('/', { replace: true });
  };

  const busy = phase !== 'idle';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="form-completamento"
    >
      <Stack gap="md">
        {!conIscrizione && (
          <>
            <Title order={2} fz="lg">
              I tuoi dati
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Nome"
                autoComplete="given-name"
                maxLength={45}
                value={nome}
                disabled={busy}
                onChange={(e) => setNome(e.currentTarget.value)}
                error={fieldError('nome', MSG_COMPLETAMENTO.nomeInline)}
              />
              <TextInput
                label="Cognome"
                autoComplete="family-name"
                maxLength={45}
                value={cognome}
                disabled={busy}
                onChange={(e) => setCognome(e.currentTarget.value)}
                error={fieldError('cognome', MSG_COMPLETAMENTO.cognomeInline)}
              />
            </SimpleGrid>
            <Radio.Group
              label="Come vuoi che ci rivolgiamo a te?"
              value={sesso}
              onChange={setSesso}
              error={fieldError('sesso', MSG_COMPLETAMENTO.sessoInline)}
            >
              <Group gap="lg" mt={6}>
                <Radio value="M" label="Al maschile (benvenuto)" disabled={busy} />
                <Radio value="F" label="Al femminile (benvenuta)" disabled={busy} />
              </Group>
            </Radio.Group>
            <Divider />
          </>
        )}
        <Title order={2} fz="lg">
          I tuoi recapiti
        </Title>
        <Text fz="sm" c="dimmed">
          Useremo questi recapiti per le comunicazioni della sezione. Le notifiche arrivano agli indirizzi
          email con l'interruttore acceso.
        </Text>
        <ContactsForm
          value={contatti}
          onChange={setContatti}
          errors={contactErrors}
          showErrors={tried}
          withChi={withChi}
          selfLabel={persona.nome ? `${persona.nome} (personale)` : 'Personale'}
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={busy}>
            Completa la registrazione
          </Button>
        </Group>
        {phase === 'refreshing' && (
          <Text fz="sm" c="dimmed" ta="right" role="status">
            Stiamo collegando il tuo account...
          </Text>
        )}
      </Stack>
      <CheckDataModal messages={messages} onClose={() => setMessages([])} />
    </form>
  );
}
