import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatEuro, nomeBranca } from '@zaino/domain/formato';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { TotaleUnita } from '@zaino/domain/ciclo-piano';
import { useEffect, useMemo, useState } from 'react';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePartiStruttura } from '../../../lib/parti-struttura.ts';
import { useAnniScoutImpostazioni } from '../api/anni-scout-impostazioni.ts';
import {
  type AnteprimaPasso,
  useAccodaPasso,
  useAnteprimaPasso,
  useLavoroPasso,
  useStoricoPassi,
} from '../api/passi-ciclo.ts';
import { conteggiLeggibili } from './campi-passi.ts';
import { UltimaEsecuzione } from './ultima-esecuzione.tsx';
import { VerificheCiclo } from './verifiche-ciclo.tsx';

// Issue 24, decision 1018: the yearly-steps checklist. One row per step the server offers, in spec 2
// §4's order (the server's list): what it does, its last run, its button. The button previews, runs
// on confirmation as a background job, follows its progress (resumed after a reload) and reports.

interface Descrizione {
  titolo: string;
  cosa: string;
  /** the payload: the chosen year, plus the chosen party */
  corpo: 'anno' | 'anno-parte' | 'nessuno';
  /** spec 2 §8's toast for the run's answer */
  esito: (r: Record<string, number>) => string;
}

const somma = (r: Record<string, number>, campi: string[]) => campi.reduce((s, c) => s + (r[c] ?? 0), 0);

const PASSI: Record<string, Descrizione> = {
  'crea-nuove-iscrizioni': {
    titolo: 'Riporta le iscrizioni',
    cosa: "Crea nell'anno scelto le iscrizioni di chi era iscritto l'anno precedente, con le sue nomine.",
    corpo: 'anno',
    esito: (r) => `${r.iscrizioniRiportate ?? 0} iscrizioni riportate`,
  },
  'aggiorna-nuove-iscrizioni': {
    titolo: 'Promozioni',
    cosa: 'Passa di branca chi ha finito il suo percorso: lupetti in esploratori, esploratori in rover, rover in adulti.',
    corpo: 'anno',
    esito: (r) =>
      `${somma(r, ['lupiDiventatiEsplo', 'esploDiventatiRover', 'roverDiventatiAdulti'])} iscrizioni modificate`,
  },
  'copia-bilancio-precedente': {
    titolo: 'Copia il bilancio',
    cosa: "Copia nell'anno scelto il preventivo dell'anno precedente della parte scelta.",
    corpo: 'anno-parte',
    esito: () => 'Bilancio riportato con successo',
  },
  'apri-iscrizioni': {
    titolo: 'Apri le iscrizioni',
    cosa: "Apre le iscrizioni dell'anno scelto: le famiglie possono confermarle e pagare la quota.",
    corpo: 'anno',
    esito: (r) => `Aggiornate ${r.changed ?? 0} iscrizioni`,
  },
  'consolida-saldi-anno-precedente': {
    titolo: 'Consolida i saldi',
    cosa: "Riporta come saldi iniziali dell'anno scelto i saldi finali dell'anno precedente della parte scelta.",
    corpo: 'anno-parte',
    esito: () => 'Saldi consolidati con successo',
  },
  'applica-more': {
    titolo: 'Applica le more',
    cosa: "Aumenta della mora le quote non pagate dell'anno attivo, secondo le scadenze.",
    corpo: 'nessuno',
    esito: (r) => `Aggiornate ${r.numberOfRecordsUpdated ?? 0} iscrizioni`,
  },
  'refresh-liste-attesa': {
    titolo: "Liste d'attesa",
    cosa: "Iscrive in prova, nell'anno attivo, chi è in lista d'attesa per un'unità con posti liberi.",
    corpo: 'nessuno',
    esito: (r) => `Aggiornate ${r.spostati ?? 0} iscrizioni`,
  },
};

const descrizione = (passo: string): Descrizione =>
  PASSI[passo] ?? { titolo: passo, cosa: '', corpo: 'nessuno', esito: () => 'Dati aggiornati' };

/** A value of a plan, as a person reads it: amounts in euros, states and roles as they are. */
function valore(chiave: string, v: unknown): string {
  if (typeof v === 'number')
    return /importo|quota|mora|preventivo|^da$|^a$/.test(chiave) ? formatEuro(v) : String(v);
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('stato_iscrizione' in o) return String(o.stato_iscrizione);
    if ('preventivo' in o && typeof o.preventivo === 'number') return formatEuro(o.preventivo);
  }
  return '—';
}

/** The plan's per-person rows (any array of items naming an id_persona), bounded for the screen. */
function righePiano(piano: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  if (!piano || typeof piano !== 'object') return out;
  for (const v of Object.values(piano)) {
    if (!Array.isArray(v)) continue;
    for (const x of v)
      if (x && typeof x === 'object' && 'id_persona' in x) out.push(x as Record<string, unknown>);
  }
  return out;
}

const MAX_RIGHE = 200;

