import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { causaleIscrizione } from '@zaino/domain/quote';
import type { Soggetto } from './components/soggetto.ts';

// Decision 1115: what choosing an enrolment in the due dialog fills in. The description and the payer
// follow the enrolment only while the user has not changed them: each is replaced when it is empty or
// still what the previous enrolment gave, and kept when the user wrote or chose something else.

/** The fields of an enrolment these rules read (fragment IscrizioneCausale). */
export interface IscrizionePerCausale {
  anno_scout: number;
  categoria_quota: { adulto: boolean };
  persona: { id_parte?: number | null; nome?: string | null; cognome?: string | null };
  transazione_economica?: { id_transazione_economica: number } | null;
}

const nomeCompleto = (p: IscrizionePerCausale['persona']) => `${p.nome ?? ''} ${p.cognome ?? ''}`.trim();

/** Spec 3 §5: 'Quota associativa …' for adults (decision 0102's rule, the server's categoria_quota), else 'Quota di iscrizione …'. */
export const causaleDellIscrizione = (i: IscrizionePerCausale): string =>
  causaleIscrizione(nomeCompleto(i.persona), i.anno_scout, i.categoria_quota.adulto);

/** The enrolled person as payer (the fee is theirs, as on the automatic fee due); null without a party. */
export function pagatoreDellIscrizione(i: IscrizionePerCausale): Soggetto | null {
  const id = i.persona.id_parte;
  return id == null ? null : { id_parte: id, tipo: 'persona', nome: nomeCompleto(i.persona) };
}

/** The new description: the generated one, unless the user wrote their own. */
export function descrizioneDopoScelta(
  attuale: string,
  generataPrima: string | null,
  generata: string,
): string {
  const a = attuale.trim();
  return a === '' || a === generataPrima?.trim() ? generata : attuale;
}

/** The new payer: the enrolled person, unless the user chose another payer than the previous enrolment's. */
export function pagatoreDopoScelta(
  attuale: Soggetto | null,
  pagatorePrima: Soggetto | null,
  pagatore: Soggetto | null,
): Soggetto | null {
  if (pagatore === null) return attuale;
  return attuale === null || attuale.id_parte === pagatorePrima?.id_parte ? pagatore : attuale;
}

/** Decision 1001: an enrolment keeps one due: one that has another due cannot be chosen (the server's refusal). */
export function rifiutoIscrizione(i: IscrizionePerCausale, idCausale: number | null): string | null {
  const esistente = i.transazione_economica?.id_transazione_economica;
  return esistente != null && esistente !== idCausale ? MSG_TRANSAZIONI.causaleEsistente : null;
}
