import { Anchor, Badge, Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconQuestionMark } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { IdColonna } from './colonne-registro.ts';
import type { RigaRegistro } from './righe-registro.ts';

/** Spec 2 §8: the icon and colour of each outcome of the national check. */
const ICONE_NAZIONALE = {
  corrisponde: { Icona: IconCheck, colore: 'green' },
  senza_tessera: { Icona: IconQuestionMark, colore: 'gray' },
  errori: { Icona: IconAlertTriangle, colore: 'orange' },
} as const;

/** A long name or surname wraps instead of widening the table (the table itself never wraps). */
const A_CAPO = { display: 'block', maxWidth: 160, whiteSpace: 'normal' } as const;

/** The cell of a column: the name is a real link (keyboard), the related members are badges. */
export function cella(id: IdColonna): ((r: RigaRegistro) => React.ReactNode) | undefined {
  if (id === 'nome')
    return (r) => (
      <Anchor
        component={Link}
        to={`/b/persona/${r.id_persona}/anagrafica`}
        onClick={(e) => e.stopPropagation()}
        fw={500}
        style={A_CAPO}
      >
        {r.nome || '—'}
      </Anchor>
    );
  if (id === 'cognome') return (r) => <span style={A_CAPO}>{r.cognome}</span>;
  if (id === 'soci')
    return (r) => (
      // Two long names wrap rather than widen the column: at 1280 px every column fits for a leader.
      <Group gap={4} wrap="wrap" maw={240}>
        {r.soci.map((s) =>
          s.id_persona ? (
            <Badge
              key={s.id_parentela}
              component={Link}
              to={`/b/persona/${s.id_persona}/anagrafica`}
              onClick={(e: React.MouseEvent) => e.stopPropagation()}
              variant="light"
              title={s.relazione}
              style={{ cursor: 'pointer', textTransform: 'none', flexShrink: 0 }}
              styles={{ label: { overflow: 'visible' } }}
            >
              {s.etichetta}
            </Badge>
          ) : (
            <Badge
              key={s.id_parentela}
              variant="outline"
              color="gray"
              title={s.relazione}
              style={{ textTransform: 'none', flexShrink: 0 }}
              styles={{ label: { overflow: 'visible' } }}
            >
              {s.etichetta}
            </Badge>
          ),
        )}
      </Group>
    );
  if (id === 'nazionale')
    // Spec 2 §8: a check, a question mark or a warning, the message on hover and for screen readers.
    return (r) => {
      if (r.nazionale === 'nessuna') return null;
      const { Icona, colore } = ICONE_NAZIONALE[r.nazionale];
      return (
        <Tooltip label={r.nazionaleTesto} multiline w={260} withArrow>
          <ThemeIcon
            variant="light"
            color={colore}
            size="sm"
            radius="xl"
            aria-label={r.nazionaleTesto}
            role="img"
          >
            <Icona size={14} aria-hidden />
          </ThemeIcon>
        </Tooltip>
      );
    };
  if (id === 'utenti')
    return (r) =>
      r.stato_account ? (
        <Badge
          variant="light"
          color={r.stato_account === 'attivo' ? 'green' : r.stato_account === 'creato' ? 'gray' : 'red'}
          style={{ textTransform: 'none', flexShrink: 0 }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {r.utenti}
        </Badge>
      ) : null;
  return undefined;
}
