// Spec 2 §4 'copy previous budget' and §7 POST /segreteria/copia-bilancio-precedente
// {anno_scout, id_parte}; spec 3 §3 budget lines (bilancio). Decision 1014.
import { tipoVoce, type TipoVoce } from './form-bilancio.ts';

/** A budget line of a party and a scout year (spec 3 §3), with its item's code. */
export interface RigaBilancioCiclo {
  id_parte: number;
  anno_scout: number;
  id_voce: number;
  codice: string;
  preventivo: number;
}

/** One line to create in the new year: none → the previous year's forecast. */
export interface RigaCopiata {
  id_voce: number;
  codice: string;
  tipo: TipoVoce;
  da: null;
  a: { preventivo: number };
}

export interface PianoCopiaBilancio {
  anno_scout: number;
  id_parte: number;
  righe: RigaCopiata[];
  /** lines of the previous year whose item the new year already has: left as they are */
  giaPresenti: number;
  /** the forecasts copied, in cents, income (E) and expense (U) items apart */
  totali: { entrate: number; uscite: number };
}

/**
 * Decision 1014: each line of the party's previous-year budget whose item the new year lacks is
 * created with the same forecast (preventivo); the actual is never copied (it is computed from the
 * year's payments, decision 1101). A line the new year has already, copied or typed by the
 * treasurer, is not touched, so a second run plans nothing.
 */
export function pianoCopiaBilancio(
  anno_scout: number,
  id_parte: number,
  righe: readonly RigaBilancioCiclo[],
): PianoCopiaBilancio {
  const dellaParte = righe.filter((r) => r.id_parte === id_parte);
  const giaNelNuovo = new Set(dellaParte.filter((r) => r.anno_scout === anno_scout).map((r) => r.id_voce));
  const precedenti = dellaParte
    .filter((r) => r.anno_scout === anno_scout - 1)
    .sort((x, y) => x.codice.localeCompare(y.codice, 'it', { numeric: true }) || x.id_voce - y.id_voce);
  const copiate = precedenti
    .filter((r) => !giaNelNuovo.has(r.id_voce))
    .map(
      (r): RigaCopiata => ({
        id_voce: r.id_voce,
        codice: r.codice,
        tipo: tipoVoce(r.codice),
        da: null,
        a: { preventivo: r.preventivo },
      }),
    );
  const somma = (t: TipoVoce) => copiate.filter((r) => r.tipo === t).reduce((s, r) => s + r.a.preventivo, 0);
  return {
    anno_scout,
    id_parte,
    righe: copiate,
    giaPresenti: precedenti.length - copiate.length,
    totali: { entrate: somma('E'), uscite: somma('U') },
  };
}
