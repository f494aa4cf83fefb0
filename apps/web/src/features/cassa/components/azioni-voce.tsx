import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconReceipt, IconTrash } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';

interface Props {
  id_voce: number;
  codice: string;
  /** Edit and delete are offered only to those who may write the treasury. */
  puoScrivere: boolean;
  modifica: { etichetta: string; onClick: () => void };
  elimina: { etichetta: string; onClick: () => void; disabilitata?: boolean; suggerimento?: string };
  /** under the code on a phone (left), at the end of the row otherwise */
  aSinistra?: boolean;
}

/** The icons at the end of an item's row (spec 3 §2 voci, bilanci): its dues, edit, delete. */
export function AzioniVoce({ id_voce, codice, puoScrivere, modifica, elimina, aSinistra }: Props) {
  const cestino: ReactElement = (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={elimina.etichetta}
      disabled={elimina.disabilitata}
      onClick={elimina.onClick}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
  return (
    <Group gap={4} justify={aSinistra ? 'flex-start' : 'flex-end'} wrap="nowrap">
      <Tooltip label="Causali della voce">
        <ActionIcon
          component={Link}
          to={`/b/cassa/causali?voce=${id_voce}`}
          variant="subtle"
          size="lg"
          aria-label={`Causali della voce ${codice}`}
        >
          <IconReceipt size={18} />
        </ActionIcon>
      </Tooltip>
      {puoScrivere && (
        <ActionIcon variant="subtle" size="lg" aria-label={modifica.etichetta} onClick={modifica.onClick}>
          <IconEdit size={18} />
        </ActionIcon>
      )}
      {puoScrivere &&
        (elimina.suggerimento ? <Tooltip label={elimina.suggerimento}>{cestino}</Tooltip> : cestino)}
    </Group>
  );
}
