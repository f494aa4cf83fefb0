import { Button, Group, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { PARAMETRI_ABBINAMENTO } from '@zaino/domain/abbinamento-movimenti';
import type { StatoMovimento } from '@zaino/domain/form-estratti-banca';
import { formatEuro } from '@zaino/domain/formato';
import { type ReactNode, useRef, useState } from 'react';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';
import {
  type ConfermaMovimento,
  type MovimentoBanca,
  type Suggerimento,
  useAssegnaUscita,
  useConfermaMovimenti,
  useIgnoraMovimento,
  useMovimentiBanca,
  useRiepilogoMovimenti,
} from '../api/movimenti-banca.ts';
import { CambiaAbbinamentoDialog } from './cambia-abbinamento-dialog.tsx';
import { CaricaEstratto } from './carica-estratto.tsx';
import { DescriviSuggerimento, MovimentoBancaCard } from './movimento-banca.tsx';
import { UscitaVoceDialog } from './uscita-voce-dialog.tsx';
import { useRitornoFocus } from './use-ritorno-focus.ts';

const daSuggerimento = (m: MovimentoBanca, s: Suggerimento): ConfermaMovimento => ({
  id_movimento: m.id_movimento,
  id_transazione_finanziaria: s.id_transazione_finanziaria,
  id_parte_da: s.id_parte_da,
  ripartizione: s.ripartizione.map((q) => ({
    id_transazione_economica: q.id_transazione_economica,
    importo: q.importo,
  })),
});

/** A suggestion sure enough to confirm with the others at once: a high score and no double-payment doubt. */
const sicuro = (m: MovimentoBanca) =>
  (m.suggerimenti[0]?.punteggio ?? 0) >= PARAMETRI_ABBINAMENTO.sogliaSicura &&
  m.possibile_doppio_pagamento.length === 0;

/** The question before confirming a weak suggestion: what it is a guess of, and the other choices. */
function DaVerificare({ m }: { m: MovimentoBanca }) {
  const altre = m.suggerimenti.length - 1;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Il movimento di {formatEuro(m.importo)} da {m.controparte ?? 'ordinante non indicato'}{' '}
        {m.possibile_doppio_pagamento.length > 0
          ? 'potrebbe pagare di nuovo quote già pagate: controlla il riquadro del movimento.'
          : 'somiglia a questo abbinamento, ma non abbastanza per essere sicuri.'}{' '}
        Confermando sarà registrato il pagamento e inviata la ricevuta.
      </Text>
      <DescriviSuggerimento s={m.suggerimenti[0]!} />
      {altre > 0 && (
        <Text size="sm">
          {altre === 1
            ? "C'è un altro abbinamento possibile"
            : `Ci sono altri ${altre} abbinamenti possibili`}
          : per sceglierlo usa «Cambia».
        </Text>
      )}
    </Stack>
  );
}

/** '1 movimento', '3 movimenti'. */
const nMovimenti = (n: number) => (n === 1 ? '1 movimento' : `${n} movimenti`);

const VUOTI: Record<StatoMovimento, string> = {
  da_abbinare: 'Nessun movimento da abbinare. Carica un estratto conto della banca per iniziare.',
  abbinata: 'Nessun movimento abbinato.',
  ignorata: 'Nessun movimento ignorato.',
};

