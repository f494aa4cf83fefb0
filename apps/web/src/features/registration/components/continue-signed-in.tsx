import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../../lib/session-store.ts';

/** 'Hai effettuato l'accesso come …' and Continua: forget the code being registered, go home. */
export function ContinueSignedIn({ who, children }: { who: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      <Text fz="sm">
        Hai effettuato l'accesso come <b>{who}</b>.
      </Text>
      {children}
      <Group justify="flex-end">
        <Button
          onClick={() => {
            session.set({ newUser: null });
            navigate('/', { replace: true });
          }}
        >
          Continua
        </Button>
      </Group>
    </>
  );
}
