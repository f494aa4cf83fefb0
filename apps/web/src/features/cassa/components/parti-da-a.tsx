import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { SceltaParte } from './scelta-parte.tsx';
import type { Soggetto } from './soggetto.ts';

/**
 * Spec 3 §4–§5: payer ('Da') and payee ('A') of a payment or a due, each with the party picker; a
 * transfer between two methods keeps the payee equal to the payer, otherwise a button swaps them.
 */
export function PartiDaA({
  da,
  a,
  onDa,
  onA,
  errori,
  bloccaA = false,
  testId,
}: {
  da: Soggetto | null;
  a: Soggetto | null;
  onDa: (s: Soggetto | null) => void;
  onA: (s: Soggetto | null) => void;
  errori: { da?: string; a?: string };
  /** a transfer: the payee is the payer */
  bloccaA?: boolean;
  testId: string;
}) {
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <SceltaParte label="Da" valore={da} onChange={onDa} errore={errori.da} testId={`${testId}-da`} />
        <SceltaParte
          label="A"
          valore={bloccaA ? da : a}
          onChange={onA}
          errore={errori.a}
          disabled={bloccaA}
          testId={`${testId}-a`}
        />
      </SimpleGrid>
      {!bloccaA && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconArrowsExchange size={14} />}
          onClick={() => {
            onDa(a);
            onA(da);
          }}
        >
          Scambia pagante e beneficiario
        </Button>
      )}
    </Stack>
  );
}
