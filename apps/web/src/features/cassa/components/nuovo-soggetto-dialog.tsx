import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { modificaParteSchema } from '@zaino/domain/form-bilancio';
import { useState } from 'react';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { validaModulo } from '../../../lib/form.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';
import { useNuovoSoggetto } from '../api/cerca-soggetti.ts';
import type { Soggetto } from './soggetto.ts';
import { AzioniDialogo } from '../../../components/azioni-dialogo.tsx';

/** Spec 3 §2 'New subject': another party (a company, a municipality…) created with modificaParte. */
export function NuovoSoggettoDialog({
  opened,
  onClose,
  onCreato,
}: {
  opened: boolean;
  onClose: () => void;
  onCreato: (s: Soggetto) => void;
}) {
  const crea = useNuovoSoggetto();
  const [desc, setDesc] = useState('');
  const [inviato, setInviato] = useState(false);
  const modulo = validaModulo(modificaParteSchema, { desc });

  function chiudi() {
    setDesc('');
    setInviato(false);
    onClose();
  }

  async function salva() {
    setInviato(true);
    if (!modulo.ok || !modulo.dati) return;
    try {
      const id_parte = await crea.mutateAsync(modulo.dati.desc);
      notifySuccess('Soggetto aggiunto con successo!');
      onCreato({ id_parte, tipo: 'altro', nome: modulo.dati.desc });
      chiudi();
    } catch (e) {
      reportError(e, 'nuovo soggetto');
      notifyDanger(`Si è verificato un errore: ${errorMessage(e)}`, 'Nuovo soggetto');
    }
  }

  return (
    <Modal opened={opened} onClose={chiudi} title="Nuovo soggetto" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void salva();
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Nome del soggetto"
            description="Un'azienda, un ente, un negozio: chi non è una persona, un'unità o un gruppo"
            value={desc}
            onChange={(e) => setDesc(e.currentTarget.value)}
            error={inviato ? modulo.errore('desc') : undefined}
            required
            data-autofocus
          />
          <AzioniDialogo>
            <Button variant="default" onClick={chiudi} disabled={crea.isPending}>
              Annulla
            </Button>
            <Button type="submit" loading={crea.isPending}>
              Aggiungi
            </Button>
          </AzioniDialogo>
        </Stack>
      </form>
    </Modal>
  );
}
