import { aDavantiA } from '@zaino/domain/formato';
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG_RELAZIONE, nuovaRelazioneSchema, opzioniRelazione } from '@zaino/domain/form-contatti';
import { MIN_CHIAVE_RICERCA, MSG_PARENTELA, motivoNonCollegabile } from '@zaino/domain/parentela';
import { IconLink, IconQrcode, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorDisplay } from '../../../../components/error-display.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { NotFound } from '../../../../components/not-found.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { validaModulo } from '../../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { usePersonaAccount } from '../../api/account-persona.ts';
import { useCercaPerChiave, useCollegabili } from '../../api/cerca-persona.ts';
import { useCollegaParentela } from '../../api/modifica-account.ts';
import { nomeCompleto } from '../../nome-completo.ts';
import { CercaCodiceDialog } from './cerca-codice-dialog.tsx';
import { PersonaTrovataCard } from './persona-trovata-card.tsx';
import { bloccoPersonaGestita } from './persona-gestita.tsx';
import { RelazioneField, type SceltaRelazione } from './relazione-field.tsx';
import { AzioniDialogo } from '../../../../components/azioni-dialogo.tsx';

/** Spec 2 §9: search debounce. */
const DEBOUNCE_MS = 600;

/** Spec 2 §2 /b/persona/{idPersona}/associa-account: link an existing parent account to the person. */
export function AssociaAccountPage() {
  const params = useParams();
  const navigate = useNavigate();
  const idPersona = Number(params.idPersona);
  const q = usePersonaAccount(idPersona);
  const [testo, setTesto] = useState('');
  const [chiave] = useDebouncedValue(testo.trim(), DEBOUNCE_MS);
  const ricerca = useCercaPerChiave(chiave.length >= MIN_CHIAVE_RICERCA ? chiave : null);
  const collegabili = useCollegabili(chiave.length >= MIN_CHIAVE_RICERCA ? chiave : null, idPersona);
  const collega = useCollegaParentela();
  const [scelto, setScelto] = useState<{ id_persona: number; nome: string } | null>(null);
  const [relazione, setRelazione] = useState<SceltaRelazione>({ scelta: '', altro: '' });
  const [errori, setErrori] = useState<{ alert?: boolean; scelta?: string; altro?: string }>({});
  const [codiceAperto, setCodiceAperto] = useState(false);

  if (!Number.isInteger(idPersona) || idPersona <= 0) return <NotFound />;
  const breadcrumbs = [
    { label: 'Soci', to: '/b/soci' },
    { label: 'Account', to: `/b/persona/${idPersona}/account` },
  ];
  const p = q.data;
  const blocco = bloccoPersonaGestita(q, 'Collega account', breadcrumbs);
  if (blocco || !p) return blocco;
  const nomeP = nomeCompleto(p);
  const presenti = p.parentele.filter((k) => k.id_persona_figlio === idPersona).map((k) => k.desc);

  const chiudi = () => {
    setScelto(null);
    setRelazione({ scelta: '', altro: '' });
    setErrori({});
  };
  const conferma = async () => {
    if (!scelto) return;
    const r = validaModulo(nuovaRelazioneSchema, {
      scelta: relazione.scelta || undefined,
      altro: relazione.altro,
    });
    if (!r.ok) {
      setErrori({ alert: true, scelta: r.errore('scelta'), altro: r.errore('altro') });
      return;
    }
    try {
      await collega.mutateAsync({
        id_persona_figlio: idPersona,
        id_persona_genitore: scelto.id_persona,
        desc: r.dati!,
      });
      notifySuccess('Account collegato con successo!');
      chiudi();
      void navigate(`/b/persona/${idPersona}/account`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  const troppoCorta = testo.trim().length > 0 && testo.trim().length < MIN_CHIAVE_RICERCA;
  const inAttesa = testo.trim() !== chiave;

  return (
    <>
      <PageHeader
        title="Collega account"
        subtitle={`Collega ${aDavantiA(nomeP)} l’account già esistente di un genitore`}
        breadcrumbs={breadcrumbs}
      />
      <Stack gap="md" maw={720}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="sm" c="dimmed">
            Il genitore ha già un account? Cercalo qui sotto. Hai solo il suo codice di registrazione?
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconQrcode size={16} />}
            onClick={() => setCodiceAperto(true)}
          >
            Cerca codice
          </Button>
        </Group>
        <TextInput
          label="Cerca per nome, cognome o email"
          placeholder="Almeno 3 caratteri"
          leftSection={<IconSearch size={16} />}
          value={testo}
          onChange={(e) => setTesto(e.currentTarget.value)}
          description={troppoCorta ? `Inserire almeno ${MIN_CHIAVE_RICERCA} caratteri` : undefined}
          data-autofocus
          autoFocus
        />
        {chiave.length >= MIN_CHIAVE_RICERCA &&
          (ricerca.isPending || inAttesa ? (
            <Loading />
          ) : ricerca.isError ? (
            <ErrorDisplay error={ricerca.error} onRetry={() => void ricerca.refetch()} />
          ) : ricerca.data.length === 0 ? (
            <Text c="dimmed">Nessuna persona con utente trovata</Text>
          ) : (
            <Stack gap="sm" data-testid="risultati">
              {ricerca.data.map((t) => {
                const motivo =
                  motivoNonCollegabile(idPersona, t, p.parentele) ??
                  (collegabili.data?.has(t.id_persona) === false ? MSG_PARENTELA.soloSegreteria : null);
                return (
                  <PersonaTrovataCard key={t.id_persona} persona={t}>
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        leftSection={<IconLink size={14} />}
                        disabled={motivo !== null}
                        onClick={() => setScelto({ id_persona: t.id_persona, nome: nomeCompleto(t) })}
                      >
                        Collega account
                      </Button>
                      {motivo && (
                        <Badge tt="none" color="gray" variant="light">
                          {motivo}
                        </Badge>
                      )}
                    </Group>
                  </PersonaTrovataCard>
                );
              })}
            </Stack>
          ))}
      </Stack>
      <CercaCodiceDialog opened={codiceAperto} onClose={() => setCodiceAperto(false)} />
      <Modal opened={scelto !== null} onClose={chiudi} title="Collega account" centered>
        <Stack gap="md">
          {errori.alert && (
            <Alert color="red" variant="light" role="alert">
              {MSG_RELAZIONE.errore}
            </Alert>
          )}
          <RelazioneField
            label={`Che relazione ha ${scelto?.nome ?? ''} con ${nomeP}?`}
            value={relazione}
            onChange={(v) => {
              setRelazione(v);
              setErrori({});
            }}
            choices={opzioniRelazione(presenti)}
            errore={errori.scelta}
            erroreAltro={errori.altro}
          />
          <AzioniDialogo>
            <Button variant="default" onClick={chiudi}>
              Annulla
            </Button>
            <Button onClick={() => void conferma()} loading={collega.isPending}>
              Collega
            </Button>
          </AzioniDialogo>
        </Stack>
      </Modal>
    </>
  );
}
