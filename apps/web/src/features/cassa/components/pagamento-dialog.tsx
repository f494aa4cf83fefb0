import {
  ActionIcon,
  Box,
  Button,
  Divider,
  Flex,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowsExchange, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  etichettaMetodi,
  importoNuovaCausale,
  isParteOrganizzazione,
  MSG_TESORERIA,
  type TipoParte,
  tipoParte,
} from '@zaino/domain/form-tesoreria';
import { modificaTransazioneFinanziariaSchema, msgRicevutaEmessa } from '@zaino/domain/form-transazioni';
import { formatEuro } from '@zaino/domain/formato';
import { euroInCentesimi } from '@zaino/domain/importi';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { StatoPagamento, TipoPagamento } from '@zaino/domain/transazioni';
import { useEffect, useState } from 'react';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { errorText, reportError } from '../../../lib/errors.ts';
import { validaModulo } from '../../../lib/form.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';
import { nomeParte, type ParteLetta } from '../../../lib/parte.ts';
import { useVoci, type Voce } from '../api/elenca-voci.ts';
import { useCausali } from '../api/get-te-parte.ts';
import {
  type ModificaPagamentoVariabili,
  useCercaParte,
  useModificaPagamento,
} from '../api/modifica-pagamento.ts';
import { useTransazioneFinanziaria } from '../api/transazione-finanziaria.ts';
import { AllegatiPagamento, type AllegatoModulo, allegatiDaInviare } from './allegati-pagamento.tsx';
import { useTelefono } from './codice-voce.tsx';
import { useCassa } from './use-cassa.ts';

// Spec 3 §4–§5 payment dialog ('Nuovo pagamento' / 'Modifica pagamento'), saved whole with
// modificaTransazioneFinanziaria (decision 1110); validated with the domain's schema, the server's own.

/** Which payment the dialog edits: a new one (id null) or an existing one; closed when undefined. */
export function usePagamentoDialog() {
  const [aperto, setAperto] = useState<{ id: number | null } | undefined>();
  return {
    apri: (id: number | null = null) => setAperto({ id }),
    props: { aperto, onClose: () => setAperto(undefined) },
  };
}

export interface Soggetto {
  id_parte: number;
  tipo: TipoParte;
  nome: string;
}

interface Collegamento {
  id_transazione: number;
  importo: number | null;
  elimina: boolean;
  id_transazione_economica: number | null;
  /** the due's description as shown in the list */
  desc: string;
  nuovo?: { causale_desc: string; id_voce_da: number | null; id_voce_a: number | null };
}

const STATI: { value: StatoPagamento; label: string }[] = [
  { value: 'completed', label: 'Completato' },
  { value: 'rejected', label: 'Rifiutato' },
  { value: 'started', label: 'In corso' },
  { value: 'initiated', label: 'Non effettuato' },
];

const COPPIE_BASE = ['cash-cash', 'bank-bank', 'satispay-satispay', 'stripe-stripe'];
const TRASFERIMENTI = [
  'bank-cash',
  'cash-bank',
  'satispay-bank',
  'stripe-bank',
  'bank-satispay',
  'bank-stripe',
];

export const soggetto = (
  p:
    | (ParteLetta & { id_unita?: number | null; id_gruppo?: number | null; id_persona?: number | null })
    | null
    | undefined,
  id: number,
): Soggetto => ({
  id_parte: id,
  tipo: tipoParte({ id_parte: id, ...(p ?? {}) }),
  nome: nomeParte(p, id),
});

