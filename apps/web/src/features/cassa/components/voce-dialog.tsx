import { TextInput } from '@mantine/core';
import { modificaVoceSchema } from '@zaino/domain/form-bilancio';
import { useEffect, useState } from 'react';
import { validaModulo } from '../../../lib/form.ts';
import type { Voce } from '../api/elenca-voci.ts';
import { useModificaVoce } from '../api/modifica-voce.ts';
import { esegui } from '../esegui.ts';
import { ModuloDialog } from './modulo-dialog.tsx';

interface Props {
  /** The item edited, null for a new one; closed when undefined. */
  voce: Voce | null | undefined;
  onClose: () => void;
}

/** Spec 3 §2 Voci: add or edit a budget item (code starting with E income or U expense). */
export function VoceDialog({ voce, onClose }: Props) {
  const modifica = useModificaVoce();
  const [codice, setCodice] = useState('');
  const [descrizione, setDescrizione] = useState('');
  const [inviato, setInviato] = useState(false);
  useEffect(() => {
    setCodice(voce?.codice ?? '');
    setDescrizione(voce?.descrizione ?? '');
    setInviato(false);
  }, [voce]);
  const modulo = validaModulo(modificaVoceSchema, { id_voce: voce?.id_voce ?? null, codice, descrizione });

  async function salva() {
    setInviato(true);
    if (!modulo.ok) return;
    // Spec 3 §8: red toast titled 'Modifica voce'.
    const input = { id_voce: voce?.id_voce ?? null, codice, descrizione };
    if (await esegui(() => modifica.mutateAsync(input), 'modifica voce', 'Modifica voce')) onClose();
  }

  return (
    <ModuloDialog
      opened={voce !== undefined}
      onClose={onClose}
      title={voce ? 'Modifica voce' : 'Nuova voce'}
      testId="dialog-voce"
      inCorso={modifica.isPending}
      onSalva={() => void salva()}
    >
      <TextInput
        label="Codice"
        description="E per le entrate, U per le uscite (es. E01, U12)"
        value={codice}
        onChange={(e) => setCodice(e.currentTarget.value)}
        error={inviato ? modulo.errore('codice') : undefined}
        required
        data-autofocus
      />
      <TextInput
        label="Descrizione"
        value={descrizione}
        onChange={(e) => setDescrizione(e.currentTarget.value)}
        error={inviato ? modulo.errore('descrizione') : undefined}
        required
      />
    </ModuloDialog>
  );
}
