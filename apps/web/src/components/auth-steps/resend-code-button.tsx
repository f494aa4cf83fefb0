import { Button } from '@mantine/core';

/** 'Invia di nuovo il codice' under a code form (spec 1 §4.2). */
export function ResendCodeButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" h={40} loading={loading} onClick={onClick}>
      Invia di nuovo il codice
    </Button>
  );
}
