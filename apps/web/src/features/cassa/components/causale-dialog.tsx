import { ActionIcon, Button, Divider, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { isDovutoInterno, modificaTransazioneEconomicaSchema } from '@zaino/domain/form-transazioni';
import { formatEuro } from '@zaino/domain/formato';
import { euroInCentesimi } from '@zaino/domain/importi';
import { CAUSALI_TIPO, type CausaleTipo, ETICHETTE_CAUSALE_TIPO } from '@zaino/domain/transazioni';
import { useState } from 'react';
import { validaModulo } from '../../../lib/form.ts';
import { session } from '../../../lib/session-store.ts';
import type { PagamentoTrovato } from '../api/cerca-transazioni.ts';
import { useVoci } from '../api/elenca-voci.ts';
import { type ModificaCausaleVariabili, useModificaCausale } from '../api/modifica-causale.ts';
import { useTransazioneEconomica } from '../api/transazione-economica.ts';
import { attivi, collegaPagamento, type LinkLocale, togliCollegamento } from '../collegamenti.ts';
import { CampoImporto } from './campo-importo.tsx';
import { CampoIscrizione } from './campo-iscrizione.tsx';
import { RICERCA_PAGAMENTI } from './ricerche-collegamento.tsx';
import { DialogoRicerca } from './dialogo-ricerca.tsx';
import { DialogoTransazione, type PropsDialogo, useDialogoTransazione } from './dialogo-transazione.tsx';
import { PartiDaA } from './parti-da-a.tsx';
import { PiedeModulo } from './piede-modulo.tsx';
import { VociCausale } from './scelta-voce.tsx';
import { type Soggetto, soggetto, soggettoDellaScelta } from './soggetto.ts';
import { useCassa } from './use-cassa.ts';
import { useSalvaElimina } from './use-salva-elimina.ts';
import { useSceltaIscrizione } from './use-scelta-iscrizione.ts';

// Spec 3 §5 economic transaction form ('Nuova causale' / 'Modifica causale'), saved whole with
// modificaTransazioneEconomica (decision 1110), validated with the domain's schema.

export const useCausaleDialog = useDialogoTransazione;

const TIPI = CAUSALI_TIPO.map((value) => ({ value, label: ETICHETTE_CAUSALE_TIPO[value] }));

/** A linked payment: `id_altro` is its id; `desc` how the list shows it. */
interface Collegamento extends LinkLocale {
  desc: string;
}

let prossimoId = -1;
const idNuovo = () => prossimoId--;

const descPagamento = (id: number, importo: number) => `Pagamento n. ${id} · ${formatEuro(importo)}`;

export function CausaleDialog({ onEliminata, ...props }: PropsDialogo & { onEliminata?: () => void }) {
  const letta = useTransazioneEconomica(props.aperto?.id ?? 0);
  return (
    <DialogoTransazione
      {...props}
      titoli={{ nuovo: 'Nuova causale', modifica: 'Modifica causale' }}
      letto={letta}
      nonTrovato="Causale non trovata"
      testId="dialog-causale"
    >
      {(causale) => (
        <ModuloCausale
          causale={causale}
          daScelto={props.aperto?.da ?? null}
          onClose={props.onClose}
          onEliminata={onEliminata}
        />
      )}
    </DialogoTransazione>
  );
}

type Letta = NonNullable<ReturnType<typeof useTransazioneEconomica>['data']>;

function ModuloCausale({
  causale,
  daScelto,
  onClose,
  onEliminata,
}: {
  causale: Letta | null;
  /** a new due's payer chosen by the opener */
  daScelto: Soggetto | null;
  onClose: () => void;
  onEliminata?: () => void;
}) {
  const { anno } = useCassa();
  const scelta = session.use((s) => s.unitChoice);
  const modifica = useModificaCausale();
  const voci = useVoci().data ?? [];
  const [da, setDa] = useState<Soggetto | null>(
    causale ? soggetto(causale.parte_da, causale.id_parte_da) : daScelto,
  );
  const [a, setA] = useState<Soggetto | null>(
    causale ? soggetto(causale.parte_a, causale.id_parte_a) : soggettoDellaScelta(scelta),
  );
  const [euro, setEuro] = useState<string | number>(causale ? causale.importo / 100 : '');
  const [tipo, setTipo] = useState<CausaleTipo>((causale?.causale_tipo as CausaleTipo) ?? 'altro');
  const [desc, setDesc] = useState(causale?.causale_desc ?? '');
  const [dettagli, setDettagli] = useState(causale?.causale_dettagli ?? '');
  const [voce, setVoce] = useState({
    id_voce_da: causale?.id_voce_da ?? null,
    id_voce_a: causale?.id_voce_a ?? null,
  });
  const [collegamenti, setCollegamenti] = useState<Collegamento[]>(
    // Only the treasury opens this dialog, and it reads every payment (decision 1116).
    (causale?.transazioni ?? []).flatMap(({ id_transazione, importo, transazione_finanziaria: tf }) =>
      tf
        ? [
            {
              id_transazione,
              id_altro: tf.id_transazione_finanziaria,
              importo,
              elimina: false,
              desc: descPagamento(tf.id_transazione_finanziaria, tf.importo),
            },
          ]
        : [],
    ),
  );
  const [inviato, setInviato] = useState(false);
  const [cercaPagamento, setCercaPagamento] = useState(false);
  const iscrizione = useSceltaIscrizione(causale, { setDesc, setDa });

  const interno = isDovutoInterno({ tipo_parte_da: da?.tipo, tipo_parte_a: a?.tipo });
  const importo = euroInCentesimi(euro === '' ? null : String(euro));
  const payload: ModificaCausaleVariabili = {
    id_transazione_economica: causale?.id_transazione_economica ?? null,
    id_parte_da: da?.id_parte ?? 0,
    id_parte_a: a?.id_parte ?? 0,
    importo: importo ?? -1,
    causale_tipo: tipo,
    causale_desc: desc,
    causale_dettagli: dettagli,
    id_iscrizione: tipo === 'iscrizione' ? iscrizione.id_iscrizione : null,
    id_voce_da: interno ? null : voce.id_voce_da,
    id_voce_a: interno ? null : voce.id_voce_a,
    anno_scout: causale ? causale.anno_scout : anno,
    transazioni: collegamenti.map((c) =>
      c.elimina
        ? { id_transazione: c.id_transazione, elimina: true }
        : c.id_transazione < 0
          ? { id_transazione: c.id_transazione, id_transazione_finanziaria: c.id_altro, importo: c.importo }
          : { id_transazione: c.id_transazione, importo: c.importo },
    ),
  };
  const modulo = validaModulo(modificaTransazioneEconomicaSchema, {
    ...payload,
    tipo_parte_da: da?.tipo,
    tipo_parte_a: a?.tipo,
  });
  const errore = (campo: string) => (inviato ? modulo.errore(campo) : undefined);
  const azioni = useSalvaElimina<ModificaCausaleVariabili>({
    invia: (v) => modifica.mutateAsync(v),
    testi: {
      salvato: 'Causale registrata con successo!',
      eliminato: 'Causale eliminata con successo!',
      titoloErrore: causale ? 'Modifica causale' : 'Creazione causale',
      titoloErroreElimina: 'Eliminazione causale',
    },
    onChiuso: onClose,
    onEliminato: onEliminata,
  });
  const salva = (conferma = false) => {
    setInviato(true);
    if (modulo.ok) void azioni.salva(payload, conferma);
  };

  /** Spec 3 §5 'Link to existing payment': a payment chosen in the search, or one of the two refusals. */
  function collega(p: PagamentoTrovato): string | null {
    const esito = collegaPagamento(collegamenti, p, causale?.id_transazione_economica ?? null, importo ?? 0);
    if (esito.esito === 'rifiuto') return esito.messaggio;
    setCollegamenti((xs) =>
      esito.esito === 'ripristina'
        ? xs.map((c) => (c.id_transazione === esito.id_transazione ? { ...c, elimina: false } : c))
        : [
            ...xs,
            {
              id_transazione: idNuovo(),
              id_altro: p.id_transazione_finanziaria,
              importo: esito.importo,
              elimina: false,
              desc: descPagamento(p.id_transazione_finanziaria, p.importo),
            },
          ],
    );
    return null;
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        salva();
      }}
      noValidate
    >
      <Stack gap="sm">
        <PartiDaA
          da={da}
          a={a}
          onDa={setDa}
          onA={setA}
          errori={{ da: errore('id_parte_da'), a: errore('id_parte_a') }}
          testId="causale"
        />
        <Group grow align="flex-start">
          <CampoImporto value={euro} onChange={setEuro} error={errore('importo')} required />
          <Select
            label="Tipo"
            data={TIPI}
            value={tipo}
            onChange={(v) => v && setTipo(v as CausaleTipo)}
            allowDeselect={false}
          />
        </Group>
        {tipo === 'iscrizione' && (
          <CampoIscrizione
            scelta={iscrizione}
            idCausale={causale?.id_transazione_economica ?? null}
            annoPredefinito={anno}
            errore={errore('id_iscrizione')}
          />
        )}
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
        {!interno && (
          <VociCausale
            voci={voci}
            id_parte_da={da?.id_parte}
            id_parte_a={a?.id_parte}
            valori={voce}
            onChange={setVoce}
            errori={{ id_voce_da: errore('id_voce_da'), id_voce_a: errore('id_voce_a') }}
          />
        )}
        <Divider label="Pagamenti collegati" labelPosition="left" />
        {attivi(collegamenti).length === 0 && (
          <Text c="dimmed" fz="sm">
            Nessun pagamento collegato
          </Text>
        )}
        {collegamenti.map((c, i) =>
          c.elimina ? null : (
            <Group
              key={c.id_transazione}
              gap="xs"
              align="flex-start"
              wrap="nowrap"
              data-testid="collegamento-causale"
            >
              <Text fz="sm" mt={28} style={{ flex: 1 }}>
                {c.desc}
              </Text>
              <CampoImporto
                w={130}
                value={c.importo == null ? '' : c.importo / 100}
                onChange={(v) => {
                  const cent = euroInCentesimi(v === '' ? null : String(v));
                  setCollegamenti((xs) =>
                    xs.map((x) => (x.id_transazione === c.id_transazione ? { ...x, importo: cent } : x)),
                  );
                }}
                error={errore(`transazioni.${i}.importo`)}
              />
              <ActionIcon
                mt={28}
                color="red"
                variant="subtle"
                aria-label={`Togli il pagamento n. ${c.id_altro}`}
                onClick={() => setCollegamenti((xs) => togliCollegamento(xs, c.id_transazione))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ),
        )}
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconLink size={16} />}
          onClick={() => setCercaPagamento(true)}
        >
          Collega pagamento esistente
        </Button>
        <PiedeModulo
          stato={azioni}
          inCorso={modifica.isPending}
          onAnnulla={onClose}
          onConferma={() => salva(true)}
          onElimina={() =>
            causale && void azioni.elimina({ id_transazione_economica: causale.id_transazione_economica })
          }
          eliminabile={causale != null}
          titoloElimina="Elimina causale"
          testoElimina={`Eliminare la causale «${causale?.causale_desc ?? ''}» e i suoi collegamenti ai pagamenti?`}
        />
      </Stack>
      <DialogoRicerca
        {...RICERCA_PAGAMENTI}
        opened={cercaPagamento}
        onClose={() => setCercaPagamento(false)}
        onScelto={collega}
      />
    </form>
  );
}
