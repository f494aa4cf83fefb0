import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MSG_TESORERIA } from '@zaino/domain/form-tesoreria';
import { isDovutoInterno, modificaTransazioneEconomicaSchema } from '@zaino/domain/form-transazioni';
import { formatEuro } from '@zaino/domain/formato';
import { euroInCentesimi } from '@zaino/domain/importi';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { CausaleTipo } from '@zaino/domain/transazioni';
import { useState } from 'react';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { errorText, reportError } from '../../../lib/errors.ts';
import { validaModulo } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';
import { useVoci } from '../api/elenca-voci.ts';
import { type ModificaCausaleVariabili, useModificaCausale } from '../api/modifica-causale.ts';
import { useTransazioneEconomica } from '../api/transazione-economica.ts';
import { useTelefono } from './codice-voce.tsx';
import { SceltaSoggetto, SceltaVoce, type Soggetto, soggetto } from './pagamento-dialog.tsx';
import { useCassa } from './use-cassa.ts';

// Spec 3 §5 economic transaction form ('Nuova causale' / 'Modifica causale'), saved whole with
// modificaTransazioneEconomica (decision 1110), validated with the domain's schema.

/** Which due the dialog edits: a new one (id null) or an existing one; closed when undefined. */
export function useCausaleDialog() {
  const [aperto, setAperto] = useState<{ id: number | null } | undefined>();
  return {
    apri: (id: number | null = null) => setAperto({ id }),
    props: { aperto, onClose: () => setAperto(undefined) },
  };
}

const TIPI: { value: CausaleTipo; label: string }[] = [
  { value: 'iscrizione', label: 'Iscrizione' },
  { value: 'donazione', label: 'Donazione' },
  { value: 'altro', label: 'Altro' },
];

type Letta = NonNullable<ReturnType<typeof useTransazioneEconomica>['data']>;

export function CausaleDialog({
  aperto,
  onClose,
  onEliminata,
}: ReturnType<typeof useCausaleDialog>['props'] & { onEliminata?: () => void }) {
  const id = aperto?.id ?? null;
  const letta = useTransazioneEconomica(id ?? 0);
  const pronta = aperto !== undefined && (id === null || letta.data != null);
  const telefono = useTelefono();
  return (
    <Modal
      opened={aperto !== undefined}
      onClose={onClose}
      title={id ? 'Modifica causale' : 'Nuova causale'}
      centered
      size="lg"
      fullScreen={telefono}
    >
      {pronta ? (
        <ModuloCausale
          key={id ?? 'nuova'}
          causale={id === null ? null : (letta.data ?? null)}
          onClose={onClose}
          onEliminata={onEliminata}
        />
      ) : (
        <Text c={letta.isError ? 'red' : 'dimmed'}>
          {letta.isError
            ? errorText(letta.error)
            : id !== null && letta.data === null
              ? 'Causale non trovata'
              : 'Caricamento…'}
        </Text>
      )}
    </Modal>
  );
}

