import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useCoppiaUnibile } from '../api/fusione-persone.ts';

/**
 * Decision 0429: the 'Unisci' of a duplicates finding. When its row comes on screen (or gets the
 * focus) it asks the server's preview whether the persons can be merged; if no pair can, the button
 * is disabled and the reason is written under it, so nobody starts a merge the server will refuse.
 * While it asks the button stays as it was (a click then is not lost to a button turning busy under
 * the pointer), and if asking fails the dialog stays the one to tell.
 */
export function PulsanteUnisci({ ids, onUnisci }: { ids: readonly number[]; onUnisci: () => void }) {
  const riquadro = useRef<HTMLDivElement>(null);
  const [attiva, setAttiva] = useState(false);
  const idMotivo = useId();
  useEffect(() => {
    const el = riquadro.current;
    if (attiva || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setAttiva(true);
      return;
    }
    const osservatore = new IntersectionObserver((voci) => {
      if (voci.some((v) => v.isIntersecting)) setAttiva(true);
    });
    osservatore.observe(el);
    return () => osservatore.disconnect();
  }, [attiva]);
  const esito = useCoppiaUnibile(ids, attiva);
  const rifiuto = esito.data?.consentita === null ? esito.data.rifiuto : null;
  return (
    <Stack gap={4} align="flex-end" ref={riquadro} onFocus={() => setAttiva(true)}>
      {/* Refused: it looks disabled and does nothing, but keeps the focus, so a keyboard or screen
          reader user reaches it and hears the reason (a disabled button is skipped by Tab). */}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        mr="xs"
        data-disabled={rifiuto != null || undefined}
        aria-disabled={rifiuto != null || undefined}
        aria-describedby={rifiuto ? idMotivo : undefined}
        onClick={rifiuto != null ? undefined : onUnisci}
      >
        Unisci
      </Button>
      {rifiuto && (
        <Text
          id={idMotivo}
          size="xs"
          c="red.8"
          maw={260}
          ta={{ base: 'left', sm: 'right' }}
          data-testid="motivo-non-unibili"
        >
          Non si possono unire: {rifiuto}
        </Text>
      )}
    </Stack>
  );
}
