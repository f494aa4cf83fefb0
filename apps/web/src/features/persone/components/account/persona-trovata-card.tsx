import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatData } from '@zaino/domain/formato';
import { metodoAccesso } from '@zaino/domain/utenti';
import type { ReactNode } from 'react';
import { nomeCompleto } from '../../nome-completo.ts';

export interface PersonaTrovata {
  id_persona: number;
  nome?: string | null;
  cognome?: string | null;
  parentele: {
    id_parentela: number;
    desc: string;
    figlio?: { nome?: string | null; cognome?: string | null } | null;
  }[];
  utenti: {
    id_utente: number;
    email?: string | null;
    username?: string | null;
    data_registrazione?: string | null;
    registration_token?: string | null;
  }[];
}

interface Props {
  persona: PersonaTrovata;
  /** the title (a link, in the code search) instead of the plain name */
  titolo?: ReactNode;
  children?: ReactNode;
}

/** Spec 2 §7 cercaPersona result: the person, their users and their kinships as parent. */
export function PersonaTrovataCard({ persona, titolo, children }: Props) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="persona-trovata">
      <Stack gap={6}>
        {titolo ?? <Text fw={600}>{nomeCompleto(persona)}</Text>}
        {persona.utenti.map((u) => (
          <Group key={u.id_utente} gap="xs" wrap="wrap">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {u.email ?? u.username ?? 'Utente senza email'}
            </Text>
            <Badge tt="none" size="sm" variant="light" color={u.data_registrazione ? 'green' : 'gray'}>
              Accesso: {metodoAccesso(u.username, u.data_registrazione)}
            </Badge>
            {u.data_registrazione && (
              <Text fz="xs" c="dimmed">
                registrato il {formatData(u.data_registrazione)}
              </Text>
            )}
            {u.registration_token && !u.data_registrazione && (
              <Text fz="xs" c="dimmed">
                codice {u.registration_token}
              </Text>
            )}
          </Group>
        ))}
        {persona.parentele.length > 0 && (
          <Text fz="sm" c="dimmed">
            Genitore di:{' '}
            {persona.parentele
              .map(
                (k) => `${k.figlio ? nomeCompleto(k.figlio) : 'una persona che non puoi vedere'} (${k.desc})`,
              )
              .join(', ')}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
