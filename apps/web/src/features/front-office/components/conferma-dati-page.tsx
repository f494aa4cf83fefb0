import { Button, Stack, Text } from '@mantine/core';
import { isoGiorno } from '@zaino/domain/date';
import { confermaDatiSchema } from '@zaino/domain/form-front-office';
import { riepilogoPersona } from '@zaino/domain/form-modifica-persona';
import type { PersonaForm } from '@zaino/domain/form-persona';
import { formatData } from '@zaino/domain/formato';
import { messaggiDistinti } from '@zaino/domain/validazione';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckDataModal } from '../../../components/check-data-modal.tsx';
import { PersonaFields } from '../../../components/persona-form/persona-fields.tsx';
import { valoriDaPersona } from '../../../components/persona-form/persona-form-model.ts';
import { erroriDelServer, validaModulo } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useModificaPersonaFamiglia } from '../api/modifica-persona-famiglia.ts';
import type { PersonaFamiglia } from '../api/persona-famiglia.ts';
import { PaginaPersona } from './pagina-persona.tsx';
import { MSG_MODIFICHE_SALVATE } from './messaggi.ts';

function ModuloConferma({ p }: { p: PersonaFamiglia }) {
  const navigate = useNavigate();
  const modifica = useModificaPersonaFamiglia();
  const [valori, setValori] = useState<PersonaForm>(() => valoriDaPersona(p));
  const [tentato, setTentato] = useState(false);
  const [messaggi, setMessaggi] = useState<string[]>([]);
  const oggi = isoGiorno(new Date());
  // Spec 3 §5: every field required, with the shared rules (the schema the server parses with).
  const modulo = validaModulo(confermaDatiSchema(oggi), valori);

  const salva = async () => {
    setTentato(true);
    if (!modulo.ok) {
      setMessaggi(riepilogoPersona(valori, { socio: true, utente: true, modificheMaggiori: true, oggi }, []));
      return;
    }
    try {
      await modifica.mutateAsync({ id_persona: p.id_persona, ...valori, aggiorna_data_conferma: true });
      notifySuccess(MSG_MODIFICHE_SALVATE);
      navigate('/f');
    } catch (error) {
      const errori = erroriDelServer(error);
      if (errori) setMessaggi(messaggiDistinti(errori));
      else notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
    >
      <Stack gap="md" maw={720}>
        <Text fz="sm">
          Controlla i dati anagrafici, correggi quelli sbagliati e conferma.{' '}
          {p.data_conferma
            ? `Ultima conferma: ${formatData(p.data_conferma)}.`
            : 'I dati non sono ancora stati confermati.'}
        </Text>
        <PersonaFields
          value={valori}
          onChange={setValori}
          errore={(k) => (tentato ? modulo.errore(k) : undefined)}
          obbligatori
          disabled={modifica.isPending}
        />
        <Button type="submit" size="md" loading={modifica.isPending} style={{ alignSelf: 'flex-end' }}>
          Conferma i dati
        </Button>
      </Stack>
      <CheckDataModal messages={messaggi} onClose={() => setMessaggi([])} />
    </form>
  );
}

/** Spec 3 §2 /f/{id}/anagrafica/modifica (phase 2): confirm personal data; saving sets aggiorna_data_conferma. */
export function ConfermaDatiPage() {
  return <PaginaPersona titolo="Conferma dati anagrafici">{(p) => <ModuloConferma p={p} />}</PaginaPersona>;
}