function Gruppo({ titolo, id, children }: { titolo: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {titolo}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Issue 26, decision 1141 /b/cassa/estratti: upload a bank statement, settle its incoming lines
 * with the suggested (or another) match, ignore them, or assign an outgoing line to an expense item.
 * Whoever reads the treasury sees it; only 'estrattiBanca.gestisci' gets the controls.
 */
export function EstrattiPage() {
  const { puo } = useViewer();
  const gestisce = puo('estrattiBanca.gestisci');
  // Three labels with their counts do not fit side by side on a phone.
  const verticale = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const [stato, setStato] = useState<StatoMovimento>('da_abbinare');
  const riepilogo = useRiepilogoMovimenti();
  const movimenti = useMovimentiBanca(stato);
  const conferma = useConfermaMovimenti();
  const ignora = useIgnoraMovimento();
  const assegna = useAssegnaUscita();
  const [cambia, setCambia] = useState<MovimentoBanca | null>(null);
  const [uscita, setUscita] = useState<MovimentoBanca | null>(null);
  const [chiediTutti, setChiediTutti] = useState(false);
  const [eccedenza, setEccedenza] = useState<{ c: ConfermaMovimento; messaggio: string } | null>(null);
  const [daVerificare, setDaVerificare] = useState<MovimentoBanca | null>(null);
  const lista = useRef<HTMLDivElement>(null);
  const focus = useRitornoFocus(() => lista.current);

  const righe = movimenti.data ?? [];
  const entrate = righe.filter((m) => m.verso === 'entrata');
  // The surest first: a weak guess never sits above a sure match (a new treasurer reads top-down).
  const conSuggerimento = entrate
    .filter((m) => m.suggerimenti.length > 0)
    .sort((a, b) => b.suggerimenti[0]!.punteggio - a.suggerimenti[0]!.punteggio);
  const senza = entrate.filter((m) => m.suggerimenti.length === 0);
  const uscite = righe.filter((m) => m.verso === 'uscita');
  const sicuri = conSuggerimento.filter(sicuro);
  const totaleSicuri = sicuri.reduce((s, m) => s + m.importo, 0);

  async function invia(conferme: ConfermaMovimento[]): Promise<boolean> {
    try {
      const esiti = await conferma.mutateAsync(conferme);
      const ok = esiti.filter((e) => !e.errore);
      const rifiutati = esiti.filter((e) => e.errore);
      const completato = conferme.length === 1 ? conferme[0]?.id_transazione_finanziaria : null;
      if (ok.length > 0)
        notifySuccess(
          ok.length > 1
            ? `${ok.length} movimenti confermati`
            : completato
              ? `Movimento confermato: bonifico n. ${completato} completato`
              : 'Movimento confermato: pagamento registrato',
        );
      const [primo] = rifiutati;
      if (conferme.length === 1 && primo?.richiede_conferma && conferme[0]) {
        setEccedenza({ c: conferme[0], messaggio: primo.errore ?? '' });
        return false;
      }
      for (const e of rifiutati.slice(0, 3)) notifyDanger(e.errore ?? '', 'Movimento non confermato');
      return rifiutati.length === 0;
    } catch (e) {
      notifyDanger(errorMessage(e), 'Movimento non confermato');
      return false;
    }
  }

  async function ignoraMovimento(m: MovimentoBanca, si: boolean) {
    focus.ricorda();
    try {
      await ignora.mutateAsync({ id_movimento: m.id_movimento, ignora: si });
      notifySuccess(
        si ? 'Movimento ignorato: lo ritrovi tra gli «Ignorati»' : 'Movimento rimesso tra quelli da abbinare',
      );
    } catch (e) {
      notifyDanger(errorMessage(e), 'Movimento non modificato');
    }
    focus.ritorna();
  }

  /** Opens a dialog on a line, remembering the button that opened it. */
  const apri = (set: (m: MovimentoBanca) => void, m: MovimentoBanca) => {
    focus.ricorda();
    set(m);
  };

  /** A suggestion confirmed from its card: at once when sure, else after a question. */
  async function confermaSuggerimento(m: MovimentoBanca) {
    if (!sicuro(m)) return apri(setDaVerificare, m);
    focus.ricorda();
    await invia([daSuggerimento(m, m.suggerimenti[0]!)]);
    focus.ritorna();
  }

  async function assegnaVoce(id_voce: number) {
    if (!uscita) return;
    try {
      await assegna.mutateAsync({ id_movimento: uscita.id_movimento, id_voce });
      notifySuccess('Uscita registrata sulla voce');
      setUscita(null);
      focus.ritorna();
    } catch (e) {
      notifyDanger(errorMessage(e), 'Uscita non registrata');
    }
  }

  const azioni = (m: MovimentoBanca): ReactNode => {
    if (!gestisce) return null;
    if (m.stato === 'ignorata')
      return (
        <Button size="xs" variant="default" onClick={() => void ignoraMovimento(m, false)}>
          Rimetti da abbinare
        </Button>
      );
    if (m.stato !== 'da_abbinare') return null;
    const primo = m.suggerimenti[0];
    return (
      <>
        {m.verso === 'uscita' ? (
          <Button size="xs" onClick={() => apri(setUscita, m)}>
            Assegna a una voce
          </Button>
        ) : primo ? (
          <>
            <Button
              size="xs"
              variant={sicuro(m) ? 'filled' : 'light'}
              loading={conferma.isPending}
              onClick={() => void confermaSuggerimento(m)}
            >
              Conferma
            </Button>
            <Button size="xs" variant="default" onClick={() => apri(setCambia, m)}>
              Cambia
            </Button>
          </>
        ) : (
          <Button size="xs" variant="default" onClick={() => apri(setCambia, m)}>
            Abbina a una quota
          </Button>
        )}
        <Button size="xs" variant="subtle" color="gray.8" onClick={() => void ignoraMovimento(m, true)}>
          Ignora
        </Button>
      </>
    );
  };

  const elenco = (righe: MovimentoBanca[]) => (
    <Stack gap="xs">
      {righe.map((m) => (
        <MovimentoBancaCard key={m.id_movimento} m={m} azioni={azioni(m)} />
      ))}
    </Stack>
  );

  const conta = (s: StatoMovimento) => (riepilogo.data ? ` (${riepilogo.data[s]})` : '');

  return (
    <>
      <PageHeader
        title="Estratti conto"
        subtitle="Movimenti della banca da abbinare a quote e pagamenti"
        breadcrumbs={[
          { label: 'Home', to: '/b' },
          { label: 'Cassa', to: '/b/cassa' },
          { label: 'Estratti conto' },
        ]}
      />
      {gestisce && <CaricaEstratto />}
      <SegmentedControl
        mb="md"
        fullWidth
        orientation={verticale}
        value={stato}
        onChange={(v) => setStato(v as StatoMovimento)}
        aria-label="Movimenti da mostrare"
        data={[
          { value: 'da_abbinare', label: `Da abbinare${conta('da_abbinare')}` },
          { value: 'abbinata', label: `Abbinati${conta('abbinata')}` },
          { value: 'ignorata', label: `Ignorati${conta('ignorata')}` },
        ]}
      />
      {movimenti.isError && <ErroreLista error={movimenti.error} onRetry={() => void movimenti.refetch()} />}
      {movimenti.isLoading && <Loading />}
      {movimenti.isSuccess && righe.length === 0 && <Text c="dimmed">{VUOTI[stato]}</Text>}
      <div ref={lista}>
        {movimenti.isSuccess && righe.length > 0 && stato !== 'da_abbinare' && elenco(righe)}
        {movimenti.isSuccess && righe.length > 0 && stato === 'da_abbinare' && (
          <Stack gap="lg">
            {gestisce && sicuri.length > 0 && (
              <Group>
                <Button onClick={() => setChiediTutti(true)}>
                  Conferma i suggerimenti sicuri ({sicuri.length})
                </Button>
              </Group>
            )}
            {conSuggerimento.length > 0 && (
              <Gruppo
                titolo={`Entrate con un suggerimento (${conSuggerimento.length})`}
                id="entrate-suggerite"
              >
                {elenco(conSuggerimento)}
              </Gruppo>
            )}
            {senza.length > 0 && (
              <Gruppo titolo={`Entrate da abbinare a mano (${senza.length})`} id="entrate-senza">
                <Text size="sm" c="dimmed">
                  Nessuna quota aperta somiglia a questi movimenti: abbinali cercando la quota, oppure
                  ignorali.
                </Text>
                {elenco(senza)}
              </Gruppo>
            )}
            {uscite.length > 0 && (
              <Gruppo titolo={`Uscite (${uscite.length})`} id="uscite">
                {elenco(uscite)}
              </Gruppo>
            )}
          </Stack>
        )}
      </div>
      <ConfermaAzione
        opened={chiediTutti}
        title="Conferma i suggerimenti"
        confirmLabel={`Conferma ${nMovimenti(sicuri.length)}`}
        distruttiva={false}
        loading={conferma.isPending}
        onClose={() => setChiediTutti(false)}
        onConfirm={() =>
          void invia(sicuri.map((m) => daSuggerimento(m, m.suggerimenti[0]!))).then(() =>
            setChiediTutti(false),
          )
        }
      >
        Confermare {nMovimenti(sicuri.length)} per un totale di {formatEuro(totaleSicuri)}? Per ciascuno sarà
        registrato il pagamento delle quote suggerite e inviata la ricevuta.
      </ConfermaAzione>
      <ConfermaAzione
        opened={eccedenza !== null}
        title="Possibile doppio pagamento"
        confirmLabel="È giusto, confermo"
        distruttiva={false}
        loading={conferma.isPending}
        onClose={() => setEccedenza(null)}
        onConfirm={() => {
          if (eccedenza)
            void invia([{ ...eccedenza.c, conferma_eccedenza: true }]).then(() => setEccedenza(null));
        }}
      >
        {eccedenza?.messaggio}
      </ConfermaAzione>
      <ConfermaAzione
        opened={daVerificare !== null}
        title="Suggerimento da verificare"
        confirmLabel="Conferma comunque"
        distruttiva={false}
        loading={conferma.isPending}
        onClose={() => {
          setDaVerificare(null);
          focus.ritorna();
        }}
        onConfirm={() => {
          const m = daVerificare;
          if (m)
            void invia([daSuggerimento(m, m.suggerimenti[0]!)]).then(() => {
              setDaVerificare(null);
              focus.ritorna();
            });
        }}
      >
        {daVerificare && <DaVerificare m={daVerificare} />}
      </ConfermaAzione>
      <CambiaAbbinamentoDialog
        key={cambia?.id_movimento ?? 0}
        movimento={cambia}
        loading={conferma.isPending}
        onClose={() => {
          setCambia(null);
          focus.ritorna();
        }}
        onConferma={(c) =>
          void invia([c]).then((ok) => {
            if (!ok) return;
            setCambia(null);
            focus.ritorna();
          })
        }
      />
      <UscitaVoceDialog
        key={`u${uscita?.id_movimento ?? 0}`}
        movimento={uscita}
        loading={assegna.isPending}
        onClose={() => {
          setUscita(null);
          focus.ritorna();
        }}
        onAssegna={(v) => void assegnaVoce(v)}
      />
    </>
  );
}
