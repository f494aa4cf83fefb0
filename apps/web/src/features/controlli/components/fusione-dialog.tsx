import { Alert, Button, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { Controllo } from '../api/elenca-controlli.ts';
import { useAnteprimaFusione, useCoppiaGiaTrovata, useUnisciPersone } from '../api/fusione-persone.ts';
import { righeAnteprima } from '../righe-anteprima-fusione.ts';
import { AzioniDialogo } from '../../../components/azioni-dialogo.tsx';

type Persona = Controllo['persone'][number];

const nome = (p: Persona) =>
  `${[p.nome, p.cognome].filter(Boolean).join(' ') || 'Senza nome'} (scheda ${p.id_persona})`;

/** What moves, in the words the office uses; rows with nothing to move are left out. */
function Anteprima({ tieni, elimina, onClose }: { tieni: Persona; elimina: Persona; onClose: () => void }) {
  const anteprima = useAnteprimaFusione(tieni.id_persona, elimina.id_persona);
  const unisci = useUnisciPersone();
  if (anteprima.isPending) return <Loading />;
  if (anteprima.isError)
    return <ErroreLista error={anteprima.error} onRetry={() => void anteprima.refetch()} />;
  const a = anteprima.data;
  const righe = righeAnteprima(a.conteggi);
  const conferma = async () => {
    try {
      await unisci.mutateAsync({ id_tieni: tieni.id_persona, id_elimina: elimina.id_persona });
      notifySuccess(`${nome(elimina)} è stata unita a ${nome(tieni)}`, 'Schede unite');
      onClose();
    } catch (error) {
      reportError(error, 'unisci persone');
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack gap="sm" data-testid="anteprima-fusione">
      <Text size="sm">
        Su <strong>{nome(tieni)}</strong> passa tutto ciò che riguarda <strong>{nome(elimina)}</strong>, che
        poi viene eliminata. Non si può annullare.
      </Text>
      {righe.length > 0 ? (
        <List size="sm">
          {righe.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">Non ci sono dati da spostare.</Text>
      )}
      {a.campi_completati.length > 0 && (
        <Text size="sm">
          Dati anagrafici mancanti presi dall’altra scheda: {a.campi_completati.join(', ')}.
        </Text>
      )}
      {a.rifiuto && (
        <Alert color="red" title="Non si possono unire">
          {a.rifiuto}
        </Alert>
      )}
      <AzioniDialogo mt="xs">
        <Button variant="default" onClick={onClose} disabled={unisci.isPending}>
          Annulla
        </Button>
        <Button
          color="red"
          disabled={a.rifiuto != null}
          loading={unisci.isPending}
          onClick={() => void conferma()}
        >
          Unisci
        </Button>
      </AzioniDialogo>
    </Stack>
  );
}

/**
 * Decision 0930: merging two persons of a duplicates finding. The office picks the record to keep
 * (its data win) and the one merged into it, then confirms after reading what moves.
 */
export function FusioneDialog({ persone, onClose }: { persone: readonly Persona[]; onClose: () => void }) {
  // Decision 0429: it opens on the pair its row found the server would merge, if not the first.
  const unibile = useCoppiaGiaTrovata(persone.map((p) => p.id_persona));
  const [tieni, setTieni] = useState(String(unibile?.tieni ?? persone[0]?.id_persona));
  const altre = persone.filter((p) => String(p.id_persona) !== tieni);
  const [scelta, setScelta] = useState<string | null>(unibile ? String(unibile.elimina) : null);
  const elimina = altre.find((p) => String(p.id_persona) === scelta) ?? altre[0];
  const daTenere = persone.find((p) => String(p.id_persona) === tieni);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Unisci le schede doppie"
      centered
      size="lg"
      data-testid="dialog-fusione"
    >
      <Stack gap="md">
        <Radio.Group label="Scheda da tenere (i suoi dati prevalgono)" value={tieni} onChange={setTieni}>
          <Stack gap={4} mt={4}>
            {persone.map((p) => (
              <Radio key={p.id_persona} value={String(p.id_persona)} label={nome(p)} />
            ))}
          </Stack>
        </Radio.Group>
        {altre.length > 1 && (
          <Radio.Group
            label="Scheda da unire ed eliminare"
            value={elimina ? String(elimina.id_persona) : null}
            onChange={setScelta}
          >
            <Stack gap={4} mt={4}>
              {altre.map((p) => (
                <Radio key={p.id_persona} value={String(p.id_persona)} label={nome(p)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {daTenere && elimina && (
          <Anteprima
            key={`${daTenere.id_persona}-${elimina.id_persona}`}
            tieni={daTenere}
            elimina={elimina}
            onClose={onClose}
          />
        )}
      </Stack>
    </Modal>
  );
}
