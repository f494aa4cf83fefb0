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
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { useEffect, useMemo, useState } from 'react';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePartiStruttura } from '../../../lib/parti-struttura.ts';
import { useAnniScoutImpostazioni } from '../api/anni-scout-impostazioni.ts';
import { useAccodaPasso, useAnteprimaPasso, useLavoroPasso, useStoricoPassi } from '../api/passi-ciclo.ts';
import { Anteprima } from './anteprima-passo.tsx';
import { descrizione } from './descrizioni-passi.ts';
import { UltimaEsecuzione } from './ultima-esecuzione.tsx';
import { VerificheCiclo } from './verifiche-ciclo.tsx';

// Issue 24, decision 1018: the yearly-steps checklist. One row per step the server offers, in spec 2
// §4's order (the server's list): what it does, its last run, its button. The button previews, runs
// on confirmation as a background job, follows its progress (resumed after a reload) and reports.

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
      <Text size="sm" role="status">
        {etichetta}
      </Text>
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
        <Text size="sm">
          I passi da 1 a 5 lavorano sull'anno scelto qui sotto: di solito il nuovo anno, creato in «Anni
          scout». Dal passo 6 lavorano sull'anno attivo: quando i passi da 1 a 5 sono fatti, attiva il nuovo
          anno in «Anni scout».
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
                  {/* Disabled but focusable while its job runs (decision 1025): the dialog gives the
                      focus back to it after 'Esegui', so the keyboard stays on the row. */}
                  <Button
                    variant="light"
                    onClick={() => {
                      if (!lavoro) apri(passo);
                    }}
                    data-disabled={!!lavoro || undefined}
                    aria-disabled={!!lavoro || undefined}
                    disabled={corpoDi(passo) === null}
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
        {/* Kept in sight under a long preview (decision 1025): Esegui without scrolling 200 rows. */}
        <Group
          justify="flex-end"
          gap="sm"
          mt="md"
          py="sm"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
        >
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
