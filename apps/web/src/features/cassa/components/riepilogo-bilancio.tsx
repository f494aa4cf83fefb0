import { Table } from '@mantine/core';
import type { ImportiBilancio, TotaliBilancio } from '@zaino/domain/bilancio';
import { Importo } from '../../../components/importo.tsx';

/** Expenses are amounts spent, shown positive and in the text's colour: never red, never signed. */
export const NEUTRO = 'var(--mantine-color-text)';

const RIGHE = [
  { chiave: 'entrate', etichetta: 'Entrate', colore: undefined },
  { chiave: 'uscite', etichetta: 'Uscite', colore: NEUTRO },
  { chiave: 'risultato', etichetta: 'Risultato', colore: undefined },
] as const;

/**
 * The budget at a glance (decision 1121): income and expense totals, each the sum of its section's
 * lines, and the result (income minus expense), signed and green or red by its sign (spec 3 §9).
 */
export function RiepilogoBilancio({ totali }: { totali: TotaliBilancio }) {
  return (
    <Table withTableBorder maw={520} mb="lg" data-testid="totali-bilancio">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Totali</Table.Th>
          <Table.Th ta="right">Preventivo</Table.Th>
          <Table.Th ta="right">Consuntivo</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {RIGHE.map(({ chiave, etichetta, colore }) => {
          const forte = chiave === 'risultato' ? 700 : undefined;
          const cella = (colonna: keyof ImportiBilancio) => (
            <Table.Td ta="right">
              <Importo
                centesimi={totali[chiave][colonna]}
                {...(colore && { c: colore })}
                fw={forte}
                data-testid={`${chiave === 'risultato' ? 'risultato' : `totale-${chiave}`}-${colonna}`}
                data-centesimi={totali[chiave][colonna]}
              />
            </Table.Td>
          );
          return (
            <Table.Tr key={chiave}>
              <Table.Th fw={forte ?? 500}>{etichetta}</Table.Th>
              {cella('preventivo')}
              {cella('consuntivo')}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
