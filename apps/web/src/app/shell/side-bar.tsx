import { Box, Divider, NavLink, Stack } from '@mantine/core';
import { IconCash, IconChartPie, IconId, IconListCheck, IconSettings, IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { azioniRichieste } from '../route-access.ts';
import { UnitSelector } from './unit-selector.tsx';
import { useViewer } from './use-viewer.ts';
import { YearSelector } from './year-selector.tsx';

interface Item {
  label: string;
  to: string;
  icon: typeof IconCash;
}

/** Spec 1 §2.4 back-office menu; an entry shows when the viewer has the actions its route names. */
const ITEMS: Item[] = [
  { label: 'Stato iscrizioni', to: '/b/stato-iscrizioni', icon: IconChartPie },
  { label: 'Soci', to: '/b/soci', icon: IconId },
  { label: 'Cassa', to: '/b/cassa', icon: IconCash },
  { label: 'Utenti', to: '/b/utenti', icon: IconUsers },
  { label: 'Impostazioni', to: '/b/impostazioni', icon: IconSettings },
  { label: 'Controlli', to: '/b/controlli', icon: IconListCheck },
];

/** The back-office side bar: the scout-year and unit selectors, then the menu. */
export function SideBar() {
  const { puo } = useViewer();
  const { pathname } = useLocation();
  const items = ITEMS.filter((item) => azioniRichieste(item.to).every(puo));
  return (
    <Box p="md" h="100%" style={{ overflowY: 'auto' }}>
      <Stack gap="sm">
        <YearSelector />
        <UnitSelector />
      </Stack>
      <Divider my="md" />
      <nav aria-label="Back office" data-testid="side-bar">
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.7} />}
            active={
              pathname === item.to ||
              pathname.startsWith(`${item.to}/`) ||
              (item.to === '/b/stato-iscrizioni' && pathname.replace(/\/$/, '') === '/b')
            }
            variant="light"
            color="green"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </nav>
    </Box>
  );
}
