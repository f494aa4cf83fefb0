import { Anchor, Stack, Table, Title } from '@mantine/core';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { etichettaMetodi } from '@zaino/domain/form-tesoreria';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useViewer } from '../../../../../app/shell/use-viewer.ts';
import { ErroreLista } from '../../../../../components/errore-lista.tsx';
import { Importo } from '../../../../../components/importo.tsx';
import { Loading } from '../../../../../components/loading.tsx';
import { StatoCausale, StatoPagamento } from '../../../../../components/stati-tesoreria.tsx';
import { mostraData } from '../../../../../lib/data-ora.ts';
import { nomeParte } from '../../../../../lib/parte.ts';
import { usePagamentiPersona } from '../../../api/pagamenti-persona.ts';
import type { TabProps } from '../../../persona-tabs.ts';

/**
 * Spec 2 §2 'Pagamenti & Quote': the person's dues and payments, amounts negative when the person
 * pays. Clicking through to a transaction is the super level's (spec 3 §6: 'tesoreria.scrivi'), and so
 * are a new payment or due with the person as payer (the treasury's dialogs, composed by the app).
 */
export function PagamentiTab({ idPersona, azioniPagamenti: Azioni }: TabProps) {
  const q = usePagamentiPersona(idPersona);
  const { puo } = useViewer();
  const apri = puo('tesoreria.scrivi');
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErroreLista error={q.error} onRetry={() => void q.refetch()} />;
  const { id_parte, nome, dovuti, pagamenti } = q.data;
  const link = (tipo: string, id: number, testo: ReactNode) =>
    apri ? (
      <Anchor component={Link} to={`/b/persona/${idPersona}/${tipo}/${id}/mostra`}>
        {testo}
      </Anchor>
    ) : (
      testo
    );
  return (
    <Stack gap="lg">
      {Azioni && id_parte != null && (
        <Suspense fallback={null}>
          <Azioni id_parte={id_parte} nome={nome} />
        </Suspense>
      )}
      <section>
        <Title order={2} fz="lg" mb="xs">
          Quote e causali
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Causale</Table.Th>
                <Table.Th ta="right">Importo</Table.Th>
                <Table.Th>Stato</Table.Th>
                <Table.Th>Anno</Table.Th>
                <Table.Th>Da/A</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dovuti.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5} c="dimmed">
                    Nessuna causale trovata
                  </Table.Td>
                </Table.Tr>
              )}
              {dovuti.map((d) => {
                const paga = d.id_parte_da === id_parte;
                return (
                  <Table.Tr key={d.id_transazione_economica} data-testid="riga-dovuto">
                    <Table.Td>
                      {link('transazioneEconomica', d.id_transazione_economica, d.causale_desc)}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Importo centesimi={paga ? -d.importo : d.importo} />
                    </Table.Td>
                    <Table.Td>
                      <StatoCausale stato={d.stato} />
                    </Table.Td>
                    <Table.Td>{formatAnnoScout(d.anno_scout)}</Table.Td>
                    <Table.Td>
                      {paga ? nomeParte(d.parte_a, d.id_parte_a) : nomeParte(d.parte_da, d.id_parte_da)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
      <section>
        <Title order={2} fz="lg" mb="xs">
          Pagamenti
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pagato il</Table.Th>
                <Table.Th ta="right">Importo</Table.Th>
                <Table.Th>Stato</Table.Th>
                <Table.Th>Metodo</Table.Th>
                <Table.Th>Da/A</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pagamenti.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5} c="dimmed">
                    Nessuna transazione
                  </Table.Td>
                </Table.Tr>
              )}
              {pagamenti.map((p) => {
                const paga = p.id_parte_da === id_parte;
                return (
                  <Table.Tr key={p.id_transazione_finanziaria} data-testid="riga-pagamento-persona">
                    <Table.Td>
                      {link(
                        'transazioneFinanziaria',
                        p.id_transazione_finanziaria,
                        mostraData(p.data_pagata ?? p.data_creata),
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Importo centesimi={paga ? -p.importo : p.importo} />
                    </Table.Td>
                    <Table.Td>
                      <StatoPagamento stato={p.stato} />
                    </Table.Td>
                    <Table.Td>{etichettaMetodi(p.tipo_da, p.tipo_a) ?? p.tipo_da}</Table.Td>
                    <Table.Td>
                      {paga ? nomeParte(p.parte_a, p.id_parte_a) : nomeParte(p.parte_da, p.id_parte_da)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
    </Stack>
  );
}
