import { Stack } from '@mantine/core';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { AnniScoutCard } from './anni-scout-card.tsx';
import { DatiSezioneCard } from './dati-sezione-card.tsx';
import { ListeAttesaCard } from './liste-attesa-card.tsx';
import { PassiCicloCard } from './passi-ciclo-card.tsx';

/**
 * Spec 2 §2 /b/impostazioni (administrators: the route's 'impostazioni.leggi'): a composition of
 * cards, each its own component: the scout years (decision 1302) and the section's identity
 * (decision 1301), and between them the yearly-steps checklist (decision 1018) and the units' waiting
 * lists (decision 1024).
 */
export function ImpostazioniPage() {
  // The yearly steps are the super level's (the server refuses everyone else, decision 1016).
  const gestisce = useViewer().puo('impostazioni.gestisci');
  return (
    <>
      <PageHeader title="Impostazioni" />
      <Stack gap="lg" maw={1100}>
        <AnniScoutCard />
        {gestisce && <PassiCicloCard />}
        <ListeAttesaCard modificabile={gestisce} />
        <DatiSezioneCard />
      </Stack>
    </>
  );
}
