import { Button, Group, TextInput } from '@mantine/core';
import { NOTA_MAX } from '@zaino/domain/liste-attesa-gestione';
import { useState } from 'react';
import { SceltaPersona } from '../../../components/scelta-persona.tsx';
import type { PersonaTrovata } from '../../../lib/cerca-persone.ts';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAggiungiVoceLista } from '../api/aggiungi-voce-lista.ts';
import type { ListaAttesaUnita } from '../api/liste-attesa.ts';

/** Decision 1024: a person found by name goes at the end of the unit's list, with an optional note. */
export function AggiungiInLista({ unita, anno }: { unita: ListaAttesaUnita; anno: number | null }) {
  const aggiungi = useAggiungiVoceLista();
  const [persona, setPersona] = useState<PersonaTrovata | null>(null);
  const [nota, setNota] = useState('');
  const [errore, setErrore] = useState<string | undefined>();

  const invia = async () => {
    if (!persona) return setErrore('Scegliere una persona');
    try {
      await aggiungi.mutateAsync({ id_unita: unita.id_unita, id_persona: persona.id_persona, note: nota });
      notifySuccess(`${persona.nome} è ora in lista d'attesa (${unita.descrizione})`);
      setPersona(null);
      setNota('');
    } catch (error) {
      reportError(error, "aggiungi in lista d'attesa");
      notifyError(errorMessage(error));
    }
  };
  return (
    <form
      noValidate
      aria-label={`Aggiungi alla lista d'attesa di ${unita.descrizione}`}
      onSubmit={(e) => {
        e.preventDefault();
        void invia();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          <SceltaPersona
            label="Persona da aggiungere"
            anno={anno}
            valore={persona}
            onChange={(p) => {
              setPersona(p);
              setErrore(undefined);
            }}
            errore={errore}
            disabled={aggiungi.isPending}
            testId={`aggiungi-persona-${unita.id_unita}`}
          />
        </div>
        <TextInput
          label="Nota"
          value={nota}
          onChange={(e) => setNota(e.currentTarget.value)}
          maxLength={NOTA_MAX}
          disabled={aggiungi.isPending}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" mt={25} loading={aggiungi.isPending}>
          Aggiungi
        </Button>
      </Group>
    </form>
  );
}
