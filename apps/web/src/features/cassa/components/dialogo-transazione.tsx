import { Loader, Modal, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { useTelefono } from './codice-voce.tsx';
import type { Soggetto } from './soggetto.ts';

/** What a dialog opens: a new record (id null) or an existing one; a new payment may be a transfer. */
export interface Aperto {
  id: number | null;
  /** spec 3 §2: a new transfer from the transfers page (completed, satispay → bank) */
  trasferimento?: boolean;
  /** a new record's payer, chosen by the page that opens it (a person's payments tab) */
  da?: Soggetto;
}

/** Which payment or due a dialog edits: a new one (id null) or an existing one; closed when undefined. */
export function useDialogoTransazione() {
  const [aperto, setAperto] = useState<Aperto | undefined>();
  return {
    apri: (id: number | null = null, opzioni: Omit<Aperto, 'id'> = {}) => setAperto({ id, ...opzioni }),
    props: { aperto, onClose: () => setAperto(undefined) },
  };
}

export type PropsDialogo = ReturnType<typeof useDialogoTransazione>['props'];

/**
 * The modal of the payment and due dialogs: 'Nuovo …' or 'Modifica …', the form once the record is
 * read (keyed by id, so another record starts afresh), else loading, the read's error or not found;
 * full screen on phones.
 */
export function DialogoTransazione<T>({
  aperto,
  onClose,
  titoli,
  letto,
  nonTrovato,
  testId,
  children,
}: PropsDialogo & {
  titoli: { nuovo: string; modifica: string };
  letto: UseQueryResult<T | null>;
  nonTrovato: string;
  testId?: string;
  children: (record: T | null) => ReactNode;
}) {
  const id = aperto?.id ?? null;
  const pronto = aperto !== undefined && (id === null || letto.data != null);
  const telefono = useTelefono();
  return (
    <Modal
      opened={aperto !== undefined}
      onClose={onClose}
      title={id ? titoli.modifica : titoli.nuovo}
      centered
      size="lg"
      fullScreen={telefono}
      data-testid={testId}
    >
      {pronto ? (
        <div key={id ?? 'nuovo'}>{children(id === null ? null : (letto.data ?? null))}</div>
      ) : letto.isError || (id !== null && letto.data === null) ? (
        <Text c="red">{letto.isError ? errorText(letto.error) : nonTrovato}</Text>
      ) : (
        <Loader />
      )}
    </Modal>
  );
}
