import { Alert, Anchor, Badge, Button, Group, Pagination, Stack, Switch, Table, Text } from '@mantine/core';
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
import tabella from '../../../components/tabella-impilata.module.css';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyDanger } from '../../../lib/notify.ts';
import { type Controllo, useElencaControlli } from '../api/elenca-controlli.ts';
import { useIgnoraControllo } from '../api/ignora-controllo.ts';
import { useStatisticheControlli, useUltimoRicalcolo } from '../api/statistiche-controlli.ts';
import { MSG_MAI_CALCOLATI, statoRicalcolo, testoMaiCalcolati } from '../ultimo-ricalcolo.ts';
import { FusioneDialog } from './fusione-dialog.tsx';
import { PulsanteUnisci } from './pulsante-unisci.tsx';

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
  const ultimo = useUltimoRicalcolo();
  const stato = statistiche.data ? statoRicalcolo(ultimo.data ?? null, statistiche.data) : null;
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
      {/* Decision 0926: before the first recompute a count of 0 would read as a clean register. */}
      {stato !== 'mai' && (
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
      )}
      {elenco.isError && <ErroreLista error={elenco.error} onRetry={() => void elenco.refetch()} />}
      {elenco.isPending && <Loading />}
      {elenco.data &&
        righe.length === 0 &&
        (stato === 'mai' ? (
          // Decision 0926: before the first recompute an empty list is not a clean register.
          <Alert color="orange" variant="light" data-testid="controlli-mai-calcolati">
            {puo('controlli.gestisci') ? (
              <>
                {MSG_MAI_CALCOLATI}: si calcolano con «Ricalcola» nella{' '}
                <Anchor component={Link} to="/b/controlli">
                  pagina Controlli
                </Anchor>
                .
              </>
            ) : (
              testoMaiCalcolati(false)
            )}
          </Alert>
        ) : (
          <Text>Nessun rilievo</Text>
        ))}
      {righe.length > 0 && (
        // Decision 0926: below sm a finding is a block (tabella-impilata.module.css): nothing scrolls.
        <Table striped className={tabella.impilata} data-testid="elenco-controlli">
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
                        {c.altre_persone === 1 ? 'e un’altra persona' : `e altre ${c.altre_persone} persone`}
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
                <Table.Td data-etichetta="Chi può correggere">
                  {c.unita.length === 0 ? 'Segreteria' : c.unita.map((u) => u.descrizione).join(', ')}
                </Table.Td>
                <Table.Td ta="right">
                  <Stack gap={4} align="flex-end">
                    {puo('persone.unisci') && DOPPI.includes(tipo) && c.persone.length > 1 && (
                      <PulsanteUnisci
                        ids={c.persone.map((p) => p.id_persona)}
                        onUnisci={() => setDaUnire(c)}
                      />
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
