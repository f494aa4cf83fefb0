import { Select, TextInput } from '@mantine/core';
import { modificaVoceSchema, tipoVoce } from '@zaino/domain/form-bilancio';
import { etichettaRiga, RIGHE_MODELLO, rigaAdatta, TITOLI_SEZIONE } from '@zaino/domain/rendiconto-ets';
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
  const [riga, setRiga] = useState<string | null>(null);
  const [inviato, setInviato] = useState(false);
  useEffect(() => {
    setCodice(voce?.codice ?? '');
    setDescrizione(voce?.descrizione ?? '');
    setRiga(voce?.riga_ets ?? null);
    setInviato(false);
  }, [voce]);
  // Decision 1140: only lines of the item's kind; a code of the other kind drops the chosen line.
  const tipo = tipoVoce(codice);
  const rigaValida = riga != null && rigaAdatta(codice, riga) ? riga : null;
  const modulo = validaModulo(modificaVoceSchema, {
    id_voce: voce?.id_voce ?? null,
    codice,
    descrizione,
    riga_ets: rigaValida,
  });

  async function salva() {
    setInviato(true);
    if (!modulo.ok) return;
    // Spec 3 §8: red toast titled 'Modifica voce'.
    const input = { id_voce: voce?.id_voce ?? null, codice, descrizione, riga_ets: rigaValida };
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
      <Select
        label="Riga del rendiconto ETS"
        description="Dove la voce compare nel rendiconto per cassa (modello D)"
        placeholder="Nessuna riga"
        data={gruppiRighe(tipo)}
        value={rigaValida}
        onChange={setRiga}
        error={inviato ? modulo.errore('riga_ets') : undefined}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
    </ModuloDialog>
  );
}

/** The model's lines of one kind, grouped by section as the model prints them. */
function gruppiRighe(tipo: 'E' | 'U') {
  const righe = RIGHE_MODELLO.filter((r) => r.tipo === tipo);
  return [...new Set(righe.map((r) => r.sezione))].map((sezione) => ({
    group: `${sezione}) ${TITOLI_SEZIONE[sezione][tipo]}`,
    items: righe
      .filter((r) => r.sezione === sezione)
      .map((r) => ({ value: r.codice, label: etichettaRiga(r) })),
  }));
}
