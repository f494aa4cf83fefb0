import { Table, Text } from '@mantine/core';
import { formatData } from '@zaino/domain/formato';
import { useParams } from 'react-router';
import { ErrorDisplay } from '../../../../components/error-display.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { NotFound } from '../../../../components/not-found.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useStoricoPrivacy } from '../../api/iscrizione-persona.ts';
import { nomeCompleto } from '../../nome-completo.ts';
import { CONSENSI, consenso } from './iscrizione/voce.tsx';

/** Spec 2 §2 /b/persona/{id}/privacy/storico: every consent given, newest first. */
export function StoricoPrivacyPage() {
  const id = Number(useParams().idPersona);
  const q = useStoricoPrivacy(id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (q.isPending) return <Loading />;
  if (q.isError || !q.data) {
    return (
      <ErrorDisplay error={q.error} notFoundMessage="Persona non trovato" onRetry={() => void q.refetch()} />
    );
  }
  const p = q.data;
  return (
    <>
      <PageHeader
        title="Storico dei consensi privacy"
        breadcrumbs={[
          { label: 'Soci', to: '/b/soci' },
          { label: nomeCompleto(p), to: `/b/persona/${id}/iscrizioni` },
          { label: 'Storico privacy' },
        ]}
      />
      {p.storico_privacy.length === 0 ? (
        <Text c="dimmed">Consensi non ancora espressi</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder data-testid="storico-privacy">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                {CONSENSI.map(([k, etichetta]) => (
                  <Table.Th key={k}>{etichetta}</Table.Th>
                ))}
                <Table.Th>Espressi da</Table.Th>
                <Table.Th>Versione testi</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.storico_privacy.map((c) => (
                <Table.Tr key={c.id_consenso_privacy}>
                  <Table.Td>{formatData(c.data_espressione as string)}</Table.Td>
                  {CONSENSI.map(([k]) => (
                    <Table.Td key={k}>{consenso(c[k])}</Table.Td>
                  ))}
                  <Table.Td>
                    {[c.titolare_nome, c.titolare_email].filter(Boolean).join(' · ') || '—'}
                  </Table.Td>
                  <Table.Td>{c.testo_versione ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
