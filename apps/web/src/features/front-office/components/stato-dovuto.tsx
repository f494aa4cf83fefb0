import { Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleHalf2,
  IconCircleX,
  IconClockHour4,
  IconProgress,
  IconRefresh,
} from '@tabler/icons-react';
import { etichettaStatoDovuto, type IconaDovuto, iconaStatoDovuto } from '@zaino/domain/transazioni';
import type { ComponentType } from 'react';

/** Spec 3 §4: the icon and colour of each due state (green check, red cross, otherwise orange sync). */
const ICONE: Record<IconaDovuto, { Icona: ComponentType<{ size?: number }>; colore: string }> = {
  completata: { Icona: IconCircleCheck, colore: 'green' },
  incorso: { Icona: IconClockHour4, colore: 'blue' },
  parziale: { Icona: IconCircleHalf2, colore: 'yellow' },
  parziale_incorso: { Icona: IconProgress, colore: 'blue' },
  no: { Icona: IconCircleX, colore: 'red' },
  sync: { Icona: IconRefresh, colore: 'orange' },
};

/** Spec 3 §4: a due's state as its icon and its label. */
export function StatoDovuto({ stato }: { stato: string }) {
  const { Icona, colore } = ICONE[iconaStatoDovuto(stato)];
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon color={colore} variant="light" radius="xl" size={28} aria-hidden>
        <Icona size={18} />
      </ThemeIcon>
      <Text fz="sm">{etichettaStatoDovuto(stato)}</Text>
    </Group>
  );
}
