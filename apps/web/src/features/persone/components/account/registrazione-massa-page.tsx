import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import {
  ERRORE_DEADLOCK,
  type EsitoNuovoUtente,
  RELAZIONE_STESSA_PERSONA,
  registrazioneMassaSchema,
} from '@zaino/domain/form-account';
import { nuovaRelazioneSchema } from '@zaino/domain/form-contatti';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { PlainSelect } from '../../../../components/plain-select.tsx';
import { validaModulo } from '../../../../lib/form.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { dimenticaSelezioneMassa, leggiSelezioneMassa } from '../../../../lib/selezione-massa.ts';
import { useAccountFamiglie } from '../../api/account-famiglie.ts';
import { useCreaUtentiInMassa } from '../../api/crea-utenti.ts';
import {
  leggiSelezione,
  msgDeadlock,
  nomeDi,
  type PersonaSelezionata,
  relazioneIniziale,
  relazioniOccupate,
  type TipoAccount,
  tipoAccount,
} from '../../registrazione-massa.ts';
import { InvitoUtente } from './invito-utente.tsx';

// Spec 2 §2/§3 /b/register: one email per selected person, 'Crea Utenti' for the rows not created
// yet (per-row states empty, loading, success, failed; clicking again retries only the failed ones),
// then an invite per user. Adults get their own account, minors a parent's (spec 2 §9, decision 0904).

type StatoRiga = 'empty' | 'loading' | 'success' | 'failed';

interface Riga {
  persona: PersonaSelezionata;
  tipo: TipoAccount;
  email: string;
  /** 'stessa persona', 'Mamma', 'Papà' or 'Altro' */
  scelta: string;
  altro: string;
  nome: string;
  cognome: string;
  stato: StatoRiga;
  errore: string | null;
  esito: EsitoNuovoUtente | null;
}

const oggi = () => new Date().toISOString().slice(0, 10);

const OPZIONI_GENITORE = [
  { value: 'Mamma', label: 'Mamma' },
  { value: 'Papà', label: 'Papà' },
  { value: 'Altro', label: 'Altro' },
];
const OPZIONI_TUTTE = [{ value: RELAZIONE_STESSA_PERSONA, label: 'Se stesso/a' }, ...OPZIONI_GENITORE];

/** The row's values as the server's item, validated with the same domain schemas. */
function valida(r: Riga) {
  const perGenitore = r.scelta !== RELAZIONE_STESSA_PERSONA;
  const relazione = perGenitore
    ? validaModulo(nuovaRelazioneSchema, { scelta: r.scelta, altro: r.altro })
    : null;
  const item = validaModulo(registrazioneMassaSchema, {
    email: r.email,
    id_persona: r.persona.id_persona,
    relazione: relazione?.dati ?? RELAZIONE_STESSA_PERSONA,
    nome: perGenitore ? r.nome : undefined,
    cognome: perGenitore ? r.cognome : undefined,
  });
  return {
    ok: item.ok && (relazione?.ok ?? true),
    dati: item.dati,
    errore: (campo: 'email' | 'nome' | 'cognome' | 'altro') =>
      campo === 'altro' ? relazione?.errore('altro') : item.errore(campo),
  };
}

