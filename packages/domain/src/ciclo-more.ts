// Spec 2 §4 'apply late fees' (mora phases) and §7 POST /segreteria/applica-more → status,
// numberOfRecordsUpdated; spec 3 §3–§5 fee dues. Decision 1015.
import { type AnnoScout, type FaseMora, faseMora } from './anno-scout.ts';
import { type TotaleUnita, totaliPerUnita, type UnitaCiclo } from './ciclo-piano.ts';
import type { Giorno } from './date.ts';
import { type CategoriaQuota, scomponiQuota } from './quote.ts';
import { pagamentoConsentito, type StatoIscrizione } from './stati-iscrizione.ts';
import { prontezzaPagamento } from './transazioni.ts';

/** An enrolment's fee due (spec 3 §3, causale_tipo iscrizione) with what the fee rule needs. */
export interface DovutoIscrizioneCiclo {
  id_transazione_economica: number;
  id_iscrizione: number;
  id_persona: number;
  anno_scout: number;
  importo: number;
  /** the due's state (spec 3 §4: no, parziale_*, totale_*) */
  stato: string;
  stato_iscrizione: StatoIscrizione;
  /** decision 0102, as of today */
  categoria: CategoriaQuota;
  unita: UnitaCiclo | null;
}

/** One due that gets its late fee: importo from → to. */
export interface MoraDaApplicare {
  id_transazione_economica: number;
  id_iscrizione: number;
  id_persona: number;
  unita: UnitaCiclo | null;
  categoria: CategoriaQuota;
  da: number;
  a: number;
  /** mora_nuovi or mora_rinnovi of the year */
  mora: number;
}

/** Why a due of the year is left as it is. */
export type MotivoSenzaMora = 'importo_diverso';

export interface PianoApplicaMore {
  anno_scout: number;
  /** today's mora phase (spec 2 §4) */
  fase: FaseMora;
  /** limite_mora: the day from which the late fees apply */
  dal: string;
  /** the changes of this run: empty before limite_mora */
  dovuti: MoraDaApplicare[];
  /** spec 2 §7's result field: how many dues this run changes */
  numberOfRecordsUpdated: number;
  /** before limite_mora: the dues that will get a late fee from `dal` if still unpaid (preview only) */
  prossimi: MoraDaApplicare[];
  /** dues already carrying their late fee (created late, or by an earlier run): untouched */
  giaInMora: number;
  /** dues whose amount is neither the fee nor the fee with its late fee (changed by hand, the solidarity fund): untouched */
  senzaMora: { id_transazione_economica: number; id_persona: number; motivo: MotivoSenzaMora }[];
  /** the late fees per unit (importo: their sum in cents) */
  totali: TotaleUnita[];
}

/**
 * Decision 1015: from limite_mora (phases in_mora and not_in_time, spec 2 §4) each fee due of the
 * year that is not covered in full (state no or parziale_*), of an enrolment that may pay (not
 * nessuna, not inprova), and whose amount is exactly the fee of its category (quota giovani/adulti ×
 * nuovi/rinnovi) gets the year's mora_nuovi or mora_rinnovi added. A due whose amount already is
 * fee + late fee (created after limite_mora, or raised by an earlier run) is untouched, so a second
 * run plans nothing; any other amount was set by a person and is left to them.
 */
export function pianoApplicaMore(
  anno: AnnoScout,
  oggi: Giorno,
  dovuti: readonly DovutoIscrizioneCiclo[],
): PianoApplicaMore {
  const fase = faseMora(anno, oggi);
  const candidati: MoraDaApplicare[] = [];
  const senzaMora: PianoApplicaMore['senzaMora'] = [];
  let giaInMora = 0;
  const ordinati = dovuti
    .filter((d) => d.anno_scout === anno.anno_scout)
    // Spec 3 §4 payment readiness: not_done is a due not covered in full (no, parziale_*).
    .filter((d) => prontezzaPagamento(d.stato) === 'not_done' && pagamentoConsentito(d.stato_iscrizione))
    .sort((x, y) => x.id_persona - y.id_persona || x.id_transazione_economica - y.id_transazione_economica);
  for (const d of ordinati) {
    const parti = scomponiQuota(anno, d.importo, d.categoria);
    if (!parti) {
      senzaMora.push({
        id_transazione_economica: d.id_transazione_economica,
        id_persona: d.id_persona,
        motivo: 'importo_diverso',
      });
      continue;
    }
    if (parti.moraPrevista === 0) continue;
    if (parti.mora === parti.moraPrevista) {
      giaInMora += 1;
      continue;
    }
    candidati.push({
      id_transazione_economica: d.id_transazione_economica,
      id_iscrizione: d.id_iscrizione,
      id_persona: d.id_persona,
      unita: d.unita,
      categoria: d.categoria,
      da: d.importo,
      a: d.importo + parti.moraPrevista,
      mora: parti.moraPrevista,
    });
  }
  const ora = fase === 'in_mora' || fase === 'not_in_time';
  const cambi = ora ? candidati : [];
  return {
    anno_scout: anno.anno_scout,
    fase,
    dal: anno.limite_mora,
    dovuti: cambi,
    numberOfRecordsUpdated: cambi.length,
    prossimi: ora ? [] : candidati,
    giaInMora,
    senzaMora,
    totali: totaliPerUnita(
      cambi,
      (c) => c.unita,
      (c) => c.mora,
    ),
  };
}
