import { Select } from '@mantine/core';
import { modificaBilancioSchema } from '@zaino/domain/form-bilancio';
import { preventivoSchema } from '@zaino/domain/form-tesoreria';
import { useEffect, useState } from 'react';
import { validaModulo } from '../../../lib/form.ts';
import type { Bilancio } from '../api/elenca-bilanci.ts';
import type { Voce } from '../api/elenca-voci.ts';
import { useModificaBilancio } from '../api/modifica-bilancio.ts';
import { esegui } from '../esegui.ts';
import { CampoImporto } from './campo-importo.tsx';
import { ModuloDialog } from './modulo-dialog.tsx';

interface Props {
  /** The line edited, null to add one; closed when undefined. */
  riga: Bilancio | null | undefined;
  /** Items the add dialog offers (spec 3 §2: only those not in the budget yet). */
  vociLibere: readonly Voce[];
  id_parte: number;
  anno_scout: number;
  onClose: () => void;
}

/** Spec 3 §2 Bilanci: add a budget line (item and forecast) or change a line's forecast (euros). */
export function BilancioDialog({ riga, vociLibere, id_parte, anno_scout, onClose }: Props) {
  const modifica = useModificaBilancio();
  const [idVoce, setIdVoce] = useState<string | null>(null);
  const [preventivo, setPreventivo] = useState<string | number>('');
  const [inviato, setInviato] = useState(false);
  useEffect(() => {
    setIdVoce(riga ? String(riga.id_voce) : null);
    setPreventivo(riga ? riga.preventivo / 100 : '');
    setInviato(false);
  }, [riga]);
  const importo = validaModulo(preventivoSchema, preventivo);
  const modulo = validaModulo(modificaBilancioSchema, {
    id_voce: idVoce ? Number(idVoce) : undefined,
    anno_scout,
    id_parte,
    preventivo: importo.dati ?? undefined,
  });
  const erroreImporto = importo.messaggi[0] ?? modulo.errore('preventivo');

  async function salva() {
    setInviato(true);
    if (!importo.ok || !modulo.ok || !modulo.dati) return;
    const dati = modulo.dati;
    if (await esegui(() => modifica.mutateAsync(dati), 'modifica bilancio', 'Modifica bilancio')) onClose();
  }

  return (
    <ModuloDialog
      opened={riga !== undefined}
      onClose={onClose}
      title={riga ? `Preventivo ${riga.voce.codice}` : 'Aggiungi voce al bilancio'}
      testId="dialog-bilancio"
      inCorso={modifica.isPending}
      onSalva={() => void salva()}
    >
      {!riga && (
        <Select
          label="Voce"
          placeholder="Scegli una voce"
          data={vociLibere.map((v) => ({
            value: String(v.id_voce),
            label: `${v.codice} ${v.descrizione}`,
          }))}
          value={idVoce}
          onChange={setIdVoce}
          searchable
          nothingFoundMessage="Nessuna voce trovata"
          error={inviato ? modulo.errore('id_voce') : undefined}
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {/* The payment's amount field: Italian comma and thousands dot as typed, so '9.900' is never 9,90 €. */}
      <CampoImporto
        label="Preventivo (€)"
        value={preventivo}
        onChange={setPreventivo}
        error={inviato ? erroreImporto : undefined}
        required
        data-autofocus={riga ? true : undefined}
      />
    </ModuloDialog>
  );
}
