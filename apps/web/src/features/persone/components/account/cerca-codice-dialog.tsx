import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  ESEMPIO_CODICE,
  estraiCodiceRegistrazione,
  MSG_CODICE_NON_VALIDO,
  msgCodiceRicerca,
} from '@zaino/domain/codice-registrazione';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../../components/error-display.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { useCercaPerCodice } from '../../api/cerca-persona.ts';
import { nomeCompleto } from '../../nome-completo.ts';
import { PersonaTrovataCard } from './persona-trovata-card.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** Spec 2 §2/§5: search by registration code or link (9 characters); result person, kinships, users. */
export function CercaCodiceDialog({ opened, onClose }: Props) {
  const [testo, setTesto] = useState('');
  const [errore, setErrore] = useState<string | null>(null);
  const [codice, setCodice] = useState<string | null>(null);
  const ricerca = useCercaPerCodice(codice);

  const chiudi = () => {
    setTesto('');
    setErrore(null);
    setCodice(null);
    onClose();
  };
  const cerca = (e: React.FormEvent) => {
    e.preventDefault();
    const c = estraiCodiceRegistrazione(testo);
    if (!c) {
      setErrore(msgCodiceRicerca(window.location.host));
      setCodice(null);
      return;
    }
    setErrore(null);
    setCodice(c.toUpperCase());
  };

  return (
    <Modal opened={opened} onClose={chiudi} title="Cerca codice di registrazione" centered size="lg">
      <Stack gap="md">
        <form onSubmit={cerca} noValidate>
          <Stack gap="xs">
            <TextInput
              label="Codice o link di registrazione"
              placeholder={`Es. ${ESEMPIO_CODICE}`}
              value={testo}
              onChange={(e) => setTesto(e.currentTarget.value)}
              error={errore}
              // The message carries a whole link (host/register/code): on a phone it breaks anywhere.
              styles={{ error: { overflowWrap: 'anywhere' } }}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                Cerca
              </Button>
            </Group>
          </Stack>
        </form>
        {codice &&
          (ricerca.isPending ? (
            <Loading />
          ) : ricerca.isError ? (
            <ErrorDisplay error={ricerca.error} onRetry={() => void ricerca.refetch()} />
          ) : ricerca.data.length === 0 ? (
            <Text c="red" role="alert">
              {MSG_CODICE_NON_VALIDO}
            </Text>
          ) : (
            ricerca.data.map((p) => (
              <PersonaTrovataCard
                key={p.id_persona}
                persona={p}
                titolo={
                  <Anchor
                    component={Link}
                    to={`/b/persona/${p.id_persona}/anagrafica`}
                    onClick={chiudi}
                    fw={600}
                  >
                    {nomeCompleto(p)}
                  </Anchor>
                }
              />
            ))
          ))}
      </Stack>
    </Modal>
  );
}
