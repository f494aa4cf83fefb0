import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { linkRegistrazione } from '@zaino/domain/codice-registrazione';
import { MSG_ACCOUNT } from '@zaino/domain/form-account';
import { formatData } from '@zaino/domain/formato';
import { metodoAccesso } from '@zaino/domain/utenti';
import { IconCopy, IconKey, IconShieldOff, IconTrash } from '@tabler/icons-react';
import { copyToClipboard } from '../../../../lib/clipboard.ts';
import { InvitoUtente } from './invito-utente.tsx';

export interface UtenteVista {
  id_utente: number;
  username?: string | null;
  email?: string | null;
  data_registrazione?: string | null;
  registration_token?: string | null;
}

interface Props {
  utente: UtenteVista;
  /** whose user it is (for the invite and the texts) */
  nome: string;
  /** the viewer may delete, reset and invite (catalogue 'utente.gestisci' over the user's person) */
  gestisci: boolean;
  onElimina: () => void;
  onReset: () => void;
  /** the viewer may clear the user's second factor (catalogue 'utente.secondoFattore.azzera') */
  onAzzeraSecondoFattore?: () => void;
}

/** Spec 2 §2/§6: one user: username, access method, registration date, code and link (lead or above). */
export function UtenteCard({ utente, nome, gestisci, onElimina, onReset, onAzzeraSecondoFattore }: Props) {
  const accesso = metodoAccesso(utente.username, utente.data_registrazione);
  const registrato = utente.data_registrazione != null;
  const codice = utente.registration_token;
  const link = codice ? linkRegistrazione(window.location.origin, codice) : null;
  const etichetta = utente.email ?? utente.username ?? nome;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="utente" data-id-utente={utente.id_utente}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {etichetta}
          </Text>
          <Badge tt="none" color={registrato ? 'green' : 'gray'} variant="light">
            Accesso: {accesso}
          </Badge>
        </Group>
        {utente.username && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Username: {utente.username}
          </Text>
        )}
        <Text fz="sm">
          {registrato
            ? `Registrato il ${formatData(utente.data_registrazione)}`
            : 'Registrazione non ancora completata'}
        </Text>
        {!registrato &&
          (codice && link ? (
            <Stack gap={2} data-testid="codice-registrazione">
              <Group gap={4} wrap="nowrap">
                <Text fz="sm">
                  Codice: <b>{codice}</b>
                </Text>
                <Tooltip label="Copia il codice">
                  <ActionIcon
                    variant="subtle"
                    aria-label="Copia il codice"
                    onClick={() => void copyToClipboard(codice, 'Codice')}
                  >
                    <IconCopy size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  Link: {link}
                </Text>
                <Tooltip label="Copia il link">
                  <ActionIcon
                    variant="subtle"
                    aria-label="Copia il link"
                    onClick={() => void copyToClipboard(link, 'Link')}
                  >
                    <IconCopy size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed" data-testid="codice-non-visibile">
              {MSG_ACCOUNT.codiceNonVisibile}
            </Text>
          ))}
        {(gestisci || (registrato && onAzzeraSecondoFattore)) && (
          <Group gap="xs" mt={4} wrap="wrap">
            {gestisci && !registrato && (
              <InvitoUtente id_utente={utente.id_utente} email={utente.email ?? null} nome={nome} />
            )}
            {gestisci && registrato && (
              <Button size="xs" variant="light" leftSection={<IconKey size={14} />} onClick={onReset}>
                Reset password
              </Button>
            )}
            {registrato && onAzzeraSecondoFattore && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconShieldOff size={14} />}
                onClick={onAzzeraSecondoFattore}
              >
                Azzera verifica in due passaggi
              </Button>
            )}
            {gestisci && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={onElimina}
              >
                Elimina utente
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
