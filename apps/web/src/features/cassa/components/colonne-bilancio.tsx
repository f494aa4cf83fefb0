import type { DataTableColumn } from 'mantine-datatable';
import { Importo } from '../../../components/importo.tsx';
import type { Bilancio } from '../api/elenca-bilanci.ts';
import { AzioniVoce } from './azioni-voce.tsx';
import { CodiceVoce } from './codice-voce.tsx';
import { NEUTRO } from './riepilogo-bilancio.tsx';

interface Opzioni {
  telefono: boolean;
  /** the expense section: amounts in the text's colour (decision 1121) */
  uscite: boolean;
  puoScrivere: boolean;
  onModifica: (b: Bilancio) => void;
  onElimina: (b: Bilancio) => void;
}

/** An amount of a line, with its cents for the tests that add the lines up. */
const importo = (colonna: 'preventivo' | 'consuntivo', uscite: boolean) => (b: Bilancio) => (
  <Importo
    centesimi={b[colonna]}
    {...(uscite && { c: NEUTRO })}
    data-testid={colonna}
    data-centesimi={b[colonna]}
  />
);

/** Spec 3 §2 Bilanci: code, description, forecast, actual and the row's actions, all sortable. */
export function colonneBilancio(o: Opzioni): DataTableColumn<Bilancio>[] {
  const azioni = (b: Bilancio) => (
    <AzioniVoce
      id_voce={b.id_voce}
      codice={b.voce.codice}
      puoScrivere={o.puoScrivere}
      modifica={{ etichetta: `Modifica preventivo ${b.voce.codice}`, onClick: () => o.onModifica(b) }}
      elimina={{ etichetta: `Elimina ${b.voce.codice} dal bilancio`, onClick: () => o.onElimina(b) }}
      aSinistra={o.telefono}
    />
  );
  return [
    {
      accessor: 'codice',
      title: 'Codice',
      sortable: true,
      // On a phone the buttons go under the code: the two amounts then fit the width (decision 1121).
      render: (b) => (
        <CodiceVoce codice={b.voce.codice} descrizione={b.voce.descrizione} telefono={o.telefono}>
          {azioni(b)}
        </CodiceVoce>
      ),
    },
    {
      accessor: 'descrizione',
      title: 'Descrizione',
      sortable: true,
      hidden: o.telefono,
      cellsStyle: () => ({ whiteSpace: 'normal' }),
      render: (b) => b.voce.descrizione,
    },
    {
      accessor: 'preventivo',
      title: 'Preventivo',
      sortable: true,
      textAlign: 'right',
      render: importo('preventivo', o.uscite),
    },
    {
      accessor: 'consuntivo',
      title: 'Consuntivo',
      sortable: true,
      textAlign: 'right',
      render: importo('consuntivo', o.uscite),
    },
    { accessor: 'azioni', title: '', textAlign: 'right', hidden: o.telefono, render: azioni },
  ];
}
