import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatData, formatDataOraSezione } from '@zaino/domain/formato';
import { type CampoInviabile, MSG_PUSH_NAZIONALE } from '@zaino/domain/nazionale-scheda';
import { ETICHETTE_NAZIONALE, testoNazionale } from '@zaino/domain/registro';
import { useState } from 'react';
import { ConfermaAzione } from '../../../../../components/conferma-azione.tsx';
import { ErrorDisplay } from '../../../../../components/error-display.tsx';
import { errorMessage } from '../../../../../lib/errors.ts';
import { notifyDanger, notifySuccess } from '../../../../../lib/notify.ts';
import {
  type EsitoPush,
  type RichiestaPush,
  type SchedaNazionale,
  usePrendiDalNazionale,
  usePushNazionale,
  useSchedaNazionale,
} from '../../../api/scheda-nazionale.ts';
import {
  campiDaInviare,
  campiDaPrendere,
  campiInviati,
  descriviPresa,
  erroreProvinciaNascita,
  VUOTO,
} from './campi-nazionale.ts';
import { AzioniDialogo } from '../../../../../components/azioni-dialogo.tsx';

// Issue 25, decision 1401: the person's national record beside ours, field by field, with
// "prendi il nazionale" and the push of spec 2 §7. Shown only to whoever has 'nazionale.vedi'.

/** Spec 2 §8 texts of a push's failure (title and message). */
const quando = (istante: unknown) => (typeof istante === 'string' ? formatDataOraSezione(istante) : 'mai');

const erroreInvio = (messaggio: string) =>
  notifyDanger(`C'è stato un errore: ${messaggio}`, 'Errore nell’invio');

/** A value as the page shows it: dates in Italian, an empty one as a dash. */
const inChiaro = (campo: string, valore: string | null) =>
  (campo === 'data_nascita' ? formatData(valore) : valore) || VUOTO;

