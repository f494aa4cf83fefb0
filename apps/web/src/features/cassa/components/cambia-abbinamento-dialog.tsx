import { Button, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatEuro } from '@zaino/domain/formato';
import { useState } from 'react';
import { type ConfermaMovimento, type MovimentoBanca, useCercaDovuti } from '../api/movimenti-banca.ts';
import { opzioniDovuto, opzioniInOrdine } from '../dovuti-per-movimento.ts';
import { DescriviSuggerimento } from './movimento-banca.tsx';
import { AzioniDialogo } from '../../../components/azioni-dialogo.tsx';
import { ScelteDovuti } from './scelte-dovuti.tsx';

interface Props {
  movimento: MovimentoBanca | null;
  onClose: () => void;
  onConferma: (c: ConfermaMovimento) => void;
  loading: boolean;
}

/**
 * Decision 1141 'Cambia': another of the line's suggestions, or one due found by the treasury's
 * search (at least 4 characters), paid with the line for what it still owes, up to the line's amount
 * (decision 1155; the server asks again if the due got paid meanwhile), or the started bank
 * transfer covering that due, which the line completes (decision 1157).
 */
export function CambiaAbbinamentoDialog({ movimento, onClose, onConferma, loading }: Props) {
  const [scelta, setScelta] = useState<string | null>(movimento?.suggerimenti.length ? '0' : null);
  const [testo, setTesto] = useState('');
  const [chiave] = useDebouncedValue(testo.trim(), 300);
  const cerca = useCercaDovuti(chiave.length >= 4 ? chiave : null);
  if (!movimento) return null;
  const m = movimento;
  const suggerito = m.suggerimenti.length > 0;
  const opzioni = opzioniInOrdine((cerca.data ?? []).flatMap((d) => opzioniDovuto(d, m.importo)));
  const troppoCorto = testo.trim().length > 0 && testo.trim().length < 4;

  // Typing a search leaves the suggestion that was selected: confirming must not settle the line
  // with a suggestion the treasurer scrolled past while looking for something else.
  function cercaAltro(valore: string) {
    setTesto(valore);
    if (scelta !== null && !/^t[ef]:/.test(scelta)) setScelta(null);
  }
  const dovutoScelto = opzioni.find((o) => o.valore === scelta && o.abbinabile);
  const suggerimento = scelta === null ? undefined : m.suggerimenti[Number(scelta)];

  function conferma() {
    // Decision 1157: the line is the money of a started bank transfer: it completes that payment.
    if (dovutoScelto?.id_transazione_finanziaria !== undefined) {
      onConferma({
        id_movimento: m.id_movimento,
        id_transazione_finanziaria: dovutoScelto.id_transazione_finanziaria,
        ripartizione: [],
      });
      return;
    }
    if (dovutoScelto) {
      onConferma({
        id_movimento: m.id_movimento,
        ripartizione: [
          { id_transazione_economica: dovutoScelto.id_transazione_economica, importo: dovutoScelto.proposto },
        ],
      });
      return;
    }
    const s = suggerimento;
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
    // With no suggestion there is nothing to change: the dialog is the card's 'Abbina a una quota'.
    <Modal
      opened
      onClose={onClose}
      title={suggerito ? 'Cambia abbinamento' : 'Abbina a una quota'}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">
          Movimento di {formatEuro(m.importo)} da {m.controparte ?? 'ordinante non indicato'}: «{m.causale}»
        </Text>
        <Radio.Group
          value={scelta}
          onChange={setScelta}
          label={suggerito ? 'Abbina a' : undefined}
          aria-label={suggerito ? undefined : 'Quote trovate'}
          name="abbinamento"
        >
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
              label={suggerito ? "Cerca un'altra quota" : 'Cerca la quota'}
              // Without suggestions the search is the dialog's first step: it gets the focus.
              data-autofocus={suggerito ? undefined : true}
              description="Almeno 4 caratteri del nome della persona o della descrizione della quota"
              value={testo}
              onChange={(e) => cercaAltro(e.currentTarget.value)}
              maxLength={100}
              rightSection={cerca.isFetching ? <Loader size="xs" aria-label="Ricerca in corso" /> : null}
            />
            {troppoCorto && (
              <Text size="sm" c="dimmed">
                Scrivi almeno 4 caratteri per cercare
              </Text>
            )}
            {cerca.isError && (
              <Text c="red.8" size="sm">
                Ricerca non riuscita
              </Text>
            )}
            {!troppoCorto && cerca.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                Nessuna quota trovata
              </Text>
            )}
            {/* A long result list scrolls in its box: the buttons below stay in sight. */}
            <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
              <Stack gap="xs">
                <ScelteDovuti opzioni={opzioni} scelta={scelta} importoMovimento={m.importo} />
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        </Radio.Group>
        <AzioniDialogo>
          <Button variant="default" onClick={onClose} disabled={loading}>
            Annulla
          </Button>
          <Button onClick={conferma} loading={loading} disabled={!dovutoScelto && !suggerimento}>
            Conferma abbinamento
          </Button>
        </AzioniDialogo>
      </Stack>
    </Modal>
  );
}
