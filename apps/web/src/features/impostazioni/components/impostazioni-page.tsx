import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { DatiSezioneCard } from './dati-sezione-card.tsx';

/**
 * Spec 2 §2 /b/impostazioni (administrators: the route's 'impostazioni.leggi'): a composition of
 * cards, each its own component. Today the section's identity (decision 1301); the scout years and
 * the yearly steps of issue 24 take their places below it.
 */
export function ImpostazioniPage() {
  return (
    <>
      <PageHeader title="Impostazioni" />
      <Stack gap="lg" maw={860}>
        <DatiSezioneCard />
      </Stack>
    </>
  );
}
