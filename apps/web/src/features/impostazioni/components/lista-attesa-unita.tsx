import { ActionIcon, Group, List, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { formatData } from '@zaino/domain/formato';
import { useState } from 'react';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import type { VersoSpostamento } from '../../../gql/graphql.ts';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { ListaAttesaUnita as Unita, VoceListaAttesa } from '../api/liste-attesa.ts';
import { useRimuoviVoceLista } from '../api/rimuovi-voce-lista.ts';
import { useSpostaVoceLista } from '../api/sposta-voce-lista.ts';
import { AggiungiInLista } from './aggiungi-in-lista.tsx';
import { PostiUnita } from './posti-unita.tsx';

const nome = (v: VoceListaAttesa) =>
  [v.nome, v.cognome].filter(Boolean).join(' ') || `Scheda ${v.id_persona}`;

interface Props {
  unita: Unita;
  anno: number | null;
  modificabile: boolean;
}

/** Decision 1024: one unit's places, its open entries in order (moved and removed by the super level), and who was called. */
export function ListaAttesaUnita({ unita, anno, modificabile }: Props) {
  const sposta = useSpostaVoceLista();
  const rimuovi = useRimuoviVoceLista();
  const [daRimuovere, setDaRimuovere] = useState<VoceListaAttesa | null>(null);
  const aperte = unita.voci.filter((v) => v.aperta);
  const chiuse = unita.voci.filter((v) => !v.aperta);
  const occupato = sposta.isPending || rimuovi.isPending;

  const muovi = async (v: VoceListaAttesa, verso: VersoSpostamento) => {
    try {
      await sposta.mutateAsync({ id_lista_attesa: v.id_lista_attesa, verso });
    } catch (error) {
      reportError(error, "sposta in lista d'attesa");
      notifyError(errorMessage(error));
    }
  };
  const conferma = async () => {
    if (!daRimuovere) return;
    try {
      await rimuovi.mutateAsync(daRimuovere.id_lista_attesa);
      notifySuccess(`${nome(daRimuovere)} tolto dalla lista d'attesa`);
      setDaRimuovere(null);
    } catch (error) {
      reportError(error, "rimuovi dalla lista d'attesa");
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <PostiUnita key={`${unita.id_unita}-${unita.posti}`} unita={unita} modificabile={modificabile} />
      {aperte.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Nessuno in lista d'attesa.
        </Text>
      ) : (
        <Stack gap={6} component="ol" m={0} p={0} aria-label={`Lista d'attesa di ${unita.descrizione}`}>
          {aperte.map((v, i) => (
            <Paper key={v.id_lista_attesa} withBorder p="xs" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {i + 1}. {nome(v)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    In lista dal {formatData(v.data_richiesta)}
                  </Text>
                  {v.note && (
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {v.note}
                    </Text>
                  )}
                </div>
                {modificabile && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Sposta su">
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={`Sposta su ${nome(v)}`}
                        disabled={i === 0 || occupato}
                        onClick={() => void muovi(v, 'su')}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Sposta giù">
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={`Sposta giù ${nome(v)}`}
                        disabled={i === aperte.length - 1 || occupato}
                        onClick={() => void muovi(v, 'giu')}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Rimuovi">
                      <ActionIcon
                        variant="default"
                        color="red"
                        size="lg"
                        aria-label={`Rimuovi ${nome(v)}`}
                        disabled={occupato}
                        onClick={() => setDaRimuovere(v)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {chiuse.length > 0 && (
        <div>
          <Text fz="sm" fw={500}>
            Già chiamati dalla lista
          </Text>
          <List size="sm" c="dimmed">
            {chiuse.map((v) => (
              <List.Item key={v.id_lista_attesa}>
                {nome(v)} (in lista dal {formatData(v.data_richiesta)})
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {modificabile && <AggiungiInLista unita={unita} anno={anno} />}
      <ConfermaAzione
        opened={daRimuovere !== null}
        title="Rimuovere dalla lista d'attesa?"
        confirmLabel="Rimuovi"
        loading={rimuovi.isPending}
        onConfirm={() => void conferma()}
        onClose={() => setDaRimuovere(null)}
      >
        {daRimuovere && (
          <>
            <strong>{nome(daRimuovere)}</strong> esce dalla lista d'attesa di {unita.descrizione}. Per
            rimetterla in lista va aggiunta di nuovo, in fondo.
          </>
        )}
      </ConfermaAzione>
    </Stack>
  );
}
