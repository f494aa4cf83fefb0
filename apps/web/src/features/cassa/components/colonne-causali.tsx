import type { DataTableColumn } from 'mantine-datatable';
import { etichettaCausaleTipo } from '@zaino/domain/transazioni';
import { StatoCausale } from '../../../components/stati-tesoreria.tsx';
import type { FiltriCausali, RigaCausale } from '../righe-causali.ts';
import { colonnaData, colonnaImporto, colonneScelte, filtriColonne } from './colonne-filtrabili.tsx';

export const COLONNE_CAUSALI = [
  { id: 'data_creata', titolo: 'Creata il' },
  { id: 'importo', titolo: 'Importo' },
  { id: 'causale_desc', titolo: 'Causale' },
  { id: 'daa', titolo: 'Da/A' },
  { id: 'stato', titolo: 'Stato' },
  { id: 'causale_tipo', titolo: 'Tipo' },
  { id: 'voce_codice', titolo: 'Voce' },
  { id: 'data_pagata', titolo: 'Pagata il' },
  { id: 'id', titolo: 'N.' },
] as const;
export type IdColonnaCausali = (typeof COLONNE_CAUSALI)[number]['id'];
export const CAMPI_FILTRO_CAUSALI = [
  'importo',
  'stato',
  'causale_desc',
  'causale_tipo',
  'daa',
  'voce',
  'creata_da',
  'creata_a',
  'pagata_da',
  'pagata_a',
] as const satisfies readonly (keyof FiltriCausali)[];

/**
 * The free texts wrap, a long word too if it must, so the table fits 1280 px with every column shown
 * (decision 1121).
 */
const aCapo = () => ({ whiteSpace: 'normal', overflowWrap: 'anywhere' }) as const;

export function colonneCausali(
  filtri: FiltriCausali,
  cambia: (m: Partial<FiltriCausali>) => void,
  nascoste: readonly IdColonnaCausali[],
): DataTableColumn<RigaCausale>[] {
  const { testo, date } = filtriColonne(filtri, cambia);
  const colonne: Record<IdColonnaCausali, DataTableColumn<RigaCausale>> = {
    data_creata: {
      ...colonnaData('data_creata'),
      ...date('creata_da', 'creata_a', 'Creata'),
    },
    importo: {
      ...colonnaImporto('importo'),
      ...testo('importo', 'Importo in euro', '"-" da pagare, "+" da ricevere'),
    },
    causale_desc: { accessor: 'causale_desc', cellsStyle: aCapo, ...testo('causale_desc', 'Causale') },
    daa: { accessor: 'daa', cellsStyle: aCapo, ...testo('daa', 'Da/A') },
    stato: {
      accessor: 'stato',
      render: (r) => <StatoCausale stato={r.stato} />,
      // Its labels wrap between words only ('Pagamento parziale in corso').
      cellsStyle: () => ({ whiteSpace: 'normal' }),
      ...testo('stato', 'Stato', 'no, incorso, completata, parziale_completata…'),
    },
    causale_tipo: {
      accessor: 'causale_tipo',
      render: (r) => etichettaCausaleTipo(r.causale_tipo),
      ...testo('causale_tipo', 'Tipo', 'iscrizione, donazione, altro'),
    },
    voce_codice: {
      accessor: 'voce_codice',
      render: (r) => (r.voce_codice ? `${r.voce_codice} ${r.voce_descrizione}` : ''),
      cellsStyle: aCapo,
      ...testo('voce', 'Voce', 'codice o numero della voce'),
    },
    data_pagata: {
      ...colonnaData('data_pagata'),
      ...date('pagata_da', 'pagata_a', 'Pagata'),
    },
    id: { accessor: 'id', textAlign: 'right' },
  };
  return colonneScelte(COLONNE_CAUSALI, colonne, nascoste);
}
