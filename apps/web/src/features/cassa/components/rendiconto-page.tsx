import { Alert, Anchor, Card, Group, Stack, Table, Text, Title, useMatches } from '@mantine/core';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { coloreImporto, formatEuro } from '@zaino/domain/formato';
import { RISULTATO_SEZIONE, type SezioneRendiconto, TESTI_RENDICONTO } from '@zaino/domain/rendiconto-ets';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { type RendicontoEts, useRendiconto } from '../api/rendiconto.ts';
import { EsportaRendiconto } from './esporta-rendiconto.tsx';
import { useCassa } from './use-cassa.ts';

type Coppia = { anno: number; precedente: number };
type Lato = RendicontoEts['sezioni'][number]['uscite'];

const euro = (c: number, fz: 'xs' | 'sm', grassetto = false, colore = false) => (
  <Text
    component="span"
    fz={fz}
    fw={grassetto ? 700 : undefined}
    c={colore ? coloreImporto(c) : undefined}
    style={{ whiteSpace: 'nowrap' }}
  >
    {formatEuro(c)}
  </Text>
);

/** 'Avanzo/disavanzo' may wrap after its slash rather than run into the amounts on a phone. */
const aCapoDopoBarra = (testo: string): ReactNode =>
  testo.split('/').flatMap((parte, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the fixed pieces of one constant label.
    i === 0 ? [parte] : ['/', <wbr key={i} />, parte],
  );

function Riga({
  etichetta,
  importi,
  grassetto = false,
  colore = false,
}: {
  etichetta: ReactNode;
  importi: Coppia;
  grassetto?: boolean;
  colore?: boolean;
}) {
  // On a phone a bold 14.485,00 € in the standard size is wider than its column. (A hook, not a
  // responsive prop: that one puts a <style> inside the cell, into its text.)
  const fz = useMatches<'xs' | 'sm'>({ base: 'xs', sm: 'sm' });
  return (
    <Table.Tr>
      <Table.Td fw={grassetto ? 700 : undefined} style={{ overflowWrap: 'anywhere' }}>
        {typeof etichetta === 'string' ? aCapoDopoBarra(etichetta) : etichetta}
      </Table.Td>
      <Table.Td ta="right">{euro(importi.anno, fz, grassetto, colore)}</Table.Td>
      <Table.Td ta="right">{euro(importi.precedente, fz, grassetto, colore)}</Table.Td>
    </Table.Tr>
  );
}

// No scrolling frame: the line's title wraps so the two amounts fit a 360 px screen.
function Tabella({ titolo, anno, children }: { titolo: string; anno: number; children: ReactNode }) {
  return (
    <Table striped verticalSpacing={4} horizontalSpacing={6} fz="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{titolo}</Table.Th>
          <Table.Th ta="right" w={{ base: 96, sm: 130 }}>
            {formatAnnoScout(anno)}
          </Table.Th>
          <Table.Th ta="right" w={{ base: 96, sm: 130 }}>
            {formatAnnoScout(anno - 1)}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

function LatoSezione({ lato, anno }: { lato: Lato; anno: number }) {
  return (
    <Tabella titolo={lato.titolo} anno={anno}>
      {lato.righe.map((r) => (
        <Riga key={r.codice} etichetta={`${r.numero}) ${r.titolo}`} importi={r} />
      ))}
      <Riga etichetta={TESTI_RENDICONTO.totale} importi={lato.totale} grassetto />
    </Tabella>
  );
}

/**
 * Decision 1140 /b/cassa/rendiconto: the section's ETS cash-basis statement (Mod. D) of the chosen
 * scout year beside the previous one, sections A–E, exported as PDF or XLSX.
 */
export function RendicontoPage() {
  const { anno } = useCassa();
  const rendiconto = useRendiconto(anno);
  const r = rendiconto.data;
  return (
    <>
      <PageHeader
        title="Rendiconto per cassa"
        subtitle={`Sezione${anno === null ? '' : ` · anno scout ${formatAnnoScout(anno)}`} · modello D (DM 5 marzo 2020)`}
        breadcrumbs={[
          { label: 'Home', to: '/b' },
          { label: 'Cassa', to: '/b/cassa' },
          { label: 'Rendiconto' },
        ]}
      />
      <Group mb="md">
        <EsportaRendiconto anno={anno} />
      </Group>
      {anno === null && <Text c="dimmed">Scegliere un anno scout.</Text>}
      {rendiconto.isError && (
        <ErroreLista error={rendiconto.error} onRetry={() => void rendiconto.refetch()} />
      )}
      {rendiconto.isLoading && <Loading />}
      {r && (
        <Stack gap="md" data-testid="rendiconto">
          {r.non_classificate.length > 0 && (
            <Alert color="yellow" title="Voci senza riga del rendiconto">
              <Text size="sm" mb="xs">
                Questi importi sono nei totali ma non in una sezione: assegnare una riga a ciascuna voce su{' '}
                <Anchor component={Link} to="/b/cassa/voci" inherit>
                  Voci
                </Anchor>
                .
              </Text>
              <Tabella titolo="Voce" anno={r.anno_scout}>
                {r.non_classificate.map((n) => (
                  <Riga key={n.id_voce} etichetta={`${n.codice} ${n.descrizione}`} importi={n} />
                ))}
              </Tabella>
            </Alert>
          )}
          {r.sezioni.map((s) => (
            <Card
              key={s.sezione}
              withBorder
              radius="md"
              padding="sm"
              component="section"
              aria-labelledby={`sezione-${s.sezione}`}
            >
              <Title order={2} size="h4" mb="xs" id={`sezione-${s.sezione}`}>
                Sezione {s.sezione}
              </Title>
              <Stack gap="sm">
                <LatoSezione lato={s.uscite} anno={r.anno_scout} />
                <LatoSezione lato={s.entrate} anno={r.anno_scout} />
                {RISULTATO_SEZIONE[s.sezione as SezioneRendiconto] && (
                  <Tabella titolo="Risultato" anno={r.anno_scout}>
                    <Riga
                      etichetta={RISULTATO_SEZIONE[s.sezione as SezioneRendiconto]}
                      importi={s.risultato}
                      grassetto
                      colore
                    />
                  </Tabella>
                )}
              </Stack>
            </Card>
          ))}
          <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="totali-rendiconto">
            <Title order={2} size="h4" mb="xs" id="totali-rendiconto">
              Totali
            </Title>
            <Tabella titolo="Gestione" anno={r.anno_scout}>
              <Riga etichetta={TESTI_RENDICONTO.totaleUscite} importi={r.totale_uscite} grassetto />
              <Riga etichetta={TESTI_RENDICONTO.totaleEntrate} importi={r.totale_entrate} grassetto />
              <Riga etichetta={TESTI_RENDICONTO.risultato} importi={r.risultato} grassetto colore />
            </Tabella>
          </Card>
        </Stack>
      )}
    </>
  );
}
