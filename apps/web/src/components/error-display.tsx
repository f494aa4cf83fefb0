import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorText } from '../lib/errors.ts';
import { ApiError } from '../lib/graphql.ts';

interface Props {
  error: unknown;
  /** Spec 1 §2.12: a NOT_FOUND error shows this custom message when given. */
  notFoundMessage?: string;
  onRetry?: () => void;
}

/** Spec 1 §2.12: the generic error display ('Errore: {message}', network error text, NOT_FOUND message). */
export function ErrorDisplay({ error, notFoundMessage, onRetry }: Props) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      {errorText(error, notFoundMessage)}
      {/* Trying again cannot find what is missing (or hidden, which looks the same). */}
      {onRetry && !(error instanceof ApiError && error.errorType === 'NOT_FOUND') && (
        <Button variant="subtle" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
          Riprova
        </Button>
      )}
    </Alert>
  );
}
