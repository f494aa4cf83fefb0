import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { cambiaCarrello, importiCheckout, riconciliaCarrello } from '@zaino/domain/checkout';
import { donazioneSchema, percorsoDatiDonatore, richiedeDatiDonatore } from '@zaino/domain/form-front-office';
import { formatEuroInteri } from '@zaino/domain/formato';
import {
  DONAZIONE_MAX_EURO,
  type MetodoCheckout,
  puoAvviareCheckout,
  totaleCarrello,
} from '@zaino/domain/quote';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { session } from '../../../lib/session-store.ts';
import { type PersonaCheckout, useDovutiCheckout } from '../api/get-dovuti-checkout.ts';
import { dimenticaPreparato } from '../checkout-in-corso.ts';
import { DialogoDatiDonatore } from './dialogo-dati-donatore.tsx';
import { DialogoErrore } from './dialogo-errore.tsx';
import type { DovutoPagabile } from './dovuti-famiglia.tsx';
import { DovutiFamiglia } from './dovuti-famiglia.tsx';
import { dovutiPagabili, residuiPagabili } from './dovuti-pagabili.ts';
import { RiepilogoCheckout } from './riepilogo-checkout.tsx';
import { SceltaMetodo } from './scelta-metodo.tsx';
import { useAvviaCheckout } from './use-avvia-checkout.ts';

const METODI: readonly string[] = ['stripe', 'satispay', 'bank'];
const stessoCarrello = (a: readonly { id_transazione_economica: number; importo: number }[], b: typeof a) =>
  a.length === b.length &&
  a.every(
    (r, i) => r.id_transazione_economica === b[i]?.id_transazione_economica && r.importo === b[i]?.importo,
  );

