import { Button, Card, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isoGiorno } from '@zaino/domain/date';
import { type ContattoForm, validaContatti } from '@zaino/domain/form-contatti';
import {
  CONTATTI_SCHEDA,
  modificaPersonaSchema,
  riepilogoPersona,
} from '@zaino/domain/form-modifica-persona';
import type { PersonaForm } from '@zaino/domain/form-persona';
import { formatTelefono } from '@zaino/domain/telefono';
import { messaggiDistinti } from '@zaino/domain/validazione';
import { useMemo, useState } from 'react';
import { ContactsForm } from '../../../../../components/contacts-form/contacts-form.tsx';
import { contattiDaApi, contattiPerApi } from '../../../../../components/contacts-form/contacts-model.ts';
import { erroriDelServer, validaModulo } from '../../../../../lib/form.ts';
import { notifyDanger, notifySuccess } from '../../../../../lib/notify.ts';
import type { ModificaPersona } from '../../../api/modifica-persona.ts';
import { useModificaPersona } from '../../../api/modifica-persona.ts';
import type { PersonaAnagrafica } from '../../../api/persona-anagrafica.ts';
import { nomeCompleto } from '../../../nome-completo.ts';
import { parentiDi } from './anagrafica-view.tsx';
import { CheckDataModal } from '../../../../../components/check-data-modal.tsx';
import { ConfermaAzione } from '../../../../../components/conferma-azione.tsx';
import { ContattiView } from './contatti-view.tsx';
import { PersonaFields } from '../../../../../components/persona-form/persona-fields.tsx';
import { valoriDaPersona } from '../../../../../components/persona-form/persona-form-model.ts';

export const MSG_PERSONA_AGGIORNATA = 'Persona aggiornata con successo!';
export const msgErrore = (message: string) => `C'è stato un errore: ${message}`;

/** Phones are edited as shown ('+39 333 123 4567'); they are normalised again before saving. */
const perModifica = (lista: ContattoForm[]): ContattoForm[] =>
  lista.map((c) => (c.tipo === 't' ? { ...c, valore: formatTelefono(c.valore) } : c));

interface GenitoreModificabile {
  id_parentela: number;
  nome: string;
  desc: string;
  contatti: ContattoForm[];
}

/**
 * Spec 2 §2 edit mode (after 'Modifica'): the person form with the rules of spec 2 §5, the contacts,
 * the parents' contacts the viewer may edit, and (super only) the data-confirmation tick.
 */
