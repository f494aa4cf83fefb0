import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconFileText, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { cambiaCarrello } from '@zaino/domain/carrello';
import { isoGiorno } from '@zaino/domain/date';
import { formatData } from '@zaino/domain/formato';
import { schedaIscrizione } from '@zaino/domain/scheda-iscrizione';
import { ETICHETTE_STATO, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { session } from '../../../lib/session-store.ts';
import type { AnnoAttivo, PersonaGestita } from '../api/get-persone-se.ts';
import { PassiIscrizione } from './passi-iscrizione.tsx';

// Loaded when a card needs them, so the home's first load stays small (DESIGN.md §9).
const DettaglioQuota = lazy(() =>
  import('./dettaglio-quota.tsx').then((m) => ({ default: m.DettaglioQuota })),
);
const PassoPagamentoDaPreparare = lazy(() =>
  import('./passo-pagamento-da-preparare.tsx').then((m) => ({ default: m.PassoPagamentoDaPreparare })),
);

/** Badge colour of each enrolment state (labels come from the domain). */
const COLORE_STATO: Record<StatoIscrizione, string> = {
  nessuna: 'gray',
  prevista: 'orange',
  inprova: 'yellow',
  incorso: 'blue',
  sezione: 'teal',
  completata: 'green',
};

function Azione({
  to,
  icon,
  children,
  onClick,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Button component={Link} to={to} size="md" fullWidth leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}

/** One enrolment card of the member home (spec 3 §2 and §4): the person, the four steps, the next action. */
export function PersonaCard({ persona, anno }: { persona: PersonaGestita; anno: AnnoAttivo | null }) {
  const iscrizione = persona.iscrizione;
  const stato = iscrizione?.stato_iscrizione as StatoIscrizione | undefined;
  const dovuto = iscrizione?.transazione_economica ?? null;
  const scheda = schedaIscrizione(
    {
      consenso_privacy: persona.consenso_privacy,
      data_conferma: persona.data_conferma,
      inizio_fiscale: anno?.inizio_fiscale,
      stato_iscrizione: stato,
      stato_dovuto: dovuto?.stato,
    },
    isoGiorno(new Date()),
  );
  const base = `/f/${persona.id_persona}`;
  const nome = `${persona.nome ?? ''} ${persona.cognome ?? ''}`.trim();

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid="persona-card"
      data-passo={iscrizione ? scheda.passo : 0}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text component="h2" fw={700} fz="lg" m={0} style={{ overflowWrap: 'anywhere' }}>
              {nome}
            </Text>
            {persona.data_nascita && (
              <Text fz="sm" c="dimmed">
                {persona.sesso === 'F' ? 'Nata' : persona.sesso === 'M' ? 'Nato' : 'Nato/a'} il{' '}
                {formatData(persona.data_nascita)}
              </Text>
            )}
          </div>
          {stato && (
            <Badge color={COLORE_STATO[stato] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {ETICHETTE_STATO[stato] ?? stato}
            </Badge>
          )}
        </Group>
        {!iscrizione ? (
          <>
            <Text fz="sm" c="dimmed">
              Nessuna iscrizione per l'anno in corso
            </Text>
            <Button
              component={Link}
              to={`${base}/utente/modifica`}
              variant="light"
              size="md"
              fullWidth
              leftSection={<IconUser size={18} />}
            >
              Dati utente
            </Button>
          </>
        ) : (
          <>
            <Text fz="sm">Iscrizione {formatAnnoScout(iscrizione.anno_scout)}</Text>
            <PassiIscrizione scheda={scheda} />
            {anno && scheda.passo >= 3 && scheda.pagamentoConsentito && (
              <Suspense fallback={null}>
                <DettaglioQuota
                  anno={anno}
                  categoria={iscrizione.categoria_quota}
                  importo={dovuto?.importo ?? null}
                  chiusa={scheda.pagamento !== 'not_done'}
                />
              </Suspense>
            )}
            {scheda.passo === 1 && (
              <Azione to={`${base}/privacy`} icon={<IconShieldCheck size={18} />}>
                Compila la privacy
              </Azione>
            )}
            {scheda.passo === 2 && (
              <Azione to={`${base}/anagrafica/modifica`} icon={<IconFileText size={18} />}>
                Conferma i dati anagrafici
              </Azione>
            )}
            {scheda.passo === 3 &&
              scheda.pagamentoConsentito &&
              (scheda.daPreparare ? (
                <Suspense fallback={null}>
                  <PassoPagamentoDaPreparare idIscrizione={iscrizione.id_iscrizione} />
                </Suspense>
              ) : (
                <Azione
                  to="/f/checkout"
                  icon={<IconCreditCard size={18} />}
                  // Spec 3 §4 step 3: the fee goes in the cart, and the cart opens.
                  onClick={() =>
                    dovuto &&
                    session.set((s) => ({
                      cart: cambiaCarrello(
                        s.cart,
                        {
                          id_transazione_economica: dovuto.id_transazione_economica,
                          importo: dovuto.importo,
                        },
                        true,
                      ),
                    }))
                  }
                >
                  Paga la quota
                </Azione>
              ))}
            {scheda.passo > 1 && (
              <Group gap="xs" justify="center">
                <Button component={Link} to={`${base}/privacy`} variant="subtle" size="md">
                  Privacy
                </Button>
                {scheda.passo > 2 && (
                  <Button component={Link} to={`${base}/anagrafica/modifica`} variant="subtle" size="md">
                    Dati anagrafici
                  </Button>
                )}
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
