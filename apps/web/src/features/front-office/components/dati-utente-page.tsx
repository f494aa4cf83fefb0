import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { isoGiorno } from '@zaino/domain/date';
import { type ContattoForm, validaContatti } from '@zaino/domain/form-contatti';
import {
  CONTATTI_SCHEDA,
  modificaPersonaSchema,
  riepilogoPersona,
} from '@zaino/domain/form-modifica-persona';
import { CAMPI_DETRAZIONE } from '@zaino/domain/form-front-office';
import type { PersonaForm } from '@zaino/domain/form-persona';
import { formatTelefono } from '@zaino/domain/telefono';
import { LIMITI } from '@zaino/domain/validatori';
import { messaggiDistinti } from '@zaino/domain/validazione';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckDataModal } from '../../../components/check-data-modal.tsx';
import { ContactsForm } from '../../../components/contacts-form/contacts-form.tsx';
import { contattiDaApi, contattiPerApi } from '../../../components/contacts-form/contacts-model.ts';
import { ETICHETTE_CAMPI, valoriDaPersona } from '../../../components/persona-form/persona-form-model.ts';
import { erroriDelServer, validaModulo } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  type ModificaPersonaFamiglia,
  useModificaPersonaFamiglia,
} from '../api/modifica-persona-famiglia.ts';
import type { PersonaFamiglia } from '../api/persona-famiglia.ts';
import { MSG_MODIFICHE_SALVATE } from './messaggi.ts';
import { PaginaPersona } from './pagina-persona.tsx';

/** Spec 3 §5: the user-data fields: the names, then what a donor needs for a deductible receipt. */
const CAMPI = CAMPI_DETRAZIONE;
type Campo = (typeof CAMPI)[number];

/** Phones are edited as shown; they are normalised again before saving (contattiPerApi). */
const perModifica = (lista: ContattoForm[]) =>
  lista.map((c) => (c.tipo === 't' ? { ...c, valore: formatTelefono(c.valore) } : c));

/** Where to go after saving: a front-office page that sent the family here (the checkout), else /f. */
function ritorno(valore: string | null): string {
  return valore && /^\/f(\/|\?|$)/.test(valore) && !valore.includes('//') ? valore : '/f';
}

function ModuloUtente({ p }: { p: PersonaFamiglia }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modifica = useModificaPersonaFamiglia();
  const [valori, setValori] = useState<PersonaForm>(() => valoriDaPersona(p));
  const [contatti, setContatti] = useState(() => perModifica(contattiDaApi(p.contatti, false)));
  const genitoriDi = p.parentele.filter((r) => r.id_persona_figlio === p.id_persona && r.genitore);
  const [genitori, setGenitori] = useState(() =>
    genitoriDi.map((r) => ({
      id_parentela: r.id_parentela,
      contatti: perModifica(contattiDaApi(r.genitore!.contatti, false)),
    })),
  );
  const [tentato, setTentato] = useState(false);
  const [messaggi, setMessaggi] = useState<string[]>([]);
  const oggi = isoGiorno(new Date());
  // Spec 3 §5: names required (2+, name format); the rest optional but checked when given.
  const opzioni = { socio: false, utente: true, oggi };
  const payload: ModificaPersonaFamiglia = {
    id_persona: p.id_persona,
    ...Object.fromEntries(CAMPI.map((k) => [k, valori[k]])),
    contatti: contattiPerApi(contatti),
    parentele: genitori.map((g) => ({
      id_parentela: g.id_parentela,
      genitore: { contatti: contattiPerApi(g.contatti) },
    })),
  };
  const modulo = validaModulo(modificaPersonaSchema(opzioni), { ...valori, ...payload });
  const erroriContatti = validaContatti(contatti, CONTATTI_SCHEDA);
  const erroriGenitori = genitori.map((g) => validaContatti(g.contatti, CONTATTI_SCHEDA));

  const salva = async () => {
    setTentato(true);
    if (!modulo.ok || !erroriContatti.ok || erroriGenitori.some((e) => !e.ok)) {
      setMessaggi(
        riepilogoPersona(valori, { ...opzioni, modificheMaggiori: true }, [
          contatti,
          ...genitori.map((g) => g.contatti),
        ]),
      );
      return;
    }
    try {
      await modifica.mutateAsync(payload);
      notifySuccess(MSG_MODIFICHE_SALVATE);
      navigate(ritorno(params.get('ritorno')));
    } catch (error) {
      const errori = erroriDelServer(error);
      if (errori) setMessaggi(messaggiDistinti(errori));
      else notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  const campo = (k: Campo, extra: Record<string, unknown> = {}) => ({
    name: k,
    label: ETICHETTE_CAMPI[k],
    value: valori[k],
    error: tentato ? modulo.errore(k) : undefined,
    disabled: modifica.isPending,
    onChange: (e: { currentTarget: { value: string } }) =>
      setValori({ ...valori, [k]: e.currentTarget.value }),
    ...extra,
  });
  const maiuscolo = { styles: { input: { textTransform: 'uppercase' as const } } };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
    >
      <Stack gap="md" maw={720}>
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...campo('nome', { withAsterisk: true, maxLength: LIMITI.inputMax })} />
            <TextInput {...campo('cognome', { withAsterisk: true, maxLength: LIMITI.inputMax })} />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="md">
            Dati per la ricevuta delle donazioni
          </Title>
          <Text fz="sm" c="dimmed" mb="sm">
            Per ricevere una ricevuta detraibile servono anche codice fiscale, indirizzo, comune e provincia.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...campo('codice_fiscale', { maxLength: 16, ...maiuscolo })} />
            <TextInput {...campo('residenza_indirizzo', { maxLength: LIMITI.indirizzoMax })} />
            <TextInput {...campo('residenza_comune', { maxLength: LIMITI.inputMax })} />
            <TextInput
              {...campo('residenza_provincia', {
                maxLength: 2,
                description: 'Due lettere; EE per l’estero',
                ...maiuscolo,
              })}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="md" mb="sm">
            Contatti
          </Title>
          <ContactsForm
            value={contatti}
            onChange={setContatti}
            errors={erroriContatti}
            showErrors={tentato}
            disabled={modifica.isPending}
          />
        </Card>
        {genitoriDi.map((r, i) => (
          <Card key={r.id_parentela} withBorder radius="md" padding="md" data-testid="contatti-genitore">
            <Title order={2} fz="md" mb="sm">
              Contatti di {r.desc} ({`${r.genitore!.nome ?? ''} ${r.genitore!.cognome ?? ''}`.trim()})
            </Title>
            <ContactsForm
              value={genitori[i]!.contatti}
              onChange={(c) => setGenitori(genitori.map((g, j) => (j === i ? { ...g, contatti: c } : g)))}
              errors={erroriGenitori[i]!}
              showErrors={tentato}
              disabled={modifica.isPending}
            />
          </Card>
        ))}
        <Button
          type="submit"
          size="md"
          loading={modifica.isPending}
          style={{ alignSelf: 'flex-end' }}
          miw={160}
        >
          Salva
        </Button>
      </Stack>
      <CheckDataModal messages={messaggi} onClose={() => setMessaggi([])} />
    </form>
  );
}

/** Spec 3 §2 /f/{id}/utente/modifica: user data, donor data, contacts and the parents' contacts (spec 3 §5). */
export function DatiUtentePage() {
  return <PaginaPersona titolo="Dati utente">{(p) => <ModuloUtente p={p} />}</PaginaPersona>;
}
