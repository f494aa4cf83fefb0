import { NON_TROVATO } from '@zaino/domain/non-trovato';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { type PersonaFamiglia, usePersonaFamiglia } from '../api/persona-famiglia.ts';

const HOME = [{ label: 'Home', to: '/f' }];

/**
 * A front-office page about one person of the family (/f/{id}/…): the title with the person's name,
 * then loading, error ('Persona non trovata' for a missing or hidden one) or the page's content.
 */
export function PaginaPersona({
  titolo,
  children,
}: {
  titolo: string;
  children: (p: PersonaFamiglia) => ReactNode;
}) {
  const id = Number(useParams().id);
  const q = usePersonaFamiglia(Number.isInteger(id) ? id : 0);
  const nome = q.data ? `${q.data.nome ?? ''} ${q.data.cognome ?? ''}`.trim() : undefined;
  return (
    <>
      <PageHeader title={titolo} subtitle={nome} breadcrumbs={HOME} />
      {!Number.isInteger(id) || id <= 0 ? (
        <ErrorDisplay error={new Error(NON_TROVATO.persona)} />
      ) : q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorDisplay
          error={q.error}
          notFoundMessage={NON_TROVATO.persona}
          onRetry={() => void q.refetch()}
        />
      ) : q.data == null ? (
        <ErrorDisplay error={new Error(NON_TROVATO.persona)} />
      ) : (
        children(q.data)
      )}
    </>
  );
}
