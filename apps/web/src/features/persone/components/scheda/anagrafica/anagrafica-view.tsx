import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { statoConfermaDati } from '@zaino/domain/anno-scout';
import { formatData } from '@zaino/domain/formato';
import { CAMPI_PERSONA, type PersonaForm } from '@zaino/domain/form-persona';
import type { PersonaAnagrafica } from '../../../api/persona-anagrafica.ts';
import { nomeCompleto } from '../../../nome-completo.ts';
import { ContattiView } from './contatti-view.tsx';
import { ETICHETTE_CAMPI, SESSI } from '../../../../../components/persona-form/persona-form-model.ts';

function valoreMostrato(p: PersonaAnagrafica, k: keyof PersonaForm): string {
  const v = p[k];
  if (v == null || v === '') return '—';
  if (k === 'sesso') return SESSI.find((s) => s.value === v)?.label ?? v;
  if (k === 'data_nascita') return formatData(v);
  return v;
}

/** The kinships where the person is the child: their parents, with the relationship. */
export const parentiDi = (p: PersonaAnagrafica) =>
  p.parentele.filter((r) => r.id_persona_figlio === p.id_persona && r.id_persona_genitore !== p.id_persona);

/** Spec 2 §2 view mode: every field, the data confirmation, contacts, and the parents' contacts. */
export function AnagraficaView({ p, inizioFiscale }: { p: PersonaAnagrafica; inizioFiscale: string | null }) {
  const confermati = statoConfermaDati(p.data_conferma, inizioFiscale, new Date()) === 'done';
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          Dati anagrafici
        </Title>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          verticalSpacing="xs"
          data-testid="dati-anagrafici"
        >
          {CAMPI_PERSONA.map((k) => (
            <div key={k}>
              <Text fz="xs" c="dimmed">
                {ETICHETTE_CAMPI[k]}
              </Text>
              <Text fz="sm" data-campo={k} style={{ overflowWrap: 'anywhere' }}>
                {valoreMostrato(p, k)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group gap="xs" mt="md" data-testid="dati-confermati">
          <Text fz="sm">Dati confermati quest’anno:</Text>
          <Badge color={confermati ? 'green' : 'gray'} variant="light">
            {confermati ? 'Sì' : 'No'}
          </Badge>
          {p.data_conferma && (
            <Text fz="xs" c="dimmed">
              ultima conferma {formatData(p.data_conferma)}
            </Text>
          )}
        </Group>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          Contatti
        </Title>
        <ContattiView contatti={p.contatti} vuoto="Nessun contatto" />
      </Card>
      {parentiDi(p).length > 0 && (
        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="lg" mb="sm">
            Contatti dei genitori
          </Title>
          <Stack gap="md">
            {parentiDi(p).map((r) => (
              <Stack key={r.id_parentela} gap={4} data-testid="parentela">
                <Group gap="xs">
                  <Badge variant="light">{r.desc}</Badge>
                  <Text fz="sm" fw={500}>
                    {r.genitore ? nomeCompleto(r.genitore) : 'Dati non visibili'}
                  </Text>
                </Group>
                {r.genitore && <ContattiView contatti={r.genitore.contatti} vuoto="Nessun contatto" />}
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
