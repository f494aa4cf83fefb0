import { NON_TROVATO } from '@zaino/domain/non-trovato';
import type { ReactNode } from 'react';
import { ErrorDisplay } from '../../../../components/error-display.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { NotFound } from '../../../../components/not-found.tsx';
import { type Crumb, PageHeader } from '../../../../components/page-header.tsx';
import type { usePersonaAccount } from '../../api/account-persona.ts';

/**
 * What an account page shows instead of itself: loading, the error (NOT_FOUND 'Persona non
 * trovato', spec 2 §8), or the 404 when the viewer may not manage the person's accounts (what the
 * screen hides the server refuses too). Null when the page can show.
 */
export function bloccoPersonaGestita(
  q: ReturnType<typeof usePersonaAccount>,
  titolo: string,
  breadcrumbs: Crumb[],
): ReactNode | null {
  if (q.isPending) return <Loading />;
  if (q.isError || !q.data) {
    return (
      <>
        <PageHeader title={titolo} breadcrumbs={breadcrumbs} />
        <ErrorDisplay
          error={q.error}
          notFoundMessage={NON_TROVATO.personaScheda}
          onRetry={() => void q.refetch()}
        />
      </>
    );
  }
  if (!q.data.viewerCan.includes('utente.gestisci')) return <NotFound />;
  return null;
}
