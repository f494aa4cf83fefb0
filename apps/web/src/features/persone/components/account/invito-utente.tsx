import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { invitoSchema } from '@zaino/domain/form-account';
import { type KeyboardEvent, useId, useState } from 'react';
import { validaModulo } from '../../../../lib/form.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useInviaInvito } from '../../api/invito-utente.ts';

// Spec 2 §4/§5 invite of one user: 'Invia invito' opens a small form (email required only when the
// user has none, optional cc list comma-separated), then the per-user states empty → initing →
// sending → success, or failed with the error and 'Riprova'. Used by the account tab and /b/register.

export interface InvitoUtenteProps {
  id_utente: number;
  /** the user's email; when null the form asks for one (spec 2 §5) */
  email: string | null;
  /** whose user it is, for the texts */
  nome: string;
}

type Stato = 'empty' | 'initing' | 'sending' | 'success' | 'failed';

export const msgInvioRiuscito = (email: string) => `Email inviata con successo a ${email}!`;
export const msgInvioFallito = (errore: string) =>
  `Si è verificato un errore nell'invio della mail: ${errore}`;

export function InvitoUtente({ id_utente, email, nome }: InvitoUtenteProps) {
  const [stato, setStato] = useState<Stato>('empty');
  const [valori, setValori] = useState({ email: email ?? '', cc: '' });
  const [mostraErrori, setMostraErrori] = useState(false);
  const [errore, setErrore] = useState('');
  const [inviataA, setInviataA] = useState('');
  const invia = useInviaInvito();
  const id = useId();
  const modulo = validaModulo(invitoSchema(email), valori);

  const spedisci = (dati: { email: string; cc: string[] }) => {
    setStato('sending');
    invia.mutate(
      { id_utente, email: dati.email, cc: dati.cc },
      {
        onSuccess: () => {
          setInviataA(dati.email);
          setStato('success');
          notifySuccess(msgInvioRiuscito(dati.email));
        },
        onError: (e) => {
          setErrore(e.message);
          setStato('failed');
        },
      },
    );
  };

  // Not a <form>: the component sits inside other forms (/b/register), and forms cannot nest.
  const onSubmit = () => {
    setMostraErrori(true);
    if (modulo.ok && modulo.dati) spedisci(modulo.dati);
  };

  if (stato === 'empty' || stato === 'success') {
    return (
      <Group gap="xs" wrap="wrap" data-testid={`invito-${id_utente}`} data-stato={stato}>
        {stato === 'success' && (
          <Text size="sm" c="green.8" component="span" style={{ display: 'inline-flex', gap: 4 }}>
            <IconCheck size={16} aria-hidden /> Invito inviato a {inviataA}
          </Text>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMail size={14} aria-hidden />}
          onClick={() => {
            setMostraErrori(false);
            setStato('initing');
          }}
          aria-label={`Invia invito a ${nome}`}
        >
          {stato === 'success' ? 'Invia di nuovo' : 'Invia invito'}
        </Button>
      </Group>
    );
  }

  if (stato === 'failed') {
    return (
      <Alert color="red" variant="light" p="xs" data-testid={`invito-${id_utente}`} data-stato={stato}>
        <Stack gap={6}>
          <Text size="sm">{msgInvioFallito(errore)}</Text>
          <Group gap="xs">
            <Button size="xs" color="red" onClick={() => modulo.dati && spedisci(modulo.dati)}>
              Riprova
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setStato('initing')}>
              Modifica
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend.
    <div
      role="group"
      aria-label={`Invito a ${nome}`}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          onSubmit();
        }
      }}
      data-testid={`invito-${id_utente}`}
      data-stato={stato}
    >
      <Stack gap={6}>
        <TextInput
          id={`${id}-email`}
          size="xs"
          label={`Email di ${nome}`}
          type="email"
          autoComplete="off"
          required={!email}
          // A user with an address is invited there (the server refuses another one).
          readOnly={!!email}
          value={valori.email}
          onChange={(e) => {
            // Read now: React may run the updater after the event is gone.
            const email = e.currentTarget.value;
            setValori((v) => ({ ...v, email }));
          }}
          error={mostraErrori ? modulo.errore('email') : undefined}
          disabled={stato === 'sending'}
          data-autofocus
        />
        <TextInput
          id={`${id}-cc`}
          size="xs"
          label="Cc (facoltativo, separati da virgola)"
          autoComplete="off"
          value={valori.cc}
          onChange={(e) => {
            const cc = e.currentTarget.value;
            setValori((v) => ({ ...v, cc }));
          }}
          error={mostraErrori ? modulo.errore('cc') : undefined}
          disabled={stato === 'sending'}
        />
        <Group gap="xs">
          <Button size="xs" onClick={onSubmit} loading={stato === 'sending'}>
            Invia
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setStato('empty')} disabled={stato === 'sending'}>
            Annulla
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
