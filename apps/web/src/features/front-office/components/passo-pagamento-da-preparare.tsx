import { Alert, Button, Stack } from '@mantine/core';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { usePreparazioneAutomatica } from './use-preparazione-automatica.ts';

/**
 * Spec 3 §4 step 3 before the fee due exists: prepares it (once) and then lets the card show the
 * payment button; 'Iscrizione non trovata' when it is still missing. Loaded only when needed, so
 * the member home's first load carries no mutation code (DESIGN.md §9 budget).
 */
export function PassoPagamentoDaPreparare({ idIscrizione }: { idIscrizione: number }) {
  const { inCorso, nonTrovata } = usePreparazioneAutomatica(idIscrizione);
  return (
    <Stack gap="sm">
      {nonTrovata && (
        <Alert color="red" variant="light" role="alert">
          {NON_TROVATO.iscrizione}
        </Alert>
      )}
      <Button size="md" fullWidth disabled loading={inCorso}>
        Paga la quota
      </Button>
    </Stack>
  );
}
