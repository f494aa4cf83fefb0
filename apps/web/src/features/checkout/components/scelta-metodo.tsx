import { Group, Radio, Stack, Text } from '@mantine/core';
import type { MetodoCheckout } from '@zaino/domain/quote';
import { testoCommissioneMetodo } from '@zaino/domain/quote';

/** Spec 3 §2, §9: the front office's methods; each one's fee on the total is worded by the domain. */
const METODI: { metodo: MetodoCheckout; nome: string }[] = [
  { metodo: 'stripe', nome: 'Carta di credito o debito' },
  { metodo: 'satispay', nome: 'Satispay' },
  { metodo: 'bank', nome: 'Bonifico bancario' },
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
                  {testoCommissioneMetodo(m.metodo, totale)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
