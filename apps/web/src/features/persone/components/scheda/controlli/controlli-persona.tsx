import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CORREZIONI_CONTROLLI, NOMI_CONTROLLI, testoRilievo } from '@zaino/domain/controlli';
import { Link } from 'react-router';
import { ErroreLista } from '../../../../../components/errore-lista.tsx';
import { type ControlloPersona, useControlliPersona } from '../../../api/controlli-persona.ts';
import { nomeCompleto } from '../../../nome-completo.ts';

function dettagli(c: ControlloPersona): Record<string, unknown> {
  try {
    return JSON.parse(c.dettagli) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Decision 1402: the open findings of the data-quality checks about this person, for whoever leads
 * them (the person's viewerCan has 'controlli.leggiPersona'): each check's name as the checks page
 * names it, what was found and what to fix. Nothing when there are none. Administrators also get a
 * link to the check's list (the checks pages are theirs only, spec 3 §1).
 */
export function ControlliPersona({
  idPersona,
  attiva,
  linkAlControllo,
}: {
  idPersona: number;
  attiva: boolean;
  linkAlControllo: boolean;
}) {
  const q = useControlliPersona(idPersona, attiva);
  if (q.isError) return <ErroreLista error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data || q.data.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title="Controlli sui dati"
      role="region"
      aria-label="Controlli sui dati"
      mb="md"
      data-testid="controlli-persona"
    >
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {q.data.map((c) => {
          const altre = c.persone.filter((p) => p.id_persona !== idPersona);
          return (
            <li key={c.id_controllo}>
              <Text size="sm" fw={600}>
                {NOMI_CONTROLLI[c.tipo]}
              </Text>
              <Text size="sm">{testoRilievo(c.tipo, dettagli(c))}</Text>
              {(altre.length > 0 || c.altre_persone > 0) && (
                <Text size="sm">
                  Riguarda anche:{' '}
                  {altre.map((p, i) => (
                    <span key={p.id_persona}>
                      {i > 0 && ', '}
                      <Anchor component={Link} to={`/b/persona/${p.id_persona}/mostra`} inherit>
                        {nomeCompleto(p) || `Persona ${p.id_persona}`}
                      </Anchor>
                    </span>
                  ))}
                  {c.altre_persone > 0 &&
                    `${altre.length > 0 ? ' e ' : ''}${c.altre_persone === 1 ? 'un’altra persona' : `altre ${c.altre_persone} persone`}`}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {CORREZIONI_CONTROLLI[c.tipo]}
              </Text>
              {linkAlControllo && (
                <Anchor component={Link} to={`/b/controlli/${c.tipo}`} size="sm">
                  Vai al controllo {NOMI_CONTROLLI[c.tipo]}
                </Anchor>
              )}
            </li>
          );
        })}
      </Stack>
    </Alert>
  );
}