export function RegistrazioneMassaPage() {
  const location = useLocation();
  const iniziali = useMemo(() => leggiSelezione(location.state, leggiSelezioneMassa()), [location.state]);
  const [righe, setRighe] = useState<Riga[]>(() =>
    iniziali.map((persona) => {
      const tipo = tipoAccount(persona.data_nascita, oggi());
      return {
        persona,
        tipo,
        email: '',
        scelta: relazioneIniziale(tipo),
        altro: '',
        nome: '',
        cognome: '',
        stato: 'empty',
        errore: null,
        esito: null,
      };
    }),
  );
  const [mostraErrori, setMostraErrori] = useState(false);
  const crea = useCreaUtentiInMassa();
  const famiglie = useAccountFamiglie(iniziali.map((p) => p.id_persona)).data;

  // Once the families' accounts are known, a row still untouched moves off a relation already taken.
  useEffect(() => {
    if (!famiglie) return;
    setRighe((rs) =>
      rs.map((r) => {
        const occupate = relazioniOccupate(famiglie.get(r.persona.id_persona));
        if (r.stato !== 'empty' || !occupate.has(r.scelta)) return r;
        return { ...r, scelta: relazioneIniziale(r.tipo === 'proprio' ? 'proprio' : 'genitore', occupate) };
      }),
    );
  }, [famiglie]);

  const aggiorna = (id: number, modifica: Partial<Riga>) =>
    setRighe((rs) => rs.map((r) => (r.persona.id_persona === id ? { ...r, ...modifica } : r)));

  const daCreare = righe.filter((r) => r.stato !== 'success');

  // Done: every row's user created here, or (after a reload) already there; the page left, the
  // selection is forgotten (a reload keeps it, so the rows still show what exists; decision 0916).
  const fatto = useRef(false);
  fatto.current =
    righe.length > 0 &&
    righe.every(
      (r) => r.stato === 'success' || haGiaAccount(r, relazioniOccupate(famiglie?.get(r.persona.id_persona))),
    );
  useEffect(
    () => () => {
      if (fatto.current) dimenticaSelezioneMassa();
    },
    [],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setMostraErrori(true);
    const validate = daCreare.map((r) => ({ r, v: valida(r) }));
    if (validate.length === 0) return;
    if (validate.some(({ v }) => !v.ok)) {
      // Keyboard users land on the first field to fix (the errors render on the next frame).
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    const ids = new Set(daCreare.map((r) => r.persona.id_persona));
    setRighe((rs) =>
      rs.map((r) => (ids.has(r.persona.id_persona) ? { ...r, stato: 'loading', errore: null } : r)),
    );
    crea.mutate(
      validate.map(({ v }) => v.dati!),
      {
        onSuccess: (esiti) => {
          setRighe((rs) =>
            rs.map((r) => {
              const i = validate.findIndex(({ r: x }) => x.persona.id_persona === r.persona.id_persona);
              const esito = i >= 0 ? esiti[i] : undefined;
              if (!esito) return r;
              if (esito.errorType == null) return { ...r, stato: 'success', esito, errore: null };
              const errore =
                esito.errorType === ERRORE_DEADLOCK
                  ? msgDeadlock(nomeDi(r.persona))
                  : (esito.errorMessage ?? 'Errore');
              return { ...r, stato: 'failed', errore };
            }),
          );
        },
        onError: (error) => {
          notifyError(error.message);
          setRighe((rs) =>
            rs.map((r) => (r.stato === 'loading' ? { ...r, stato: 'failed', errore: error.message } : r)),
          );
        },
      },
    );
  };

  const header = <PageHeader title="Registrazione in massa" breadcrumbs={[{ label: 'Home', to: '/b' }]} />;

  if (righe.length === 0) {
    return (
      <>
        {header}
        <Alert variant="light" color="gray" data-testid="registrazione-vuota">
          Nessuna persona selezionata.{' '}
          <Anchor component={Link} to="/b/soci">
            Torna indietro
          </Anchor>
        </Alert>
      </>
    );
  }

  const tutteCreate = daCreare.length === 0;
  return (
    <>
      {header}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={760}>
          <Text size="sm" c="dimmed">
            Un utente per ogni persona: i maggiorenni ricevono un account personale, per i minorenni l’account
            è di un genitore.
          </Text>
          {righe.map((r) => (
            <RigaPersona
              key={r.persona.id_persona}
              riga={r}
              occupate={relazioniOccupate(famiglie?.get(r.persona.id_persona))}
              errori={mostraErrori && r.stato !== 'success' ? valida(r) : null}
              onChange={(m) => aggiorna(r.persona.id_persona, m)}
            />
          ))}
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              loading={crea.isPending}
              disabled={tutteCreate}
            >
              Crea Utenti
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

const BADGE: Record<StatoRiga, { color: string; label: string } | null> = {
  empty: null,
  loading: { color: 'blue', label: 'In corso…' },
  success: { color: 'green', label: 'Utente creato' },
  failed: { color: 'red', label: 'Non creato' },
};

/** An untouched row whose person or family has the account already (decision 0904). */
const haGiaAccount = (r: Riga, occupate: ReadonlySet<string>) => r.stato === 'empty' && occupate.size > 0;

function RigaPersona({
  riga: r,
  occupate,
  errori,
  onChange,
}: {
  riga: Riga;
  /** relations whose account exists already (decision 0904) */
  occupate: ReadonlySet<string>;
  errori: ReturnType<typeof valida> | null;
  onChange: (m: Partial<Riga>) => void;
}) {
  const nome = nomeDi(r.persona);
  const bloccata = r.stato === 'loading' || r.stato === 'success';
  const perGenitore = r.scelta !== RELAZIONE_STESSA_PERSONA;
  const badge = BADGE[r.stato];
  const idBase = `massa-${r.persona.id_persona}`;
  const relazioneTesto = r.scelta === 'Altro' ? r.altro.trim() : r.scelta;
  const nomeGenitore = [r.nome, r.cognome].filter((x) => x.trim()).join(' ');
  const proprietario = perGenitore
    ? [r.nome, r.cognome].filter((s) => s.trim()).join(' ') ||
      `${r.scelta === 'Altro' ? r.altro || 'Genitore' : r.scelta} di ${nome}`
    : nome;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`riga-${r.persona.id_persona}`}
      data-stato={r.stato}
      aria-label={nome}
      component="section"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{nome}</Text>
          <Group gap={6}>
            {r.tipo === 'proprio' && (
              <Badge variant="light" color="gray">
                Maggiorenne
              </Badge>
            )}
            {r.tipo === 'genitore' && (
              <Badge variant="light" color="gray">
                Minorenne
              </Badge>
            )}
            {haGiaAccount(r, occupate) && (
              <Badge variant="light" color="yellow" data-testid="account-esistente">
                {occupate.has(RELAZIONE_STESSA_PERSONA)
                  ? 'Ha già un account'
                  : 'La famiglia ha già un account'}
              </Badge>
            )}
            {badge && (
              <Badge color={badge.color} data-testid="stato-riga">
                {badge.label}
              </Badge>
            )}
          </Group>
        </Group>
        {r.stato === 'success' ? (
          // Made: what was made, in readable text instead of disabled inputs.
          <Text size="sm" data-testid="riepilogo-riga">
            {perGenitore
              ? `Account di ${relazioneTesto}${nomeGenitore ? ` (${nomeGenitore})` : ''}`
              : 'Account personale'}
            : {r.email.trim()}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: r.tipo === 'proprio' ? 1 : 2 }} spacing="xs">
              <TextInput
                id={`${idBase}-email`}
                label={perGenitore ? 'Email del genitore' : 'Email'}
                type="email"
                required
                autoComplete="off"
                value={r.email}
                disabled={bloccata}
                onChange={(e) => onChange({ email: e.currentTarget.value })}
                error={errori?.errore('email')}
              />
              {r.tipo !== 'proprio' && (
                <PlainSelect
                  label="Account di"
                  data={(r.tipo === 'scelta' ? OPZIONI_TUTTE : OPZIONI_GENITORE).map((o) =>
                    occupate.has(o.value)
                      ? { ...o, label: `${o.label} (ha già un account)`, disabled: true }
                      : o,
                  )}
                  value={r.scelta}
                  disabled={bloccata}
                  onChange={(v) => onChange({ scelta: v })}
                />
              )}
            </SimpleGrid>
            {perGenitore && (
              <SimpleGrid cols={{ base: 1, sm: r.scelta === 'Altro' ? 3 : 2 }} spacing="xs">
                {r.scelta === 'Altro' && (
                  <TextInput
                    id={`${idBase}-altro`}
                    label="Relazione"
                    required
                    value={r.altro}
                    disabled={bloccata}
                    onChange={(e) => onChange({ altro: e.currentTarget.value })}
                    error={errori?.errore('altro')}
                  />
                )}
                <TextInput
                  id={`${idBase}-nome`}
                  label="Nome del genitore (facoltativo)"
                  value={r.nome}
                  disabled={bloccata}
                  onChange={(e) => onChange({ nome: e.currentTarget.value })}
                  error={errori?.errore('nome')}
                />
                <TextInput
                  id={`${idBase}-cognome`}
                  label="Cognome del genitore (facoltativo)"
                  value={r.cognome}
                  disabled={bloccata}
                  onChange={(e) => onChange({ cognome: e.currentTarget.value })}
                  error={errori?.errore('cognome')}
                />
              </SimpleGrid>
            )}
          </>
        )}
        {r.stato === 'failed' && r.errore && (
          <Text size="sm" c="red.8" role="alert" data-testid="errore-riga">
            {r.errore}
          </Text>
        )}
        {r.stato === 'success' && r.esito?.id_utente != null && (
          <Stack gap={6}>
            {r.esito.registration_token && (
              <Text size="sm">
                Codice di registrazione: <Code data-testid="codice-riga">{r.esito.registration_token}</Code>
              </Text>
            )}
            <InvitoUtente id_utente={r.esito.id_utente} email={r.email.trim()} nome={proprietario} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
