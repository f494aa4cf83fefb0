import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { isoGiorno } from '@zaino/domain/date';
import { type ContattoForm, validaContatti } from '@zaino/domain/form-contatti';
import { CONTATTI_SCHEDA, creaPersonaSchema } from '@zaino/domain/form-modifica-persona';
import { MSG_PERSONA, type PersonaForm } from '@zaino/domain/form-persona';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ContactsForm } from '../../../../components/contacts-form/contacts-form.tsx';
import { contattiPerApi } from '../../../../components/contacts-form/contacts-model.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { erroriDelServer, validaModulo } from '../../../../lib/form.ts';
import { notifyDanger, notifySuccess } from '../../../../lib/notify.ts';
import { useCreaPersona } from '../../api/crea-persona.ts';
import { msgErrore } from './anagrafica/anagrafica-edit.tsx';
import { PersonaFields } from '../../../../components/persona-form/persona-fields.tsx';
import { PERSONA_VUOTA } from '../../../../components/persona-form/persona-form-model.ts';

export const MSG_PERSONA_CREATA = 'Persona creata con successo!';

/** Spec 2 §2 /b/persona/nuova (super only, 'persona.crea'; decision 0902): the person form and contacts. */
export function NuovaPersonaPage() {
  const navigate = useNavigate();
  const crea = useCreaPersona();
  const [valori, setValori] = useState<PersonaForm>(PERSONA_VUOTA);
  const [contatti, setContatti] = useState<ContattoForm[]>([]);
  const [tentato, setTentato] = useState(false);
  const [erroriServer, setErroriServer] = useState<{ campo: string; messaggio: string }[]>([]);

  const modulo = validaModulo(creaPersonaSchema(isoGiorno(new Date())), {
    persona: valori,
    contatti: contattiPerApi(contatti),
  });
  const erroriContatti = validaContatti(contatti, CONTATTI_SCHEDA);
  const errore = (campo: string) =>
    tentato
      ? (modulo.errore(`persona.${campo}`) ??
        erroriServer.find((e) => e.campo === `persona.${campo}`)?.messaggio)
      : undefined;
  const invalido = tentato && (!modulo.ok || !erroriContatti.ok || erroriServer.length > 0);

  const salva = async () => {
    setTentato(true);
    setErroriServer([]);
    if (!modulo.ok || !erroriContatti.ok) {
      notifyDanger(MSG_PERSONA.nuovaPersonaErrore);
      return;
    }
    try {
      const id = await crea.mutateAsync({ ...valori, contatti: contattiPerApi(contatti) });
      notifySuccess(MSG_PERSONA_CREATA);
      await navigate(`/b/persona/${id}/anagrafica`);
    } catch (error) {
      const errori = erroriDelServer(error);
      if (errori) {
        setErroriServer(errori);
        notifyDanger(MSG_PERSONA.nuovaPersonaErrore);
        return;
      }
      notifyDanger(msgErrore(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <>
      <PageHeader
        title="Nuova persona"
        breadcrumbs={[{ label: 'Soci', to: '/b/soci' }, { label: 'Nuova persona' }]}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void salva();
        }}
        noValidate
      >
        <Stack gap="md">
          {invalido && (
            <Alert color="red" variant="light" role="alert" data-testid="errore-nuova-persona">
              {MSG_PERSONA.nuovaPersonaErrore}
            </Alert>
          )}
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="lg" mb="sm">
              Dati anagrafici
            </Title>
            <PersonaFields
              value={valori}
              onChange={setValori}
              errore={errore}
              obbligatori
              disabled={crea.isPending}
            />
          </Card>
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="lg" mb="sm">
              Contatti
            </Title>
            <ContactsForm
              value={contatti}
              onChange={setContatti}
              errors={erroriContatti}
              showErrors={tentato}
              disabled={crea.isPending}
            />
          </Card>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void navigate('/b/soci')} disabled={crea.isPending}>
              Annulla
            </Button>
            <Button type="submit" loading={crea.isPending}>
              Crea persona
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