/** `aggiornando`: the dues are being read again (after a change elsewhere): no start until they are. */
function ModuloCheckout({ persone, aggiornando }: { persone: PersonaCheckout[]; aggiornando: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const carrello = session.use((s) => s.cart);
  // Donation and method survive the detour to the donor's data through the return address.
  const [donazioneTesto, setDonazioneTesto] = useState(params.get('donazione') ?? '');
  const [metodo, setMetodo] = useState<MetodoCheckout | null>(() => {
    const m = params.get('metodo');
    return m && METODI.includes(m) ? (m as MetodoCheckout) : null;
  });
  const [dialogo, setDialogo] = useState<'bonifico' | 'donatore' | null>(null);
  const avvio = useAvviaCheckout();

  const elenco = useMemo(() => dovutiPagabili(persone), [persone]);
  const residui = useMemo(() => residuiPagabili(elenco), [elenco]);
  const righe = riconciliaCarrello(carrello, residui);
  // Spec 3 §2, spec 1 §4.6: lines no longer due (or worth zero) leave the stored cart too.
  useEffect(() => {
    const attuale = session.get().cart;
    const pulito = riconciliaCarrello(attuale, residui);
    if (!stessoCarrello(attuale, pulito)) session.set({ cart: pulito });
  }, [residui]);

  const donazione = donazioneSchema.safeParse(donazioneTesto);
  const centesimiDono = donazione.success ? donazione.data : 0;
  const quote = totaleCarrello(righe, 0);
  const totale = totaleCarrello(righe, centesimiDono);
  const importi = metodo
    ? importiCheckout(
        righe.map((r) => r.importo),
        centesimiDono,
        metodo,
      )
    : null;
  const avviabile = donazione.success && puoAvviareCheckout(metodo, totale) && !aggiornando;
  const io = persone[0];

  // Spec 3 §4: a new amount or method resets the prepared checkout.
  const cambiato = () => {
    if (session.get().checkoutPrepare.status !== 'loading') dimenticaPreparato();
  };
  const cambiaRiga = (d: DovutoPagabile, presente: boolean) => {
    session.set({
      cart: cambiaCarrello(
        session.get().cart,
        { id_transazione_economica: d.dovuto.id_transazione_economica, importo: d.residuo },
        presente,
      ),
    });
    cambiato();
  };

  const prepara = (dono = centesimiDono) => {
    if (!metodo) return;
    setDialogo(null);
    const atteso = importiCheckout(
      righe.map((r) => r.importo),
      dono,
      metodo,
    ).totale;
    void avvio.avvia({ metodo, donazione: dono, transazioni_economiche: righe }, atteso);
  };
  const avvia = () => {
    if (!avviabile) return;
    if (io && richiedeDatiDonatore(centesimiDono, io)) setDialogo('donatore');
    else if (metodo === 'bank') setDialogo('bonifico');
    else prepara();
  };
  const completaDati = () => {
    const ritorno = `/f/checkout?${new URLSearchParams({ donazione: donazioneTesto, ...(metodo ? { metodo } : {}) })}`;
    navigate(`${percorsoDatiDonatore(io!.id_persona)}?${new URLSearchParams({ ritorno })}`);
  };
  const senzaDonazione = () => {
    setDonazioneTesto('');
    if (metodo === 'bank') setDialogo('bonifico');
    else prepara(0);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        avvia();
      }}
    >
      <Stack gap="lg" maw={720}>
        {elenco.length === 0 ? (
          <Text c="dimmed">Non ci sono quote da pagare.</Text>
        ) : (
          <DovutiFamiglia
            persone={elenco}
            nelCarrello={new Set(righe.map((r) => r.id_transazione_economica))}
            disabled={avvio.inCorso}
            onCambia={cambiaRiga}
          />
        )}
        <Card withBorder radius="lg" padding="md">
          <Title order={2} fz="lg" mb="xs">
            Donazione
          </Title>
          <TextInput
            label="Importo della donazione (facoltativa)"
            description={`In euro, da 0 a ${formatEuroInteri(DONAZIONE_MAX_EURO)}: riceverai una ricevuta valida per la detrazione.`}
            inputMode="decimal"
            size="md"
            rightSection="€"
            value={donazioneTesto}
            disabled={avvio.inCorso}
            error={donazione.success ? undefined : donazione.error.issues[0]?.message}
            onChange={(e) => {
              setDonazioneTesto(e.currentTarget.value);
              cambiato();
            }}
          />
        </Card>
        <Card withBorder radius="lg" padding="md">
          <SceltaMetodo
            value={metodo}
            totale={totale}
            disabled={avvio.inCorso}
            onChange={(m) => {
              setMetodo(m);
              cambiato();
            }}
          />
        </Card>
        <Card withBorder radius="lg" padding="md">
          <RiepilogoCheckout quote={quote} donazione={centesimiDono} importi={importi} />
          <Group justify="flex-end" mt="md" gap="sm">
            {avvio.inCorso && (
              <Button variant="default" size="md" onClick={avvio.annulla}>
                Annulla
              </Button>
            )}
            <Button type="submit" size="md" disabled={!avviabile} loading={avvio.inCorso}>
              Procedi al pagamento
            </Button>
          </Group>
          {!metodo && totale > 0 && (
            <Text fz="xs" c="dimmed" ta="right" mt={4}>
              Scegli un metodo di pagamento per continuare.
            </Text>
          )}
        </Card>
      </Stack>
      <ConfermaAzione
        opened={dialogo === 'bonifico'}
        title="Conferma metodo di pagamento"
        confirmLabel="Continua con il bonifico"
        distruttiva={false}
        onConfirm={() => prepara()}
        onClose={() => setDialogo(null)}
      >
        Con il bonifico la segreteria deve verificare il pagamento a mano: la quota risulterà pagata solo dopo
        alcuni giorni, e la tua banca potrebbe applicare una commissione. Con carta o Satispay il pagamento è
        confermato subito. Dopo il bonifico dovrai caricare la ricevuta della banca.
      </ConfermaAzione>
      <DialogoDatiDonatore
        opened={dialogo === 'donatore'}
        puoContinuare={quote > 0}
        onCompleta={completaDati}
        onContinua={senzaDonazione}
        onClose={() => setDialogo(null)}
      />
      <DialogoErrore messaggio={avvio.errore} onClose={avvio.chiudiErrore} />
    </form>
  );
}

/** Spec 3 §2 /f/checkout: the family's dues, the cart, a donation, the method, and the payment start. */
export function CheckoutPage() {
  const q = useDovutiCheckout();
  return (
    <>
      <PageHeader title="Pagamento" breadcrumbs={[{ label: 'Home', to: '/f' }]} />
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorDisplay error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <ModuloCheckout persone={q.data} aggiornando={q.isFetching} />
      )}
    </>
  );
}
