// Spec 2 §4 "check Satispay" and §7 GET /satispayWebhook → status, toUpdate, updated (decision 1023):
// the Satispay checkouts still pending are read again from Satispay with our key and recorded by the
// one confirmation the webhook and the return page use (decision 1202), one payment at a time.
// Administrators only; the run is kept in the step history like the yearly steps.
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError } from '../../errors.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { findAnnoAttivo } from '../anni-scout/anni-scout.repo.ts';
import { confermaDalFornitore, type DipendenzeCheckout } from '../checkout/conferma-pagamento.ts';
import { checkoutSatispayInSospeso } from '../tesoreria/checkout.repo.ts';
import { insertPasso } from './ciclo-annuale.repo.ts';

/** The history's name of the check (it is no step of §7's /segreteria/ paths). */
export const PASSO_SATISPAY = 'verifica-satispay';
/** Pending payments read per call: a bounded run; a second call reads the rest. */
export const MAX_VERIFICHE_SATISPAY = 500;
export const MSG_SATISPAY_NON_CONFIGURATO = 'Nessun collegamento a Satispay configurato';

export async function verificaSatispay(sc: ServiceContext, deps: DipendenzeCheckout) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  if (!deps.payments.satispay) return { status: 'failed' as const, message: MSG_SATISPAY_NON_CONFIGURATO };
  const anno = await findAnnoAttivo(sc.db);
  if (!anno) throw new AppError('NOT_FOUND', NON_TROVATO.annoScout);
  const inSospeso = await checkoutSatispayInSospeso(sc.db, MAX_VERIFICHE_SATISPAY);
  let updated = 0;
  const errori: { motivo: string }[] = [];
  for (const tf of inSospeso) {
    try {
      if ((await confermaDalFornitore(sc, deps, tf)) !== tf.stato) updated++;
    } catch (error) {
      // Satispay unreachable: the others would fail the same way; what was recorded stays.
      if (error instanceof AppError && error.errorType === 'CONFLICT') {
        errori.push({ motivo: error.message });
        break;
      }
      throw error;
    }
  }
  const risultato = { toUpdate: inSospeso.length, updated };
  await inTransazione(sc, ({ tx }) =>
    insertPasso(tx, {
      passo: PASSO_SATISPAY,
      anno_scout: anno.anno_scout,
      id_parte: null,
      autore: sc.autore,
      id_persona_autore: sc.viewer.id_persona > 0 ? sc.viewer.id_persona : null,
      esito: errori.length > 0 ? 'errore' : 'successo',
      conteggi: risultato,
      errori,
    }),
  );
  if (errori.length > 0) return { status: 'failed' as const, message: errori[0]!.motivo, ...risultato };
  return { status: 'success' as const, ...risultato };
}

/**
 * Decision 1026: the check's preview, nothing written and nothing asked of Satispay: the pending
 * Satispay payments the run would ask about (the same bounded list), oldest first.
 */
export async function anteprimaVerificaSatispay(
  sc: ServiceContext,
  deps: Pick<DipendenzeCheckout, 'payments'>,
) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  if (!deps.payments.satispay) return { status: 'failed' as const, message: MSG_SATISPAY_NON_CONFIGURATO };
  const inSospeso = await checkoutSatispayInSospeso(sc.db, MAX_VERIFICHE_SATISPAY);
  return {
    status: 'success' as const,
    toUpdate: inSospeso.length,
    pagamenti: inSospeso.map((tf) => ({
      id_transazione_finanziaria: tf.id_transazione_finanziaria,
      importo: tf.importo,
      data_creata: tf.data_creata.toISOString(),
    })),
  };
}

/**
 * Decision 1023: a check's run kept in the step history (who, when, the answer's counts, or its
 * message when it failed), so the checklist shows its last run like the steps'.
 */
export async function conStorico<R extends { status: string; message?: string }>(
  sc: ServiceContext,
  passo: string,
  esegui: () => Promise<R>,
): Promise<R> {
  const risposta = await esegui();
  const anno = await findAnnoAttivo(sc.db);
  if (!anno) return risposta;
  const conteggi: Record<string, number> = {};
  for (const [k, v] of Object.entries(risposta)) if (typeof v === 'number') conteggi[k] = v;
  await inTransazione(sc, ({ tx }) =>
    insertPasso(tx, {
      passo,
      anno_scout: anno.anno_scout,
      id_parte: null,
      autore: sc.autore,
      id_persona_autore: sc.viewer.id_persona > 0 ? sc.viewer.id_persona : null,
      esito: risposta.status === 'success' ? 'successo' : 'errore',
      conteggi,
      errori: risposta.status === 'success' ? [] : [{ motivo: risposta.message ?? 'non riuscito' }],
    }),
  );
  return risposta;
}
