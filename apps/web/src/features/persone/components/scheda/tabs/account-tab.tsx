import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { aDavantiA } from '@zaino/domain/formato';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { altriFigli } from '@zaino/domain/parentela';
import { suggerimentoAccount } from '@zaino/domain/utenti';
import { IconInfoCircle, IconLink, IconUnlink, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../../../components/error-display.tsx';
import { Loading } from '../../../../../components/loading.tsx';
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts';
import { usePersonaAccount } from '../../../api/account-persona.ts';
import {
  useAzzeraSecondoFattore,
  useModificaUtente,
  useScollegaParentela,
} from '../../../api/modifica-account.ts';
import { nomeCompleto } from '../../../nome-completo.ts';
import type { TabProps } from '../../../persona-tabs.ts';
import { ConfermaAzione } from '../../../../../components/conferma-azione.tsx';
import { UtenteCard, type UtenteVista } from '../../account/utente-card.tsx';

type Azione =
  | {
      tipo: 'elimina' | 'reset' | 'secondoFattore';
      utente: UtenteVista;
      id_persona: number;
      etichetta: string;
      altri: number;
    }
  | { tipo: 'scollega'; id_parentela: number; nome: string };

const SUGGERIMENTI = {
  se: 'La persona ha almeno 19 anni: crea un account a suo nome.',
  entrambi: 'La persona ha almeno 16 anni: puoi creare un account a suo nome e uno per un genitore.',
  genitore: 'La persona è minorenne: crea l’account di un genitore.',
} as const;

const oggi = () => new Date().toISOString().slice(0, 10);

/** Spec 2 §2 'Account & Parentele': users of the person and of the parents, with their actions. */
export function AccountTab({ idPersona }: TabProps) {
  const q = usePersonaAccount(idPersona);
  const modificaUtente = useModificaUtente();
  const azzeraSecondoFattore = useAzzeraSecondoFattore();
  const scollega = useScollegaParentela();
  const [azione, setAzione] = useState<Azione | null>(null);

  if (q.isPending) return <Loading />;
  if (q.isError || !q.data) {
    return (
      <ErrorDisplay
        error={q.error}
        notFoundMessage={NON_TROVATO.personaScheda}
        onRetry={() => void q.refetch()}
      />
    );
  }
  const p = q.data;
  const nome = nomeCompleto(p);
  const gestisci = p.viewerCan.includes('utente.gestisci');
  const genitori = p.parentele.filter((k) => k.id_persona_figlio === idPersona);
  const figli = p.parentele.filter((k) => k.id_persona_genitore === idPersona && k.figlio);
  const kinPropri = p.parentele.map((k) => ({
    id_persona_genitore: k.id_persona_genitore,
    id_persona_figlio: k.id_persona_figlio,
  }));

  const elimina = (utente: UtenteVista, id_persona: number, altri: number) => () =>
    setAzione({
      tipo: 'elimina',
      utente,
      id_persona,
      etichetta: utente.email ?? utente.username ?? nome,
      altri,
    });
  const reset = (utente: UtenteVista, id_persona: number) => () =>
    setAzione({
      tipo: 'reset',
      utente,
      id_persona,
      etichetta: utente.email ?? utente.username ?? nome,
      altri: 0,
    });

  /** Decision 0415: clearing a second factor is the section office's (the catalogue says whose). */
  const azzera = (viewerCan: readonly string[], utente: UtenteVista, id_persona: number) =>
    viewerCan.includes('utente.secondoFattore.azzera')
      ? () =>
          setAzione({
            tipo: 'secondoFattore',
            utente,
            id_persona,
            etichetta: utente.email ?? utente.username ?? nome,
            altri: 0,
          })
      : undefined;

  const conferma = async () => {
    if (!azione) return;
    try {
      if (azione.tipo === 'scollega') {
        await scollega.mutateAsync(azione.id_parentela);
        notifySuccess(`${azione.nome} scollegato/a con successo!`);
      } else if (azione.tipo === 'elimina') {
        await modificaUtente.mutateAsync({
          id_persona: azione.id_persona,
          id_utente: azione.utente.id_utente,
          azione: 'elimina',
        });
        notifySuccess(`${azione.etichetta} eliminato con successo!`);
      } else if (azione.tipo === 'secondoFattore') {
        await azzeraSecondoFattore.mutateAsync({
          id_persona: azione.id_persona,
          id_utente: azione.utente.id_utente,
        });
        notifySuccess(`Verifica in due passaggi di ${azione.etichetta} azzerata`);
      } else {
        await modificaUtente.mutateAsync({
          id_persona: azione.id_persona,
          id_utente: azione.utente.id_utente,
          azione: 'reset_password',
        });
        notifySuccess(
          `Password reimpostata: ${azione.etichetta} riceverà un codice per sceglierne una nuova`,
        );
      }
      setAzione(null);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="lg" data-testid="scheda-account">
      {gestisci && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={20} />}
          data-testid="suggerimento-account"
        >
          {SUGGERIMENTI[suggerimentoAccount(p.data_nascita, oggi())]}
        </Alert>
      )}

      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            Account di {nome}
          </Title>
          {gestisci && (
            <Group gap="xs" wrap="wrap">
              <Button
                component={Link}
                to={`/b/persona/${idPersona}/nuovo-account`}
                size="sm"
                leftSection={<IconUserPlus size={16} />}
              >
                Crea account
              </Button>
              <Button
                component={Link}
                to={`/b/persona/${idPersona}/associa-account`}
                size="sm"
                variant="light"
                leftSection={<IconLink size={16} />}
              >
                Collega account esistente
              </Button>
            </Group>
          )}
        </Group>
        {p.utenti.length === 0 ? (
          <Text c="dimmed">Nessun utente trovato</Text>
        ) : (
          p.utenti.map((u) => (
            <UtenteCard
              key={u.id_utente}
              utente={u}
              nome={nome}
              gestisci={gestisci}
              onElimina={elimina(u, idPersona, altriFigli(idPersona, -1, kinPropri).length)}
              onReset={reset(u, idPersona)}
              onAzzeraSecondoFattore={azzera(p.viewerCan, u, idPersona)}
            />
          ))
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          Genitori
        </Title>
        {genitori.length === 0 && <Text c="dimmed">Nessun genitore collegato</Text>}
        {genitori.map((k) => {
          const g = k.genitore;
          const nomeG = g ? nomeCompleto(g) : 'Persona non visibile';
          const gestisciG = g?.viewerCan.includes('utente.gestisci') ?? false;
          const altri = g ? altriFigli(g.id_persona, idPersona, g.parentele).length : 0;
          return (
            <Card key={k.id_parentela} withBorder radius="md" padding="sm" data-testid="genitore">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="wrap">
                    {g ? (
                      <Anchor component={Link} to={`/b/persona/${g.id_persona}/account`} fw={600}>
                        {nomeG}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{nomeG}</Text>
                    )}
                    <Badge tt="none" variant="light">
                      {k.desc}
                    </Badge>
                  </Group>
                  {gestisci && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconUnlink size={14} />}
                      onClick={() =>
                        setAzione({ tipo: 'scollega', id_parentela: k.id_parentela, nome: nomeG })
                      }
                    >
                      Scollega
                    </Button>
                  )}
                </Group>
                {g && g.utenti.length === 0 && (
                  <Group gap="xs" wrap="wrap">
                    <Text fz="sm" c="dimmed">
                      Nessun utente
                    </Text>
                    {gestisci && (
                      <Button
                        component={Link}
                        to={`/b/persona/${idPersona}/${g.id_persona}/nuovo-account`}
                        size="xs"
                        variant="light"
                      >
                        Crea account per {nomeG}
                      </Button>
                    )}
                  </Group>
                )}
                {g?.utenti.map((u) => (
                  <UtenteCard
                    key={u.id_utente}
                    utente={u}
                    nome={nomeG}
                    gestisci={gestisciG}
                    onElimina={elimina(u, g.id_persona, altri)}
                    onReset={reset(u, g.id_persona)}
                    onAzzeraSecondoFattore={azzera(g.viewerCan, u, g.id_persona)}
                  />
                ))}
              </Stack>
            </Card>
          );
        })}
      </Stack>

      {figli.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Figli
          </Title>
          {figli.map((k) => (
            <Group key={k.id_parentela} gap="xs">
              <Anchor component={Link} to={`/b/persona/${k.id_persona_figlio}/account`}>
                {nomeCompleto(k.figlio!)}
              </Anchor>
              <Text fz="sm" c="dimmed">
                ({k.desc})
              </Text>
            </Group>
          ))}
        </Stack>
      )}

      <ConfermaAzione
        opened={azione !== null}
        onClose={() => setAzione(null)}
        loading={modificaUtente.isPending || scollega.isPending || azzeraSecondoFattore.isPending}
        onConfirm={() => void conferma()}
        title={
          azione?.tipo === 'scollega'
            ? 'Scollegare il genitore?'
            : azione?.tipo === 'elimina'
              ? 'Eliminare l’utente?'
              : azione?.tipo === 'secondoFattore'
                ? 'Azzerare la verifica in due passaggi?'
                : 'Reimpostare la password?'
        }
        confirmLabel={
          azione?.tipo === 'scollega'
            ? 'Scollega'
            : azione?.tipo === 'elimina'
              ? 'Elimina'
              : azione?.tipo === 'secondoFattore'
                ? 'Azzera'
                : 'Reimposta'
        }
      >
        {azione?.tipo === 'scollega' && (
          <>
            {azione.nome} non sarà più collegato/a {aDavantiA(nome)} e perderà l’accesso ai suoi dati.
            L’account di {azione.nome} non viene eliminato.
          </>
        )}
        {azione?.tipo === 'elimina' && (
          <Stack gap="xs">
            <span>
              L’utente {azione.etichetta} sarà eliminato: non potrà più accedere, e il suo codice di
              registrazione non sarà più valido.
            </span>
            {azione.altri > 0 && (
              <Alert color="orange" variant="light" data-testid="avviso-altri-soci">
                {azione.altri === 1
                  ? 'Attenzione: questo utente è collegato anche a un altro socio, che perderà l’accesso con questo account.'
                  : `Attenzione: questo utente è collegato anche ad altri ${azione.altri} soci, che perderanno l’accesso con questo account.`}
              </Alert>
            )}
          </Stack>
        )}
        {azione?.tipo === 'secondoFattore' && (
          <>
            L’app di autenticazione e i codici di recupero di {azione.etichetta} non varranno più, e i suoi
            accessi in corso saranno chiusi. Al prossimo accesso basterà la password; chi ha un ruolo di
            sezione dovrà attivare di nuovo la verifica. Fallo solo dopo esserti accertato che sia davvero la
            persona a chiederlo.
          </>
        )}
        {azione?.tipo === 'reset' && (
          <>
            La password attuale di {azione.etichetta} non funzionerà più: riceverà per email un codice per
            sceglierne una nuova al prossimo accesso.
          </>
        )}
      </ConfermaAzione>
    </Stack>
  );
}
