import { Alert, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { GuardedOutlet } from './guarded-outlet.tsx';
import { useAsAttivo } from '../../features/organizzazione/api/get-as-attivo.ts';
import { session } from '../../lib/session-store.ts';
import { ShellFrame } from './shell-frame.tsx';
import { SideBar } from './side-bar.tsx';
import { useViewer } from './use-viewer.ts';

/** The back-office shell: top bar, side bar with the selectors, and the page. */
export function BackOfficeShell() {
  const annoScout = session.use((s) => s.annoScout);
  const attivo = useAsAttivo();
  const { persona } = useViewer();

  // The selected scout year starts as the active one.
  useEffect(() => {
    if (annoScout === null && attivo.data) session.set({ annoScout: attivo.data.anno_scout });
  }, [annoScout, attivo.data]);

  return (
    <ShellFrame navbar={<SideBar />}>
      {(attivo.isSuccess && !attivo.data) || persona.isError ? (
        <Stack gap="xs" mb="md">
          {attivo.isSuccess && !attivo.data && <Alert color="orange">Anno scout non determinato</Alert>}
          {persona.isError && <Alert color="orange">Persona non caricata</Alert>}
        </Stack>
      ) : null}
      <GuardedOutlet />
    </ShellFrame>
  );
}