/** ISO → the value of an <input type="datetime-local"> in local time. */
function perInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const due = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${due(d.getMonth() + 1)}-${due(d.getDate())}T${due(d.getHours())}:${due(d.getMinutes())}`;
}

const daInput = (v: string): string | null => {
  const d = new Date(v);
  return v && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
};

let prossimoId = -1;
const idNuovo = () => prossimoId--;

/** A simple party picker: the section, the selected party, and cercaParte / cercaIscrizione by name. */
export function SceltaSoggetto({
  label,
  valore,
  onChange,
  errore,
  disabled,
  testId,
}: {
  label: string;
  valore: Soggetto | null;
  onChange: (s: Soggetto | null) => void;
  errore?: string;
  disabled?: boolean;
  testId: string;
}) {
  const [cerca, setCerca] = useState('');
  const { id_parte, nomeParte: nomeScelta, anno } = useCassa();
  const risultati = useCercaParte(cerca === valore?.nome ? '' : cerca, anno);
  // The section and the party of the unit selector are always offered; persons and other subjects by search.
  const fissi = [soggetto({ id_parte: ID_PARTE_SEZIONE }, ID_PARTE_SEZIONE)];
  if (id_parte !== ID_PARTE_SEZIONE) fissi.push({ ...soggetto({ id_parte }, id_parte), nome: nomeScelta });
  const trovati = (risultati.data ?? []).map((p) => soggetto(p, p.id_parte));
  const opzioni = [...(valore ? [valore] : []), ...fissi, ...trovati].filter(
    (s, i, tutte) => tutte.findIndex((x) => x.id_parte === s.id_parte) === i,
  );
  return (
    <Select
      label={label}
      placeholder="Cerca per nome (almeno 4 lettere)"
      searchable
      clearable
      disabled={disabled}
      data={opzioni.map((s) => ({ value: String(s.id_parte), label: s.nome }))}
      value={valore ? String(valore.id_parte) : null}
      searchValue={cerca}
      onSearchChange={setCerca}
      onChange={(v) => onChange(opzioni.find((s) => String(s.id_parte) === v) ?? null)}
      filter={({ options }) => options}
      nothingFoundMessage={cerca.trim().length >= 4 && !risultati.isFetching ? 'Nessun soggetto' : undefined}
      rightSection={risultati.isFetching ? <Loader size={14} /> : undefined}
      error={errore}
      required
      data-testid={testId}
    />
  );
}

export function SceltaVoce({
  label,
  voci,
  valore,
  onChange,
  errore,
}: {
  label: string;
  voci: readonly Voce[];
  valore: number | null;
  onChange: (v: number | null) => void;
  errore?: string;
}) {
  return (
    <Select
      label={label}
      searchable
      data={voci.map((v) => ({ value: String(v.id_voce), label: `${v.codice} ${v.descrizione}` }))}
      value={valore == null ? null : String(valore)}
      onChange={(v) => onChange(v == null ? null : Number(v))}
      error={errore}
    />
  );
}

export function PagamentoDialog({
  aperto,
  onClose,
  onEliminato,
}: ReturnType<typeof usePagamentoDialog>['props'] & { onEliminato?: () => void }) {
  const id = aperto?.id ?? null;
  const letto = useTransazioneFinanziaria(id ?? 0);
  const pronto = aperto !== undefined && (id === null || letto.data != null);
  // On a phone the form takes the whole screen: a centred box leaves the party pickers a few letters.
  const telefono = useTelefono();
  return (
    <Modal
      opened={aperto !== undefined}
      onClose={onClose}
      title={id ? 'Modifica pagamento' : 'Nuovo pagamento'}
      centered
      size="lg"
      fullScreen={telefono}
      data-testid="dialog-pagamento"
    >
      {!pronto ? (
        letto.isError || (id !== null && letto.data === null) ? (
          <Text c="red">{letto.isError ? errorText(letto.error) : 'Pagamento non trovato'}</Text>
        ) : (
          <Loader />
        )
      ) : (
        <ModuloPagamento
          key={`${id ?? 'nuovo'}`}
          pagamento={id === null ? null : (letto.data ?? null)}
          onClose={onClose}
          onEliminato={onEliminato}
        />
      )}
    </Modal>
  );
}

type Letto = NonNullable<ReturnType<typeof useTransazioneFinanziaria>['data']>;

function ModuloPagamento({
  pagamento,
  onClose,
  onEliminato,
}: {
  pagamento: Letto | null;
  onClose: () => void;
  onEliminato?: () => void;
}) {
  const { id_parte, anno } = useCassa();
  const modifica = useModificaPagamento();
  const voci = useVoci().data ?? [];
  const [stato, setStato] = useState<StatoPagamento>((pagamento?.stato as StatoPagamento) ?? 'completed');
  const [euro, setEuro] = useState<string | number>(pagamento ? pagamento.importo / 100 : '');
  const [coppia, setCoppia] = useState(pagamento ? `${pagamento.tipo_da}-${pagamento.tipo_a}` : 'cash-cash');
  const [data, setData] = useState(perInput(pagamento ? pagamento.data_pagata : new Date().toISOString()));
  const [da, setDa] = useState<Soggetto | null>(
    pagamento ? soggetto(pagamento.parte_da, pagamento.id_parte_da) : null,
  );
  const [a, setA] = useState<Soggetto | null>(
    pagamento
      ? soggetto(pagamento.parte_a, pagamento.id_parte_a)
      : soggetto({ id_parte: id_parte }, id_parte),
  );
  const [collegamenti, setCollegamenti] = useState<Collegamento[]>(
    (pagamento?.transazioni ?? []).map((t) => ({
      id_transazione: t.id_transazione,
      importo: t.importo,
      elimina: false,
      id_transazione_economica: t.transazione_economica?.id_transazione_economica ?? null,
      desc: t.transazione_economica?.causale_desc ?? '',
    })),
  );
  const [allegati, setAllegati] = useState<AllegatoModulo[]>(
    (pagamento?.allegati ?? []).map((x) => ({ ...x, elimina: false })),
  );
  const [bonifico, setBonifico] = useState<number | null>(pagamento?.bonifico_id_allegato ?? null);
  const [caricamento, setCaricamento] = useState(false);
  const [inviato, setInviato] = useState(false);
  const [chiediEccedenza, setChiediEccedenza] = useState(false);
  const [chiediElimina, setChiediElimina] = useState(false);

  const [tipo_da, tipo_a] = coppia.split('-') as [TipoPagamento, TipoPagamento];
  const trasferimento = tipo_da !== tipo_a;
  useEffect(() => {
    if (trasferimento && da && a?.id_parte !== da.id_parte) setA(da);
  }, [trasferimento, da, a]);

  // Transfers between one's own methods: offered to an organisation paying (section, group, unit),
  // and kept when the payment already is one.
  const offriTrasferimenti = trasferimento || (da != null && isParteOrganizzazione(da.tipo));
  const coppie = offriTrasferimenti ? [...COPPIE_BASE, ...TRASFERIMENTI] : COPPIE_BASE;
  const importo = euroInCentesimi(euro === '' ? null : String(euro));
  const attivi = collegamenti.filter((c) => !c.elimina);
  const bonificoBancario = tipo_da === 'bank' && tipo_a === 'bank';
  const bonificoInCorso = bonificoBancario && stato === 'started';
  const ricevutaAutomatica = a != null && isParteOrganizzazione(a.tipo);

  const causali = useCausali(da?.id_parte ?? 0, da ? anno : null);
  const collegabili = (causali.data ?? []).filter(
    (c) =>
      c.id_parte_da === da?.id_parte &&
      !collegamenti.some((l) => !l.elimina && l.id_transazione_economica === c.id_transazione_economica),
  );

  const payload: ModificaPagamentoVariabili = {
    id_transazione_finanziaria: pagamento?.id_transazione_finanziaria ?? null,
    id_parte_da: da?.id_parte ?? 0,
    id_parte_a: a?.id_parte ?? 0,
    importo: importo ?? -1,
    stato,
    tipo_da,
    tipo_a,
    data_pagata: stato === 'completed' ? daInput(data) : null,
    bonifico_id_allegato: bonificoBancario ? bonifico : null,
    anno_scout: pagamento ? pagamento.anno_scout : anno,
    transazioni: collegamenti
      .filter((c) => !(c.elimina && c.id_transazione < 0))
      .map((c) =>
        c.elimina
          ? { id_transazione: c.id_transazione, elimina: true }
          : {
              id_transazione: c.id_transazione,
              importo: c.importo,
              ...(c.id_transazione < 0 && c.nuovo
                ? {
                    transazione_economica: {
                      id_parte_da: da?.id_parte ?? 0,
                      id_parte_a: a?.id_parte ?? 0,
                      importo: c.importo ?? 0,
                      causale_desc: c.nuovo.causale_desc,
                      causale_tipo: 'altro' as const,
                      id_voce_da: c.nuovo.id_voce_da,
                      id_voce_a: c.nuovo.id_voce_a,
                    },
                  }
                : c.id_transazione < 0
                  ? { id_transazione_economica: c.id_transazione_economica }
                  : {}),
            },
      ),
    allegati: allegatiDaInviare(allegati),
  };
  const modulo = validaModulo(modificaTransazioneFinanziariaSchema, {
    ...payload,
    tipo_parte_da: da?.tipo,
    tipo_parte_a: a?.tipo,
  });
  const errore = (campo: string) => (inviato ? modulo.errore(campo) : undefined);

  async function salva(conferma_eccedenza = false) {
    setInviato(true);
    if (!modulo.ok) return;
    try {
      await modifica.mutateAsync({ ...payload, conferma_eccedenza });
      setChiediEccedenza(false);
      notifySuccess('Pagamento registrato con successo!');
      onClose();
    } catch (e) {
      if (
        e instanceof ApiError &&
        e.errorType === 'CONFLICT' &&
        e.extensions.conferma === 'conferma_eccedenza'
      ) {
        setChiediEccedenza(true);
        return;
      }
      setChiediEccedenza(false);
      reportError(e, 'modifica pagamento');
      notifyDanger(`Si è verificato un errore: ${errorText(e)}`, 'Modifica pagamento');
    }
  }

  async function elimina() {
    if (!pagamento) return;
    try {
      await modifica.mutateAsync({
        id_transazione_finanziaria: pagamento.id_transazione_finanziaria,
        elimina: true,
      });
      setChiediElimina(false);
      notifySuccess('Pagamento eliminato con successo!');
      onClose();
      onEliminato?.();
    } catch (e) {
      setChiediElimina(false);
      reportError(e, 'eliminazione pagamento');
      notifyDanger(`Si è verificato un errore: ${errorText(e)}`, 'Eliminazione pagamento');
    }
  }

  const residuo = (c: (typeof collegabili)[number]) =>
    c.importo - (c.transazioni ?? []).reduce((s, t) => s + t.importo, 0);
  const daCollegare = () =>
    importoNuovaCausale(
      importo ?? 0,
      attivi.map((c) => ({ importo: c.importo ?? 0 })),
    );

  function collega(idCausale: string | null) {
    const c = collegabili.find((x) => String(x.id_transazione_economica) === idCausale);
    if (!c) return;
    const libero = daCollegare();
    setCollegamenti((xs) => [
      ...xs,
      {
        id_transazione: idNuovo(),
        importo: Math.max(0, libero > 0 ? Math.min(libero, residuo(c)) : residuo(c)),
        elimina: false,
        id_transazione_economica: c.id_transazione_economica,
        desc: c.causale_desc,
      },
    ]);
  }

  function aggiungiCausale() {
    setCollegamenti((xs) => [
      ...xs,
      {
        id_transazione: idNuovo(),
        importo: Math.max(0, daCollegare()),
        elimina: false,
        id_transazione_economica: null,
        desc: '',
        nuovo: { causale_desc: '', id_voce_da: null, id_voce_a: null },
      },
    ]);
  }

  const aggiorna = (idT: number, cambia: (c: Collegamento) => Collegamento) =>
    setCollegamenti((xs) => xs.map((c) => (c.id_transazione === idT ? cambia(c) : c)));
  const togli = (idT: number) =>
    setCollegamenti((xs) =>
      idT < 0
        ? xs.filter((c) => c.id_transazione !== idT)
        : xs.map((c) => (c.id_transazione === idT ? { ...c, elimina: true } : c)),
    );

  const vociE = voci.filter((v) => v.codice.startsWith('E'));
  const vociU = voci.filter((v) => v.codice.startsWith('U'));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Radio.Group
          label="Stato"
          value={stato}
          onChange={(v) => setStato(v as StatoPagamento)}
          error={errore('stato')}
        >
          <Group gap="md" mt={4}>
            {STATI.map((s) => (
              <Radio key={s.value} value={s.value} label={s.label} />
            ))}
          </Group>
        </Radio.Group>
        {stato === 'completed' && (
          <TextInput
            type="datetime-local"
            label="Completed on"
            value={data}
            onChange={(e) => setData(e.currentTarget.value)}
            error={errore('data_pagata')}
          />
        )}
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
            data-autofocus
          />
          <Select
            label="Metodo"
            data={coppie.map((c) => {
              const [x, y] = c.split('-') as [TipoPagamento, TipoPagamento];
              return { value: c, label: etichettaMetodi(x, y) ?? c };
            })}
            value={coppia}
            onChange={(v) => v && setCoppia(v)}
            allowDeselect={false}
            error={errore('tipo_a') ?? errore('tipo_da')}
          />
        </Group>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" align={{ base: 'stretch', xs: 'flex-end' }}>
          <Box flex={1}>
            <SceltaSoggetto
              label="Da"
              valore={da}
              onChange={setDa}
              errore={errore('id_parte_da')}
              testId="pagamento-da"
            />
          </Box>
          {!trasferimento && (
            <ActionIcon
              variant="default"
              size="lg"
              mb={{ base: 0, xs: errore('id_parte_a') || errore('id_parte_da') ? 22 : 0 }}
              style={{ flexGrow: 0, alignSelf: 'center' }}
              aria-label="Scambia pagante e beneficiario"
              onClick={() => {
                setDa(a);
                setA(da);
              }}
            >
              <IconArrowsExchange size={16} />
            </ActionIcon>
          )}
          <Box flex={1}>
            <SceltaSoggetto
              label="A"
              valore={trasferimento ? da : a}
              onChange={setA}
              errore={errore('id_parte_a')}
              disabled={trasferimento}
              testId="pagamento-a"
            />
          </Box>
        </Flex>
        <TextInput
          label="Numero ricevuta"
          value={pagamento?.numero_ricevuta != null ? String(pagamento.numero_ricevuta) : ''}
          placeholder={ricevutaAutomatica ? 'automatic' : undefined}
          readOnly
        />

        <Divider label="Causali collegate" labelPosition="left" />
        {attivi.length === 0 && (
          <Text c="dimmed" fz="sm">
            Nessuna causale collegata
          </Text>
        )}
        {collegamenti.map((c, i) =>
          c.elimina ? null : (
            <Stack key={c.id_transazione} gap={4} data-testid="collegamento-pagamento">
              <Group align="flex-start" wrap="nowrap">
                {c.nuovo ? (
                  <TextInput
                    style={{ flex: 1 }}
                    label="Descrizione nuova causale"
                    value={c.nuovo.causale_desc}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      aggiorna(c.id_transazione, (x) => ({ ...x, nuovo: { ...x.nuovo!, causale_desc: v } }));
                    }}
                    error={errore(`transazioni.${i}.transazione_economica.causale_desc`)}
                  />
                ) : (
                  <Text style={{ flex: 1 }} mt={28} fz="sm">
                    {c.desc || `Causale ${c.id_transazione_economica}`}
                  </Text>
                )}
                <NumberInput
                  w={130}
                  label="Importo (€)"
                  value={c.importo == null ? '' : c.importo / 100}
                  onChange={(v) => {
                    const cent = euroInCentesimi(v === '' ? null : String(v));
                    aggiorna(c.id_transazione, (x) => ({ ...x, importo: cent }));
                  }}
                  decimalScale={2}
                  decimalSeparator=","
                  min={0}
                  hideControls
                  error={errore(`transazioni.${i}.importo`)}
                />
                <ActionIcon
                  mt={28}
                  color="red"
                  variant="subtle"
                  aria-label={`Togli ${c.desc || 'causale'}`}
                  onClick={() => togli(c.id_transazione)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {c.nuovo && (a?.id_parte === ID_PARTE_SEZIONE || da?.id_parte === ID_PARTE_SEZIONE) && (
                <Group grow>
                  {da?.id_parte === ID_PARTE_SEZIONE && (
                    <SceltaVoce
                      label="Voce (uscita)"
                      voci={vociU}
                      valore={c.nuovo.id_voce_da}
                      onChange={(v) =>
                        aggiorna(c.id_transazione, (x) => ({ ...x, nuovo: { ...x.nuovo!, id_voce_da: v } }))
                      }
                      errore={errore(`transazioni.${i}.transazione_economica.id_voce_da`)}
                    />
                  )}
                  {a?.id_parte === ID_PARTE_SEZIONE && (
                    <SceltaVoce
                      label="Voce (entrata)"
                      voci={vociE}
                      valore={c.nuovo.id_voce_a}
                      onChange={(v) =>
                        aggiorna(c.id_transazione, (x) => ({ ...x, nuovo: { ...x.nuovo!, id_voce_a: v } }))
                      }
                      errore={errore(`transazioni.${i}.transazione_economica.id_voce_a`)}
                    />
                  )}
                </Group>
              )}
            </Stack>
          ),
        )}
        <Group align="flex-end">
          <Select
            style={{ flex: 1 }}
            miw={220}
            label="Collega una causale"
            placeholder={da ? 'Scegli una causale del pagante' : 'Scegli prima chi paga'}
            disabled={!da}
            searchable
            data={collegabili.map((c) => ({
              value: String(c.id_transazione_economica),
              label: `${c.causale_desc || `Causale ${c.id_transazione_economica}`} · ${formatEuro(c.importo)}`,
            }))}
            value={null}
            onChange={collega}
            nothingFoundMessage="Nessuna causale"
            data-testid="collega-causale"
          />
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={aggiungiCausale}>
            Aggiungi causale
          </Button>
        </Group>
        {errore('transazioni') && !modulo.errori.some((x) => /^transazioni\.\d/.test(x.campo)) && (
          <Text c="red" fz="sm">
            {errore('transazioni')}
          </Text>
        )}

        <Divider label="Allegati" labelPosition="left" />
        <AllegatiPagamento
          allegati={allegati}
          onChange={setAllegati}
          bonifico={bonifico}
          onBonifico={setBonifico}
          bonificoBancario={bonificoBancario}
          bonificoInCorso={bonificoInCorso}
          erroreBonifico={errore('bonifico_id_allegato')}
          ricevuta={
            pagamento?.ricevuta_id_allegato
              ? { id_allegato: pagamento.ricevuta_id_allegato, numero: pagamento.numero_ricevuta ?? null }
              : null
          }
          onCaricamento={setCaricamento}
        />

        <Group justify="space-between" mt="xs">
          {pagamento ? (
            <Button
              color="red"
              variant="light"
              onClick={() => setChiediElimina(true)}
              disabled={modifica.isPending || pagamento.numero_ricevuta != null}
              title={
                pagamento.numero_ricevuta != null
                  ? msgRicevutaEmessa(pagamento.numero_ricevuta, true)
                  : undefined
              }
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
            <Button type="submit" loading={modifica.isPending} disabled={caricamento}>
              Salva
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfermaAzione
        opened={chiediEccedenza}
        title="Copertura oltre l'importo"
        confirmLabel={MSG_TESORERIA.confermo}
        distruttiva={false}
        loading={modifica.isPending}
        onConfirm={() => void salva(true)}
        onClose={() => setChiediEccedenza(false)}
      >
        Una causale collegata risulterebbe coperta oltre il suo importo. Confermi?
      </ConfermaAzione>
      <ConfermaAzione
        opened={chiediElimina}
        title="Elimina pagamento"
        confirmLabel="Elimina"
        loading={modifica.isPending}
        onConfirm={() => void elimina()}
        onClose={() => setChiediElimina(false)}
      >
        Eliminare il pagamento di {formatEuro(pagamento?.importo ?? 0)} e i suoi collegamenti alle causali?
      </ConfermaAzione>
    </form>
  );
}
