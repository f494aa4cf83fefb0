import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import {
  ATTESA_RICERCA_MS,
  avvisoRicerca,
  chiaveRicerca,
  MSG_RICERCA_IN_CORSO,
} from '../../../lib/ricerca.ts';

/**
 * Spec 3 §4–§5 'Link to existing cause' / 'Link to existing payment' and the enrolment search: a
 * search (at least `minimo` characters, 600 ms after the last key) listing what may be chosen. Choosing one either links it and
 * closes, or shows why it cannot be linked (the server's refusal, judged here first) and stays open.
 */
export function DialogoRicerca<T, P = undefined>({
  opened,
  onClose,
  titolo,
  etichetta,
  minimo,
  vuoto,
  cerca,
  parametro,
  chiave,
  descrivi,
  onScelto,
  filtri,
  scelta = { etichetta: 'Collega', icona: <IconLink size={14} /> },
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  titolo: string;
  etichetta: string;
  minimo: number;
  vuoto: string;
  /** the search hook, run with the debounced key (null while too short) */
  cerca: (chiave: string | null, parametro: P) => UseQueryResult<readonly T[]>;
  /** what else the search hook is run with (the enrolment search's scout year) */
  parametro?: P;
  chiave: (t: T) => number;
  descrivi: (t: T) => ReactNode;
  /** links it and returns null, or returns the refusal */
  onScelto: (t: T) => string | null;
  /** fields the search also depends on, above the text (the enrolment search's scout year) */
  filtri?: ReactNode;
  /** each result's button: 'Collega' by default */
  scelta?: { etichetta: string; icona: ReactNode };
  testId: string;
}) {
  const [testo, setTesto] = useState('');
  const [rifiuto, setRifiuto] = useState<string | null>(null);
  const [attesa] = useDebouncedValue(testo, ATTESA_RICERCA_MS);
  const risultati = cerca(opened ? chiaveRicerca(attesa, minimo) : null, parametro as P);
  const trovati = chiaveRicerca(testo, minimo) && attesa === testo ? (risultati.data ?? []) : [];
  const avviso = risultati.isError
    ? errorText(risultati.error)
    : avvisoRicerca({ testo, attesa, minimo, inCorso: risultati.isFetching, trovati: trovati.length, vuoto });

  function chiudi() {
    setTesto('');
    setRifiuto(null);
    onClose();
  }

  function scegli(t: T) {
    const no = onScelto(t);
    setRifiuto(no);
    if (no === null) chiudi();
  }

  return (
    <Modal opened={opened} onClose={chiudi} title={titolo} centered size="lg" data-testid={testId}>
      <Stack gap="sm">
        {filtri}
        <TextInput
          label={etichetta}
          placeholder={`Almeno ${minimo} caratteri`}
          leftSection={<IconSearch size={16} />}
          rightSection={avviso === MSG_RICERCA_IN_CORSO ? <Loader size={14} /> : undefined}
          value={testo}
          onChange={(e) => {
            setTesto(e.currentTarget.value);
            setRifiuto(null);
          }}
          data-autofocus
        />
        {rifiuto && (
          <Alert color="red" role="alert" data-testid="rifiuto-collegamento">
            {rifiuto}
          </Alert>
        )}
        {avviso && (
          <Text fz="sm" c={risultati.isError ? 'red' : 'dimmed'} aria-live="polite">
            {avviso}
          </Text>
        )}
        <ScrollArea.Autosize mah="55vh" type="auto" scrollbars="y">
          <Stack gap="xs">
            {trovati.map((t) => (
              <Paper key={chiave(t)} withBorder p="xs" data-testid="risultato-ricerca">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0, flex: 1 }}>{descrivi(t)}</div>
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={scelta.icona}
                    style={{ flexShrink: 0 }}
                    onClick={() => scegli(t)}
                  >
                    {scelta.etichetta}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
