import { MSG_CHECKOUT } from '@zaino/domain/checkout';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { etichettaMetodi, importoNuovaCausale, isParteOrganizzazione } from '@zaino/domain/form-tesoreria';
import { modificaTransazioneFinanziariaSchema, msgRicevutaEmessa } from '@zaino/domain/form-transazioni';
import { formatEuro } from '@zaino/domain/formato';
import { euroInCentesimi } from '@zaino/domain/importi';
import {
  ETICHETTE_STATO_PAGAMENTO,
  STATI_PAGAMENTO,
  type StatoPagamento,
  type TipoPagamento,
} from '@zaino/domain/transazioni';
import { useEffect, useState } from 'react';
import { validaModulo } from '../../../lib/form.ts';
import { session } from '../../../lib/session-store.ts';
import type { CausaleTrovata } from '../api/cerca-transazioni.ts';
import { useVoci } from '../api/elenca-voci.ts';
import { type ModificaPagamentoVariabili, useModificaPagamento } from '../api/modifica-pagamento.ts';
import { useTransazioneFinanziaria } from '../api/transazione-finanziaria.ts';
import { AllegatiPagamento, type AllegatoModulo, allegatiDaInviare } from './allegati-pagamento.tsx';
import { attivi, collegaCausale, type LinkLocale, togliCollegamento } from '../collegamenti.ts';
import { CampoImporto } from './campo-importo.tsx';
import { RICERCA_CAUSALI } from './ricerche-collegamento.tsx';
import { DialogoRicerca } from './dialogo-ricerca.tsx';
import { DialogoTransazione, type PropsDialogo, useDialogoTransazione } from './dialogo-transazione.tsx';
import { PartiDaA } from './parti-da-a.tsx';
import { PiedeModulo } from './piede-modulo.tsx';
import { VociCausale } from './scelta-voce.tsx';
import { type Soggetto, soggetto, soggettoDellaScelta } from './soggetto.ts';
import { useCassa } from './use-cassa.ts';
import { useSalvaElimina } from './use-salva-elimina.ts';

// Spec 3 §4–§5 payment dialog ('Nuovo pagamento' / 'Modifica pagamento'), saved whole with
// modificaTransazioneFinanziaria (decision 1110); validated with the domain's schema, the server's own.

export const usePagamentoDialog = useDialogoTransazione;

/** A linked due: an existing one (id_altro) or one created with the payment ('Aggiungi causale'). */
interface Collegamento extends LinkLocale {
  /** the due's description as shown in the list */
  desc: string;
  nuovo?: { causale_desc: string; id_voce_da: number | null; id_voce_a: number | null };
}

const STATI = STATI_PAGAMENTO.map((value) => ({ value, label: ETICHETTE_STATO_PAGAMENTO[value] }));

const COPPIE_BASE = ['cash-cash', 'bank-bank', 'satispay-satispay', 'stripe-stripe'];
const TRASFERIMENTI = [
  'bank-cash',
  'cash-bank',
  'satispay-bank',
  'stripe-bank',
  'bank-satispay',
  'bank-stripe',
];

/** Spec 3 §2: a new transfer starts as completed, from Satispay to the bank. */
const TRASFERIMENTO_PREDEFINITO = 'satispay-bank';

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

export function PagamentoDialog({ onEliminato, ...props }: PropsDialogo & { onEliminato?: () => void }) {
  const letto = useTransazioneFinanziaria(props.aperto?.id ?? 0);
  return (
    <DialogoTransazione
      {...props}
      titoli={{
        nuovo: props.aperto?.trasferimento ? 'Nuovo trasferimento' : 'Nuovo pagamento',
        modifica: 'Modifica pagamento',
      }}
      letto={letto}
      nonTrovato={MSG_CHECKOUT.nonTrovato}
      testId="dialog-pagamento"
    >
      {(pagamento) => (
        <ModuloPagamento
          pagamento={pagamento}
          trasferimento={props.aperto?.trasferimento === true}
          daScelto={props.aperto?.da ?? null}
          onClose={props.onClose}
          onEliminato={onEliminato}
        />
      )}
    </DialogoTransazione>
  );
}

type Letto = NonNullable<ReturnType<typeof useTransazioneFinanziaria>['data']>;

