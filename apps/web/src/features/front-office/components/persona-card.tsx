import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconShieldCheck } from '@tabler/icons-react';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatData } from '@zaino/domain/formato';
import { ruoloById } from '@zaino/domain/ruoli';
import { ETICHETTE_STATO, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { Link } from 'react-router';
import type { PersonaGestita } from '../api/get-persone-se.ts';

/** Badge colour of each enrolment state (labels come from the domain). */
const COLORE_STATO: Record<StatoIscrizione, string> = {
  nessuna: 'gray',
  prevista: 'orange',
  inprova: 'yellow',
  incorso: 'blue',
  sezione: 'teal',
  completata: 'green',
};

/** One enrolment card of the member home (spec 3 §2): the person, the enrolment state and next steps. */
export function PersonaCard({ persona }: { persona: PersonaGestita }) {
  const iscrizione = persona.iscrizione;
  const statoIscrizione = iscrizione?.stato_iscrizione as StatoIscrizione | undefined;
  const stato = statoIscrizione
    ? {
        label: ETICHETTE_STATO[statoIscrizione] ?? statoIscrizione,
        color: COLORE_STATO[statoIscrizione] ?? 'gray',
      }
    : null;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="persona-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {persona.nome} {persona.cognome}
            </Text>
            {persona.data_nascita && (
              <Text fz="sm" c="dimmed">
                {persona.sesso === 'F' ? 'Nata' : persona.sesso === 'M' ? 'Nato' : 'Nato/a'} il{' '}
                {formatData(persona.data_nascita)}
              </Text>
            )}
          </div>
          {stato && (
            <Badge color={stato.color} variant="light" style={{ flexShrink: 0 }}>
              {stato.label}
            </Badge>
          )}
        </Group>
        {iscrizione ? (
          <Text fz="sm">
            Iscrizione {formatAnnoScout(iscrizione.anno_scout)}
            {iscrizione.nomine.length > 0 &&
              ` · ${iscrizione.nomine.map((n) => ruoloById(n.id_ruolo)?.nome ?? n.id_ruolo).join(', ')}`}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            Nessuna iscrizione per l'anno in corso
          </Text>
        )}
        <Group gap="xs">
          <Button
            component={Link}
            to={`/f/${persona.id_persona}/privacy`}
            size="xs"
            variant="light"
            leftSection={<IconShieldCheck size={14} />}
          >
            Privacy
          </Button>
          <Button
            component={Link}
            to={`/f/${persona.id_persona}/anagrafica/modifica`}
            size="xs"
            variant="light"
            leftSection={<IconFileText size={14} />}
          >
            Dati anagrafici
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
