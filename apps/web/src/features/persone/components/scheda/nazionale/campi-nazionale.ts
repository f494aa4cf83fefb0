// Decision 1401: what the 'Nazionale' card says before "prendi il nazionale" and a push.
import { CAMPI_INVIABILI, type CampoInviabile } from '@zaino/domain/nazionale-scheda';

/** A row of the field-by-field view, as the card reads it. */
export interface CampoConfrontato {
  campo: string;
  etichetta: string;
  locale: string | null;
  nazionale: string | null;
  diverso: boolean;
  prendibile: boolean;
  inviabile: boolean;
}

/** An empty value, on screen. */
export const VUOTO = '—';

/** The rows whose national value our person can take: those that differ. */
export const campiDaPrendere = (campi: readonly CampoConfrontato[]) =>
  campi.filter((c) => c.prendibile && c.diverso);

/** The rows a push can write whose values differ: each gets its own choice (decision 1403). */
export const campiDaInviare = (campi: readonly CampoConfrontato[]) =>
  campi.filter((c) => c.inviabile && c.diverso);

/**
 * Decision 1403: the fields a push writes: every sendable one but the differing fields the office
 * unticked (an unticked field keeps the national value). A field no longer differing is sent again.
 */
export function campiInviati(
  campi: readonly CampoConfrontato[],
  esclusi: ReadonlySet<string>,
): CampoInviabile[] {
  const tenuti = new Set(
    campiDaInviare(campi)
      .filter((c) => esclusi.has(c.campo))
      .map((c) => c.campo),
  );
  return CAMPI_INVIABILI.filter((c) => !tenuti.has(c));
}

/** The confirmation's lines: each chosen field, our value and the national one that replaces it. */
export function descriviPresa(campi: readonly CampoConfrontato[], scelti: ReadonlySet<string>): string[] {
  return campiDaPrendere(campi)
    .filter((c) => scelti.has(c.campo))
    .map((c) => `${c.etichetta}: «${c.locale || VUOTO}» diventa «${c.nazionale || VUOTO}».`);
}

/** Spec 2 §5: the province of birth is two letters (EE abroad); null when it is, else the message. */
export function erroreProvinciaNascita(valore: string): string | null {
  return /^[A-Za-z]{2}$/.test(valore.trim()) ? null : 'Inserire 2 lettere (EE per l’estero)';
}
