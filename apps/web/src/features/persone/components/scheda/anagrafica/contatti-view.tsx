import { ActionIcon, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { formatTelefono, linkTel, linkWhatsapp } from '@zaino/domain/telefono';

export interface ContattoVisto {
  id_contatto: number;
  tipo: string;
  valore: string;
  notifica: boolean;
  chi?: string | null;
}

/** Spec 2 §2: contacts in view mode: emails with their notification flag, phones with tel and WhatsApp links. */
export function ContattiView({ contatti, vuoto }: { contatti: readonly ContattoVisto[]; vuoto: string }) {
  if (contatti.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {vuoto}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {contatti.map((c) =>
        c.tipo === 'e' ? (
          <Group key={c.id_contatto} gap="xs" data-testid="contatto-email">
            <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Anchor href={`mailto:${c.valore}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {c.valore}
            </Anchor>
            {c.notifica && (
              <Badge size="sm" variant="light" color="green" style={{ flexShrink: 0 }}>
                Notifiche
              </Badge>
            )}
            {c.chi && (
              <Badge size="sm" variant="outline" style={{ flexShrink: 0 }}>
                {c.chi}
              </Badge>
            )}
          </Group>
        ) : (
          <TelefonoRiga key={c.id_contatto} c={c} />
        ),
      )}
    </Stack>
  );
}

function TelefonoRiga({ c }: { c: ContattoVisto }) {
  const tel = linkTel(c.valore);
  const wa = linkWhatsapp(c.valore);
  const mostrato = formatTelefono(c.valore);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="contatto-telefono">
      <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
      {tel ? (
        <Anchor href={tel} fz="sm">
          {mostrato}
        </Anchor>
      ) : (
        <Text fz="sm">{mostrato}</Text>
      )}
      {wa && (
        <ActionIcon
          component="a"
          href={wa}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="green"
          size={36}
          aria-label={`WhatsApp ${mostrato}`}
        >
          <IconBrandWhatsapp size={20} />
        </ActionIcon>
      )}
      {c.chi && (
        <Badge size="sm" variant="outline" style={{ flexShrink: 0 }}>
          {c.chi}
        </Badge>
      )}
    </Group>
  );
}
