import { MSG_CHECKOUT } from '@zaino/domain/checkout';
import { Divider, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { etichettaMetodi, isParteOrganizzazione } from '@zaino/domain/form-tesoreria';
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
import { type ModificaPagamentoVariabili, useModificaPagamento } from '../api/modifica-pagamento.ts';
import { useTransazioneFinanziaria } from '../api/transazione-finanziaria.ts';
import {
  COPPIE_BASE,
  type Collegamento,
  dataDaInviare,
  perInput,
  TRASFERIMENTI,
  TRASFERIMENTO_PREDEFINITO,
  transazioniDaInviare,
} from '../valori-pagamento.ts';
import { AllegatiPagamento, type AllegatoModulo, allegatiDaInviare } from './allegati-pagamento.tsx';
import { CampoImporto } from './campo-importo.tsx';
import { CausaliCollegate } from './causali-collegate.tsx';
import { DialogoTransazione, type PropsDialogo, useDialogoTransazione } from './dialogo-transazione.tsx';
import { PartiDaA } from './parti-da-a.tsx';
import { PiedeModulo } from './piede-modulo.tsx';
import { type Soggetto, soggetto, soggettoDellaScelta } from './soggetto.ts';
import { useCassa } from './use-cassa.ts';
import { useSalvaElimina } from './use-salva-elimina.ts';

// Spec 3 §4–§5 payment dialog ('Nuovo pagamento' / 'Modifica pagamento'), saved whole with
// modificaTransazioneFinanziaria (decision 1110); validated with the domain's schema, the server's own.

export const usePagamentoDialog = useDialogoTransazione;

const STATI = STATI_PAGAMENTO.map((value) => ({ value, label: ETICHETTE_STATO_PAGAMENTO[value] }));

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
    data_pagata: dataDaInviare(stato === 'completed', pagamento?.data_pagata, data),
    bonifico_id_allegato: bonificoBancario ? bonifico : null,
    anno_scout: pagamento ? pagamento.anno_scout : anno,
    transazioni: transazioniDaInviare(collegamenti, {
      id_parte_da: da?.id_parte ?? 0,
      id_parte_a: a?.id_parte ?? 0,
    }),
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

        <CausaliCollegate
          collegamenti={collegamenti}
          onChange={setCollegamenti}
          importo={importo ?? 0}
          id_parte_da={da?.id_parte}
          id_parte_a={a?.id_parte}
          errore={errore}
          errori={modulo.errori}
        />

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
    </form>
  );
}
