import { Anchor, Badge, Button, Group, Pagination, Stack, Switch, Table, Text } from '@mantine/core';
import {
  isTipoControllo,
  NOMI_CONTROLLI,
  PER_PAGINA_CONTROLLI,
  type TipoControllo,
  testoRilievo,
} from '@zaino/domain/controlli';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGINATORE_IN_ITALIANO } from '../../../components/tabella-in-italiano.ts';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyDanger } from '../../../lib/notify.ts';
import { type Controllo, useElencaControlli } from '../api/elenca-controlli.ts';
import { useIgnoraControllo } from '../api/ignora-controllo.ts';
import { useStatisticheControlli } from '../api/statistiche-controlli.ts';
import { FusioneDialog } from './fusione-dialog.tsx';

/** Decision 0930: the checks whose findings are duplicate records of one person. */
const DOPPI: readonly TipoControllo[] = ['nomiCognomiDoppi', 'codiciFiscaliDoppi'];

/** Spec 3 §2 /b/controlli/{tipo}: the findings of one check, with links to the persons. */
export function ControlloPage() {
  const { tipo } = useParams();
  if (!tipo || !isTipoControllo(tipo)) return <NotFound />;
  return <ElencoControllo tipo={tipo} />;
}

function dettagli(c: Controllo): Record<string, unknown> {
  try {
    return JSON.parse(c.dettagli) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function ElencoControllo({ tipo }: { tipo: TipoControllo }) {
  const [mostraIgnorati, setMostraIgnorati] = useState(false);
  const [pagina, setPagina] = useState(1);
  // Decision 0925: the server pages and filters; the ignored count is the check's statistic.
  const elenco = useElencaControlli(tipo, { ignorati: mostraIgnorati, pagina });
  const statistiche = useStatisticheControlli();
  const ignora = useIgnoraControllo();
  const { puo } = useViewer();
  const [daUnire, setDaUnire] = useState<Controllo | null>(null);
  const righe = elenco.data?.righe ?? [];
  const totale = elenco.data?.totale ?? 0;
  const pagine = Math.max(1, Math.ceil(totale / PER_PAGINA_CONTROLLI));
  const ignorati = statistiche.data?.find((s) => s.tipo === tipo)?.ignorati ?? 0;
  // Ignoring the last finding of the last page leaves it empty: show the new last page.
  if (elenco.data && !elenco.isPlaceholderData && pagina > pagine) setPagina(pagine);

  async function cambia(c: Controllo) {
    try {
      await ignora.mutateAsync({ id_controllo: c.id_controllo, ignora: !c.ignora });
    } catch (e) {
      reportError(e, 'ignora controllo');
      notifyDanger(`C'è stato un errore: ${errorMessage(e)}`, c.ignora ? 'Non ignorare' : 'Ignora');
    }
  }

  return (
    <>
      <PageHeader
        title={NOMI_CONTROLLI[tipo]}
        breadcrumbs={[
          { label: 'Home', to: '/b' },
          { label: 'Controlli', to: '/b/controlli' },
          { label: NOMI_CONTROLLI[tipo] },
        ]}
      />
      <Group mb="md" justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="conta-controlli">
          {elenco.data ? `${totale} ${totale === 1 ? 'rilievo' : 'rilievi'}` : ' '}
        </Text>
        <Switch
          label={`Mostra ignorati (${ignorati})`}
          checked={mostraIgnorati}
          onChange={(e) => {
            setMostraIgnorati(e.currentTarget.checked);
            setPagina(1);
          }}
        />
      </Group>
      {elenco.isError && <ErroreLista error={elenco.error} onRetry={() => void elenco.refetch()} />}
      {elenco.isPending && <Loading />}
      {elenco.data && righe.length === 0 && <Text>Nessun rilievo</Text>}
      {righe.length > 0 && (
        // At 360 px the table scrolls inside its box, the page does not.
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="elenco-controlli">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Persone</Table.Th>
                <Table.Th>Problema</Table.Th>
                <Table.Th>Chi può correggere</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {righe.map((c) => (
                <Table.Tr key={c.id_controllo}>
                  <Table.Td>
                    <Stack gap={2}>
                      {c.persone.map((p) => (
                        <Anchor key={p.id_persona} component={Link} to={`/b/persona/${p.id_persona}/mostra`}>
                          {[p.nome, p.cognome].filter(Boolean).join(' ') || `Persona ${p.id_persona}`}
                        </Anchor>
                      ))}
                      {c.altre_persone > 0 && (
                        <Text size="sm" c="dimmed">
                          {c.altre_persone === 1
                            ? 'e un’altra persona'
                            : `e altre ${c.altre_persone} persone`}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {testoRilievo(tipo, dettagli(c))}
                    {c.ignora && (
                      <Badge ml="xs" variant="light" color="gray">
                        Ignorato
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {c.unita.length === 0 ? 'Segreteria' : c.unita.map((u) => u.descrizione).join(', ')}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Stack gap={4} align="flex-end">
                      {puo('persone.unisci') && DOPPI.includes(tipo) && c.persone.length > 1 && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          mr="xs"
                          onClick={() => setDaUnire(c)}
                        >
                          Unisci
                        </Button>
                      )}
                      {puo('controlli.gestisci') && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={ignora.isPending && ignora.variables?.id_controllo === c.id_controllo}
                          onClick={() => void cambia(c)}
                        >
                          {c.ignora ? 'Non ignorare' : 'Ignora'}
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pagine > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={pagine}
            value={Math.min(pagina, pagine)}
            onChange={setPagina}
            size="sm"
            siblings={1}
            boundaries={1}
            aria-label="Pagine dei rilievi"
            {...PAGINATORE_IN_ITALIANO}
          />
        </Group>
      )}
      {daUnire && <FusioneDialog persone={daUnire.persone} onClose={() => setDaUnire(null)} />}
    </>
  );
}
