import type { DataTableColumn } from 'mantine-datatable';
import { Importo } from '../../../components/importo.tsx';
import type { Bilancio } from '../api/elenca-bilanci.ts';
import { AzioniVoce } from './azioni-voce.tsx';
import { NEUTRO } from './riepilogo-bilancio.tsx';

export interface OpzioniBilancio {
  /** the expense section: amounts in the text's colour (decision 1121) */
  uscite: boolean;
  puoScrivere: boolean;
  onModifica: (b: Bilancio) => void;
  onElimina: (b: Bilancio) => void;
}

/** An amount of a line, with its cents for the tests that add the lines up. */
export function ImportoBilancio({
  riga,
  colonna,
  uscite,
}: {
  riga: Bilancio;
  colonna: 'preventivo' | 'consuntivo';
  uscite: boolean;
}) {
  return (
    <Importo
      centesimi={riga[colonna]}
      {...(uscite && { c: NEUTRO })}
      data-testid={colonna}
      data-centesimi={riga[colonna]}
    />
  );
}

/** A line's buttons: its dues, and edit and delete for those who may write the treasury. */
export function AzioniBilancio({ riga: b, o }: { riga: Bilancio; o: OpzioniBilancio }) {
  return (
    <AzioniVoce
      id_voce={b.id_voce}
      codice={b.voce.codice}
      puoScrivere={o.puoScrivere}
      modifica={{ etichetta: `Modifica preventivo ${b.voce.codice}`, onClick: () => o.onModifica(b) }}
      elimina={{ etichetta: `Elimina ${b.voce.codice} dal bilancio`, onClick: () => o.onElimina(b) }}
    />
  );
}

/** Spec 3 §2 Bilanci from Mantine's sm breakpoint up: code, description, forecast, actual, buttons. */
export function colonneBilancio(o: OpzioniBilancio): DataTableColumn<Bilancio>[] {
  const importo = (colonna: 'preventivo' | 'consuntivo') => ({
    accessor: colonna,
    title: colonna === 'preventivo' ? 'Preventivo' : 'Consuntivo',
    sortable: true,
    textAlign: 'right' as const,
    render: (b: Bilancio) => <ImportoBilancio riga={b} colonna={colonna} uscite={o.uscite} />,
  });
  return [
    { accessor: 'codice', title: 'Codice', sortable: true, render: (b) => b.voce.codice },
    {
      accessor: 'descrizione',
      title: 'Descrizione',
      sortable: true,
      cellsStyle: () => ({ whiteSpace: 'normal' }),
      render: (b) => b.voce.descrizione,
    },
    importo('preventivo'),
    importo('consuntivo'),
    { accessor: 'azioni', title: '', textAlign: 'right', render: (b) => <AzioniBilancio riga={b} o={o} /> },
  ];
}
