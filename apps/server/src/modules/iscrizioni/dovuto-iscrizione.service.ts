// The enrolment fee due (spec 2 §4 and §9, spec 3 §7 modificaTransazioneEconomica with id_iscrizione)
// and the solidarity fund / free training settlement of it (spec 2 §6 and §9, decision 1001).
import { faseMora } from '@zaino/domain/anno-scout';
import { giornoSezione } from '@zaino/domain/date';
import { formAgevolazioneEsito } from '@zaino/domain/form-iscrizione';
import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import {
  type CategoriaQuota,
  causaleQuota,
  ID_PARTE_SEZIONE,
  isAdultoPerQuota,
  isNuovoPerQuota,
  quotaIscrizione,
} from '@zaino/domain/quote';
import { AppError } from '../../errors.ts';
import type { ServiceContext, TxContext } from '../../request-context.ts';
import { listAnniScout } from '../anni-scout/anni-scout.repo.ts';
import type { IscrizioneRow } from './iscrizioni.repo.ts';
import { allineaIscrizioneAllaQuota } from './quota-pagata.ts';
import {
  aggiornaDovutoAgevolato,
  bloccaDovutoDiIscrizione,
  insertDovutoIscrizione,
  insertPagamentoNullo,
} from './dovuti-iscrizione.repo.ts';
import type { TransazioneEconomicaRow } from '../../db/righe.ts';

/** Budget item of enrolment fees in the section's chart of accounts ('Quote associative'). */
const VOCE_QUOTE_ASSOCIATIVE = 101;

/** Decision 0102: the enrolment's fee category (adult or young, new or renewal) and its year. */
async function categoriaEAnno(t: ServiceContext, i: IscrizioneRow) {
  const [anni, persona, iscrizioni, nomine] = await Promise.all([
    listAnniScout(t.db),
    t.loaders.persone.persona.load(i.id_persona),
    t.loaders.iscrizioni.iscrizioniDellaPersona.load(i.id_persona),
    t.loaders.iscrizioni.nomine.load(i.id_iscrizione),
  ]);
  const anno = anni.find((a) => a.anno_scout === i.anno_scout);
  if (!anno || !persona) throw new Error(`quota: anno ${i.anno_scout} o persona ${i.id_persona} mancante`);
  const categoria: CategoriaQuota = {
    adulto: isAdultoPerQuota(nomine, persona.data_nascita, anno.inizio_fiscale),
    nuovo: isNuovoPerQuota(iscrizioni, i.anno_scout),
  };
  return { anno, categoria };
}

/** Spec 3 §4 step 3: the category the member home explains the fee with (Iscrizione.categoria_quota). */
export async function categoriaQuota(sc: ServiceContext, i: IscrizioneRow): Promise<CategoriaQuota> {
  return (await categoriaEAnno(sc, i)).categoria;
}

/** Spec 2 §9: the fee the enrolment owes today in Italy (category × the mora phase, decision 1021). */
export async function quotaDovuta(t: TxContext, i: IscrizioneRow, oggi = new Date()): Promise<number> {
  const { anno, categoria } = await categoriaEAnno(t, i);
  return quotaIscrizione(anno, categoria, faseMora(anno, giornoSezione(oggi)));
}

/**
 * Creates the enrolment's fee due: the person's party owes the section the fee of the domain's
 * rule, reason 'Quota' + year + name and surname. CONFLICT 'Transazione economica già esistente'
 * when it has one (nothing written). Call inside the caller's transaction.
 */
export async function creaDovutoIscrizione(t: TxContext, i: IscrizioneRow): Promise<TransazioneEconomicaRow> {
  const persona = await t.loaders.persone.persona.load(i.id_persona);
  if (persona?.id_parte == null) throw new Error(`persona ${i.id_persona} mancante`);
  const importo = await quotaDovuta(t, i);
  const te = await insertDovutoIscrizione(t.db, {
    id_iscrizione: i.id_iscrizione,
    anno_scout: i.anno_scout,
    id_parte_da: persona.id_parte,
    id_parte_a: ID_PARTE_SEZIONE,
    importo,
    causale_desc: causaleQuota(i.anno_scout, persona.nome ?? '', persona.cognome ?? ''),
    id_voce_a: VOCE_QUOTE_ASSOCIATIVE,
  });
  if (!te) throw new AppError('CONFLICT', MSG_TRANSAZIONI.causaleEsistente);
  t.loaders.tesoreria.teDiIscrizione.clear(i.id_iscrizione);
  return te;
}

/** Decision 1005's lock order for a relief: the enrolment's fee due before the enrolment itself. */
export async function bloccaQuotaDiIscrizione(t: TxContext, idIscrizione: number): Promise<void> {
  await bloccaDovutoDiIscrizione(t.db, idIscrizione);
}

/**
 * Decision 1001: applies the relief to the enrolment's due (created first when missing): the due
 * keeps one row and becomes what the family still owes. Full fund or free training: amount 0,
 * settled by a zero-value completed cash payment; partial fund: the remainder, still to pay.
 */
export async function applicaAgevolazione(
  t: TxContext,
  i: IscrizioneRow,
  tipo: 'fondo_solidarieta' | 'formazione_gratuita',
  importoFondo: number | null | undefined,
): Promise<void> {
  const esistente = await t.loaders.tesoreria.teDiIscrizione.load(i.id_iscrizione);
  const te = esistente ?? (await creaDovutoIscrizione(t, i));
  const esito = formAgevolazioneEsito(te.importo, tipo, importoFondo);
  if (!esito.ok) throw new AppError('VALIDATION', esito.messaggio);
  const { piano, dettagli } = esito;
  const pagato = piano.tipo === 'pagamento_nullo';
  await aggiornaDovutoAgevolato(t.db, te.id_transazione_economica, {
    importo: piano.importo,
    id_voce_a: piano.id_voce,
    // Decision 1003: appended, so an earlier grant and the treasurer's notes stay on record.
    causale_dettagli: [te.causale_dettagli?.trim(), dettagli].filter(Boolean).join('; '),
    stato: pagato ? 'totale_completata' : 'no',
    pagato,
  });
  if (pagato) {
    await insertPagamentoNullo(t.db, {
      id_transazione_economica: te.id_transazione_economica,
      id_parte_da: te.id_parte_da,
      id_parte_a: te.id_parte_a,
      anno_scout: te.anno_scout,
    });
    // Decision 1005: a fee settled by the fund is a fee paid.
    await allineaIscrizioneAllaQuota(t, te, 'totale_completata');
  }
  t.loaders.tesoreria.teDiIscrizione.clear(i.id_iscrizione);
}
