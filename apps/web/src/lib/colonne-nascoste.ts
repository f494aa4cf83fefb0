import { useLocalStorage } from '@mantine/hooks';

/**
 * The columns of a table the user hid, kept in this browser under `zaino.{tabella}.colonneNascoste`;
 * until they choose, `suTelefono` on a phone-width screen and `altrove` (none unless given) on a wider one.
 */
export function useColonneNascoste<Id extends string>(
  tabella: string,
  suTelefono: Id[] = [],
  altrove: Id[] = [],
) {
  const telefono = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 48em)').matches;
  return useLocalStorage<Id[]>({
    key: `zaino.${tabella}.colonneNascoste`,
    defaultValue: telefono ? suTelefono : altrove,
  });
}
