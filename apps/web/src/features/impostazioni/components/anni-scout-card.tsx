import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatData, formatEuro } from '@zaino/domain/formato';
import { type ReactNode, useRef, useState } from 'react';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type AnnoScoutImpostazioni, useAnniScoutImpostazioni } from '../api/anni-scout-impostazioni.ts';
import { useCambiaAnnoScout, useNuovoAnnoScout } from '../api/segreteria-anni.ts';
import { AnnoScoutDialog, CAMPI_DATA, CAMPI_IMPORTO } from './anno-scout-dialog.tsx';
import { SaldiAnnoDialog } from './saldi-anno-dialog.tsx';

/** Spec 2 §4 "activation warns that non-admins may lose the permission to undo" (decision 1302). */
export const AVVISO_ATTIVAZIONE =
  "Le nomine, i permessi e le schermate di tutti seguono l'anno attivo. Chi non ha una nomina di amministratore nel nuovo anno attivo, anche tu, perde i permessi e non potrà tornare indietro.";

type Dialogo =
  | { tipo: 'modifica'; anno: AnnoScoutImpostazioni }
  | { tipo: 'saldi'; anno: number }
  | { tipo: 'attiva'; anno: number }
  | { tipo: 'nuovo'; anno: number }
  | null;

function Azioni({
  anno,
  gestisce,
  apri,
}: {
  anno: AnnoScoutImpostazioni;
  gestisce: boolean;
  apri: (d: Dialogo) => void;
}) {
  if (!gestisce) return null;
  const nome = formatAnnoScout(anno.anno_scout);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={`Modifica ${nome}`}
        onClick={() => apri({ tipo: 'modifica', anno })}
      >
        Modifica
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        aria-label={`Saldi iniziali ${nome}`}
        onClick={() => apri({ tipo: 'saldi', anno: anno.anno_scout })}
      >
        Saldi
      </Button>
      {!anno.attivo && (
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          aria-label={`Attiva ${nome}`}
          onClick={() => apri({ tipo: 'attiva', anno: anno.anno_scout })}
        >
          Attiva
        </Button>
      )}
    </Group>
  );
}

const StatoAnno = ({ anno }: { anno: AnnoScoutImpostazioni }) =>
  anno.attivo ? (
    <Badge color="green" variant="light">
      Attivo
    </Badge>
  ) : null;

