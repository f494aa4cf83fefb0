import { Accordion, Badge, Card, Group, Text, Title } from '@mantine/core';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useListeAttesa } from '../api/liste-attesa.ts';
import { ListaAttesaUnita } from './lista-attesa-unita.tsx';

interface Props {
  /** 'impostazioni.gestisci' (the super level); the auditor reads the lists without buttons. */
  modificabile: boolean;
}

/**
 * Decision 1024 (issue 24): each unit's places and waiting list, which the yearly step "Liste d'attesa"
 * reads. One panel per unit, closed until opened, so a section with many units stays short.
 */
export function ListeAttesaCard({ modificabile }: Props) {
  const liste = useListeAttesa();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="titolo-liste-attesa">
      <Title order={2} fz="lg" id="titolo-liste-attesa">
        Liste d’attesa
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Chi aspetta un posto in ogni unità, in ordine. Quando si liberano posti, l’aggiornamento delle liste
        d’attesa iscrive in prova i primi della lista.
      </Text>
      {liste.isPending ? (
        <Loading />
      ) : liste.isError ? (
        <ErroreLista error={liste.error} onRetry={() => void liste.refetch()} />
      ) : liste.data.listeAttesa.length === 0 ? (
        <Text c="dimmed">Nessuna unità nella sezione.</Text>
      ) : (
        <Accordion multiple variant="separated" chevronPosition="left">
          {liste.data.listeAttesa.map((u) => {
            const inAttesa = u.voci.filter((v) => v.aperta).length;
            return (
              <Accordion.Item
                key={u.id_unita}
                value={String(u.id_unita)}
                data-testid={`lista-unita-${u.id_unita}`}
              >
                <Accordion.Control>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{u.descrizione}</Text>
                    <Badge variant="light" color={inAttesa > 0 ? 'blue' : 'gray'}>
                      {inAttesa === 1 ? '1 in attesa' : `${inAttesa} in attesa`}
                    </Badge>
                    <Text fz="sm" c="dimmed">
                      {u.posti === null ? 'posti non indicati' : `${u.occupati} su ${u.posti} posti occupati`}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <ListaAttesaUnita
                    unita={u}
                    anno={liste.data.getAsAttivo?.anno_scout ?? null}
                    modificabile={modificabile}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Card>
  );
}
