import { ActionIcon, Button, FileButton, Progress, Select, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { MSG_TESORERIA } from '@zaino/domain/form-tesoreria';
import { formatDimensione } from '@zaino/domain/formato';
import { useState } from 'react';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';
import { caricaAllegato } from '../api/modifica-pagamento.ts';
import { DettaglioAllegato, RigaFile, RigaRicevuta } from './riga-file.tsx';
import { ScaricaAllegatoDialog, useScaricaAllegato } from './scarica-allegato-dialog.tsx';

// Spec 3 §3–§5: the attachments part of the payment dialog. Existing attachments come from
// TransazioneFinanziaria.allegati; removing one marks it elimina (sent with the save), removing a new
// one drops it; each removal is confirmed first. The receipt PDF is downloadable, never removable.

/** An attachment as the dialog holds it: negative id = uploaded now, not saved yet. */
export interface AllegatoModulo {
  id_allegato: number;
  nome: string;
  dimensione: number;
  s3_key: string;
  elimina: boolean;
}

/** The payload's list: new ones with their file, existing ones by id (removed with elimina). */
export const allegatiDaInviare = (allegati: readonly AllegatoModulo[]) =>
  allegati
    .filter((a) => !(a.id_allegato < 0 && a.elimina))
    .map((a) =>
      a.id_allegato < 0
        ? { id_allegato: a.id_allegato, nome: a.nome, dimensione: a.dimensione, s3_key: a.s3_key }
        : { id_allegato: a.id_allegato, elimina: a.elimina },
    );

let prossimoId = -1;

export function AllegatiPagamento({
  allegati,
  onChange,
  bonifico,
  onBonifico,
  bonificoBancario,
  bonificoInCorso,
  erroreBonifico,
  ricevuta,
  onCaricamento,
}: {
  allegati: readonly AllegatoModulo[];
  onChange: (cambia: (xs: AllegatoModulo[]) => AllegatoModulo[]) => void;
  /** the attachment chosen as the bank's receipt (bonifico_id_allegato) */
  bonifico: number | null;
  onBonifico: (id: number | null) => void;
  /** a bank-to-bank payment: its bank receipt may be chosen among the attachments */
  bonificoBancario: boolean;
  /** …and in progress: it must be, one attachment alone being chosen by itself (spec 3 §4–§5) */
  bonificoInCorso: boolean;
  erroreBonifico?: string;
  /** the payment's receipt PDF, once issued */
  ricevuta: { id_allegato: number; numero: number | null } | null;
  onCaricamento: (inCorso: boolean) => void;
}) {
  const [caricamento, setCaricamento] = useState<{ nome: string; percento: number } | null>(null);
  const [daTogliere, setDaTogliere] = useState<AllegatoModulo | null>(null);
  const download = useScaricaAllegato();
  const presenti = allegati.filter((a) => !a.elimina);
  // What the save will send: the domain's schema picks the only attachment of a transfer in progress.
  const scelto = bonifico ?? (bonificoInCorso && presenti.length === 1 ? presenti[0]!.id_allegato : null);

  async function carica(file: File | null) {
    if (!file) return;
    setCaricamento({ nome: file.name, percento: 0 });
    onCaricamento(true);
    try {
      const s3_key = await caricaAllegato(file, (percento) => setCaricamento({ nome: file.name, percento }));
      const nuovo = {
        id_allegato: prossimoId--,
        nome: file.name,
        dimensione: file.size,
        s3_key,
        elimina: false,
      };
      onChange((xs) => [...xs, nuovo]);
      notifySuccess('Allegato caricato con successo!');
    } catch (e) {
      reportError(e, 'caricamento allegato');
      notifyDanger(`Si è verificato un errore: ${errorMessage(e)}`, 'Caricamento allegato');
    } finally {
      setCaricamento(null);
      onCaricamento(false);
    }
  }

  function togli(a: AllegatoModulo) {
    onChange((xs) =>
      a.id_allegato < 0
        ? xs.filter((x) => x.id_allegato !== a.id_allegato)
        : xs.map((x) => (x.id_allegato === a.id_allegato ? { ...x, elimina: true } : x)),
    );
    if (bonifico === a.id_allegato) onBonifico(null);
    setDaTogliere(null);
  }

  return (
    <Stack gap="xs">
      {ricevuta && (
        <RigaRicevuta
          numero={ricevuta.numero}
          onScarica={() =>
            download.apri({ id_allegato: ricevuta.id_allegato, tipo: 'ricevuta', nome: 'ricevuta' })
          }
        />
      )}
      {presenti.length === 0 && !caricamento && (
        <Text c="dimmed" fz="sm">
          Nessun allegato
        </Text>
      )}
      {presenti.map((a) => (
        <RigaFile
          key={a.id_allegato}
          nome={a.nome}
          testId="allegato-pagamento"
          dettaglio={
            <DettaglioAllegato
              testo={`${formatDimensione(a.dimensione)}${a.id_allegato < 0 ? ' · da salvare' : ''}`}
              bonifico={bonificoBancario && scelto === a.id_allegato}
            />
          }
          scarica={
            a.id_allegato > 0
              ? {
                  etichetta: `Scarica ${a.nome}`,
                  onClick: () =>
                    download.apri({
                      id_allegato: a.id_allegato,
                      tipo: scelto === a.id_allegato ? 'bonifico' : 'allegato',
                      nome: a.nome,
                    }),
                }
              : undefined
          }
        >
          <ActionIcon
            color="red"
            variant="subtle"
            aria-label={`Togli ${a.nome}`}
            onClick={() => setDaTogliere(a)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </RigaFile>
      ))}
      {caricamento && (
        <Stack gap={2}>
          <Text fz="xs">
            {caricamento.nome} · {caricamento.percento}%
          </Text>
          <Progress value={caricamento.percento} animated aria-label="Caricamento allegato" />
        </Stack>
      )}
      <FileButton onChange={(f) => void carica(f)} accept="application/pdf,image/jpeg,image/png">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconPaperclip size={16} />}
            loading={caricamento != null}
            w="fit-content"
          >
            Carica allegato
          </Button>
        )}
      </FileButton>
      {bonificoBancario && (
        <Select
          label="Ricevuta del bonifico"
          description={MSG_TESORERIA.allegaRicevuta}
          placeholder={presenti.length === 0 ? 'Nessun allegato' : undefined}
          data={presenti.map((a) => ({ value: String(a.id_allegato), label: a.nome }))}
          value={scelto == null ? null : String(scelto)}
          required={bonificoInCorso}
          clearable={!bonificoInCorso}
          onChange={(v) => onBonifico(v == null ? null : Number(v))}
          error={erroreBonifico}
        />
      )}
      <ConfermaAzione
        opened={daTogliere != null}
        title="Togli allegato"
        confirmLabel="Togli"
        onConfirm={() => daTogliere && togli(daTogliere)}
        onClose={() => setDaTogliere(null)}
      >
        {daTogliere?.id_allegato != null && daTogliere.id_allegato > 0
          ? `Togliere ${daTogliere.nome} dal pagamento? Il file non sarà più scaricabile dopo il salvataggio.`
          : `Togliere ${daTogliere?.nome ?? ''}? Il file caricato non verrà salvato con il pagamento.`}
      </ConfermaAzione>
      <ScaricaAllegatoDialog {...download.props} />
    </Stack>
  );
}