function ModuloPagamento({
  pagamento,
  trasferimento: nuovoTrasferimento,
  daScelto,
  onClose,
  onEliminato,
}: {
  pagamento: Letto | null;
  /** a new payment's payer chosen by the opener */
  daScelto: Soggetto | null;
  /** a new transfer between the selected party's own methods */
  trasferimento: boolean;
  onClose: () => void;
  onEliminato?: () => void;
}) {
  const { anno } = useCassa();
  const scelta = session.use((s) => s.unitChoice);
  const modifica = useModificaPagamento();
  const voci = useVoci().data ?? [];
  const [stato, setStato] = useState<StatoPagamento>((pagamento?.stato as StatoPagamento) ?? 'completed');
  const [euro, setEuro] = useState<string | number>(pagamento ? pagamento.importo / 100 : '');
  const [coppia, setCoppia] = useState(
    pagamento
      ? `${pagamento.tipo_da}-${pagamento.tipo_a}`
      : nuovoTrasferimento
        ? TRASFERIMENTO_PREDEFINITO
        : // Spec 3 §4: "Default new-transaction values: tipo bank, stato completed".
          'bank-bank',
  );
  const [data, setData] = useState(perInput(pagamento ? pagamento.data_pagata : new Date().toISOString()));
  const [da, setDa] = useState<Soggetto | null>(
    pagamento
      ? soggetto(pagamento.parte_da, pagamento.id_parte_da)
      : nuovoTrasferimento
        ? soggettoDellaScelta(scelta)
        : daScelto,
  );
  const [a, setA] = useState<Soggetto | null>(
    pagamento ? soggetto(pagamento.parte_a, pagamento.id_parte_a) : soggettoDellaScelta(scelta),
  );
  const [collegamenti, setCollegamenti] = useState<Collegamento[]>(
    (pagamento?.transazioni ?? []).map((t) => ({
      id_transazione: t.id_transazione,
      importo: t.importo,
      elimina: false,
      id_altro: t.transazione_economica?.id_transazione_economica ?? null,
      desc: t.transazione_economica?.causale_desc ?? '',
    })),
  );
  const [allegati, setAllegati] = useState<AllegatoModulo[]>(
    (pagamento?.allegati ?? []).map((x) => ({ ...x, elimina: false })),
  );
  const [bonifico, setBonifico] = useState<number | null>(pagamento?.bonifico_id_allegato ?? null);
  const [caricamento, setCaricamento] = useState(false);
  const [inviato, setInviato] = useState(false);
  const [cercaCausale, setCercaCausale] = useState(false);

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
  const bonificoBancario = tipo_da === 'bank' && tipo_a === 'bank';
  const bonificoInCorso = bonificoBancario && stato === 'started';
  const ricevutaAutomatica = a != null && isParteOrganizzazione(a.tipo);

  const payload: ModificaPagamentoVariabili = {
    id_transazione_finanziaria: pagamento?.id_transazione_finanziaria ?? null,
    id_parte_da: da?.id_parte ?? 0,
    id_parte_a: a?.id_parte ?? 0,
    importo: importo ?? -1,
    stato,
    tipo_da,
    tipo_a,
    // The input shows minutes only: an untouched date is sent as read (a receipted payment's date
    // must not move by its seconds, decision 1110).
    data_pagata:
      stato !== 'completed'
        ? null
        : pagamento?.data_pagata && data === perInput(pagamento.data_pagata)
          ? pagamento.data_pagata
          : daInput(data),
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
                  ? { id_transazione_economica: c.id_altro }
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
  const azioni = useSalvaElimina<ModificaPagamentoVariabili>({
    invia: (v) => modifica.mutateAsync(v),
    testi: {
      salvato: 'Pagamento registrato con successo!',
      eliminato: 'Pagamento eliminato con successo!',
      titoloErrore: 'Modifica pagamento',
      titoloErroreElimina: 'Eliminazione pagamento',
    },
    onChiuso: onClose,
    onEliminato,
  });
  const salva = (conferma = false) => {
    setInviato(true);
    if (modulo.ok) void azioni.salva(payload, conferma);
  };

  /** Spec 3 §4 'Link to existing cause': a due chosen in the search, or the refusal. */
  function collega(c: CausaleTrovata): string | null {
    const esito = collegaCausale(collegamenti, c, importo ?? 0);
    if (esito.esito === 'rifiuto') return esito.messaggio;
    if (esito.esito === 'ripristina') {
      aggiorna(esito.id_transazione, (x) => ({ ...x, elimina: false }));
      return null;
    }
    setCollegamenti((xs) => [
      ...xs,
      {
        id_transazione: idNuovo(),
        importo: esito.importo,
        elimina: false,
        id_altro: c.id_transazione_economica,
        desc: c.causale_desc,
      },
    ]);
    return null;
  }

  function aggiungiCausale() {
    setCollegamenti((xs) => [
      ...xs,
      {
        id_transazione: idNuovo(),
        importo: Math.max(
          0,
          importoNuovaCausale(
            importo ?? 0,
            attivi(xs).map((c) => ({ importo: c.importo ?? 0 })),
          ),
        ),
        elimina: false,
        id_altro: null,
        desc: '',
        nuovo: { causale_desc: '', id_voce_da: null, id_voce_a: null },
      },
    ]);
  }

  const aggiorna = (idT: number, cambia: (c: Collegamento) => Collegamento) =>
    setCollegamenti((xs) => xs.map((c) => (c.id_transazione === idT ? cambia(c) : c)));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        salva();
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
            label="Completato il"
            value={data}
            onChange={(e) => setData(e.currentTarget.value)}
            error={errore('data_pagata')}
          />
        )}
        {/* One column on a phone: the transfers' method names ('Da Satispay a conto') need the width. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CampoImporto value={euro} onChange={setEuro} error={errore('importo')} required data-autofocus />
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
        </SimpleGrid>
        <PartiDaA
          da={da}
          a={a}
          onDa={setDa}
          onA={setA}
          errori={{ da: errore('id_parte_da'), a: errore('id_parte_a') }}
          bloccaA={trasferimento}
          testId="pagamento"
        />
        <TextInput
          label="Numero ricevuta"
          value={pagamento?.numero_ricevuta != null ? String(pagamento.numero_ricevuta) : ''}
          placeholder={ricevutaAutomatica ? 'automatico' : undefined}
          readOnly
        />

        <Divider label="Causali collegate" labelPosition="left" />
        {attivi(collegamenti).length === 0 && (
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
                    {c.desc || `Causale ${c.id_altro}`}
                  </Text>
                )}
                <CampoImporto
                  w={130}
                  value={c.importo == null ? '' : c.importo / 100}
                  onChange={(v) => {
                    const cent = euroInCentesimi(v === '' ? null : String(v));
                    aggiorna(c.id_transazione, (x) => ({ ...x, importo: cent }));
                  }}
                  thousandSeparator={undefined}
                  error={errore(`transazioni.${i}.importo`)}
                />
                <ActionIcon
                  mt={28}
                  color="red"
                  variant="subtle"
                  aria-label={`Togli ${c.desc || 'causale'}`}
                  onClick={() => setCollegamenti((xs) => togliCollegamento(xs, c.id_transazione))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {c.nuovo && (
                <VociCausale
                  voci={voci}
                  id_parte_da={da?.id_parte}
                  id_parte_a={a?.id_parte}
                  valori={c.nuovo}
                  onChange={(v) =>
                    aggiorna(c.id_transazione, (x) => ({ ...x, nuovo: { ...x.nuovo!, ...v } }))
                  }
                  errori={{
                    id_voce_da: errore(`transazioni.${i}.transazione_economica.id_voce_da`),
                    id_voce_a: errore(`transazioni.${i}.transazione_economica.id_voce_a`),
                  }}
                />
              )}
            </Stack>
          ),
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconLink size={16} />}
            onClick={() => setCercaCausale(true)}
          >
            Collega causale esistente
          </Button>
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

        <PiedeModulo
          stato={azioni}
          inCorso={modifica.isPending}
          onAnnulla={onClose}
          onConferma={() => salva(true)}
          onElimina={() =>
            pagamento &&
            void azioni.elimina({ id_transazione_finanziaria: pagamento.id_transazione_finanziaria })
          }
          eliminabile={pagamento != null}
          eliminaBloccata={
            pagamento?.numero_ricevuta != null
              ? msgRicevutaEmessa(pagamento.numero_ricevuta, true)
              : undefined
          }
          salvaBloccato={caricamento}
          titoloElimina="Elimina pagamento"
          testoElimina={`Eliminare il pagamento di ${formatEuro(pagamento?.importo ?? 0)} e i suoi collegamenti alle causali?`}
        />
      </Stack>
      <DialogoRicerca
        {...RICERCA_CAUSALI}
        opened={cercaCausale}
        onClose={() => setCercaCausale(false)}
        onScelto={collega}
      />
    </form>
  );
}
