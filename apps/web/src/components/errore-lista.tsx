import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isFetchFallita } from '../lib/errors.ts';
import { ApiError } from '../lib/graphql.ts';

/** Spec 2 §8 lists: 'Errore: {message}' for a server error, 'Errore di rete' when unreachable. */
export function testoErroreLista(error: unknown): string {
  if (error instanceof ApiError) return error.network ? 'Errore di rete' : `Errore: ${error.message}`;
  if (isFetchFallita(error)) return 'Errore di rete';
  return `Errore: ${error instanceof Error ? error.message : String(error)}`;
}

export function ErroreLista({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert" mb="md">
      {testoErroreLista(error)}
      <Button variant="subtle" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
        Riprova
      </Button>
    </Alert>
  );
}
