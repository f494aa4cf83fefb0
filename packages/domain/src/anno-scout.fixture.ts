// Test data only (imported by *.test.ts): a scout year with the default dates of spec 2 §9 and
// distinct fees, so a test sees which fee a rule picked.
import {
  type AnnoScout,
  inizioFiscaleDefault,
  limiteIscrizioniDefault,
  limiteMoraDefault,
} from './anno-scout.ts';

/** Scout year `anno_scout` (1 September, 31 December, 31 May), fees in cents, then `modifiche`. */
export function annoDiProva(anno_scout: number, modifiche: Partial<AnnoScout> = {}): AnnoScout {
  return {
    anno_scout,
    attivo: false,
    inizio_fiscale: inizioFiscaleDefault(anno_scout),
    limite_iscrizioni: limiteIscrizioniDefault(anno_scout),
    limite_mora: limiteMoraDefault(anno_scout),
    mora_nuovi: 1500,
    mora_rinnovi: 1000,
    quota_giovani_nuovi: 9000,
    quota_giovani_rinnovi: 8500,
    quota_adulti_nuovi: 7000,
    quota_adulti_rinnovi: 6500,
    ...modifiche,
  };
}