export function NazionaleCard({ idPersona, puoInviare }: { idPersona: number; puoInviare: boolean }) {
  const q = useSchedaNazionale(idPersona);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="nazionale"
      component="section"
      aria-labelledby="titolo-nazionale"
    >
      <Title order={2} fz="lg" mb="sm" id="titolo-nazionale">
        Nazionale
      </Title>
      {q.isPending ? (
        <Skeleton height={120} radius="sm" />
      ) : q.isError ? (
        <ErrorDisplay error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Stack gap="sm">
          {q.data.schedaNazionale ? (
            <Contenuto idPersona={idPersona} scheda={q.data.schedaNazionale} puoInviare={puoInviare} />
          ) : (
            <Text c="dimmed">Nessuna iscrizione nell’anno scout attivo: nulla da confrontare.</Text>
          )}
          <Text fz="sm" c="dimmed" data-testid="date-nazionale">
            Ultimo download dal nazionale: {quando(q.data.general.ultimo_download_nazionale)} · Ultimo
            confronto: {quando(q.data.general.ultimo_confronto_nazionale)}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

function Contenuto({
  idPersona,
  scheda,
  puoInviare,
}: {
  idPersona: number;
  scheda: SchedaNazionale;
  puoInviare: boolean;
}) {
  if (!scheda.tessera) return <Text c="dimmed">{ETICHETTE_NAZIONALE.senza_tessera}</Text>;
  if (!scheda.presente) {
    return (
      <Stack gap="sm">
        <Alert variant="light" color="yellow">
          La persona non è presente nel database nazionale (tessera {scheda.tessera}): creala nel nazionale
          oppure controlla il numero di tessera.
        </Alert>
        {puoInviare && (
          <Group>
            <PushNazionale idPersona={idPersona} presente={false} />
          </Group>
        )}
      </Stack>
    );
  }
  return <Confronto idPersona={idPersona} scheda={scheda} puoInviare={puoInviare} />;
}

function Confronto({
  idPersona,
  scheda,
  puoInviare,
}: {
  idPersona: number;
  scheda: SchedaNazionale;
  puoInviare: boolean;
}) {
  const [scelti, setScelti] = useState<ReadonlySet<string>>(new Set());
  // Decision 1403: the differing fields the office holds back from a push (all sent by default).
  const [esclusi, setEsclusi] = useState<ReadonlySet<string>>(new Set());
  const [conferma, setConferma] = useState(false);
  const prendi = usePrendiDalNazionale();
  const prendibili = new Set(campiDaPrendere(scheda.campi).map((c) => c.campo));
  const inviabili = puoInviare ? campiDaInviare(scheda.campi).map((c) => c.campo) : [];
  const nienteDaInviare = inviabili.length > 0 && inviabili.every((c) => esclusi.has(c));
  // A refreshed view may no longer offer a field chosen before.
  const scelta = [...scelti].filter((c) => prendibili.has(c));
  const cambia = (campo: string, si: boolean) => {
    const prossimi = new Set(scelti);
    if (si) prossimi.add(campo);
    else prossimi.delete(campo);
    setScelti(prossimi);
  };
  const cambiaInvio = (campo: string, si: boolean) => {
    const prossimi = new Set(esclusi);
    if (si) prossimi.delete(campo);
    else prossimi.add(campo);
    setEsclusi(prossimi);
  };
  const esegui = async () => {
    try {
      await prendi.mutateAsync({ id_persona: idPersona, campi: scelta });
      notifySuccess('Persona aggiornata con successo!');
      setScelti(new Set());
    } catch (e) {
      notifyDanger(`C'è stato un errore: ${errorMessage(e)}`);
    } finally {
      setConferma(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text fw={500} c={scheda.errori_nazionale ? 'yellow.9' : 'green.9'} data-testid="esito-nazionale">
        {testoNazionale(scheda)}
      </Text>
      <Table
        layout="fixed"
        horizontalSpacing={6}
        verticalSpacing="xs"
        withTableBorder
        fz="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        <Table.Thead>
          <Table.Tr>
            {/* The values get the room: a date or a state fits its cell at 360 px. */}
            <Table.Th w="30%">Campo</Table.Th>
            <Table.Th w="35%">Nostro</Table.Th>
            <Table.Th w="35%">Nazionale</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scheda.campi.map((c) => (
            <Table.Tr key={c.campo} bg={c.diverso ? 'var(--mantine-color-yellow-light)' : undefined}>
              <Table.Th scope="row" fw={500}>
                <Stack gap={4} align="flex-start">
                  <span>{c.etichetta}</span>
                  {c.diverso && (
                    <Badge size="xs" color="dark" variant="filled">
                      Diverso
                    </Badge>
                  )}
                  {prendibili.has(c.campo) && (
                    <Checkbox
                      size="xs"
                      label={
                        <>
                          Prendi<VisuallyHidden> il nazionale: {c.etichetta}</VisuallyHidden>
                        </>
                      }
                      checked={scelti.has(c.campo)}
                      onChange={(e) => cambia(c.campo, e.currentTarget.checked)}
                    />
                  )}
                  {inviabili.includes(c.campo) && (
                    <Checkbox
                      size="xs"
                      label={
                        <>
                          Invia<VisuallyHidden> al nazionale: {c.etichetta}</VisuallyHidden>
                        </>
                      }
                      checked={!esclusi.has(c.campo)}
                      onChange={(e) => cambiaInvio(c.campo, e.currentTarget.checked)}
                    />
                  )}
                </Stack>
              </Table.Th>
              <Table.Td data-testid={`locale-${c.campo}`}>{inChiaro(c.campo, c.locale)}</Table.Td>
              <Table.Td data-testid={`nazionale-${c.campo}`}>{inChiaro(c.campo, c.nazionale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="sm">
        {prendibili.size > 0 && (
          <Button variant="light" disabled={scelta.length === 0} onClick={() => setConferma(true)}>
            Prendi il nazionale
          </Button>
        )}
        {puoInviare && (
          <PushNazionale
            idPersona={idPersona}
            presente
            campi={campiInviati(scheda.campi, esclusi)}
            disabilitato={nienteDaInviare}
          />
        )}
      </Group>
      <ConfermaAzione
        opened={conferma}
        title="Prendere i dati dal nazionale?"
        distruttiva={false}
        confirmLabel="Prendi il nazionale"
        loading={prendi.isPending}
        onConfirm={() => void esegui()}
        onClose={() => setConferma(false)}
      >
        <Stack gap={4}>
          {descriviPresa(scheda.campi, new Set(scelta)).map((riga) => (
            <Text key={riga}>{riga}</Text>
          ))}
        </Stack>
      </ConfermaAzione>
    </Stack>
  );
}

/**
 * "Invia al nazionale": an existing record is sent once the server's spec 2 §8 confirmation (its
 * CONFLICT answer) is accepted, writing `campi` only (decision 1403); a person missing nationally is
 * created with the province of birth.
 */
function PushNazionale({
  idPersona,
  presente,
  campi,
  disabilitato = false,
}: {
  idPersona: number;
  presente: boolean;
  campi?: CampoInviabile[];
  disabilitato?: boolean;
}) {
  const push = usePushNazionale();
  const [domanda, setDomanda] = useState<string | null>(null);
  const [crea, setCrea] = useState(false);
  const [provincia, setProvincia] = useState('');
  const [erroreProvincia, setErroreProvincia] = useState<string | null>(null);

  const invia = async (corpo: RichiestaPush) => {
    let esito: EsitoPush;
    try {
      esito = await push.mutateAsync(corpo);
    } catch (e) {
      const messaggio = errorMessage(e);
      // The server asks for spec 2 §8's confirmation before overwriting: ask the office with its text.
      if (messaggio === MSG_PUSH_NAZIONALE.conferma && !corpo.conferma) setDomanda(messaggio);
      else {
        setDomanda(null);
        erroreInvio(messaggio);
      }
      return;
    }
    setDomanda(null);
    setCrea(false);
    if (esito.status === 'success')
      notifySuccess(esito.nuovo ? 'Persona creata nel nazionale' : 'Dati aggiornati');
    else erroreInvio(esito.message);
  };
  const creaNuovo = () => {
    const errore = erroreProvinciaNascita(provincia);
    setErroreProvincia(errore);
    if (errore == null)
      void invia({ id_persona: idPersona, nuovo: true, provinciaNascita: provincia.trim().toUpperCase() });
  };

  return (
    <>
      <Button
        loading={push.isPending && domanda == null && !crea}
        disabled={disabilitato}
        onClick={() => (presente ? void invia({ id_persona: idPersona, campi }) : setCrea(true))}
      >
        {presente ? 'Invia al nazionale' : 'Crea nel nazionale'}
      </Button>
      <ConfermaAzione
        opened={domanda != null}
        title="Sovrascrivere i dati nazionali?"
        confirmLabel="Sovrascrivi"
        loading={push.isPending}
        onConfirm={() => void invia({ id_persona: idPersona, conferma: true, campi })}
        onClose={() => setDomanda(null)}
      >
        {domanda}
      </ConfermaAzione>
      <Modal opened={crea} onClose={() => setCrea(false)} title="Crea nel nazionale" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            creaNuovo();
          }}
        >
          <Stack>
            <Text fz="sm">
              La persona sarà creata nel database nazionale con i nostri dati. Serve la provincia di nascita.
            </Text>
            <TextInput
              label="Provincia di nascita"
              description="2 lettere, EE per l’estero"
              required
              maxLength={2}
              value={provincia}
              error={erroreProvincia}
              onChange={(e) => setProvincia(e.currentTarget.value)}
              data-autofocus
            />
            <AzioniDialogo>
              <Button variant="default" onClick={() => setCrea(false)} disabled={push.isPending}>
                Annulla
              </Button>
              <Button type="submit" loading={push.isPending}>
                Crea nel nazionale
              </Button>
            </AzioniDialogo>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
