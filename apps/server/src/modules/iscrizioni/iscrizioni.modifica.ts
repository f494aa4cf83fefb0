// Spec 2 §7 modificaIscrizione, modificaNomina and the §6/§9 concediAgevolazione: every write in one
// transaction (the eventi triggers record the acting user), permissions from the catalogue only.
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import {
  schemaAgevolazione,
  schemaModificaIscrizione,
  schemaModificaNomina,
} from '@zaino/domain/form-iscrizione';
import {
  type AzioneSu,
  can,
  type IscrizioneTarget,
  puoGestireNomina,
  statiConsentiti,
  visibile,
} from '@zaino/domain/permessi';
import {
  CAMPI_DATI_COMPLETI,
  datiPersonaCompleti,
  ETICHETTE_STATO_PERSONA,
  STATO_NUOVA_ISCRIZIONE,
  type StatoIscrizione,
} from '@zaino/domain/stati-iscrizione';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import { targetIscrizione, targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import { listAnniScout } from '../anni-scout/anni-scout.repo.ts';
import {
  applicaAgevolazione,
  bloccaQuotaDiIscrizione,
  creaDovutoIscrizione,
} from './dovuto-iscrizione.service.ts';
import {
  bloccaIscrizione,
  deleteNomina,
  findNominaById,
  type IscrizioneRow,
  insertIscrizione,
  insertNomina,
  updateIscrizione,
  updateNomina,
} from './iscrizioni.repo.ts';

const MSG_SOLO_ANNO_ATTIVO = 'L’iscrizione si può modificare solo nell’anno scout attivo';
const MSG_STATO_LEAD = 'Puoi modificare l’iscrizione solo se è Annullata, Non rinnovata o In prova';
const MSG_NOMINE_ANNO_ATTIVO = 'Le nomine si possono gestire solo nell’anno scout attivo';
const MSG_NOMINA_VIETATA =
  'Puoi gestire solo le nomine dei gruppi di cui sei capo gruppo (i ruoli di sezione solo la segreteria)';
const MSG_QUOTA_NON_PREPARABILE =
  'La quota si può preparare solo nell’anno scout attivo e per un’iscrizione non annullata né in prova';
const MSG_NOMINA_DOPPIA = 'La persona ha già questa nomina';
const MSG_GRUPPO = 'Il gruppo scelto non esiste';
const MSG_ANNO = 'L’anno scout indicato non esiste';
const MSG_AGEVOLAZIONE =
  'Fondo di solidarietà e formazione gratuita si concedono solo a un’iscrizione prevista senza pagamenti';

/** Spec 2 §4: the personal-data fields as the error names them. */
const NOMI_CAMPI: Record<(typeof CAMPI_DATI_COMPLETI)[number], string> = {
  nome: 'nome',
  cognome: 'cognome',
  data_nascita: 'data di nascita',
  codice_fiscale: 'codice fiscale',
  sesso: 'sesso',
  residenza_comune: 'comune di residenza',
  residenza_cap: 'CAP',
  residenza_indirizzo: 'indirizzo',
  residenza_provincia: 'provincia',
  luogo_nascita: 'luogo di nascita',
};

/** assertCan on an enrolment iscrizioneDaId found visible, with the reason of a refusal spelled out. */
function consenti(t: ServiceContext, azione: AzioneSu, target: IscrizioneTarget, vietato: string): void {
  assertSignedIn(t.viewer);
  if (can(t.viewer, azione, target)) return;
  throw new AppError('FORBIDDEN', vietato);
}

/**
 * The enrolment by id, or the NOT_FOUND a hidden one also gets. Every write first locks the
 * enrolment's row (decision 1003): a concurrent write of the same enrolment (its state, its due, a
 * relief, its appointments) waits, and the checks below then read what that write committed.
 */
async function iscrizioneDaId(
  t: TxContext,
  id: number,
  blocca = true,
): Promise<{ i: IscrizioneRow; target: IscrizioneTarget }> {
  if (blocca) await bloccaIscrizione(t.db, id);
  const i = await t.loaders.iscrizioni.iscrizioneById.load(id);
  if (!i) throw new AppError('NOT_FOUND', NON_TROVATO.iscrizione);
  const [target, persona] = await Promise.all([targetIscrizione(t, i), targetPersona(t, i.id_persona)]);
  // Whether it exists is judged on the person in the active year's reach (decision 0307, 1003): an
  // old enrolment of someone the viewer led then but not now looks missing, like the person.
  if (!visibile(t.viewer, persona)) throw new AppError('NOT_FOUND', NON_TROVATO.iscrizione);
  return { i, target };
}

/** The enrolment as it now is (read through the transaction, after the writes). */
async function riletta(t: TxContext, id: number): Promise<IscrizioneRow> {
  t.loaders.iscrizioni.iscrizioneById.clear(id);
  const i = await t.loaders.iscrizioni.iscrizioneById.load(id);
  if (!i) throw new AppError('NOT_FOUND', NON_TROVATO.iscrizione);
  return i;
}

/**
 * Spec 2 §7 modificaIscrizione. Create ('Rendi socio/a'): super, personal data complete, one
 * enrolment per person and year, state prevista, with its fee due in the same transaction. Edit:
 * the state through 'iscrizione.modifica' and the states the viewer may choose, the card number
 * through 'iscrizione.tessera'; a field equal to what is stored is no change and needs no right.
 */
export async function modificaIscrizione(sc: ServiceContext, input: unknown): Promise<IscrizioneRow> {
  assertSignedIn(sc.viewer);
  const dati = parseInput(schemaModificaIscrizione, input);
  if (dati.id_iscrizione == null) return creaIscrizione(sc, dati.id_persona!, dati.anno_scout!);
  const idIscrizione = dati.id_iscrizione;
  return inTransazione(sc, async (t) => {
    const { i, target } = await iscrizioneDaId(t, idIscrizione);
    const cambi: { stato_iscrizione?: StatoIscrizione; n_tessera?: string | null } = {};
    const stato = dati.stato_iscrizione;
    if (stato != null && stato !== i.stato_iscrizione) {
      consenti(t, 'iscrizione.modifica', target, target.anno_attivo ? MSG_STATO_LEAD : MSG_SOLO_ANNO_ATTIVO);
      if (!statiConsentiti(t.viewer, target).includes(stato))
        throw new AppError(
          'FORBIDDEN',
          `Non puoi portare l’iscrizione allo stato ${ETICHETTE_STATO_PERSONA[stato]}`,
        );
      cambi.stato_iscrizione = stato;
    }
    if (dati.n_tessera !== undefined) {
      const tessera = dati.n_tessera || null;
      if (tessera !== i.n_tessera) {
        consenti(t, 'iscrizione.tessera', target, 'Solo la segreteria modifica il numero di tessera');
        cambi.n_tessera = tessera;
      }
    }
    if (Object.keys(cambi).length > 0) await updateIscrizione(t.db, i.id_iscrizione, cambi);
    return riletta(t, i.id_iscrizione);
  });
}

/** Spec 2 §4 'Rendi socio/a'. */
async function creaIscrizione(sc: ServiceContext, idPersona: number, anno: number): Promise<IscrizioneRow> {
  assertCan(sc.viewer, 'iscrizione.crea', await targetPersona(sc, idPersona), NON_TROVATO.persona);
  return inTransazione(sc, async (t) => {
    const persona = await t.loaders.persone.persona.load(idPersona);
    if (!persona) throw new AppError('NOT_FOUND', NON_TROVATO.persona);
    const nome = `${persona.nome ?? ''} ${persona.cognome ?? ''}`.trim();
    const giaIscritta = new AppError(
      'CONFLICT',
      `${nome} ha già un’iscrizione per l’anno scout ${formatAnnoScout(anno)}`,
    );
    if (await t.loaders.iscrizioni.iscrizione.load({ id: idPersona, anno })) throw giaIscritta;
    if (!(await listAnniScout(t.db)).some((a) => a.anno_scout === anno))
      throw new AppError('VALIDATION', MSG_ANNO);
    if (!datiPersonaCompleti(persona)) {
      const mancanti = CAMPI_DATI_COMPLETI.filter(
        (k) => persona[k] == null || String(persona[k]).trim() === '',
      );
      throw new AppError(
        'VALIDATION',
        `Dati anagrafici incompleti: inserire ${mancanti.map((k) => NOMI_CAMPI[k]).join(', ')} prima di rendere socio/a`,
        { mancanti },
      );
    }
    const i = await insertIscrizione(t.db, {
      id_persona: idPersona,
      anno_scout: anno,
      stato_iscrizione: STATO_NUOVA_ISCRIZIONE,
    });
    if (!i) throw giaIscritta;
    // Spec 2 §4: its fee due; 'Transazione economica già esistente' is ignored.
    await creaDovutoIscrizione(t, i).catch((e: unknown) => {
      if (!(e instanceof AppError && e.errorType === 'CONFLICT')) throw e;
    });
    return i;
  });
}

/**
 * Spec 2 §7 modificaNomina: create, edit or delete an appointment ('nomina.gestisci' on the
 * enrolment, and the appointment itself within what the viewer may manage: decision 1001).
 */
export async function modificaNomina(sc: ServiceContext, input: unknown): Promise<IscrizioneRow> {
  assertSignedIn(sc.viewer);
  const dati = parseInput(schemaModificaNomina, input);
  return inTransazione(sc, async (t) => {
    const trovata = dati.id_nomina == null ? null : await findNominaById(t.db, dati.id_nomina);
    if (dati.id_nomina != null && !trovata) throw new AppError('NOT_FOUND', NON_TROVATO.nomina);
    const idIscrizione = trovata?.id_iscrizione ?? dati.id_iscrizione!;
    const { i, target } = await iscrizioneDaId(t, idIscrizione).catch((e: unknown) => {
      // A hidden appointment looks missing, like a hidden enrolment.
      if (trovata && e instanceof AppError && e.errorType === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', NON_TROVATO.nomina);
      throw e;
    });
    // Read again under the enrolment's lock: a concurrent change of it is judged as committed.
    const esistente = trovata && (await findNominaById(t.db, trovata.id_nomina));
    if (trovata && !esistente) throw new AppError('NOT_FOUND', NON_TROVATO.nomina);
    consenti(t, 'nomina.gestisci', target, target.anno_attivo ? MSG_NOMINA_VIETATA : MSG_NOMINE_ANNO_ATTIVO);
    if (esistente && !puoGestireNomina(t.viewer, esistente))
      throw new AppError('FORBIDDEN', MSG_NOMINA_VIETATA);
    if (esistente && dati.elimina) {
      await deleteNomina(t.db, esistente.id_nomina);
      return riletta(t, i.id_iscrizione);
    }
    const nuova = { id_ruolo: dati.id_ruolo!, id_gruppo: dati.id_gruppo };
    if (!puoGestireNomina(t.viewer, nuova)) throw new AppError('FORBIDDEN', MSG_NOMINA_VIETATA);
    if (nuova.id_gruppo != null && !(await t.loaders.organizzazione.gruppo.load(nuova.id_gruppo)))
      throw new AppError('VALIDATION', MSG_GRUPPO);
    const scritta = esistente
      ? await updateNomina(t.db, esistente, nuova)
      : (await insertNomina(t.db, { id_iscrizione: i.id_iscrizione, ...nuova })) != null;
    if (!scritta) throw new AppError('CONFLICT', MSG_NOMINA_DOPPIA);
    return riletta(t, i.id_iscrizione);
  });
}

/** Spec 2 §6 and §9 (decision 1001): solidarity fund or free training on a prevista enrolment. */
export async function concediAgevolazione(sc: ServiceContext, input: unknown): Promise<IscrizioneRow> {
  assertSignedIn(sc.viewer);
  const dati = parseInput(schemaAgevolazione, input);
  return inTransazione(sc, async (t) => {
    // The permission first, on the enrolment as read: a viewer who may not grant takes no lock.
    const letta = await iscrizioneDaId(t, dati.id_iscrizione, false);
    consenti(t, 'iscrizione.agevolazione', letta.target, MSG_AGEVOLAZIONE);
    // A full relief settles the due and so moves the enrolment (decision 1005): due first, as payments do.
    await bloccaQuotaDiIscrizione(t, dati.id_iscrizione);
    // Judged again as the locked rows now are: a grant or payment that held them may have settled the fee.
    t.loaders.clearAll();
    const { i, target } = await iscrizioneDaId(t, dati.id_iscrizione);
    consenti(t, 'iscrizione.agevolazione', target, MSG_AGEVOLAZIONE);
    await applicaAgevolazione(t, i, dati.tipo, dati.importo);
    return riletta(t, i.id_iscrizione);
  });
}

/** Spec 3 §7 modificaTransazioneEconomica(id_iscrizione): the enrolment's fee due, super only. */
export async function creaTransazioneIscrizione(sc: ServiceContext, idIscrizione: number): Promise<number> {
  assertSignedIn(sc.viewer);
  return inTransazione(sc, async (t) => {
    const { i, target } = await iscrizioneDaId(t, idIscrizione);
    // Spec 3 §4 step 3: the family prepares its own fee (not for nessuna or inprova); super any.
    consenti(t, 'iscrizione.preparaQuota', target, MSG_QUOTA_NON_PREPARABILE);
    return (await creaDovutoIscrizione(t, i)).id_transazione_economica;
  });
}
