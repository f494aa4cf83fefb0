import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MSG_VECCHIO_SITO } from '../../lib/auth-errors.ts';

/** A refused auth call (spec 1 §8), with the old-website warning when the credentials were wrong. */
export function FailureAlert({
  message,
  oldSiteWarning,
  children,
}: {
  message: string;
  oldSiteWarning?: boolean;
  children?: ReactNode;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid="errore-auth"
    >
      {message}
      {oldSiteWarning && (
        <>
          <br />
          <span data-testid="avviso-vecchio-sito">{MSG_VECCHIO_SITO}</span>
        </>
      )}
      {children}
    </Alert>
  );
}

/** A neutral notice above a step (code sent, email confirmed…). */
export function Notice({ children, testId = 'avviso-passo' }: { children: ReactNode; testId?: string }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      role="status"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
