import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { AnniScoutCard } from './anni-scout-card.tsx';

/**
 * Spec 2 §2 /b/impostazioni (administrators: the route's 'impostazioni.leggi'): a composition of
 * cards, each its own component. The scout years (decision 1302); the section's identity and the
 * yearly steps of issue 24 take their places beside it.
 */
export function ImpostazioniPage() {
  return (
    <>
      <PageHeader title="Impostazioni" />
      <Stack gap="lg" maw={1100}>
        <AnniScoutCard />
      </Stack>
    </>
  );
}
