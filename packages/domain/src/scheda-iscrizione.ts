// The member home's enrolment card (spec 3 §4 member flow): which of the four steps a person is at,
// from the readiness rules of privacy, data confirmation and fee.
import { type StatoConferma, statoConfermaDati } from './anno-scout.ts';
import type { Giorno } from './date.ts';
import {
  type ConsensoRef,
  pagamentoConsentito,
  passoIscrizione,
  privacyCompleta,
  type StatoIscrizione,
} from './stati-iscrizione.ts';
import { type ProntezzaPagamento, prontezzaPagamento } from './transazioni.ts';

/** Spec 3 §4: what the card reads of a person and their enrolment. */
export interface DatiScheda {
  consenso_privacy: ConsensoRef | null | undefined;
  data_conferma: Giorno | null | undefined;
  /** the active scout year's fiscal start (null when no year is known): decision 1004 */
  inizio_fiscale: Giorno | null | undefined;
  stato_iscrizione: StatoIscrizione | null | undefined;
  /** stato of the enrolment-fee due, null without one */
  stato_dovuto: string | null | undefined;
}

/** Spec 3 §4: the card's steps and readiness. */
export interface SchedaIscrizione {
  /** 1 privacy, 2 confirm personal data, 3 pay the fee, 4 done */
  passo: 1 | 2 | 3 | 4;
  privacy: boolean;
  conferma: StatoConferma;
  pagamento: ProntezzaPagamento;
  /** spec 3 §4: payment only if the enrolment is not nessuna or inprova and privacy is filled in */
  pagamentoConsentito: boolean;
  /** step 3 with no fee due yet: the home creates it (modificaTransazioneEconomica) */
  daPreparare: boolean;
}

/** Spec 3 §4 member flow with its readiness rules. */
export function schedaIscrizione(d: DatiScheda, oggi: Giorno): SchedaIscrizione {
  const privacy = privacyCompleta(d.consenso_privacy);
  const conferma = statoConfermaDati(d.data_conferma, d.inizio_fiscale, oggi);
  const pagamento = prontezzaPagamento(d.stato_dovuto);
  const passo = passoIscrizione(privacy, conferma, pagamento);
  const consentito = pagamentoConsentito(d.stato_iscrizione) && privacy;
  return {
    passo,
    privacy,
    conferma,
    pagamento,
    pagamentoConsentito: consentito,
    daPreparare: passo === 3 && consentito && d.stato_dovuto == null,
  };
}
