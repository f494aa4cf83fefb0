import { Group, Radio, Stack, Text } from '@mantine/core';
import type { MetodoCheckout } from '@zaino/domain/quote';
import { commissioneSatispay, testoCommissioneCarta } from '@zaino/domain/quote';
import { formatEuro } from '@zaino/domain/formato';

/** Spec 3 §2, §9: the front office's methods, each with its fee on the total (fees from the domain). */
const METODI: { metodo: MetodoCheckout; nome: string; commissione: (totale: number) => string }[] = [
  {
    metodo: 'stripe',
    nome: 'Carta di credito o debito',
    // Spec 3 §9: the card fee rounded up to whole euros, worded as an upper bound of the exact fee
    // the summary shows (decision 1209).
    commissione: testoCommissioneCarta,
  },
  {
    metodo: 'satispay',
    nome: 'Satispay',
    commissione: (t) => `Commissione: ${formatEuro(commissioneSatispay(t))}`,
  },
  {
    metodo: 'bank',
    nome: 'Bonifico bancario',
    commissione: () => 'Nessuna commissione (solo eventuali costi della tua banca)',
  },
];

const CARD = { card: { minHeight: 56 } } as const;

interface Props {
  value: MetodoCheckout | null;
  /** Dues and donation, cents: what each fee is computed on. */
  totale: number;
  disabled: boolean;
  onChange: (m: MetodoCheckout) => void;
}

/** Spec 3 §2: the method choice (card via Stripe, Satispay, bank transfer). */
export function SceltaMetodo({ value, totale, disabled, onChange }: Props) {
  // One Tab stop for the group (WAI-ARIA radio group): the chosen method, else the first; the arrows
  // move between the methods (Mantine's Radio.Card), so Tab goes on to the start button.
  const fermata = value ?? METODI[0]!.metodo;
  return (
    <Radio.Group
      label="Metodo di pagamento"
      value={value}
      onChange={(v) => onChange(v as MetodoCheckout)}
      labelProps={{ fz: 'md', fw: 700, mb: 'xs' }}
    >
      <Stack gap="sm">
        {METODI.map((m) => (
          <Radio.Card
            key={m.metodo}
            value={m.metodo}
            radius="md"
            p="sm"
            styles={CARD}
            disabled={disabled}
            tabIndex={m.metodo === fermata ? 0 : -1}
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600} fz="sm">
                  {m.nome}
                </Text>
                <Text fz="xs" c="dimmed">
                  {m.commissione(totale)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
