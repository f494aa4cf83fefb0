import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value of the tab's cards. */
export function Voce({
  etichetta,
  children,
  testId,
}: {
  etichetta: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {etichetta}
      </Text>
      <Text fw={500} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** Spec 2 §3: a consent is yes, no or unknown. */
export const consenso = (v: boolean | null | undefined) =>
  v === true ? 'Sì' : v === false ? 'No' : 'Non espresso';

/** Spec 2 §3 consents, with what each one covers. */
export const CONSENSI = [
  ['consenso_i', 'Dati personali'],
  ['consenso_l', 'Comunicazioni promozionali'],
  ['consenso_s', 'Dati sanitari'],
  ['consenso_t', 'Uso delle immagini'],
] as const;

/** The failure toast text of spec 2 §8. */
export const erroreDi = (e: unknown) => (e instanceof Error ? e.message : String(e));