/** The plan's totals per unit (decision 1016: `totali`, when the step counts by unit). */
function totaliPerUnita(piano: unknown): TotaleUnita[] {
  const t = piano && typeof piano === 'object' ? (piano as { totali?: unknown }).totali : undefined;
  return Array.isArray(t) ? (t as TotaleUnita[]) : [];
}

function TotaliUnita({ totali }: { totali: TotaleUnita[] }) {
  if (totali.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table withTableBorder>
        <Table.Caption>Totali per unità</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Unità</Table.Th>
            <Table.Th>Persone</Table.Th>
            <Table.Th>Importo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totali.map((t) => (
            <Table.Tr key={t.unita ? `${t.unita.id_gruppo}-${t.unita.branca}` : 'nessuna'}>
              <Table.Td>
                {t.unita ? `${nomeBranca(t.unita.branca)} (gruppo ${t.unita.id_gruppo})` : 'Senza unità'}
              </Table.Td>
              <Table.Td>{t.n}</Table.Td>
              <Table.Td>{formatEuro(t.importo)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Anteprima({ passo, anteprima }: { passo: string; anteprima: AnteprimaPasso }) {
  const nomi = new Map(
    anteprima.persone.map((p) => [p.id_persona, `${p.nome ?? ''} ${p.cognome ?? ''}`.trim()]),
  );
  const { anno_scout: _a, id_parte: _p, ...campi } = anteprima as unknown as Record<string, unknown>;
  const conteggi = conteggiLeggibili(campi);
  const righe = righePiano(anteprima.piano);
  const isMore = passo === 'applica-more';
  return (
    <Stack gap="sm">
      <Text size="sm">{conteggi || 'Nessuna modifica da fare.'}</Text>
      {anteprima.avvisi.length > 0 && (
        <Alert color="orange" variant="light" title="Avvisi">
          <Stack gap={2}>
            {anteprima.avvisi.slice(0, MAX_RIGHE).map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once; a person may have two warnings.
              <Text size="sm" key={`${a.id_persona}-${i}`}>
                {a.id_persona ? `${nomi.get(a.id_persona) ?? a.id_persona}: ` : ''}
                {a.motivo}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <TotaliUnita totali={totaliPerUnita(anteprima.piano)} />
      {righe.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Persona</Table.Th>
                <Table.Th>Da</Table.Th>
                <Table.Th>A</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {righe.slice(0, MAX_RIGHE).map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once; a person may have two rows.
                <Table.Tr key={`${String(r.id_persona)}-${i}`}>
                  <Table.Td>{nomi.get(r.id_persona as number) ?? String(r.id_persona)}</Table.Td>
                  <Table.Td>{isMore ? valore('importo', r.da) : valore('stato', r.da)}</Table.Td>
                  <Table.Td>{isMore ? valore('importo', r.a) : valore('stato', r.a)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {righe.length > MAX_RIGHE && <Text size="sm">… e altre {righe.length - MAX_RIGHE} righe.</Text>}
    </Stack>
  );
}

/** A running job's bar; when the job ends, its toast and the screens read again. */
function Avanzamento({ id, passo, fine }: { id: string; passo: string; fine: () => void }) {
  const { data } = useLavoroPasso(id);
  const queryClient = useQueryClient();
  const finito = data?.stato === 'completato' || data?.stato === 'errore';
  useEffect(() => {
    if (!data || !finito) return;
    if (data.stato === 'completato') notifySuccess(descrizione(passo).esito(data.risultato ?? {}));
    else notifyError(data.errore ?? 'lavoro non riuscito');
    void queryClient.invalidateQueries();
    fine();
  }, [data, finito, passo, fine, queryClient]);
  const totale = data?.totale ?? 0;
  const valoreBarra =
    data?.stato === 'completato' ? 100 : totale > 0 ? (100 * (data?.fatti ?? 0)) / totale : 0;
  const etichetta =
    data?.stato === 'in_corso'
      ? totale > 0
        ? `In corso: ${data.fatti} di ${totale}`
        : 'In corso'
      : data?.stato === 'in_coda'
        ? 'In coda'
        : 'Avvio';
  return (
    <Stack gap={4}>
      <Text size="sm">{etichetta}</Text>
      <Progress value={valoreBarra} animated aria-label={`Avanzamento: ${descrizione(passo).titolo}`} />
    </Stack>
  );
}

export function PassiCicloCard() {
  const storico = useStoricoPassi();
  const anni = useAnniScoutImpostazioni();
  const struttura = usePartiStruttura(true);
  const anteprima = useAnteprimaPasso();
  const accoda = useAccodaPasso();
  const [anno, setAnno] = useState<string | null>(null);
  const [parte, setParte] = useState<string | null>(null);
  const [aperto, setAperto] = useState<string | null>(null);
  const [lavori, setLavori] = useState<Record<string, string>>({});

  // After a reload, the unfinished jobs resume their bars.
  useEffect(() => {
    const aperti = storico.data?.in_corso ?? [];
    if (aperti.length > 0)
      setLavori((l) => ({ ...Object.fromEntries(aperti.map((j) => [j.passo, j.id_lavoro])), ...l }));
  }, [storico.data]);

  const opzioniAnni = useMemo(
    () =>
      (anni.data ?? []).map((a) => ({ value: String(a.anno_scout), label: formatAnnoScout(a.anno_scout) })),
    [anni.data],
  );
  // The default year: the newest one (the year being prepared, once 'Nuovo anno scout' made it).
  const annoScelto = anno ?? opzioniAnni[0]?.value ?? null;
  // The section first, and the default: its budget and balances are the ones every section copies
  // and consolidates; the groups' follow (decision 1020).
  const opzioniParti = useMemo(
    () => [
      { value: String(ID_PARTE_SEZIONE), label: 'Sezione' },
      ...(struttura.data?.elencaGruppi ?? [])
        .filter((g) => g.id_parte !== null && g.id_parte !== ID_PARTE_SEZIONE)
        .map((g) => ({ value: String(g.id_parte), label: `Gruppo ${g.numero}` })),
    ],
    [struttura.data],
  );
  const parteScelta = parte ?? opzioniParti[0]?.value ?? null;

  if (storico.isPending || anni.isPending) return <Loading />;
  if (storico.isError) return <ErroreLista error={storico.error} onRetry={() => void storico.refetch()} />;

  const corpoDi = (passo: string): object | null => {
    const d = descrizione(passo);
    if (d.corpo === 'nessuno') return {};
    if (!annoScelto) return null;
    if (d.corpo === 'anno') return { anno_scout: Number(annoScelto) };
    return parteScelta ? { anno_scout: Number(annoScelto), id_parte: Number(parteScelta) } : null;
  };
  const ultimo = (passo: string) => storico.data.storico.find((r) => r.passo === passo);

  const apri = (passo: string) => {
    const corpo = corpoDi(passo);
    if (!corpo) return;
    setAperto(passo);
    anteprima.reset();
    anteprima.mutate({ passo, corpo });
  };
  const esegui = () => {
    if (!aperto) return;
    const passo = aperto;
    const corpo = corpoDi(passo);
    if (!corpo) return;
    accoda.mutate(
      { passo, corpo },
      {
        onSuccess: (r) => {
          setLavori((l) => ({ ...l, [passo]: r.id_lavoro }));
          setAperto(null);
        },
        onError: (e) => notifyError(errorMessage(e)),
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="passi-ciclo-titolo">
      <Stack gap="md">
        <Title order={2} size="h3" id="passi-ciclo-titolo">
          Ciclo annuale
        </Title>
        <Text size="sm">
          I passi per portare la sezione al nuovo anno scout, nell'ordine. Ogni passo mostra prima cosa cambia
          e parte solo dopo la conferma; eseguito due volte, la seconda non cambia nulla.
        </Text>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="Anno scout su cui lavorare"
            data={opzioniAnni}
            value={annoScelto}
            onChange={setAnno}
            allowDeselect={false}
            w={220}
          />
          <Select
            label="Parte (bilancio e saldi)"
            data={opzioniParti}
            value={parteScelta}
            onChange={setParte}
            allowDeselect={false}
            w={220}
          />
        </Group>
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {storico.data.passi.map((passo, i) => {
            const d = descrizione(passo);
            const lavoro = lavori[passo];
            return (
              <Paper component="li" withBorder p="sm" key={passo} data-testid={`passo-${passo}`}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ flex: '1 1 260px' }}>
                    <Title order={3} size="h5">
                      {i + 1}. {d.titolo}
                    </Title>
                    <Text size="sm">{d.cosa}</Text>
                    <UltimaEsecuzione run={ultimo(passo)} />
                    {lavoro && (
                      <Avanzamento
                        id={lavoro}
                        passo={passo}
                        fine={() => {
                          setLavori(({ [passo]: _, ...altri }) => altri);
                          void storico.refetch();
                        }}
                      />
                    )}
                  </Stack>
                  <Button
                    variant="light"
                    onClick={() => apri(passo)}
                    disabled={!!lavoro || corpoDi(passo) === null}
                    aria-label={`Anteprima: ${d.titolo}`}
                  >
                    Anteprima
                  </Button>
                </Group>
              </Paper>
            );
          })}
          <VerificheCiclo
            verifiche={storico.data.verifiche ?? []}
            primo={storico.data.passi.length + 1}
            ultimo={ultimo}
          />
        </Stack>
      </Stack>
      <Modal
        opened={aperto !== null}
        onClose={() => setAperto(null)}
        title={aperto ? `Anteprima: ${descrizione(aperto).titolo}` : ''}
        size="lg"
        centered
      >
        {anteprima.isPending && <Loading />}
        {anteprima.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(anteprima.error)}
          </Alert>
        )}
        {aperto && anteprima.data && <Anteprima passo={aperto} anteprima={anteprima.data} />}
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={() => setAperto(null)} disabled={accoda.isPending}>
            Annulla
          </Button>
          <Button onClick={esegui} loading={accoda.isPending} disabled={!anteprima.data}>
            Esegui
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
