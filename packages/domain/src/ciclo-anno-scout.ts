// The scout years of the settings page as plans (spec 2 §4 'Nuovo anno scout', §7
// /segreteria/modifica-anno-scout and /segreteria/cambia-anno-scout; decision 1011).
import { type AnnoScout, nuovoAnnoScout } from './anno-scout.ts';
import type { CampiAnnoScout } from './form-anno-scout.ts';

/** Why a scout-year plan cannot be made (the server maps these to its error codes). */
export type RifiutoAnnoScout = 'anno_non_consecutivo' | 'anno_inesistente';

/** A plan, or the reason none can be made. */
export type EsitoPiano<P> = { ok: true; piano: P } | { ok: false; rifiuto: RifiutoAnnoScout };

/** 'Nuovo anno scout': the year to insert (null: it exists already, nothing to do). */
export interface PianoNuovoAnnoScout {
  nuovo: AnnoScout | null;
}

/**
 * Spec 2 §4, decision 1011: the new scout year is the last one plus one (dates a year ahead, amounts
 * copied, not active). The caller names the year it means (the button shows it), so a second click
 * finds it made and plans nothing; a year that is not the last plus one is refused. With no year at
 * all there is nothing to copy from: refused too (the first year comes from the start-up defaults).
 */
export function pianoNuovoAnnoScout(
  anni: readonly AnnoScout[],
  anno_scout: number,
): EsitoPiano<PianoNuovoAnnoScout> {
  if (anni.some((a) => a.anno_scout === anno_scout)) return { ok: true, piano: { nuovo: null } };
  const ultimo = anni.reduce<AnnoScout | null>((u, a) => (u && u.anno_scout > a.anno_scout ? u : a), null);
  if (!ultimo || ultimo.anno_scout + 1 !== anno_scout) return { ok: false, rifiuto: 'anno_non_consecutivo' };
  return { ok: true, piano: { nuovo: nuovoAnnoScout(ultimo) } };
}

/** One field of a scout year that changes, from → to. */
export interface CambioCampoAnno {
  campo: keyof CampiAnnoScout;
  da: string | number;
  a: string | number;
}

const CAMPI: readonly (keyof CampiAnnoScout)[] = [
  'inizio_fiscale',
  'limite_iscrizioni',
  'limite_mora',
  'mora_nuovi',
  'mora_rinnovi',
  'quota_giovani_nuovi',
  'quota_giovani_rinnovi',
  'quota_adulti_nuovi',
  'quota_adulti_rinnovi',
];

/**
 * Spec 2 §7 modifica-anno-scout: the fields that change (the input already parsed by
 * modificaAnnoScoutSchema). Existing fee dues keep their amounts (decision 1014: only applica-more
 * changes a due, and only by the late fee).
 */
export function pianoModificaAnnoScout(
  anni: readonly AnnoScout[],
  modifica: CampiAnnoScout,
): EsitoPiano<{ anno_scout: number; cambi: CambioCampoAnno[] }> {
  const attuale = anni.find((a) => a.anno_scout === modifica.anno_scout);
  if (!attuale) return { ok: false, rifiuto: 'anno_inesistente' };
  const cambi = CAMPI.filter((c) => attuale[c] !== modifica[c]).map((campo) => ({
    campo,
    da: attuale[campo],
    a: modifica[campo],
  }));
  return { ok: true, piano: { anno_scout: modifica.anno_scout, cambi } };
}

/** cambia-anno-scout: the active year before and after (both null when nothing changes). */
export interface PianoCambiaAnnoScout {
  da: number | null;
  a: number | null;
}

/**
 * Spec 2 §4 and §7 cambia-anno-scout: only one scout year is active; activating another moves the
 * flag. Activating the year already active plans nothing (spec: "possible only for non-active
 * years", so a second run is a no-op rather than an error).
 */
export function pianoCambiaAnnoScout(
  anni: readonly AnnoScout[],
  anno_scout: number,
): EsitoPiano<PianoCambiaAnnoScout> {
  const scelto = anni.find((a) => a.anno_scout === anno_scout);
  if (!scelto) return { ok: false, rifiuto: 'anno_inesistente' };
  if (scelto.attivo) return { ok: true, piano: { da: null, a: null } };
  const attivo = anni.find((a) => a.attivo)?.anno_scout ?? null;
  return { ok: true, piano: { da: attivo, a: anno_scout } };
}

/** Applies a cambia-anno-scout plan to the years (what the server does in one statement). */
export function applicaCambiaAnnoScout(anni: readonly AnnoScout[], piano: PianoCambiaAnnoScout): AnnoScout[] {
  if (piano.a === null) return [...anni];
  return anni.map((a) => ({ ...a, attivo: a.anno_scout === piano.a }));
}
