import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatData } from '@zaino/domain/formato';
import { useParams } from 'react-router';
import { ErrorDisplay } from '../../../../components/error-display.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { NotFound } from '../../../../components/not-found.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useStoricoPrivacy } from '../../api/iscrizione-persona.ts';
import { nomeCompleto } from '../../nome-completo.ts';
import { CONSENSI, consenso, Voce } from './iscrizione/voce.tsx';

type ConsensoStorico = NonNullable<ReturnType<typeof useStoricoPrivacy>['data']>['storico_privacy'][number];

type Colonna = [etichetta: string, valore: string];

/** A record's label and value pairs in the table's order: date, the four consents, who, who typed it, text version. */
function colonne(c: ConsensoStorico): [Colonna, ...Colonna[]] {
  return [
    ['Data', formatData(c.data_espressione as string)],
    ...CONSENSI.map(([k, etichetta]): Colonna => [etichetta, consenso(c[k])]),
    [
      'Espressi da',
      [c.titolare_nome, c.titolare_email, c.cartaceo ? 'modulo cartaceo' : null]
        .filter(Boolean)
        .join(' · ') || '—',
    ],
    // Decision 0914: who typed the row in (for a paper form, not who consented).
    ['Inserito da', c.inserito_da_nome ?? '—'],
    ['Versione testi', c.testo_versione ?? '—'],
  ];
}

/** Spec 2 §2 /b/persona/{id}/privacy/storico: every consent given, newest first. */
export function StoricoPrivacyPage() {
  const id = Number(useParams().idPersona);
  const q = useStoricoPrivacy(id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (q.isPending) return <Loading />;
  if (q.isError || !q.data) {
    return (
      <ErrorDisplay
        error={q.error}
        notFoundMessage={NON_TROVATO.personaScheda}
        onRetry={() => void q.refetch()}
      />
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
        <>
          {/* Eight columns need a wide screen: below it, one card per record, nothing scrolls sideways. */}
          <Table striped withTableBorder visibleFrom="lg" data-testid="storico-privacy">
            <Table.Thead>
              <Table.Tr>
                {colonne(p.storico_privacy[0]!).map(([etichetta]) => (
                  <Table.Th key={etichetta}>{etichetta}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.storico_privacy.map((c) => (
                <Table.Tr key={c.id_consenso_privacy}>
                  {colonne(c).map(([etichetta, valore]) => (
                    <Table.Td key={etichetta}>{valore}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="lg" gap="sm" data-testid="storico-privacy-schede">
            {p.storico_privacy.map((c) => {
              const [[, data], ...resto] = colonne(c);
              return (
                <Card key={c.id_consenso_privacy} withBorder radius="md" padding="md" component="section">
                  <Title order={2} fz="md" mb="xs">
                    {data}
                  </Title>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    {resto.map(([etichetta, valore]) => (
                      <Voce key={etichetta} etichetta={etichetta}>
                        {valore}
                      </Voce>
                    ))}
                  </SimpleGrid>
                </Card>
              );
            })}
          </Stack>
        </>
      )}
    </>
  );
}