/** Wide screens: one row per year, dates and fees in columns. */
function TabellaAnni({
  anni,
  azioni,
}: {
  anni: AnnoScoutImpostazioni[];
  azioni: (a: AnnoScoutImpostazioni) => ReactNode;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid="tabella-anni-scout">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Anno</Table.Th>
          <Table.Th scope="col">Date</Table.Th>
          <Table.Th scope="col">Quote</Table.Th>
          <Table.Th scope="col">Mora</Table.Th>
          <Table.Th scope="col">Azioni</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {anni.map((a) => (
          <Table.Tr key={a.anno_scout} data-testid={`anno-${a.anno_scout}`}>
            <Table.Th scope="row">
              <Stack gap={4} align="flex-start">
                <Text fw={700} fz="sm">
                  {formatAnnoScout(a.anno_scout)}
                </Text>
                <StatoAnno anno={a} />
              </Stack>
            </Table.Th>
            <Table.Td>
              <Elenco voci={CAMPI_DATA.map(([c, l]) => [l, formatData(String(a[c]))])} />
            </Table.Td>
            <Table.Td>
              <Elenco
                voci={CAMPI_IMPORTO.slice(0, 4).map(([c, l]) => [l.replace('Quota ', ''), formatEuro(a[c])])}
              />
            </Table.Td>
            <Table.Td>
              <Elenco
                voci={CAMPI_IMPORTO.slice(4).map(([c, l]) => [l.replace('Mora ', ''), formatEuro(a[c])])}
              />
            </Table.Td>
            <Table.Td>{azioni(a)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Elenco({ voci }: { voci: [string, string][] }) {
  return (
    <Stack gap={0}>
      {voci.map(([l, v]) => (
        <Text key={l} fz="sm">
          <Text span c="dimmed" fz="sm">
            {l}:
          </Text>{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{v}</span>
        </Text>
      ))}
    </Stack>
  );
}

/** Phones: one card per year, every field one under the other (nothing scrolls sideways). */
function SchedeAnni({
  anni,
  azioni,
}: {
  anni: AnnoScoutImpostazioni[];
  azioni: (a: AnnoScoutImpostazioni) => ReactNode;
}) {
  return (
    <Stack gap="sm" data-testid="tabella-anni-scout">
      {anni.map((a) => (
        <Card key={a.anno_scout} withBorder padding="sm" data-testid={`anno-${a.anno_scout}`}>
          <Stack gap="xs">
            <Group gap="xs">
              <Text fw={700}>{formatAnnoScout(a.anno_scout)}</Text>
              <StatoAnno anno={a} />
            </Group>
            <Elenco
              voci={[
                ...CAMPI_DATA.map(([c, l]) => [l, formatData(String(a[c]))] as [string, string]),
                ...CAMPI_IMPORTO.map(([c, l]) => [l, formatEuro(a[c])] as [string, string]),
              ]}
            />
            {azioni(a)}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Spec 2 §2 settings, §3 AnnoScout, §4 activation, §7: the card 'Anni scout' of /b/impostazioni. The
 * administrators (impostazioni.gestisci) edit each year, its opening balances, activate a non-active
 * one after the warning, and add the next one; the auditor reads the table.
 */
export function AnniScoutCard() {
  const anni = useAnniScoutImpostazioni();
  const { puo } = useViewer();
  const gestisce = puo('impostazioni.gestisci');
  const largo = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const nuovo = useNuovoAnnoScout();
  const cambia = useCambiaAnnoScout();
  // The edit and balances dialogs are mounted only while open, so Mantine cannot give the focus
  // back when they close: the card gives it back to the button that opened them (decision 1025).
  const ritorno = useRef<HTMLElement | null>(null);
  const apri = (d: Dialogo) => {
    ritorno.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialogo(d);
  };
  const chiudi = () => {
    setDialogo(null);
    const bottone = ritorno.current;
    setTimeout(() => {
      if (bottone?.isConnected) bottone.focus();
    });
  };

  const creaNuovo = async (anno: number) => {
    try {
      await nuovo.mutateAsync(anno);
      notifySuccess('Dati aggiornati');
      chiudi();
    } catch (error) {
      reportError(error, 'nuovo anno scout');
      notifyError(errorMessage(error));
    }
  };
  const attiva = async (anno: number) => {
    try {
      await cambia.mutateAsync(anno);
      notifySuccess('Anno scout attivato con successo');
      chiudi();
    } catch (error) {
      reportError(error, 'cambia anno scout');
      notifyError(errorMessage(error));
    }
  };

  const elenco = anni.data ?? [];
  const prossimo = elenco.length > 0 ? Math.max(...elenco.map((a) => a.anno_scout)) + 1 : null;
  const azioni = (a: AnnoScoutImpostazioni) => <Azioni anno={a} gestisce={gestisce} apri={apri} />;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="titolo-anni-scout">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="titolo-anni-scout">
            Anni scout
          </Title>
          {gestisce && prossimo !== null && (
            <Button onClick={() => apri({ tipo: 'nuovo', anno: prossimo })}>Nuovo anno scout</Button>
          )}
        </Group>
        {anni.isPending ? (
          <Loading />
        ) : anni.isError ? (
          <ErroreLista error={anni.error} onRetry={() => void anni.refetch()} />
        ) : elenco.length === 0 ? (
          <Text c="dimmed">Nessun anno scout trovato</Text>
        ) : largo ? (
          <TabellaAnni anni={elenco} azioni={azioni} />
        ) : (
          <SchedeAnni anni={elenco} azioni={azioni} />
        )}
      </Stack>
      {dialogo?.tipo === 'modifica' && <AnnoScoutDialog anno={dialogo.anno} onClose={chiudi} />}
      {dialogo?.tipo === 'saldi' && <SaldiAnnoDialog anno_scout={dialogo.anno} onClose={chiudi} />}
      <ConfermaAzione
        opened={dialogo?.tipo === 'nuovo'}
        title="Nuovo anno scout"
        confirmLabel={`Crea ${dialogo?.tipo === 'nuovo' ? formatAnnoScout(dialogo.anno) : ''}`}
        distruttiva={false}
        loading={nuovo.isPending}
        onConfirm={() => dialogo?.tipo === 'nuovo' && void creaNuovo(dialogo.anno)}
        onClose={chiudi}
      >
        {dialogo?.tipo === 'nuovo' &&
          `Crea l'anno scout ${formatAnnoScout(dialogo.anno)} con le date dell'ultimo spostate avanti di un anno e gli stessi importi. Non diventa attivo.`}
      </ConfermaAzione>
      <ConfermaAzione
        opened={dialogo?.tipo === 'attiva'}
        title={`Attivare l'anno scout ${dialogo?.tipo === 'attiva' ? formatAnnoScout(dialogo.anno) : ''}?`}
        confirmLabel="Attiva"
        loading={cambia.isPending}
        onConfirm={() => dialogo?.tipo === 'attiva' && void attiva(dialogo.anno)}
        onClose={chiudi}
      >
        {AVVISO_ATTIVAZIONE}
      </ConfermaAzione>
    </Card>
  );
}
