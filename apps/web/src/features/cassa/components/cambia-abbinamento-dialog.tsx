import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatEuro } from '@zaino/domain/formato';
import { etichettaStatoDovuto } from '@zaino/domain/transazioni';
import { useState } from 'react';
import { useCercaCausali } from '../api/cerca-transazioni.ts';
import type { ConfermaMovimento, MovimentoBanca } from '../api/movimenti-banca.ts';
import { DescriviSuggerimento } from './movimento-banca.tsx';

interface Props {
  movimento: MovimentoBanca | null;
  onClose: () => void;
  onConferma: (c: ConfermaMovimento) => void;
  loading: boolean;
}

/**
 * Decision 1141 'Cambia': another of the line's suggestions, or one due found by the treasury's
 * search (at least 4 characters), paid with the line up to its amount.
 */
export function CambiaAbbinamentoDialog({ movimento, onClose, onConferma, loading }: Props) {
  const [scelta, setScelta] = useState<string>('0');
  const [testo, setTesto] = useState('');
  const [chiave] = useDebouncedValue(testo.trim(), 300);
  const cerca = useCercaCausali(chiave.length >= 4 ? chiave : null);
  if (!movimento) return null;
  const m = movimento;

  function conferma() {
    if (scelta.startsWith('te:')) {
      const id = Number(scelta.slice(3));
      const d = cerca.data?.find((x) => x.id_transazione_economica === id);
      if (!d) return;
      onConferma({
        id_movimento: m.id_movimento,
        ripartizione: [{ id_transazione_economica: id, importo: Math.min(Number(d.importo), m.importo) }],
      });
      return;
    }
    const s = m.suggerimenti[Number(scelta)];
    if (!s) return;
    onConferma({
      id_movimento: m.id_movimento,
      id_transazione_finanziaria: s.id_transazione_finanziaria,
      id_parte_da: s.id_parte_da,
      ripartizione: s.ripartizione.map((q) => ({
        id_transazione_economica: q.id_transazione_economica,
        importo: q.importo,
      })),
    });
  }

  return (
    <Modal opened onClose={onClose} title="Cambia abbinamento" centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Movimento di {formatEuro(m.importo)} da {m.controparte ?? 'ordinante non indicato'}: «{m.causale}»
        </Text>
        <Radio.Group value={scelta} onChange={setScelta} label="Abbina a" name="abbinamento">
          <Stack gap="xs" mt="xs">
            {m.suggerimenti.map((s, i) => (
              <Radio
                // biome-ignore lint/suspicious/noArrayIndexKey: the suggestions of one line, in the planner's order.
                key={i}
                value={String(i)}
                label={<DescriviSuggerimento s={s} />}
              />
            ))}
            <TextInput
              label="Cerca un'altra causale"
              description="Almeno 4 caratteri del nome o della descrizione"
              value={testo}
              onChange={(e) => setTesto(e.currentTarget.value)}
              maxLength={100}
            />
            {cerca.isError && (
              <Text c="red.8" size="sm">
                Ricerca non riuscita
              </Text>
            )}
            {cerca.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                Nessuna causale trovata
              </Text>
            )}
            {cerca.data?.map((d) => (
              <Radio
                key={d.id_transazione_economica}
                value={`te:${d.id_transazione_economica}`}
                label={`${d.causale_desc} · ${formatEuro(Number(d.importo))} · ${etichettaStatoDovuto(d.stato)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Annulla
          </Button>
          <Button onClick={conferma} loading={loading}>
            Conferma abbinamento
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
