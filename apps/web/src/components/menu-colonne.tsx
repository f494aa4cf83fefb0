import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

interface Props<Id extends string> {
  colonne: readonly { id: Id; titolo: string }[];
  nascoste: readonly Id[];
  onChange: (nascoste: Id[]) => void;
}

/** Spec 3 §2 'user-selectable visible columns': the 'Colonne' menu of a table. */
export function MenuColonne<Id extends string>({ colonne, nascoste, onChange }: Props<Id>) {
  const attiva = (id: Id) =>
    onChange(nascoste.includes(id) ? nascoste.filter((x) => x !== id) : [...nascoste, id]);
  return (
    <Menu closeOnItemClick={false} position="bottom-start">
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Colonne
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {colonne.map((c) => (
          <Menu.Item key={c.id} onClick={() => attiva(c.id)}>
            {/* The item takes the click: a click on the checkbox's label would also click its input,
                whose event reaches the item a second time and toggles the column back. */}
            <Checkbox
              label={c.titolo}
              checked={!nascoste.includes(c.id)}
              readOnly
              tabIndex={-1}
              style={{ pointerEvents: 'none' }}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
