import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { nuovoAccountSchema, RELAZIONE_STESSA_PERSONA } from '@zaino/domain/form-account';
import { MSG_RELAZIONE, nuovaRelazioneSchema, opzioniRelazione } from '@zaino/domain/form-contatti';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFound } from '../../../../components/not-found.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { validaModulo } from '../../../../lib/form.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { usePersonaAccount } from '../../api/account-persona.ts';
import { useCreaUtente } from '../../api/crea-utenti.ts';
import { nomeCompleto } from '../../nome-completo.ts';
import { bloccoPersonaGestita } from './persona-gestita.tsx';
import { RelazioneField, type SceltaRelazione } from './relazione-field.tsx';

/**
 * Spec 2 §2 /b/persona/{idSocio}/nuovo-account and /b/persona/{idSocio}/{idPersona}/nuovo-account:
 * an account for the person (or for the related person idPersona), or for a new parent of them.
 */
export function NuovoAccountPage() {
  const params = useParams();
  const navigate = useNavigate();
  const idSocio = Number(params.idPersonaSocio);
  const idPersona = params.idPersona ? Number(params.idPersona) : idSocio;
  const q = usePersonaAccount(idPersona);
  const crea = useCreaUtente();
  const [email, setEmail] = useState('');
  const [nome, setNome] = useState('');
  const [cognome, setCognome] = useState('');
  // null until the leader picks: the page's own default stands in (below).
  const [sceltaFatta, setRelazione] = useState<SceltaRelazione | null>(null);
  const [errori, setErrori] = useState<Record<string, string | undefined>>({});
  const [alert, setAlert] = useState<string | null>(null);

  if (![idSocio, idPersona].every((n) => Number.isInteger(n) && n > 0)) return <NotFound />;
  const breadcrumbs = [
    { label: 'Soci', to: '/b/soci' },
    { label: 'Account', to: `/b/persona/${idSocio}/account` },
  ];
  const p = q.data;
  const blocco = bloccoPersonaGestita(q, 'Nuovo account', breadcrumbs);
  if (blocco || !p) return blocco;
  // The two-id route is for a person related to the member: any other pair is not a page.
  const legati =
    idSocio === idPersona ||
    p.parentele.some((k) => k.id_persona_genitore === idSocio || k.id_persona_figlio === idSocio);
  if (!legati) return <NotFound />;
  const nomeP = nomeCompleto(p);
  const presenti = p.parentele.filter((k) => k.id_persona_figlio === idPersona).map((k) => k.desc);
  const choices = [
    { value: RELAZIONE_STESSA_PERSONA, label: `${nomeP} (la persona stessa)`, disabled: p.utenti.length > 0 },
    ...opzioniRelazione(presenti),
  ];
  // Reached from 'Crea account per {related person}': the account is that person's own, unless they
  // have one already; for the member themself the leader chooses (a parent's for a child).
  const relazione = sceltaFatta ?? {
    scelta: idPersona !== idSocio && p.utenti.length === 0 ? RELAZIONE_STESSA_PERSONA : '',
    altro: '',
  };
  const nuovoGenitore = relazione.scelta !== '' && relazione.scelta !== RELAZIONE_STESSA_PERSONA;

  const invia = async (e: React.FormEvent) => {
    e.preventDefault();
    const rel =
      relazione.scelta === RELAZIONE_STESSA_PERSONA
        ? { ok: true as const, valore: RELAZIONE_STESSA_PERSONA }
        : (() => {
            const r = validaModulo(nuovaRelazioneSchema, {
              scelta: relazione.scelta || undefined,
              altro: relazione.altro,
            });
            return r.ok
              ? { ok: true as const, valore: r.dati! }
              : { ok: false as const, scelta: r.errore('scelta'), altro: r.errore('altro') };
          })();
    const form = validaModulo(nuovoAccountSchema, {
      email,
      nome: nuovoGenitore ? nome : undefined,
      cognome: nuovoGenitore ? cognome : undefined,
      relazione: rel.ok ? rel.valore : 'x',
    });
    const err = {
      email: form.errore('email'),
      nome: form.errore('nome'),
      cognome: form.errore('cognome'),
      scelta: rel.ok ? undefined : (rel.scelta ?? (relazione.scelta ? undefined : MSG_RELAZIONE.descrivi)),
      altro: rel.ok ? undefined : rel.altro,
    };
    setErrori(err);
    if (!form.ok || !rel.ok) {
      setAlert(MSG_RELAZIONE.errore);
      return;
    }
    setAlert(null);
    try {
      const esito = await crea.mutateAsync({
        email: form.dati!.email,
        id_persona: idPersona,
        relazione: rel.valore,
        nome: form.dati!.nome ?? null,
        cognome: form.dati!.cognome ?? null,
      });
      if (esito.errorType || esito.id_utente == null) {
        setAlert(`C'è stato un errore: ${esito.errorMessage ?? esito.errorType ?? 'utente non creato'}`);
        return;
      }
      notifySuccess('Account creato con successo!');
      void navigate(`/b/persona/${idSocio}/account`);
    } catch (error) {
      setAlert(`C'è stato un errore: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <>
      <PageHeader
        title="Nuovo account"
        subtitle={`Per ${nomeP} o per un suo genitore`}
        breadcrumbs={breadcrumbs}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={560}>
        <form onSubmit={(e) => void invia(e)} noValidate>
          <Stack gap="md">
            {alert && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="off"
              maxLength={45}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errori.email}
              description="Riceverà l’invito a completare la registrazione"
            />
            <RelazioneField
              label={`Di chi è l’account? (relazione con ${nomeP})`}
              value={relazione}
              onChange={setRelazione}
              choices={choices}
              errore={errori.scelta}
              erroreAltro={errori.altro}
            />
            {nuovoGenitore && (
              <>
                <Text fz="sm" c="dimmed">
                  Nome e cognome del genitore sono facoltativi: se mancano, li chiederemo al primo accesso.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="Nome"
                    maxLength={45}
                    value={nome}
                    onChange={(e) => setNome(e.currentTarget.value)}
                    error={errori.nome}
                  />
                  <TextInput
                    label="Cognome"
                    maxLength={45}
                    value={cognome}
                    onChange={(e) => setCognome(e.currentTarget.value)}
                    error={errori.cognome}
                  />
                </SimpleGrid>
              </>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => void navigate(`/b/persona/${idSocio}/account`)}>
                Annulla
              </Button>
              <Button type="submit" loading={crea.isPending}>
                Crea account
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
