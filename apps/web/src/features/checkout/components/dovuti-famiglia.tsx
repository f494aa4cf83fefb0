import { Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatEuro } from '@zaino/domain/formato';
import type { DovutoFamiglia, PersonaCheckout } from '../api/get-dovuti-checkout.ts';

/** A due the family may pay now, with what is still owed on it. */
export interface DovutoPagabile {
  dovuto: DovutoFamiglia;
  residuo: number;
  /** Why it cannot be paid online now (an enrolment fee before privacy, or on trial): else null. */
  bloccato: string | null;
}

interface Props {
  persone: { persona: PersonaCheckout; dovuti: DovutoPagabile[] }[];
  nelCarrello: ReadonlySet<number>;
  disabled: boolean;
  onCambia: (d: DovutoPagabile, presente: boolean) => void;
}

const CARD = { card: { minHeight: 56 } } as const;

/** Spec 3 §2: the family's dues, one card per person; each due goes in or out of the cart. */
export function DovutiFamiglia({ persone, nelCarrello, disabled, onCambia }: Props) {
  return (
    <Stack gap="md">
      {persone.map(({ persona, dovuti }) => (
        <Card
          key={persona.id_persona}
          withBorder
          radius="lg"
          padding="md"
          component="section"
          aria-labelledby={`dovuti-${persona.id_persona}`}
        >
          <Title order={2} fz="lg" mb="sm" id={`dovuti-${persona.id_persona}`}>
            {`${persona.nome ?? ''} ${persona.cognome ?? ''}`.trim()}
          </Title>
          <Stack gap="sm">
            {dovuti.map((d) => (
              <Checkbox.Card
                key={d.dovuto.id_transazione_economica}
                radius="md"
                p="sm"
                styles={CARD}
                checked={nelCarrello.has(d.dovuto.id_transazione_economica)}
                onChange={(presente) => onCambia(d, presente)}
                disabled={disabled || d.bloccato != null}
                data-testid="dovuto"
                aria-label={`${d.dovuto.causale_desc}, ${formatEuro(d.residuo)}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox.Indicator mt={2} />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {d.dovuto.causale_desc}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      Anno scout {formatAnnoScout(d.dovuto.anno_scout)}
                      {d.residuo < d.dovuto.importo &&
                        ` · restano ${formatEuro(d.residuo)} di ${formatEuro(d.dovuto.importo)}`}
                    </Text>
                    {d.bloccato && (
                      <Text fz="xs" c="orange.9">
                        {d.bloccato}
                      </Text>
                    )}
                  </div>
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(d.residuo)}
                  </Text>
                </Group>
              </Checkbox.Card>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
