import { Alert, Anchor, Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { affidabilita, PARAMETRI_ABBINAMENTO } from '@zaino/domain/abbinamento-movimenti';
import { formatEuro } from '@zaino/domain/formato';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Importo } from '../../../components/importo.tsx';
import { mostraData } from '../../../lib/data-ora.ts';
import type { MovimentoBanca, Suggerimento } from '../api/movimenti-banca.ts';

/** What a suggestion settles, in words: the transfer it completes or the dues it pays. */
export function DescriviSuggerimento({ s }: { s: Suggerimento }) {
  return (
    <Stack gap={2}>
      {s.id_transazione_finanziaria !== null && (
        <Text size="sm">Completa il pagamento n. {s.id_transazione_finanziaria} avviato con bonifico</Text>
      )}
      <List size="sm" spacing={0}>
        {s.ripartizione.map((q) => (
          <List.Item key={q.id_transazione_economica}>
            {q.causale_desc}: <Importo centesimi={q.importo} c="inherit" fz="inherit" />
          </List.Item>
        ))}
      </List>
      {s.pagante && <Text size="sm">Pagante: {s.pagante}</Text>}
      <Text size="sm" c="dimmed">
        Perché: {s.spiegazione} · affidabilità {affidabilita(s.punteggio)} ({Math.round(s.punteggio * 100)}%)
      </Text>
    </Stack>
  );
}

/** Decision 1155: what a settled line became: its payment, and the dues that payment covers. */
function Esito({ m, idPagamento }: { m: MovimentoBanca; idPagamento: number }) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={`/b/transazioneFinanziaria/${idPagamento}/mostra`} size="sm">
        Vai al pagamento n. {idPagamento}
      </Anchor>
      {m.quote_pagate.length > 0 && (
        <>
          <Text size="sm">{m.verso === 'uscita' ? 'Spesa registrata:' : 'Quote pagate:'}</Text>
          <List size="sm" spacing={0}>
            {m.quote_pagate.map((q) => (
              <List.Item key={q.id_transazione_economica}>
                {q.causale_desc} · <Importo centesimi={q.importo} c="inherit" fz="inherit" />
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** One bank line: date, amount, who, reason; its best suggestion and why; the actions the viewer has. */
export function MovimentoBancaCard({ m, azioni }: { m: MovimentoBanca; azioni?: ReactNode }) {
  const migliore = m.suggerimenti[0];
  const uscita = m.verso === 'uscita';
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`Movimento del ${mostraData(m.data)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.controparte ?? (uscita ? 'Beneficiario non indicato' : 'Ordinante non indicato')}
            </Text>
            <Text size="xs" c="dimmed">
              {mostraData(m.data)}
              {m.riferimento ? ` · rif. ${m.riferimento}` : ''}
            </Text>
          </Stack>
          {/* Never squeezed by a long name: the amount and its badge keep their width. */}
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Importo centesimi={uscita ? -m.importo : m.importo} fw={700} />
            <Badge size="sm" variant="light" color={uscita ? 'red' : 'green'}>
              {uscita ? 'Uscita' : 'Entrata'}
            </Badge>
          </Stack>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.causale || '(causale vuota)'}
        </Text>
        {m.possibile_doppio_pagamento.length > 0 && (
          <Alert color="orange" title="Possibile doppio pagamento" p="xs">
            <Text size="sm">
              Queste quote risultano già pagate:{' '}
              {m.possibile_doppio_pagamento
                .map((q) => `${q.causale_desc} (${formatEuro(q.importo)})`)
                .join(', ')}
            </Text>
          </Alert>
        )}
        {migliore && (
          <Card withBorder radius="sm" padding="xs" bg="gray.0">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Suggerimento
              </Text>
              {migliore.punteggio < PARAMETRI_ABBINAMENTO.sogliaSicura && (
                <Badge size="sm" variant="light" color="orange">
                  Da verificare
                </Badge>
              )}
            </Group>
            <DescriviSuggerimento s={migliore} />
          </Card>
        )}
        {m.stato === 'abbinata' && m.id_transazione_finanziaria !== null && (
          <Esito m={m} idPagamento={m.id_transazione_finanziaria} />
        )}
        {azioni && <Group gap="xs">{azioni}</Group>}
      </Stack>
    </Card>
  );
}
