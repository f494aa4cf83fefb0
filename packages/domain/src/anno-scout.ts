// Scout-year rules (spec 1 §4.3, spec 2 §3–§4 and §9, spec 3 §4 and §9).
import { aggiungiAnniFineMese, aggiungiGiorni, confrontaGiorni, type Giorno, isoGiorno } from './date.ts';

/** Spec 2 §3: a scout year with its dates (ISO days) and fees (integer cents). */
export interface AnnoScout {
  anno_scout: number;
  attivo: boolean;
  inizio_fiscale: string;
  limite_iscrizioni: string;
  limite_mora: string;
  mora_nuovi: number;
  mora_rinnovi: number;
  quota_giovani_nuovi: number;
  quota_giovani_rinnovi: number;
  quota_adulti_nuovi: number;
  quota_adulti_rinnovi: number;
}

/** Spec 1 §2.4: a scout year is displayed as 'year/year+1', e.g. '2025/2026'. */
export function formatAnnoScout(anno: number): string {
  return `${anno}/${anno + 1}`;
}

/** Spec 1 §4.3: presenteOFuturo when the year is at least the current calendar year minus 1. */
export function isPresenteOFuturo(anno: number, oggi: Date): boolean {
  return anno >= oggi.getFullYear() - 1;
}

/** Spec 3 §9: the scout year starts on 1 October; before October the previous year is the current one. */
export function annoScoutDiOggi(oggi: Giorno): number {
  const [y, m] = isoGiorno(oggi).split('-').map(Number) as [number, number];
  return m >= 10 ? y : y - 1;
}

/** Spec 2 §9: the fiscal year starts on 1 September of the scout year (default of the settings). */
export function inizioFiscaleDefault(anno: number): string {
  return `${anno}-09-01`;
}

/** Spec 2 §9: late-fee limit around the end of December of the scout year (default). */
export function limiteMoraDefault(anno: number): string {
  return `${anno}-12-31`;
}

/** Spec 2 §9: enrolment limit at the end of May of the following calendar year (default). */
export function limiteIscrizioniDefault(anno: number): string {
  return `${anno + 1}-05-31`;
}

/** Spec 2 §4: 'enrolments expired' when today's month-day precedes the fiscal start's, or no year is known. */
export function iscrizioniScadute(inizioFiscale: Giorno | null | undefined, oggi: Giorno): boolean {
  if (inizioFiscale == null || inizioFiscale === '') return true;
  return isoGiorno(oggi).slice(5) < isoGiorno(inizioFiscale).slice(5);
}

/** Spec 2 §4: the dashboard shows sezione and completata together as 'Sezione/Nazionale' unless expired. */
export function uniscoSezioneNazionale(inizioFiscale: Giorno | null | undefined, oggi: Giorno): boolean {
  return !iscrizioniScadute(inizioFiscale, oggi);
}

/** Spec 3 §4: state of the personal-data confirmation step. */
export type StatoConferma = 'not_done' | 'almost_done' | 'done';

/**
 * Decision 1004: the day from which a data confirmation counts for this year, for the back office
 * and the front office alike: the active scout year's fiscal start (spec 2 §4, a setting, 1
 * September by default); with no scout year known, the last 1 September up to today.
 */
export function inizioConfermaDati(inizioFiscale: Giorno | null | undefined, oggi: Giorno): string {
  if (inizioFiscale != null && inizioFiscale !== '') return isoGiorno(inizioFiscale);
  const [y, m] = isoGiorno(oggi).split('-').map(Number) as [number, number];
  return inizioFiscaleDefault(m >= 9 ? y : y - 1);
}

/**
 * Spec 2 §4 and spec 3 §4 (one rule, decision 1004): not_done when never confirmed; done when
 * confirmed on or after `inizioConfermaDati` ('Sì' on the person page); otherwise almost_done.
 */
export function statoConfermaDati(
  dataConferma: Giorno | null | undefined,
  inizioFiscale: Giorno | null | undefined,
  oggi: Giorno,
): StatoConferma {
  if (dataConferma == null || dataConferma === '') return 'not_done';
  return confrontaGiorni(dataConferma, inizioConfermaDati(inizioFiscale, oggi)) >= 0 ? 'done' : 'almost_done';
}

/** Spec 2 §9: the annual insurance of the previous scout year expires on 31/12 of the current scout year. */
export function scadenzaAssicurazione(annoCorrente: number): string {
  return `${annoCorrente}-12-31`;
}

/** Spec 2 §2/§9: the dashboard insurance warning shows until that expiry day (inclusive). */
export function mostraAvvisoAssicurazione(annoCorrente: number, oggi: Giorno): boolean {
  return confrontaGiorni(oggi, scadenzaAssicurazione(annoCorrente)) <= 0;
}

/** Spec 2 §4: mora phases of the enrolment fee. */
export type FaseMora = 'in_time' | 'almost_in_mora' | 'in_mora' | 'not_in_time';

/** Spec 2 §9: the mora warning starts this many days before limite_mora. */
export const GIORNI_PREAVVISO_MORA = 14;

/** Spec 2 §4: in_time; almost_in_mora from 14 days before limite_mora; in_mora from it; not_in_time from limite_iscrizioni. */
export function faseMora(anno: Pick<AnnoScout, 'limite_mora' | 'limite_iscrizioni'>, oggi: Giorno): FaseMora {
  if (confrontaGiorni(oggi, anno.limite_iscrizioni) >= 0) return 'not_in_time';
  if (confrontaGiorni(oggi, anno.limite_mora) >= 0) return 'in_mora';
  if (confrontaGiorni(oggi, aggiungiGiorni(anno.limite_mora, -GIORNI_PREAVVISO_MORA)) >= 0) {
    return 'almost_in_mora';
  }
  return 'in_time';
}

/**
 * Spec 2 §4: the new scout year is the last one plus one, with its dates moved one year ahead
 * (month ends kept, decision 1011), its amounts copied, not active.
 */
export function nuovoAnnoScout(ultimo: AnnoScout): AnnoScout {
  return {
    ...ultimo,
    anno_scout: ultimo.anno_scout + 1,
    attivo: false,
    inizio_fiscale: aggiungiAnniFineMese(ultimo.inizio_fiscale, 1),
    limite_iscrizioni: aggiungiAnniFineMese(ultimo.limite_iscrizioni, 1),
    limite_mora: aggiungiAnniFineMese(ultimo.limite_mora, 1),
  };
}

/** Spec 2 §4: another year may be activated only when it is not the active one. */
export function puoAttivareAnno(anno: Pick<AnnoScout, 'attivo'>): boolean {
  return !anno.attivo;
}
