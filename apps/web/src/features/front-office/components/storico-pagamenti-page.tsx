import { Badge, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { etichettaMetodi } from '@zaino/domain/form-tesoreria';
import { formatData, formatEuro } from '@zaino/domain/formato';
import {
  badgeStatoPagamento,
  type TipoPagamento,
  totaleAddebitato,
  visibileNelloStorico,
} from '@zaino/domain/transazioni';
import { useState } from 'react';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScaricaRicevutaButton } from '../../../components/scarica-ricevuta-button.tsx';
import { session } from '../../../lib/session-store.ts';
import { usePersoneSe } from '../api/get-persone-se.ts';
import { type PagamentoPersona, useTfPersona } from '../api/get-tf-persona.ts';

export const MSG_NESSUNA_TRANSAZIONE = 'Nessuna transazione';

function Pagamento({ tf }: { tf: PagamentoPersona }) {
  const badge = badgeStatoPagamento(tf.stato);
  const causali = tf.transazioni.flatMap((t) =>
    t.transazione_economica ? [t.transazione_economica.causale_desc] : [],
  );
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="pagamento">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600}>
            {formatData(tf.data_pagata ?? tf.data_creata)} ·{' '}
            {etichettaMetodi(tf.tipo_da as TipoPagamento, tf.tipo_a as TipoPagamento) ?? tf.tipo_da}
          </Text>
          {causali.map((c) => (
            <Text key={c} fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {c}
            </Text>
          ))}
          {tf.numero_ricevuta != null && (
            <Text fz="xs" c="dimmed">
              Ricevuta n. {tf.numero_ricevuta}
            </Text>
          )}
          {/* The success page promises the receipt is here too. */}
          {tf.ricevuta_id_allegato != null && (
            <ScaricaRicevutaButton idRicevuta={tf.ricevuta_id_allegato} size="xs" variant="light" mt={6} />
          )}
        </div>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          {/* What the card or Satispay charged, and how it splits (spec 3 §9 fees). */}
          <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="totale-addebitato">
            {formatEuro(totaleAddebitato(tf))}
          </Text>
          {tf.commissione_da > 0 && (
            <Text fz="xs" c="dimmed" ta="right" data-testid="commissione">
              {formatEuro(tf.importo)} + commissione {formatEuro(tf.commissione_da)}
            </Text>
          )}
          <Badge color={badge.colore} variant="light" style={{ overflow: 'visible' }}>
            {badge.etichetta}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}

function PagamentiDi({ id_persona }: { id_persona: number }) {
  const q = useTfPersona(id_persona);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorDisplay error={q.error} onRetry={() => void q.refetch()} />;
  // Spec 3 §2: payments in state initiated are hidden.
  const visibili = q.data.filter((tf) => visibileNelloStorico(tf.stato));
  if (visibili.length === 0) return <Text c="dimmed">{MSG_NESSUNA_TRANSAZIONE}</Text>;
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {visibili.map((tf) => (
        <Pagamento key={tf.id_transazione_finanziaria} tf={tf} />
      ))}
    </Stack>
  );
}

/** Spec 3 §2 /f/storicoPagamenti: the payments of the person (getTfPersona), one family member at a time. */
export function StoricoPagamentiPage() {
  const io = session.use((s) => s.user?.id_persona ?? 0);
  const persone = usePersoneSe();
  const [scelta, setScelta] = useState<number | null>(null);
  const id = scelta ?? io;
  const elenco = persone.data?.persone ?? [];
  return (
    <>
      <PageHeader title="Storico Pagamenti" breadcrumbs={[{ label: 'Home', to: '/f' }]} />
      <Stack gap="md" maw={720}>
        {elenco.length > 1 && (
          <NativeSelect
            label="Pagamenti di"
            size="md"
            value={String(id)}
            onChange={(e) => setScelta(Number(e.currentTarget.value))}
            data={elenco.map((p) => ({
              value: String(p.id_persona),
              label: `${p.nome ?? ''} ${p.cognome ?? ''}`.trim(),
            }))}
          />
        )}
        {id > 0 && <PagamentiDi id_persona={id} />}
      </Stack>
    </>
  );
}
