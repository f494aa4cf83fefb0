import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconCheck,
  IconClock,
  IconProgress,
  IconProgressCheck,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { badgeStatoPagamento, etichettaStatoDovuto, iconaStatoDovuto } from '@zaino/domain/transazioni';

// The states of a payment and of a due as every treasury screen shows them (spec 3 §4).

/** Spec 3 §4: initiated and rejected red, completed green, others yellow. */
export const StatoPagamento = ({ stato }: { stato: string }) => {
  const b = badgeStatoPagamento(stato);
  return (
    <Badge color={b.colore} variant="light" style={{ textTransform: 'none' }}>
      {b.etichetta}
    </Badge>
  );
};

/** Spec 3 §4: green check, in progress, partial, partial in progress, red cross, else orange sync. */
const ICONE = {
  completata: { Icona: IconCheck, colore: 'green' },
  incorso: { Icona: IconClock, colore: 'yellow' },
  parziale: { Icona: IconProgressCheck, colore: 'blue' },
  parziale_incorso: { Icona: IconProgress, colore: 'yellow' },
  no: { Icona: IconX, colore: 'red' },
  sync: { Icona: IconRefresh, colore: 'orange' },
} as const;

export function StatoCausale({ stato }: { stato: string }) {
  const { Icona, colore } = ICONE[iconaStatoDovuto(stato)];
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon variant="light" color={colore} size="sm" radius="xl" aria-hidden>
        <Icona size={14} />
      </ThemeIcon>
      <Text fz="sm">{etichettaStatoDovuto(stato)}</Text>
    </Group>
  );
}