export function AnagraficaEdit({ p, onDone }: { p: PersonaAnagrafica; onDone: () => void }) {
  const modifica = useModificaPersona();
  const [valori, setValori] = useState<PersonaForm>(() => valoriDaPersona(p));
  const [contatti, setContatti] = useState<ContattoForm[]>(() =>
    perModifica(contattiDaApi(p.contatti, true)),
  );
  const [genitori, setGenitori] = useState<GenitoreModificabile[]>(() =>
    parentiDi(p).flatMap((r) =>
      r.genitore?.viewerCan.includes('persona.modifica')
        ? [
            {
              id_parentela: r.id_parentela,
              nome: nomeCompleto(r.genitore),
              desc: r.desc,
              contatti: perModifica(contattiDaApi(r.genitore.contatti, false)),
            },
          ]
        : [],
    ),
  );
  const [aggiornaConferma, setAggiornaConferma] = useState(false);
  const [tentato, setTentato] = useState(false);
  const [messaggi, setMessaggi] = useState<string[]>([]);
  // 'Annulla' drops typed changes: with changes, it asks first.
  const istantanea = JSON.stringify([valori, contatti, genitori, aggiornaConferma]);
  const [iniziale] = useState(istantanea);
  const [confermaAnnulla, setConfermaAnnulla] = useState(false);
  const annulla = () => (istantanea === iniziale ? onDone() : setConfermaAnnulla(true));
  const [erroriServer, setErroriServer] = useState<{ campo: string; messaggio: string }[]>([]);

  const opzioni = useMemo(
    () => ({ socio: p.iscrizione != null, utente: p.utenti.length > 0, oggi: isoGiorno(new Date()) }),
    [p],
  );
  const payload: ModificaPersona = {
    id_persona: p.id_persona,
    ...valori,
    contatti: contattiPerApi(contatti),
    parentele: genitori.map((g) => ({
      id_parentela: g.id_parentela,
      desc: g.desc,
      genitore: { contatti: contattiPerApi(g.contatti) },
    })),
    aggiorna_data_conferma: aggiornaConferma,
  };
  // One validation contract: the schema the server parses with; the contacts lists with their own
  // per-entry messages (the 'chi' choice is a form-only concern).
  const modulo = validaModulo(modificaPersonaSchema(opzioni), payload);
  const erroriContatti = validaContatti(contatti, CONTATTI_SCHEDA);
  const erroriGenitori = genitori.map((g) => validaContatti(g.contatti, CONTATTI_SCHEDA));
  const errore = (campo: string) =>
    tentato ? (modulo.errore(campo) ?? erroriServer.find((e) => e.campo === campo)?.messaggio) : undefined;

  const salva = async () => {
    setTentato(true);
    setErroriServer([]);
    if (!modulo.ok || !erroriContatti.ok || erroriGenitori.some((e) => !e.ok)) {
      const righe = riepilogoPersona(valori, { ...opzioni, modificheMaggiori: true }, [
        contatti,
        ...genitori.map((g) => g.contatti),
      ]);
      const desc = modulo.errori
        .filter((e) => /^parentele\.\d+\.desc$/.test(e.campo))
        .map((e) => e.messaggio);
      setMessaggi([...new Set([...righe, ...desc])]);
      return;
    }
    try {
      await modifica.mutateAsync(payload);
      notifySuccess(MSG_PERSONA_AGGIORNATA);
      onDone();
    } catch (error) {
      const errori = erroriDelServer(error);
      if (errori) {
        setErroriServer(errori);
        setMessaggi(messaggiDistinti(errori));
        return;
      }
      notifyDanger(msgErrore(error instanceof Error ? error.message : String(error)));
    }
  };

  const inCorso = modifica.isPending;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
      noValidate
    >
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="lg" mb="sm">
            Dati anagrafici
          </Title>
          <PersonaFields
            value={valori}
            onChange={setValori}
            errore={errore}
            obbligatori={opzioni.socio}
            disabled={inCorso}
          />
          {p.viewerCan.includes('persona.aggiornaDataConferma') && (
            <Checkbox
              mt="md"
              label="Aggiorna data di conferma dei dati anagrafici"
              checked={aggiornaConferma}
              disabled={inCorso}
              onChange={(e) => setAggiornaConferma(e.currentTarget.checked)}
            />
          )}
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
            withChi
            knownRelations={parentiDi(p).map((r) => r.desc)}
            disabled={inCorso}
          />
        </Card>
        {parentiDi(p).length > 0 && (
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="lg" mb="sm">
              Contatti dei genitori
            </Title>
            <Stack gap="lg">
              {parentiDi(p).map((r) => {
                const i = genitori.findIndex((g) => g.id_parentela === r.id_parentela);
                const g = genitori[i];
                if (!g) {
                  return (
                    <Stack key={r.id_parentela} gap={4}>
                      <Text fz="sm" fw={500}>
                        {r.desc}
                        {r.genitore ? ` · ${nomeCompleto(r.genitore)}` : ''}
                      </Text>
                      {r.genitore ? (
                        <ContattiView contatti={r.genitore.contatti} vuoto="Nessun contatto" />
                      ) : (
                        <Text fz="sm" c="dimmed">
                          Dati non visibili
                        </Text>
                      )}
                    </Stack>
                  );
                }
                const aggiorna = (patch: Partial<GenitoreModificabile>) =>
                  setGenitori(genitori.map((x, j) => (j === i ? { ...x, ...patch } : x)));
                return (
                  <Paper
                    key={r.id_parentela}
                    withBorder
                    radius="md"
                    p="sm"
                    component="fieldset"
                    data-testid="genitore-modifica"
                  >
                    <Text component="legend" fz="sm" fw={600} px={4}>
                      {g.nome}
                    </Text>
                    <Stack gap="xs">
                      <TextInput
                        label="Relazione"
                        value={g.desc}
                        maxLength={40}
                        disabled={inCorso}
                        error={errore(`parentele.${i}.desc`)}
                        onChange={(e) => aggiorna({ desc: e.currentTarget.value })}
                        style={{ maxWidth: 320 }}
                      />
                      <ContactsForm
                        value={g.contatti}
                        onChange={(c) => aggiorna({ contatti: c })}
                        errors={erroriGenitori[i]!}
                        showErrors={tentato}
                        disabled={inCorso}
                      />
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          </Card>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={annulla} disabled={inCorso}>
            Annulla
          </Button>
          <Button type="submit" loading={inCorso}>
            Salva
          </Button>
        </Group>
      </Stack>
      <CheckDataModal messages={messaggi} onClose={() => setMessaggi([])} />
      <ConfermaAzione
        opened={confermaAnnulla}
        title="Annullare le modifiche?"
        confirmLabel="Scarta le modifiche"
        onConfirm={onDone}
        onClose={() => setConfermaAnnulla(false)}
      >
        Le modifiche non salvate andranno perse.
      </ConfermaAzione>
    </form>
  );
}
