import { Card, SimpleGrid, Text, ThemeIcon, Group } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconCash,
  IconCreditCard,
  IconDeviceMobile,
  IconListDetails,
  IconReceipt,
  IconReportMoney,
  IconFileCertificate,
  IconBell,
  IconFileImport,
  IconTags,
} from '@tabler/icons-react';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SaldoMetodi } from './saldo-metodi.tsx';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { useCassa } from './use-cassa.ts';

const SCHERMATE = [
  { to: '/b/cassa/pagamenti', titolo: 'Pagamenti', testo: 'Tutti i pagamenti', Icona: IconListDetails },
  { to: '/b/cassa/pagamenti/bank', titolo: 'Conto', testo: 'Pagamenti sul conto', Icona: IconBuildingBank },
  { to: '/b/cassa/pagamenti/cash', titolo: 'Contanti', testo: 'Pagamenti in contanti', Icona: IconCash },
  {
    to: '/b/cassa/pagamenti/satispay',
    titolo: 'Satispay',
    testo: 'Pagamenti Satispay',
    Icona: IconDeviceMobile,
  },
  { to: '/b/cassa/pagamenti/stripe', titolo: 'Stripe', testo: 'Pagamenti con carta', Icona: IconCreditCard },
  { to: '/b/cassa/causali', titolo: 'Causali', testo: 'Dovuti e quote', Icona: IconReceipt },
  {
    to: '/b/cassa/trasferimenti',
    titolo: 'Trasferimenti',
    testo: 'Tra conto, contanti e carte',
    Icona: IconArrowsExchange,
  },
  { to: '/b/cassa/voci', titolo: 'Voci', testo: 'Voci di bilancio', Icona: IconTags },
  { to: '/b/cassa/bilanci', titolo: 'Bilanci', testo: 'Preventivo e consuntivo', Icona: IconReportMoney },
  {
    to: '/b/cassa/estratti',
    titolo: 'Estratti conto',
    testo: 'Movimenti della banca da abbinare',
    Icona: IconFileImport,
    azione: 'estrattiBanca.leggi',
  },
  {
    to: '/b/cassa/promemoria',
    titolo: 'Promemoria',
    testo: 'Promemoria di pagamento delle quote',
    Icona: IconBell,
    azione: 'promemoria.leggi',
  },
  {
    to: '/b/cassa/rendiconto',
    titolo: 'Rendiconto',
    testo: 'Rendiconto per cassa ETS',
    Icona: IconFileCertificate,
  },
] as const;

/** Spec 3 §2 /b/cassa: the treasury of the party chosen in the unit selector, in the chosen year. */
export function CassaPage() {
  const { id_parte, nomeParte, anno } = useCassa();
  const { puo } = useViewer();
  // A screen with its own catalogue action shows only to whoever may open it.
  const schermate = SCHERMATE.filter((s) => !('azione' in s) || puo(s.azione));
  return (
    <>
      <PageHeader
        title="Cassa"
        subtitle={`${nomeParte}${anno === null ? '' : ` · anno scout ${formatAnnoScout(anno)}`}`}
        breadcrumbs={[{ label: 'Home', to: '/b' }, { label: 'Cassa' }]}
      />
      <SaldoMetodi id_parte={id_parte} anno={anno} tipo={null} />
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs">
        {schermate.map(({ to, titolo, testo, Icona }) => (
          <Card key={to} component={Link} to={to} withBorder radius="md" padding="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md" visibleFrom="sm">
                <Icona size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{titolo}</Text>
                <Text fz="sm" c="dimmed">
                  {testo}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
