import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { AnniScoutCard } from './anni-scout-card.tsx';
import { DatiSezioneCard } from './dati-sezione-card.tsx';

/**
 * Spec 2 §2 /b/impostazioni (administrators: the route's 'impostazioni.leggi'): a composition of
 * cards, each its own component: the scout years (decision 1302) and the section's identity
 * (decision 1301); the yearly steps of issue 24 take their place between them.
 */
export function ImpostazioniPage() {
  return (
    <>
      <PageHeader title="Impostazioni" />
      <Stack gap="lg" maw={1100}>
        <AnniScoutCard />
        <DatiSezioneCard />
      </Stack>
    </>
  );
}
