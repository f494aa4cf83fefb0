import { Alert, CloseButton, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { avvisoNavigazione, chiudiAvviso } from '../../lib/avviso-navigazione.ts';
import { PULSANTE_CHIUDI } from '../../lib/pulsante-chiudi.ts';

/**
 * The guard's message on the page its redirect landed on (decision 0912): above the page, until the
 * user closes it or opens another page.
 */
export function AvvisoDiNavigazione() {
  const avviso = avvisoNavigazione.use((s) => s.avviso);
  const { pathname } = useLocation();
  const qui = avviso?.path === pathname;
  // Set while the old page is still shown: only a page change after it appeared ends it.
  const mostrato = useRef(false);
  useEffect(() => {
    if (!avviso) mostrato.current = false;
    else if (qui) mostrato.current = true;
    else if (mostrato.current) chiudiAvviso();
  }, [avviso, qui]);
  if (!avviso || !qui) return null;
  return (
    <Alert role="status" variant="light" color="blue" mb="md" py={6}>
      {/* Mantine's own close button is 28 px: the app's 44 px one, in line with the text. */}
      <Group align="center" wrap="nowrap" gap="sm">
        <IconLock size={20} aria-hidden style={{ flexShrink: 0 }} />
        <span style={{ flex: 1 }}>{avviso.testo}</span>
        <CloseButton {...PULSANTE_CHIUDI} onClick={chiudiAvviso} />
      </Group>
    </Alert>
  );
}
