import { NON_TROVATO } from '@zaino/domain/non-trovato';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { statoConfermaDati, formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatData } from '@zaino/domain/formato';
import { euroInCentesimi } from '@zaino/domain/importi';
import { testoNazionale } from '@zaino/domain/registro';
import { ETICHETTE_STATO_PERSONA, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../../../components/error-display.tsx';
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts';
import { session } from '../../../../../lib/session-store.ts';
import {
  type PersonaIscrizione,
  useConcediAgevolazione,
  useIscrizionePersona,
  useModificaIscrizione,
} from '../../../api/iscrizione-persona.ts';
import type { TabProps } from '../../../persona-tabs.ts';
import { ConfermaAzione } from '../../../../../components/conferma-azione.tsx';
import { avvisoDatiMancanti } from '../iscrizione/dati-mancanti.ts';
import { descriviModificheIscrizione } from '../iscrizione/modifiche-iscrizione.ts';
import { NomineCard } from '../iscrizione/nomine-card.tsx';
import { NazionaleCard } from '../nazionale/nazionale-card.tsx';
import { pagamentoQuota } from '../iscrizione/pagamento-quota.ts';
import { PrivacyCartaceaDialog } from '../iscrizione/privacy-cartacea-dialog.tsx';
import { CONSENSI, consenso, erroreDi, Voce } from '../iscrizione/voce.tsx';
import { AzioniDialogo } from '../../../../../components/azioni-dialogo.tsx';

type Iscrizione = NonNullable<PersonaIscrizione['iscrizione']>;

/** Spec 2 §2 'Iscrizione & Privacy': the enrolment of the chosen year, its appointments, the consents. */
export function IscrizioneTab({ idPersona }: TabProps) {
  const anno = session.use((s) => s.annoScout);
  const q = useIscrizionePersona(idPersona, anno);
  if (anno == null || q.isPending) return <Skeleton height={240} radius="md" />;
  if (q.isError || !q.data.persona) {
    return (
      <ErrorDisplay
        error={q.error}
        notFoundMessage={NON_TROVATO.personaScheda}
        onRetry={() => void q.refetch()}
      />
    );
  }
  const p = q.data.persona;
  const datiAnno = q.data.getAnniScout.find((a) => a.anno_scout === anno);
  // Decision 1401: the national record beside ours, for whoever sees the national comparison.
  const nazionale = datiAnno?.viewerCan.includes('nazionale.vedi') === true;
  return (
    <Stack gap="md">
      {p.iscrizione ? (
        <IscrizioneCard
          p={p}
          iscrizione={p.iscrizione}
          inizioFiscale={datiAnno?.inizio_fiscale ?? null}
          nazionale={nazionale}
        />
      ) : (
        <NessunaIscrizione p={p} anno={anno} />
      )}
      {p.iscrizione && <NomineCard iscrizione={p.iscrizione} />}
      {p.iscrizione && nazionale && (
        <NazionaleCard idPersona={p.id_persona} puoInviare={p.viewerCan.includes('nazionale.scrivi')} />
      )}
      <PrivacyCard p={p} />
    </Stack>
  );
}

/** No enrolment this year: 'Rendi socio/a' for super (catalogue 'iscrizione.crea') with complete data. */
function NessunaIscrizione({ p, anno }: { p: PersonaIscrizione; anno: number }) {
  const [conferma, setConferma] = useState(false);
  const modifica = useModificaIscrizione();
  const avviso = avvisoDatiMancanti(p);
  const crea = async () => {
    try {
      await modifica.mutateAsync({ id_persona: p.id_persona, anno_scout: anno });
      notifySuccess('Iscrizione creata con successo!');
      setConferma(false);
    } catch (e) {
      notifyError(erroreDi(e));
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="iscrizione">
      <Title order={2} fz="lg" mb="sm">
        Iscrizione {formatAnnoScout(anno)}
      </Title>
      <Text c="dimmed" mb="sm">
        Nessuna iscrizione per questo anno scout.
      </Text>
      {p.viewerCan.includes('iscrizione.crea') &&
        (avviso == null ? (
          <Button onClick={() => setConferma(true)}>Rendi socio/a</Button>
        ) : (
          <Alert variant="light" color="yellow">
            {avviso}
          </Alert>
        ))}
      <ConfermaAzione
        opened={conferma}
        title="Rendere socio/a?"
        distruttiva={false}
        confirmLabel="Rendi socio/a"
        loading={modifica.isPending}
        onConfirm={() => void crea()}
        onClose={() => setConferma(false)}
      >
        L’iscrizione {formatAnnoScout(anno)} sarà creata come prevista, con la sua quota da pagare.
      </ConfermaAzione>
    </Card>
  );
}

function IscrizioneCard({
  p,
  iscrizione,
  inizioFiscale,
  nazionale,
}: {
  p: PersonaIscrizione;
  iscrizione: Iscrizione;
  inizioFiscale: string | null;
  /** the year's national comparison is the viewer's to see ('nazionale.vedi', decision 0912) */
  nazionale: boolean;
}) {
  const [modulo, setModulo] = useState(false);
  const [agevolazione, setAgevolazione] = useState<'fondo_solidarieta' | 'formazione_gratuita' | null>(null);
  const pagamento = pagamentoQuota(iscrizione.transazione_economica, p.viewerCan);
  const modificabile =
    iscrizione.statiConsentiti.length > 0 || iscrizione.viewerCan.includes('iscrizione.tessera');
  const confermati = statoConfermaDati(p.data_conferma, inizioFiscale, new Date()) === 'done';
  return (
    <Card withBorder radius="md" padding="md" data-testid="iscrizione">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Iscrizione {formatAnnoScout(iscrizione.anno_scout)}
        </Title>
        {modificabile && (
          <Button size="sm" variant="light" onClick={() => setModulo(true)}>
            Modifica iscrizione
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Voce etichetta="Stato" testId="stato-iscrizione">
          {ETICHETTE_STATO_PERSONA[iscrizione.stato_iscrizione as StatoIscrizione]}
        </Voce>
        <Voce etichetta="Numero di tessera">{iscrizione.n_tessera || '—'}</Voce>
        {pagamento != null && (
          <Voce etichetta="Pagamento quota" testId="pagamento-quota">
            {pagamento}
          </Voce>
        )}
        <Voce etichetta="Dati confermati">{confermati ? 'Sì' : 'No'}</Voce>
      </SimpleGrid>
      {nazionale && iscrizione.errori_nazionale && (
        <Alert variant="light" color="yellow" mt="sm">
          {testoNazionale(iscrizione)}
        </Alert>
      )}
      {iscrizione.viewerCan.includes('iscrizione.agevolazione') && (
        <Group mt="md" gap="xs">
          <Button size="sm" variant="default" onClick={() => setAgevolazione('fondo_solidarieta')}>
            Fondo di solidarietà
          </Button>
          <Button size="sm" variant="default" onClick={() => setAgevolazione('formazione_gratuita')}>
            Formazione gratuita
          </Button>
        </Group>
      )}
      {modulo && <ModificaIscrizioneModal iscrizione={iscrizione} onClose={() => setModulo(false)} />}
      {agevolazione && (
        <AgevolazioneModal
          iscrizione={iscrizione}
          tipo={agevolazione}
          onClose={() => setAgevolazione(null)}
        />
      )}
    </Card>
  );
}

/** State (the choices the server allows this viewer) and card number (super), confirmed. */
function ModificaIscrizioneModal({ iscrizione, onClose }: { iscrizione: Iscrizione; onClose: () => void }) {
  const modifica = useModificaIscrizione();
  const [stato, setStato] = useState<string>(iscrizione.stato_iscrizione);
  const [tessera, setTessera] = useState(iscrizione.n_tessera ?? '');
  const [conferma, setConferma] = useState(false);
  const puoTessera = iscrizione.viewerCan.includes('iscrizione.tessera');
  const salva = async () => {
    try {
      await modifica.mutateAsync({
        id_iscrizione: iscrizione.id_iscrizione,
        stato_iscrizione: stato as StatoIscrizione,
        ...(puoTessera ? { n_tessera: tessera.trim() } : {}),
      });
      notifySuccess('Iscrizione modificata con successo!');
      onClose();
    } catch (e) {
      setConferma(false);
      notifyError(erroreDi(e));
    }
  };
  const scelte =
    iscrizione.statiConsentiti.length > 0 ? iscrizione.statiConsentiti : [iscrizione.stato_iscrizione];
  const modifiche = descriviModificheIscrizione(iscrizione, {
    stato_iscrizione: stato,
    ...(puoTessera ? { n_tessera: tessera } : {}),
  });
  // Nothing changed: 'Salva' just closes (no call, no 'modificata' toast for nothing).
  const procedi = () => (modifiche.length > 0 ? setConferma(true) : onClose());
  return (
    <>
      <Modal opened={!conferma} onClose={onClose} title="Modifica iscrizione" centered>
        <Stack>
          <Select
            label="Stato"
            data-autofocus
            data={scelte.map((s) => ({ value: s, label: ETICHETTE_STATO_PERSONA[s as StatoIscrizione] }))}
            value={stato}
            onChange={(v) => v && setStato(v)}
            disabled={iscrizione.statiConsentiti.length === 0}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {puoTessera && (
            <TextInput
              label="Numero di tessera"
              value={tessera}
              maxLength={20}
              onChange={(e) => setTessera(e.currentTarget.value)}
            />
          )}
          <AzioniDialogo>
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button onClick={procedi}>Salva</Button>
          </AzioniDialogo>
        </Stack>
      </Modal>
      <ConfermaAzione
        opened={conferma}
        title="Modificare l’iscrizione?"
        distruttiva={false}
        confirmLabel="Conferma"
        loading={modifica.isPending}
        onConfirm={() => void salva()}
        onClose={() => setConferma(false)}
      >
        {modifiche.join(' ')}
      </ConfermaAzione>
    </>
  );
}

/** Spec 2 §9: solidarity fund (amount in euros, empty = the whole fee) or free training, confirmed. */
function AgevolazioneModal({
  iscrizione,
  tipo,
  onClose,
}: {
  iscrizione: Iscrizione;
  tipo: 'fondo_solidarieta' | 'formazione_gratuita';
  onClose: () => void;
}) {
  const concedi = useConcediAgevolazione();
  const [euro, setEuro] = useState<string | number>('');
  const [errore, setErrore] = useState<string | null>(null);
  const fondo = tipo === 'fondo_solidarieta';
  const salva = async () => {
    const importo = euro === '' ? null : euroInCentesimi(euro);
    if (fondo && euro !== '' && (importo == null || importo <= 0)) {
      setErrore('Inserire un importo valido');
      return;
    }
    try {
      await concedi.mutateAsync({
        id_iscrizione: iscrizione.id_iscrizione,
        tipo,
        importo: fondo ? importo : null,
      });
      notifySuccess('Dati aggiornati con successo!');
      onClose();
    } catch (e) {
      notifyError(erroreDi(e));
    }
  };
  return (
    <Modal opened onClose={onClose} title={fondo ? 'Fondo di solidarietà' : 'Formazione gratuita'} centered>
      <Stack>
        {fondo ? (
          <NumberInput
            label="Importo coperto dal fondo (€)"
            description="Vuoto: l’intera quota"
            decimalSeparator=","
            decimalScale={2}
            min={0}
            value={euro}
            onChange={setEuro}
            error={errore}
            data-autofocus
          />
        ) : (
          <Text>La quota di iscrizione diventa una formazione gratuita: nulla resta da pagare.</Text>
        )}
        <AzioniDialogo>
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={() => void salva()} loading={concedi.isPending}>
            Conferma
          </Button>
        </AzioniDialogo>
      </Stack>
    </Modal>
  );
}

/**
 * Spec 2 §2 privacy: the four consents, who gave them and when, and the history link; for whoever
 * the catalogue allows ('privacy.registraCartacea'), the answers of a paper form (decision 0914).
 */
function PrivacyCard({ p }: { p: PersonaIscrizione }) {
  const c = p.consenso_privacy;
  const [cartaceo, setCartaceo] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" data-testid="privacy">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Privacy
        </Title>
        <Group gap="md">
          {p.viewerCan.includes('privacy.registraCartacea') && (
            <Button variant="light" size="sm" onClick={() => setCartaceo(true)}>
              Registra consensi cartacei
            </Button>
          )}
          <Anchor component={Link} to={`/b/persona/${p.id_persona}/privacy/storico`} fz="sm">
            Storico dei consensi
          </Anchor>
        </Group>
      </Group>
      <PrivacyCartaceaDialog idPersona={p.id_persona} opened={cartaceo} onClose={() => setCartaceo(false)} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {CONSENSI.map(([k, etichetta]) => (
          <Voce key={k} etichetta={etichetta}>
            {consenso(c?.[k])}
          </Voce>
        ))}
      </SimpleGrid>
      <Text fz="sm" c="dimmed" mt="sm">
        {c
          ? `Espressi${c.titolare_nome ? ` da ${c.titolare_nome}` : ''} il ${formatData(c.data_espressione as string)}${
              c.cartaceo
                ? ` su modulo cartaceo${c.inserito_da_nome ? `, inseriti da ${c.inserito_da_nome}` : ''}`
                : ''
            }`
          : 'Consensi non ancora espressi'}
      </Text>
    </Card>
  );
}
