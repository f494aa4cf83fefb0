import { Accordion, Badge, Card, Group, Text, Title } from '@mantine/core';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { type ListaAttesaUnita as Unita, useListeAttesa } from '../api/liste-attesa.ts';
import { ListaAttesaUnita } from './lista-attesa-unita.tsx';

interface Props {
  /** 'impostazioni.gestisci' (the super level); the auditor reads the lists without buttons. */
  modificabile: boolean;
}

/**
 * A unit's header, one line even at 360 px (decision 1025): who waits, and the places only when
 * counted; a section's many empty lists stay a short list of names.
 */
function TestataUnita({ unita }: { unita: Unita }) {
  const inAttesa = unita.voci.filter((v) => v.aperta).length;
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Text fw={600} fz="sm">
        {unita.descrizione}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {inAttesa === 0 ? (
          <Text fz="sm" c="dimmed">
            Nessuno in attesa
          </Text>
        ) : (
          <Badge variant="light" color="blue">
            {inAttesa === 1 ? '1 in attesa' : `${inAttesa} in attesa`}
          </Badge>
        )}
        {unita.posti !== null && (
          <Text fz="sm" c="dimmed">
            {unita.occupati}/{unita.posti} posti
          </Text>
        )}
      </Group>
    </Group>
  );
}

/**
 * Decision 1024 (issue 24): each unit's places and waiting list, which the yearly step "Liste d'attesa"
 * reads. One row per unit, closed until opened, so a section with many units stays short.
 */
export function ListeAttesaCard({ modificabile }: Props) {
  const liste = useListeAttesa();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="titolo-liste-attesa">
      <Title order={2} fz="lg" id="titolo-liste-attesa">
        Liste d'attesa
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Chi aspetta un posto in ogni unità, in ordine. Quando si liberano posti, l'aggiornamento delle liste
        d'attesa iscrive in prova i primi della lista; un'unità senza posti indicati non viene riempita.
      </Text>
      {liste.isPending ? (
        <Loading />
      ) : liste.isError ? (
        <ErroreLista error={liste.error} onRetry={() => void liste.refetch()} />
      ) : liste.data.listeAttesa.length === 0 ? (
        <Text c="dimmed">Nessuna unità nella sezione.</Text>
      ) : (
        <Accordion
          multiple
          chevronPosition="left"
          // Compact rows: at 360 px a unit's name and 'Nessuno in attesa' share one line.
          styles={{
            control: { paddingInline: 0 },
            chevron: { marginInline: 'var(--mantine-spacing-xs)' },
            label: { paddingBlock: 'var(--mantine-spacing-xs)' },
          }}
        >
          {liste.data.listeAttesa.map((u) => (
            <Accordion.Item
              key={u.id_unita}
              value={String(u.id_unita)}
              data-testid={`lista-unita-${u.id_unita}`}
            >
              <Accordion.Control>
                <TestataUnita unita={u} />
              </Accordion.Control>
              <Accordion.Panel>
                <ListaAttesaUnita
                  unita={u}
                  anno={liste.data.getAsAttivo?.anno_scout ?? null}
                  modificabile={modificabile}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Card>
  );
}