function ModuloCausale({
  causale,
  onClose,
  onEliminata,
}: {
  causale: Letta | null;
  onClose: () => void;
  onEliminata?: () => void;
}) {
  const { id_parte, anno } = useCassa();
  const modifica = useModificaCausale();
  const voci = useVoci().data ?? [];
  const [da, setDa] = useState<Soggetto | null>(
    causale ? soggetto(causale.parte_da, causale.id_parte_da) : null,
  );
  const [a, setA] = useState<Soggetto | null>(
    causale ? soggetto(causale.parte_a, causale.id_parte_a) : soggetto({ id_parte }, id_parte),
  );
  const [euro, setEuro] = useState<string | number>(causale ? causale.importo / 100 : '');
  const [tipo, setTipo] = useState<CausaleTipo>((causale?.causale_tipo as CausaleTipo) ?? 'altro');
  const [desc, setDesc] = useState(causale?.causale_desc ?? '');
  const [dettagli, setDettagli] = useState(causale?.causale_dettagli ?? '');
  const [voceDa, setVoceDa] = useState<number | null>(causale?.id_voce_da ?? null);
  const [voceA, setVoceA] = useState<number | null>(causale?.id_voce_a ?? null);
  const [tolti, setTolti] = useState<number[]>([]);
  const [inviato, setInviato] = useState(false);
  const [chiediConferma, setChiediConferma] = useState<string | null>(null);
  const [chiediElimina, setChiediElimina] = useState(false);

  const interno = isDovutoInterno({ tipo_parte_da: da?.tipo, tipo_parte_a: a?.tipo });
  const collegamenti = (causale?.transazioni ?? []).filter((t) => !tolti.includes(t.id_transazione));
  const payload: ModificaCausaleVariabili = {
    id_transazione_economica: causale?.id_transazione_economica ?? null,
    id_parte_da: da?.id_parte ?? 0,
    id_parte_a: a?.id_parte ?? 0,
    importo: euroInCentesimi(euro === '' ? null : String(euro)) ?? -1,
    causale_tipo: tipo,
    causale_desc: desc,
    causale_dettagli: dettagli,
    id_voce_da: interno ? null : voceDa,
    id_voce_a: interno ? null : voceA,
    anno_scout: causale ? causale.anno_scout : anno,
    transazioni: tolti.map((id_transazione) => ({ id_transazione, elimina: true })),
  };
  const modulo = validaModulo(modificaTransazioneEconomicaSchema, {
    ...payload,
    tipo_parte_da: da?.tipo,
    tipo_parte_a: a?.tipo,
  });
  const errore = (campo: string) => (inviato ? modulo.errore(campo) : undefined);
  const titoloErrore = causale ? 'Modifica causale' : 'Creazione causale';

  async function salva(conferma_eccedenza = false) {
    setInviato(true);
    if (!modulo.ok) return;
    try {
      await modifica.mutateAsync({ ...payload, conferma_eccedenza });
      setChiediConferma(null);
      notifySuccess('Causale registrata con successo!');
      onClose();
    } catch (e) {
      if (
        e instanceof ApiError &&
        e.errorType === 'CONFLICT' &&
        e.extensions.conferma === 'conferma_eccedenza'
      ) {
        setChiediConferma(e.message);
        return;
      }
      setChiediConferma(null);
      reportError(e, 'modifica causale');
      notifyDanger(`Si è verificato un errore: ${errorText(e)}`, titoloErrore);
    }
  }

  async function elimina() {
    if (!causale) return;
    try {
      await modifica.mutateAsync({
        id_transazione_economica: causale.id_transazione_economica,
        elimina: true,
      });
      setChiediElimina(false);
      notifySuccess('Causale eliminata con successo!');
      onClose();
      onEliminata?.();
    } catch (e) {
      setChiediElimina(false);
      reportError(e, 'eliminazione causale');
      notifyDanger(`Si è verificato un errore: ${errorText(e)}`, 'Eliminazione causale');
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
      noValidate
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <SceltaSoggetto
            label="Da"
            valore={da}
            onChange={setDa}
            errore={errore('id_parte_da')}
            testId="causale-da"
          />
          <SceltaSoggetto
            label="A"
            valore={a}
            onChange={setA}
            errore={errore('id_parte_a')}
            testId="causale-a"
          />
        </SimpleGrid>
        <Group grow align="flex-start">
          <NumberInput
            label="Importo (€)"
            value={euro}
            onChange={setEuro}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            min={0}
            hideControls
            error={errore('importo')}
            required
          />
          <Select
            label="Tipo"
            data={TIPI}
            value={tipo}
            onChange={(v) => v && setTipo(v as CausaleTipo)}
            allowDeselect={false}
          />
        </Group>
        <TextInput
          label="Causale"
          value={desc}
          onChange={(e) => setDesc(e.currentTarget.value)}
          error={errore('causale_desc')}
        />
        <Textarea
          label="Dettagli"
          value={dettagli}
          onChange={(e) => setDettagli(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        {!interno && (da?.id_parte === ID_PARTE_SEZIONE || a?.id_parte === ID_PARTE_SEZIONE) && (
          <Group grow align="flex-start">
            {da?.id_parte === ID_PARTE_SEZIONE && (
              <SceltaVoce
                label="Voce (uscita)"
                voci={voci.filter((v) => v.codice.startsWith('U'))}
                valore={voceDa}
                onChange={setVoceDa}
                errore={errore('id_voce_da')}
              />
            )}
            {a?.id_parte === ID_PARTE_SEZIONE && (
              <SceltaVoce
                label="Voce (entrata)"
                voci={voci.filter((v) => v.codice.startsWith('E'))}
                valore={voceA}
                onChange={setVoceA}
                errore={errore('id_voce_a')}
              />
            )}
          </Group>
        )}
        {causale && (
          <>
            <Divider label="Pagamenti collegati" labelPosition="left" />
            {collegamenti.length === 0 && (
              <Text c="dimmed" fz="sm">
                Nessun pagamento collegato
              </Text>
            )}
            {collegamenti.map((t) => (
              <Group key={t.id_transazione} gap="xs" data-testid="collegamento-causale">
                <Text fz="sm" style={{ flex: 1 }}>
                  Pagamento n. {t.id_transazione_finanziaria} · {formatEuro(t.importo)}
                </Text>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={`Togli il pagamento n. ${t.id_transazione_finanziaria}`}
                  onClick={() => setTolti((xs) => [...xs, t.id_transazione])}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </>
        )}
        <Group justify="space-between" mt="xs">
          {causale ? (
            <Button
              color="red"
              variant="light"
              onClick={() => setChiediElimina(true)}
              disabled={modifica.isPending}
            >
              Elimina
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={modifica.isPending}>
              Annulla
            </Button>
            <Button type="submit" loading={modifica.isPending}>
              Salva
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfermaAzione
        opened={chiediConferma !== null}
        title="Copertura della causale"
        confirmLabel={MSG_TESORERIA.confermo}
        distruttiva={false}
        loading={modifica.isPending}
        onConfirm={() => void salva(true)}
        onClose={() => setChiediConferma(null)}
      >
        {chiediConferma}
      </ConfermaAzione>
      <ConfermaAzione
        opened={chiediElimina}
        title="Elimina causale"
        confirmLabel="Elimina"
        loading={modifica.isPending}
        onConfirm={() => void elimina()}
        onClose={() => setChiediElimina(false)}
      >
        Eliminare la causale «{causale?.causale_desc}» e i suoi collegamenti ai pagamenti?
      </ConfermaAzione>
    </form>
  );
}
