import type { Cella } from '../../lib/esporta.ts';
import { etichettaCausaleTipo, etichettaStatoDovuto } from '@zaino/domain/transazioni';
import { passaFiltroDate, passaFiltroStato } from '@zaino/domain/filtri';
import { mostraData } from '../../lib/data-ora.ts';
import { nomeParte, type ParteLetta } from '../../lib/parte.ts';
import { contiene, giornoLocale, passaFiltroImportoPagamento } from './righe-pagamenti.ts';

// Spec 3 §2 causali list and §7 causali.csv: one row per due as the shown party sees it; the amount
// is negative when the party pays; the item is the one on the party's side.

export interface CausaleLetta {
  id_transazione_economica: number;
  id_parte_da: number;
  id_parte_a: number;
  parte_da?: ParteLetta | null;
  parte_a?: ParteLetta | null;
  importo: number;
  stato: string;
  causale_desc: string;
  causale_tipo: string;
  id_voce_da?: number | null;
  id_voce_a?: number | null;
  data_creata: string;
  data_pagata?: string | null;
}

export interface VoceLetta {
  id_voce: number;
  codice: string;
  descrizione: string;
}

export interface RigaCausale {
  id: number;
  importo: number;
  stato: string;
  causale_desc: string;
  causale_tipo: string;
  /** The other party: who pays the shown party, or whom it pays. */
  daa: string;
  data_creata: string;
  data_pagata: string | null;
  id_voce: number | null;
  voce_codice: string;
  voce_descrizione: string;
  link: string;
}

export const linkCausale = (id: number) => `/b/transazioneEconomica/${id}/mostra`;

export function rigaCausale(
  c: CausaleLetta,
  id_parte: number,
  voci: ReadonlyMap<number, VoceLetta>,
): RigaCausale {
  const paga = c.id_parte_da === id_parte && c.id_parte_a !== id_parte;
  const id_voce = (paga ? c.id_voce_da : c.id_voce_a) ?? null;
  const voce = id_voce === null ? undefined : voci.get(id_voce);
  return {
    id: c.id_transazione_economica,
    importo: paga ? -c.importo : c.importo,
    stato: c.stato,
    causale_desc: c.causale_desc,
    causale_tipo: c.causale_tipo,
    daa: paga ? nomeParte(c.parte_a, c.id_parte_a) : nomeParte(c.parte_da, c.id_parte_da),
    data_creata: c.data_creata,
    data_pagata: c.data_pagata ?? null,
    id_voce,
    voce_codice: voce?.codice ?? '',
    voce_descrizione: voce?.descrizione ?? '',
    link: linkCausale(c.id_transazione_economica),
  };
}

export interface FiltriCausali {
  importo?: string;
  stato?: string;
  causale_desc?: string;
  causale_tipo?: string;
  daa?: string;
  voce?: string;
  creata_da?: string;
  creata_a?: string;
  pagata_da?: string;
  pagata_a?: string;
}

/** Spec 3 §2 filters; `voce` (the ?voce= pre-filter) is an item id or a code. */
export function filtraCausali(righe: readonly RigaCausale[], f: FiltriCausali): RigaCausale[] {
  const voce = f.voce?.trim();
  return righe.filter(
    (r) =>
      passaFiltroImportoPagamento(
        { importo: r.importo, direzione: r.importo < 0 ? 'uscita' : 'entrata' },
        f.importo,
      ) &&
      passaFiltroStato(r.stato, f.stato) &&
      contiene(r.causale_desc, f.causale_desc) &&
      (!f.causale_tipo || r.causale_tipo === f.causale_tipo) &&
      contiene(r.daa, f.daa) &&
      (!voce || String(r.id_voce) === voce || r.voce_codice.toUpperCase() === voce.toUpperCase()) &&
      passaFiltroDate(giornoLocale(r.data_creata), f.creata_da, f.creata_a) &&
      passaFiltroDate(giornoLocale(r.data_pagata), f.pagata_da, f.pagata_a),
  );
}

/** Spec 3 §7: the columns of causali.csv, in this order (importo, stato, causale_desc, causale_tipo,
 * daa, data_creata, data_pagata, id_voce, voce_codice, voce_descrizione, link), with the Italian
 * headers of the screen (decision 1123). */
export const COLONNE_CSV_CAUSALI = [
  'Importo',
  'Stato',
  'Causale',
  'Tipo',
  'Da/A',
  'Creata il',
  'Pagata il',
  'N. voce',
  'Codice voce',
  'Descrizione voce',
  'Collegamento',
] as const;

/** The rows of causali.csv: states and types as the screen labels them; amounts in euros (negative when the party pays); the link is absolute. */
export function righeCsvCausali(righe: readonly RigaCausale[], origine: string): Cella[][] {
  return righe.map((r) => [
    { centesimi: r.importo },
    etichettaStatoDovuto(r.stato),
    r.causale_desc,
    etichettaCausaleTipo(r.causale_tipo),
    r.daa,
    mostraData(r.data_creata),
    mostraData(r.data_pagata),
    r.id_voce,
    r.voce_codice,
    r.voce_descrizione,
    `${origine}${r.link}`,
  ]);
}
