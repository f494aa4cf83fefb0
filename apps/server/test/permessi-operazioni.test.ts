import { readFileSync } from 'node:fs';
import {
  portataGruppi,
  portataUnita,
  type NominaRef,
  type Viewer as DomainViewer,
} from '@zaino/domain/accesso';
import { azioniDiSezione, can } from '@zaino/domain/permessi';
import { ruoloById } from '@zaino/domain/ruoli';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/db/seed/demo.ts';
import { dbKinds } from './test-db.ts';
import {
  type DemoUser,
  demoEmail,
  type GqlResult,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';

// The API permission matrix (issue 7, DESIGN.md §6): every Query and Mutation of schema.graphql ×
// every kind of viewer → allowed (sì) or denied (no), as written in the table below; read it against
// spec 2 §6 and spec 3 §6. 'giovane' is a minor member with a login of their own (in the matrix
// since 2026-11-29). The target is the demo cub: child of 'genitore', in the pack of the group
// of 'capobranco' and 'capogruppo'; 'capobranco2' leads the pack of another group, 'genitore2' is a
// parent of another family. An operation of the schema without a row fails the test.

type Chi = 'anonimo' | DemoUser;
const VIEWERS = [
  'anonimo',
  'socio',
  'giovane',
  'genitore',
  'genitore2',
  'capobranco',
  'capobranco2',
  'capogruppo',
  'revisore',
  'tesoriere',
  'cens',
] as const satisfies readonly Chi[];
type V = (typeof VIEWERS)[number];

interface Fixture {
  target: number;
  parteTarget: number;
  gruppoTarget: number;
  /** the party of the target's unit (not the unit's id) */
  unitaParteTarget: number;
  /** the id of the target's unit */
  unitaTarget: number;
  utenteTarget: number;
  codiceUsato: string;
  anno: number;
  /** the kinship of the target with 'genitore' */
  parentelaTarget: number;
  /** the surname of 'genitore', who has a user: a search key that finds someone */
  cognomeGenitore: string;
  /** the person of 'genitore' (another person than the target, for a merge's preview) */
  personaGenitore: number;
  /** the target's enrolment of the active year */
  iscrizioneTarget: number;
  /** an enrolment of the active year that already has its fee due */
  iscrizioneConDovuto: number;
  /** a prevista enrolment of the active year with no due or a due in state no */
  iscrizioneAgevolabile: number;
  /** issue 11: the fee due of the target's enrolment and a payment linked to it */
  teTarget: number;
  tfTarget: number;
  /** issue 11: an attachment of that payment */
  allegatoTarget: number;
  /**
   * Issue 22: 'socio' is made a child of 'genitore2' (a child with their own login). The parent's
   * own due, their started bank checkout of it with its receipt attached, and a payment of theirs
   * that covers the child's due.
   */
  genitore2: number;
  teGenitore: number;
  tfGenitore: number;
  allegatoGenitore: number;
  tfQuotaFiglio: number;
  /** Issue 25: a finding about the target, fixable by the target's pack (decision 0920) */
  controlloTarget: number;
}

interface Riga {
  /** The request, from the fixture. */
  chiamata: (f: Fixture) => { query: string; variables?: Record<string, unknown> };
  /** What counts as allowed for this operation (default: no error). */
  ammesso?: (r: GqlResult, f: Fixture) => boolean;
  /** The viewers allowed; every other viewer must be denied. */
  si: readonly V[];
}

const FIRMATI = VIEWERS.filter((v) => v !== 'anonimo');
const LETTORI_TARGET = ['genitore', 'capobranco', 'capogruppo', 'tesoriere', 'cens'] as const;
const CAPI_UNITA_TARGET = ['capobranco', 'capogruppo', 'revisore', 'tesoriere', 'cens'] as const;
/** Issue 11: the admins (RCSEZ 'revisore', super 'tesoriere' and 'cens') and the super level. */
const AMMINISTRATORI = ['revisore', 'tesoriere', 'cens'] as const;
const SUPER = ['tesoriere', 'cens'] as const;
const tipo = (r: GqlResult) => r.errors?.[0]?.extensions?.errorType;
const senzaErrori = (r: GqlResult) => r.errors === undefined;
const contiene = (lista: unknown, campo: string, id: number | string) =>
  Array.isArray(lista) && lista.some((x: Record<string, unknown>) => x[campo] === id);

const MATRICE: Record<string, Riga> = {
  pingDb: { chiamata: () => ({ query: '{ pingDb }' }), si: VIEWERS },
  utenteNonRegistrato: {
    chiamata: (f) => ({
      query: `{ utenteNonRegistrato(registration_token: "${f.codiceUsato}") { id_utente } }`,
    }),
    // Public: everyone reaches the code check (a used code answers ALREADY_USED to all alike).
    ammesso: (r) => tipo(r) === 'ALREADY_USED',
    si: VIEWERS,
  },
  viewerCan: {
    chiamata: () => ({ query: '{ viewerCan }' }),
    ammesso: (r) => (r.data?.viewerCan as string[] | undefined)?.includes('sezione.leggi') === true,
    si: FIRMATI,
  },
  getAsAttivo: { chiamata: () => ({ query: '{ getAsAttivo { anno_scout } }' }), si: FIRMATI },
  getAnniScout: { chiamata: () => ({ query: '{ getAnniScout { anno_scout } }' }), si: FIRMATI },
  getPersonaSe: { chiamata: () => ({ query: '{ getPersonaSe { id_persona } }' }), si: FIRMATI },
  getPersoneSe: {
    chiamata: () => ({ query: '{ getPersoneSe { id_persona } }' }),
    ammesso: (r, f) => contiene(r.data?.getPersoneSe, 'id_persona', f.target),
    si: ['genitore'],
  },
  persona: {
    chiamata: (f) => ({ query: `{ persona(id_persona: ${f.target}) { id_persona } }` }),
    si: LETTORI_TARGET,
  },
  persone: {
    chiamata: (f) => ({ query: `{ persone(id_persone: [${f.target}]) { id_persona } }` }),
    ammesso: (r, f) => contiene(r.data?.persone, 'id_persona', f.target),
    si: LETTORI_TARGET,
  },
  parte: {
    chiamata: (f) => ({ query: `{ parte(id_parte: ${f.parteTarget}) { id_parte } }` }),
    // A person's party by id: who reads the person; the auditor reads it only where a payment or
    // due he reads names it (decision 1118), so no listing of the section's names by id.
    si: LETTORI_TARGET,
  },
  // The registers: the scope must be a choice of the viewer, the rows within the viewer's reach
  // (RCSEZ may choose every unit but reaches no person: it audits the treasury, not the register).
  personeSezione: {
    chiamata: (f) => ({ query: `{ personeSezione(anno_scout: ${f.anno}) { id_persona } }` }),
    ammesso: (r, f) => contiene(r.data?.personeSezione, 'id_persona', f.target),
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  personeGruppo: {
    chiamata: (f) => ({
      query: `{ personeGruppo(id_gruppo: ${f.gruppoTarget}, anno_scout: ${f.anno}) { id_persona } }`,
    }),
    ammesso: (r, f) => contiene(r.data?.personeGruppo, 'id_persona', f.target),
    si: ['capogruppo', 'tesoriere', 'cens'],
  },
  personeUnita: {
    chiamata: (f) => ({
      query: `{ personeUnita(id_unita: ${f.unitaTarget}, anno_scout: ${f.anno}) { id_persona } }`,
    }),
    ammesso: (r, f) => contiene(r.data?.personeUnita, 'id_persona', f.target),
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  // Decision 0907: a page of the same registers (the unit's here; every scope compared below).
  // Field note, decision 0912: the rows' Iscrizione.errori_nazionale is null, and the 'nazionale'
  // filter and order are FORBIDDEN, without 'nazionale.vedi' (nazionale-visibilita.test.ts).
  registroPagina: {
    chiamata: (f) => ({
      query: `{ registroPagina(anno_scout: ${f.anno}, id_unita: ${f.unitaTarget}, per_pagina: 500) {
        righe { id_persona } } }`,
    }),
    ammesso: (r, f) =>
      contiene((r.data?.registroPagina as { righe?: unknown } | undefined)?.righe, 'id_persona', f.target),
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  // The users lists (spec 2 §7): the register's scope and reach, plus the parents' users.
  utentiSezione: {
    chiamata: (f) => ({ query: `{ utentiSezione(anno_scout: ${f.anno}) { id_utente } }` }),
    ammesso: (r, f) => contiene(r.data?.utentiSezione, 'id_utente', f.utenteTarget),
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  utentiGruppo: {
    chiamata: (f) => ({
      query: `{ utentiGruppo(id_gruppo: ${f.gruppoTarget}, anno_scout: ${f.anno}) { id_utente } }`,
    }),
    ammesso: (r, f) => contiene(r.data?.utentiGruppo, 'id_utente', f.utenteTarget),
    si: ['capogruppo', 'tesoriere', 'cens'],
  },
  utentiUnita: {
    chiamata: (f) => ({
      query: `{ utentiUnita(id_unita: ${f.unitaTarget}, anno_scout: ${f.anno}) { id_utente } }`,
    }),
    ammesso: (r, f) => contiene(r.data?.utentiUnita, 'id_utente', f.utenteTarget),
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  // The role catalogue: any back-office viewer (decision 0901).
  getRuoli: {
    chiamata: () => ({ query: '{ getRuoli { id_ruolo } }' }),
    ammesso: (r) => contiene(r.data?.getRuoli, 'id_ruolo', 'CG'),
    si: ['capobranco', 'capobranco2', 'capogruppo', 'revisore', 'tesoriere', 'cens'],
  },
  contaPersone: {
    chiamata: (f) => ({ query: `{ contaPersone(anno_scout: ${f.anno}, id_parte: ${f.unitaParteTarget}) }` }),
    si: CAPI_UNITA_TARGET,
  },
  // Issue 10, the dashboard: the counts and events of a scope the viewer may choose, over the
  // register's persons (RCSEZ chooses every unit and reaches nobody: zero counts, no events).
  statoIscrizioni: {
    chiamata: (f) => ({
      query: `{ statoIscrizioni(anno_scout: ${f.anno}, id_unita: ${f.unitaTarget}) { iscrizioni { chiave n } utenti { chiave n } } }`,
    }),
    ammesso: (r) =>
      (r.data?.statoIscrizioni as { iscrizioni: unknown[] } | undefined)?.iscrizioni.length === 6,
    si: CAPI_UNITA_TARGET,
  },
  elencaEventi: {
    chiamata: (f) => ({ query: `{ elencaEventi(id_unita: ${f.unitaTarget}) { id_evento id_persona } }` }),
    si: CAPI_UNITA_TARGET,
  },
  general: {
    chiamata: () => ({ query: '{ general { ultimo_download_nazionale } }' }),
    si: ['capobranco', 'capobranco2', 'capogruppo', 'revisore', 'tesoriere', 'cens'],
  },
  // Privacy consents: whoever acts for the person (idem or above); the request lacks a consent, so
  // an allowed viewer meets the validation (nothing is written) and the others the permission.
  compilaPrivacy: {
    chiamata: (f) => ({
      query: `mutation { compilaPrivacy(id_persona: ${f.target}, consenso_i: true, consenso_l: true, consenso_s: true) { id_consenso_privacy } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: LETTORI_TARGET,
  },
  // Decision 0914: paper consents are typed in by the person's leaders and the office, not the family.
  registraPrivacyCartacea: {
    chiamata: (f) => ({
      query: `mutation { registraPrivacyCartacea(id_persona: ${f.target}, consenso_i: true, consenso_l: true, consenso_s: true, consenso_t: true, data_firma: "2026-09-01") { id_consenso_privacy } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  elencaGruppi: {
    chiamata: () => ({ query: '{ elencaGruppi { id_gruppo } }' }),
    ammesso: (r, f) => contiene(r.data?.elencaGruppi, 'id_gruppo', f.gruppoTarget),
    si: CAPI_UNITA_TARGET,
  },
  gruppo: {
    // The section's structure (decision 0307): any signed-in user; only the list of all is admins'.
    chiamata: (f) => ({ query: `{ gruppo(id_gruppo: ${f.gruppoTarget}) { id_gruppo } }` }),
    si: FIRMATI,
  },
  elencaUnita: {
    chiamata: () => ({ query: '{ elencaUnita { id_parte } }' }),
    ammesso: (r, f) => contiene(r.data?.elencaUnita, 'id_parte', f.unitaParteTarget),
    si: CAPI_UNITA_TARGET,
  },
  cercaUnita: {
    chiamata: (f) => ({ query: `{ cercaUnita(branca: "L", id_gruppo: ${f.gruppoTarget}) { id_unita } }` }),
    si: FIRMATI,
  },
  modificaUtente: {
    // No flag set: the call changes nothing, so the whole matrix can run it on the same user.
    chiamata: (f) => ({
      query: `mutation { modificaUtente(id_persona: ${f.target}, id_utente: ${f.utenteTarget}) }`,
    }),
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  azzeraSecondoFattore: {
    // Decision 0415: the office only. The target has no second factor: the call changes nothing and
    // whoever may reset it gets the VALIDATION answer, the others the permission error.
    chiamata: (f) => ({
      query: `mutation { azzeraSecondoFattore(id_persona: ${f.target}, id_utente: ${f.utenteTarget}) }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  cercaPersona: {
    // Decision 0903: leaders search the whole section (persons with a user), parents and members never.
    chiamata: (f) => ({
      query: 'query($k: String) { cercaPersona(search_key: $k) { id_persona } }',
      variables: { k: f.cognomeGenitore },
    }),
    ammesso: (r) => Array.isArray(r.data?.cercaPersona) && r.data.cercaPersona.length > 0,
    si: ['capobranco', 'capobranco2', 'capogruppo', 'tesoriere', 'cens'],
  },
  modificaParentela: {
    // Without elimina the call changes nothing, so the whole matrix can run it on the same kinship.
    chiamata: (f) => ({ query: `mutation { modificaParentela(id_parentela: ${f.parentelaTarget}) }` }),
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  // The target cub has a user already: 'stessa persona' answers the per-item CONFLICT to whoever
  // may create accounts, nothing is written; the others get the permission error.
  creaUtente: {
    chiamata: (f) => ({
      query: `mutation { creaUtente(email: "matrice@example.it", id_persona: ${f.target}, relazione: "stessa persona") { errorType } }`,
    }),
    ammesso: (r) => (r.data?.creaUtente as { errorType?: string } | null)?.errorType === 'CONFLICT',
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  creaUtentiInMassa: {
    chiamata: (f) => ({
      query: `mutation { creaUtentiInMassa(utenti: [{ email: "matrice@example.it", id_persona: ${f.target}, relazione: "stessa persona" }]) { errorType } }`,
    }),
    // Per item: CONFLICT when allowed, the permission error (NOT_FOUND, FORBIDDEN) otherwise.
    ammesso: (r) =>
      (r.data?.creaUtentiInMassa as { errorType?: string }[] | null)?.[0]?.errorType === 'CONFLICT',
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  inviaInvitoUtente: {
    // An invalid cc: whoever may invite passes the permission check and meets the validation, so
    // no mail goes out and no budget is spent; everyone else is refused before it.
    chiamata: (f) => ({
      query: `mutation { inviaInvitoUtente(id_utente: ${f.utenteTarget}, cc: ["non-valida"]) }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: ['capobranco', 'capogruppo', 'tesoriere', 'cens'],
  },
  modificaPersona: {
    // An invalid name: whoever may edit passes the permission check and meets the validation
    // (nothing is written); everyone else is refused before it.
    chiamata: (f) => ({
      query: 'mutation($m: ModificaPersonaInput!) { modificaPersona(modifica_persona: $m) }',
      variables: { m: { id_persona: f.target, nome: 'X' } },
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: LETTORI_TARGET,
  },
  creaPersona: {
    // Decision 0902: super only; an empty form reaches the validation and creates nothing.
    chiamata: () => ({
      query: 'mutation($n: NuovaPersonaInput!) { creaPersona(nuova_persona: $n) }',
      variables: { n: {} },
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: ['tesoriere', 'cens'],
  },
  // Issue 11, the treasury's reads and simple writes (spec 3 §6-§7): admins (super and RCSEZ) read;
  // a person's dues and payments also the person's family (front office); only super writes. The
  // writes carry an invalid field: whoever may write meets the validation, nothing is written.
  getTeParte: {
    chiamata: (f) => ({
      query: `{ getTeParte(id_parte: ${f.parteTarget}, anno_scout: ${f.anno}) { importo } }`,
    }),
    si: ['genitore', ...AMMINISTRATORI],
  },
  getTfParte: {
    chiamata: (f) => ({
      query: `{ getTfParte(id_parte: ${f.parteTarget}, exclude_useless: true) { id_transazione_finanziaria } }`,
    }),
    ammesso: (r, f) => contiene(r.data?.getTfParte, 'id_transazione_finanziaria', f.tfTarget),
    si: ['genitore', ...AMMINISTRATORI],
  },
  getTfPersona: {
    // Spec 3 §2 payment history: the person, their family and super ('persona.pagamenti').
    chiamata: (f) => ({ query: `{ getTfPersona(id_persona: ${f.target}) { id_transazione_finanziaria } }` }),
    ammesso: (r, f) => contiene(r.data?.getTfPersona, 'id_transazione_finanziaria', f.tfTarget),
    si: ['genitore', ...SUPER],
  },
  getTfParteTipo: {
    chiamata: (f) => ({ query: `{ getTfParteTipo(id_parte: ${f.parteTarget}, tipo: cash) { importo } }` }),
    si: ['genitore', ...AMMINISTRATORI],
  },
  getTrasferimentiParte: {
    chiamata: (f) => ({ query: `{ getTrasferimentiParte(id_parte: 1, anno_scout: ${f.anno}) { importo } }` }),
    si: AMMINISTRATORI,
  },
  transazioneFinanziaria: {
    chiamata: (f) => ({
      query: `{ transazioneFinanziaria(id_transazione_finanziaria: ${f.tfTarget}) { importo transazioni { importo } allegati { id_allegato } } }`,
    }),
    // Its attachments come with it (TransazioneFinanziaria.allegati, decision 1112).
    ammesso: (r, f) =>
      contiene(
        (r.data?.transazioneFinanziaria as { allegati?: unknown } | null)?.allegati,
        'id_allegato',
        f.allegatoTarget,
      ),
    si: ['genitore', ...AMMINISTRATORI],
  },
  transazioneEconomica: {
    chiamata: (f) => ({
      query: `{ transazioneEconomica(id_transazione_economica: ${f.teTarget}) { importo transazioni { importo } } }`,
    }),
    si: ['genitore', ...AMMINISTRATORI],
  },
  cercaTransazioneFinanziaria: {
    chiamata: () => ({ query: '{ cercaTransazioneFinanziaria(search_key: "quota") { importo } }' }),
    si: AMMINISTRATORI,
  },
  cercaTransazioneEconomica: {
    chiamata: () => ({ query: '{ cercaTransazioneEconomica(search_key: "quota") { importo } }' }),
    ammesso: (r) =>
      Array.isArray(r.data?.cercaTransazioneEconomica) && r.data.cercaTransazioneEconomica.length > 0,
    si: AMMINISTRATORI,
  },
  cercaParte: {
    chiamata: () => ({ query: '{ cercaParte(search_key: "comune") { id_parte } }' }),
    si: AMMINISTRATORI,
  },
  iscrizione: {
    // Who reads the person, and the admins (the due dialog shows the enrolment it was made for).
    chiamata: (f) => ({ query: `{ iscrizione(id_iscrizione: ${f.iscrizioneTarget}) { id_iscrizione } }` }),
    si: ['genitore', 'capobranco', 'capogruppo', ...AMMINISTRATORI],
  },
  cercaIscrizione: {
    chiamata: (f) => ({
      query:
        'query($k: String!, $a: Int!) { cercaIscrizione(search_key: $k, anno_scout: $a) { id_iscrizione } }',
      variables: { k: f.cognomeGenitore, a: f.anno },
    }),
    si: AMMINISTRATORI,
  },
  elencaVoci: {
    chiamata: () => ({ query: '{ elencaVoci { codice } }' }),
    ammesso: (r) => contiene(r.data?.elencaVoci, 'codice', 'E01'),
    si: AMMINISTRATORI,
  },
  elencaBilanci: {
    chiamata: (f) => ({ query: `{ elencaBilanci(anno_scout: ${f.anno}, id_parte: 1) { consuntivo } }` }),
    ammesso: (r) => Array.isArray(r.data?.elencaBilanci) && r.data.elencaBilanci.length > 0,
    si: AMMINISTRATORI,
  },
  getAllegatoSignedUrl: {
    chiamata: (f) => ({ query: `{ getAllegatoSignedUrl(id_allegato: ${f.allegatoTarget}) }` }),
    // Who may read the payment: the family paying it and the admins.
    si: ['genitore', ...AMMINISTRATORI],
  },
  // The cub's cash payment: whoever may see its bank details learns it is not a bank transfer.
  coordinateBonifico: {
    chiamata: (f) => ({
      query: `{ coordinateBonifico(id_transazione_finanziaria: ${f.tfTarget}) { iban causale } }`,
    }),
    ammesso: (r) => r.data?.coordinateBonifico != null || tipo(r) === 'VALIDATION',
    si: ['genitore', ...AMMINISTRATORI],
  },
  createTransazioneFinanziariaAllegatoPostUrl: {
    chiamata: () => ({ query: 'mutation { createTransazioneFinanziariaAllegatoPostUrl }' }),
    si: SUPER,
  },
  saldoAnnuale: {
    chiamata: (f) => ({ query: `{ saldoAnnuale(id_parte: 1, anno_scout: ${f.anno}) { bank } }` }),
    si: AMMINISTRATORI,
  },
  // Decision 1140: the ETS statement, 'rendiconto.leggi' (the admins, RCSEZ included).
  rendicontoEts: {
    chiamata: (f) => ({ query: `{ rendicontoEts(anno_scout: ${f.anno}) { totale_entrate { anno } } }` }),
    ammesso: (r) =>
      typeof (r.data?.rendicontoEts as { totale_entrate?: { anno?: unknown } } | undefined)?.totale_entrate
        ?.anno === 'number',
    si: AMMINISTRATORI,
  },
  // Issue 26, decision 1141: bank statement lines. Reading: 'estrattiBanca.leggi' (the admins, the
  // auditor included); the rest 'estrattiBanca.gestisci' (the super level). Allowed writes name a
  // line that does not exist, so they change nothing.
  movimentiBanca: {
    chiamata: () => ({ query: '{ movimentiBanca(stato: da_abbinare) { id_movimento } }' }),
    ammesso: (r) => Array.isArray(r.data?.movimentiBanca),
    si: AMMINISTRATORI,
  },
  riepilogoMovimentiBanca: {
    chiamata: () => ({ query: '{ riepilogoMovimentiBanca { da_abbinare } }' }),
    ammesso: (r) =>
      typeof (r.data?.riepilogoMovimentiBanca as { da_abbinare?: unknown } | undefined)?.da_abbinare ===
      'number',
    si: AMMINISTRATORI,
  },
  mappatureCsvBanca: {
    chiamata: () => ({ query: '{ mappatureCsvBanca { banca } }' }),
    ammesso: (r) => Array.isArray(r.data?.mappatureCsvBanca),
    si: SUPER,
  },
  confermaMovimentiBanca: {
    chiamata: () => ({
      query:
        'mutation { confermaMovimentiBanca(conferme: [{ id_movimento: 999999, ripartizione: [] }]) { tipo_errore } }',
    }),
    ammesso: (r) =>
      (r.data?.confermaMovimentiBanca as { tipo_errore?: string }[] | undefined)?.[0]?.tipo_errore ===
      'NOT_FOUND',
    si: SUPER,
  },
  ignoraMovimentoBanca: {
    chiamata: () => ({
      query: 'mutation { ignoraMovimentoBanca(id_movimento: 999999, ignora: true) { stato } }',
    }),
    ammesso: (r) => tipo(r) === 'NOT_FOUND',
    si: SUPER,
  },
  assegnaUscitaBanca: {
    chiamata: () => ({
      query: 'mutation { assegnaUscitaBanca(assegna: { id_movimento: 999999, id_voce: 1 }) }',
    }),
    ammesso: (r) => tipo(r) === 'NOT_FOUND',
    si: SUPER,
  },
  modificaVoce: {
    chiamata: () => ({
      query: 'mutation { modificaVoce(modifica_voce: { codice: "X1", descrizione: "" }) { id_voce } }',
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  modificaBilancio: {
    chiamata: (f) => ({
      query: `mutation { modificaBilancio(modifica_bilancio: { id_voce: 0, anno_scout: ${f.anno}, id_parte: 1 }) { id_voce } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  modificaParte: {
    chiamata: () => ({ query: 'mutation { modificaParte(modifica_parte: { desc: "ab" }) }' }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  modificaSaldoAnnuale: {
    chiamata: (f) => ({
      query: `mutation { modificaSaldoAnnuale(modifica_saldo_annuale: { anno_scout: ${f.anno}, id_parte: 0 }) { bank } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  // Decision 1301: the section's identity, read by the admins (the settings page), saved by the
  // super level only; the call's bad codice fiscale stops an allowed viewer after the check.
  identitaSezione: {
    chiamata: () => ({ query: '{ identitaSezione { denominazione codice_fiscale completa } }' }),
    si: AMMINISTRATORI,
  },
  modificaIdentitaSezione: {
    chiamata: () => ({
      query: `mutation { modificaIdentitaSezione(identita: { denominazione: "Associazione Esempio",
        indirizzo: "Via dei Pioppi 12", cap: "20159", comune: "Milano", provincia: "MI",
        codice_fiscale: "94999990009" }) { denominazione } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  // Decision 1024: the waiting lists, read by the admins (the settings page), edited by the super
  // level only; each write is refused after the check (an id 0, 1000 places), so nothing changes.
  listeAttesa: {
    chiamata: () => ({ query: '{ listeAttesa { id_unita voci { id_lista_attesa } } }' }),
    ammesso: (r, f) => contiene(r.data?.listeAttesa, 'id_unita', f.unitaTarget),
    si: AMMINISTRATORI,
  },
  aggiungiVoceListaAttesa: {
    chiamata: (f) => ({
      query: `mutation { aggiungiVoceListaAttesa(id_unita: ${f.unitaTarget}, id_persona: 0) { id_unita } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  rimuoviVoceListaAttesa: {
    chiamata: () => ({ query: 'mutation { rimuoviVoceListaAttesa(id_lista_attesa: 0) { id_unita } }' }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  spostaVoceListaAttesa: {
    chiamata: () => ({
      query: 'mutation { spostaVoceListaAttesa(id_lista_attesa: 0, verso: su) { id_unita } }',
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  modificaPostiUnita: {
    chiamata: (f) => ({
      query: `mutation { modificaPostiUnita(id_unita: ${f.unitaTarget}, posti: 1000) { posti } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  // Issue 10. Each call is refused after the permission check, so the matrix writes nothing.
  modificaIscrizione: {
    // 'Rendi socio/a' for the target, who is enrolled already: super only, then CONFLICT.
    chiamata: (f) => ({
      query: `mutation { modificaIscrizione(modifica_iscrizione: { id_persona: ${f.target}, anno_scout: ${f.anno} }) { id_iscrizione } }`,
    }),
    ammesso: (r) => tipo(r) === 'CONFLICT',
    si: ['tesoriere', 'cens'],
  },
  modificaNomina: {
    // The target's own pack appointment once more: super or the group's CG, then CONFLICT.
    chiamata: (f) => ({
      query: `mutation { modificaNomina(modifica_nomina: { id_iscrizione: ${f.iscrizioneTarget}, id_ruolo: "L", id_gruppo: ${f.gruppoTarget} }) { id_iscrizione } }`,
    }),
    ammesso: (r) => tipo(r) === 'CONFLICT',
    si: ['capogruppo', 'tesoriere', 'cens'],
  },
  concediAgevolazione: {
    // A fund larger than any fee: super only, then VALIDATION (rolled back).
    chiamata: (f) => ({
      query: `mutation { concediAgevolazione(agevolazione: { id_iscrizione: ${f.iscrizioneAgevolabile}, tipo: fondo_solidarieta, importo: 999999999 }) { id_iscrizione } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: ['tesoriere', 'cens'],
  },
  modificaTransazioneEconomica: {
    // The cub's enrolment, which has its due: super, and the family (spec 3 §4 step 3, catalogue
    // 'iscrizione.preparaQuota'), then 'Transazione economica già esistente'.
    chiamata: (f) => ({
      query: `mutation { modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: ${f.iscrizioneTarget} }) }`,
    }),
    ammesso: (r) =>
      tipo(r) === 'CONFLICT' && r.errors?.[0]?.message === 'Transazione economica già esistente',
    si: ['genitore', 'tesoriere', 'cens'],
  },
  // Issue 11, payment writes (decision 1110): super only ('tesoreria.scrivi'); an unoffered pair of
  // methods meets the validation, nothing is written. (The due's full form shares the row above.)
  modificaTransazioneFinanziaria: {
    chiamata: (f) => ({
      query:
        'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }',
      variables: {
        m: { id_parte_da: f.parteTarget, id_parte_a: 1, importo: 100, tipo_da: 'cash', tipo_a: 'stripe' },
      },
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  // Issue 12, checkout (decision 1202): 'transazione.paga', the payer and their family only. A
  // bank checkout of the cub's fee (an initiated payment, counting toward nothing; a repeat is a new
  // one, decision 1211), or CONFLICT when the fee is paid already, or VALIDATION when the enrolment cannot be paid
  // yet (privacy, state); everyone else gets NOT_FOUND like a missing due.
  preparaCheckout: {
    chiamata: (f) => ({
      query:
        'mutation($p: PreparazioneCheckoutInput!) { preparaCheckout(preparazione_checkout: $p) { id_transazione_finanziaria } }',
      variables: {
        p: { metodo: 'bank', transazioni_economiche: [{ id_transazione_economica: f.teTarget, importo: 1 }] },
      },
    }),
    ammesso: (r) => r.data?.preparaCheckout != null || tipo(r) === 'CONFLICT' || tipo(r) === 'VALIDATION',
    si: ['genitore'],
  },
  // The cub's completed payment, made through a checkout (only those are verified, domain eCheckout):
  // verification reads it and changes nothing.
  verificaCheckout: {
    chiamata: (f) => ({
      query: `mutation { verificaCheckout(id_transazione_finanziaria: ${f.tfTarget}) }`,
    }),
    ammesso: (r) => r.data?.verificaCheckout === true,
    si: ['genitore'],
  },
  // Issue 22: a child with their own login ('socio', child of 'genitore2') sees the payments that
  // cover their own dues, never the parent's other dues, payments, receipts or bank details; nor
  // pays or verifies for the parent. Rows named 'operation · case' repeat an operation.
  'transazioneFinanziaria · pagamento del genitore': {
    chiamata: (f) => ({
      query: `{ transazioneFinanziaria(id_transazione_finanziaria: ${f.tfGenitore}) { importo allegati { id_allegato } } }`,
    }),
    si: ['genitore2', ...AMMINISTRATORI],
  },
  'transazioneFinanziaria · quota del figlio pagata dal genitore': {
    chiamata: (f) => ({
      query: `{ transazioneFinanziaria(id_transazione_finanziaria: ${f.tfQuotaFiglio}) { importo } }`,
    }),
    si: ['genitore2', 'socio', ...AMMINISTRATORI],
  },
  'transazioneEconomica · dovuto del genitore': {
    chiamata: (f) => ({
      query: `{ transazioneEconomica(id_transazione_economica: ${f.teGenitore}) { importo } }`,
    }),
    si: ['genitore2', ...AMMINISTRATORI],
  },
  'getTfPersona · del genitore': {
    chiamata: (f) => ({
      query: `{ getTfPersona(id_persona: ${f.genitore2}) { id_transazione_finanziaria } }`,
    }),
    ammesso: (r, f) => contiene(r.data?.getTfPersona, 'id_transazione_finanziaria', f.tfGenitore),
    si: ['genitore2', ...SUPER],
  },
  'getAllegatoSignedUrl · ricevuta del bonifico del genitore': {
    chiamata: (f) => ({ query: `{ getAllegatoSignedUrl(id_allegato: ${f.allegatoGenitore}) }` }),
    si: ['genitore2', ...AMMINISTRATORI],
  },
  'coordinateBonifico · bonifico del genitore': {
    chiamata: (f) => ({
      query: `{ coordinateBonifico(id_transazione_finanziaria: ${f.tfGenitore}) { iban causale } }`,
    }),
    si: ['genitore2', ...AMMINISTRATORI],
  },
  'preparaCheckout · dovuto del genitore': {
    chiamata: (f) => ({
      query:
        'mutation($p: PreparazioneCheckoutInput!) { preparaCheckout(preparazione_checkout: $p) { id_transazione_finanziaria } }',
      variables: {
        p: {
          metodo: 'bank',
          transazioni_economiche: [{ id_transazione_economica: f.teGenitore, importo: 1 }],
        },
      },
    }),
    // Its started checkout covers it: the parent gets CONFLICT ('già pagata'), nobody else gets past the rule.
    ammesso: (r) => r.data?.preparaCheckout != null || tipo(r) === 'CONFLICT',
    si: ['genitore2'],
  },
  'verificaCheckout · checkout del genitore': {
    chiamata: (f) => ({
      query: `mutation { verificaCheckout(id_transazione_finanziaria: ${f.tfGenitore}) }`,
    }),
    ammesso: (r) => r.data?.verificaCheckout === true,
    si: ['genitore2'],
  },
  // Issue 25, the data-quality checks (decision 0920): admins read every finding, leaders those
  // their units can fix (the target's pack: its CB and the group's CG; capobranco2 reads its own,
  // not this one); only super ignores (un-ignoring here: nothing changes). The recompute is REST
  // (POST /segreteria/controlli), refused to all but super in controlli.test.ts.
  statisticheControlli: {
    chiamata: () => ({ query: '{ statisticheControlli { tipo totale ignorati } }' }),
    ammesso: (r) => (r.data?.statisticheControlli as unknown[] | undefined)?.length === 6,
    si: ['capobranco', 'capobranco2', 'capogruppo', ...AMMINISTRATORI],
  },
  // Decision 0926: the time of the last recompute, for whoever reads the counts.
  ultimoRicalcoloControlli: {
    chiamata: () => ({ query: '{ ultimoRicalcoloControlli { eseguito nome_autore } }' }),
    si: ['capobranco', 'capobranco2', 'capogruppo', ...AMMINISTRATORI],
  },
  elencaControlli: {
    chiamata: () => ({ query: '{ elencaControlli(tipo: ruoloIncompatibile) { id_controllo } }' }),
    ammesso: (r, f) => contiene(r.data?.elencaControlli, 'id_controllo', f.controlloTarget),
    si: ['capobranco', 'capogruppo', ...AMMINISTRATORI],
  },
  // Decision 1402: the open findings about the target on their page: the admins who reach the cub
  // (super) and the cub's own leaders; the parent sees the cub but is refused (FORBIDDEN), the others
  // do not reach the cub (NOT_FOUND, controlli-persona.test.ts).
  controlliPersona: {
    chiamata: (f) => ({ query: `{ controlliPersona(id_persona: ${f.target}) { id_controllo } }` }),
    ammesso: (r, f) => contiene(r.data?.controlliPersona, 'id_controllo', f.controlloTarget),
    si: ['capobranco', 'capogruppo', ...SUPER],
  },
  // Decision 0925: a page of the same findings, for the same viewers.
  elencaControlliPagina: {
    chiamata: () => ({
      query:
        '{ elencaControlliPagina(tipo: ruoloIncompatibile, per_pagina: 100) { righe { id_controllo } } }',
    }),
    ammesso: (r, f) =>
      contiene(
        (r.data?.elencaControlliPagina as { righe?: unknown } | undefined)?.righe,
        'id_controllo',
        f.controlloTarget,
      ),
    si: ['capobranco', 'capogruppo', ...AMMINISTRATORI],
  },
  ignoraControllo: {
    chiamata: (f) => ({
      query: `mutation { ignoraControllo(id_controllo: ${f.controlloTarget}, ignora: false) { ignora } }`,
    }),
    si: SUPER,
  },
  // Decision 1152: payment reminders. Preview and send are the super level's (today is outside the
  // demo year's reminder windows or not: either way the allowed get an answer); the history the admins'.
  anteprimaPromemoria: {
    chiamata: () => ({ query: '{ anteprimaPromemoria { anno_scout gia_inviati } }' }),
    ammesso: (r) =>
      typeof (r.data?.anteprimaPromemoria as { anno_scout?: unknown } | undefined)?.anno_scout === 'number',
    si: SUPER,
  },
  inviaPromemoria: {
    chiamata: () => ({ query: 'mutation { inviaPromemoria { mail_inviate mail_fallite } }' }),
    ammesso: (r) =>
      typeof (r.data?.inviaPromemoria as { mail_inviate?: unknown } | undefined)?.mail_inviate === 'number',
    si: SUPER,
  },
  storicoPromemoria: {
    chiamata: (f) => ({ query: `{ storicoPromemoria(anno_scout: ${f.anno}) { id_promemoria } }` }),
    ammesso: (r) => Array.isArray(r.data?.storicoPromemoria),
    si: AMMINISTRATORI,
  },
  // Decision 1153: the target's cash payment has no receipt document here: the allowed get CONFLICT.
  reinviaRicevuta: {
    chiamata: (f) => ({
      query: `mutation { reinviaRicevuta(id_transazione_finanziaria: ${f.tfTarget}) { destinatari } }`,
    }),
    ammesso: (r) => r.data?.reinviaRicevuta != null || tipo(r) === 'CONFLICT',
    si: SUPER,
  },
  // Decision 1401: the field-by-field national view and 'prendi il loro' (an empty list of fields:
  // the allowed get VALIDATION after the permission, nothing changes): the super level only.
  schedaNazionale: {
    chiamata: (f) => ({ query: `{ schedaNazionale(id_persona: ${f.target}) { presente } }` }),
    si: SUPER,
  },
  prendiDalNazionale: {
    chiamata: (f) => ({
      query: `mutation { prendiDalNazionale(id_persona: ${f.target}, campi: []) { presente } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  // Decision 0930: the preview of a real pair (the target and a parent) writes nothing; the allowed
  // get its counts, the waiting-list places the merge would drop among them (decision 0429).
  anteprimaFusione: {
    chiamata: (f) => ({
      query: `{ anteprimaFusione(id_tieni: ${f.personaGenitore}, id_elimina: ${f.target}) {
        conteggi { liste_attesa liste_attesa_doppie } } }`,
    }),
    ammesso: (r) =>
      senzaErrori(r) &&
      typeof (r.data?.anteprimaFusione as { conteggi?: { liste_attesa_doppie?: unknown } } | undefined)
        ?.conteggi?.liste_attesa_doppie === 'number',
    si: SUPER,
  },
  unisciPersone: {
    chiamata: (f) => ({
      query: `mutation { unisciPersone(id_tieni: ${f.target}, id_elimina: ${f.target}) { eseguita } }`,
    }),
    ammesso: (r) => tipo(r) === 'VALIDATION',
    si: SUPER,
  },
  registraUtente: {
    chiamata: (f) => ({
      query: `mutation($r: RegistrazioneUtenteInput!) { registraUtente(registrazione_utente: $r) }`,
      variables: { r: { registration_token: f.codiceUsato, contatti: [] } },
    }),
    // Any login reaches the code check; a used code answers ALREADY_USED.
    ammesso: (r) => tipo(r) === 'ALREADY_USED',
    si: FIRMATI,
  },
};

/** Every Query and Mutation field of the committed contract. */
function operazioniDelloSchema(): string[] {
  const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
  return [schema.getQueryType(), schema.getMutationType()].flatMap((t) => Object.keys(t?.getFields() ?? {}));
}

describe('the API permission matrix covers the whole contract', () => {
  it('every operation of schema.graphql has a row, and every row an operation', () => {
    const operazioni = new Set(Object.keys(MATRICE).map((k) => k.split(' · ')[0]!));
    expect([...operazioni].sort()).toEqual(operazioniDelloSchema().sort());
  });
  it('every demo viewer of the matrix exists', () => {
    for (const v of VIEWERS) if (v !== 'anonimo') expect(DEMO_LOGINS.some((l) => l.chiave === v)).toBe(true);
  });
});

describe.each(dbKinds)('permissions of every operation on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;
  const tokens = new Map<V, string | null>();
  const idDi = new Map<V, number>();

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { CODE_LOOKUP_LIMIT: '10000' } });
    for (const v of VIEWERS) {
      if (v === 'anonimo') {
        tokens.set(v, null);
        continue;
      }
      tokens.set(v, await tokenFor(t.app, v));
      const [u] = await rows<{ id: number }>(
        t.database,
        `select id_persona as id from auth_user where email = '${demoEmail(v)}'`,
      );
      idDi.set(v, u!.id);
    }
    const [{ anno }] = (await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    )) as [{ anno: number }];
    // The demo cub: a child of 'genitore' with a pack appointment in the active year.
    const [cub] = await rows<{ id: number; parte: number; gruppo: number }>(
      t.database,
      `select p.id_persona as id, p.id_parte as parte, n.id_gruppo as gruppo
       from parentele pr join persone p on p.id_persona = pr.id_persona_figlio
       join iscrizioni i on i.id_persona = p.id_persona and i.anno_scout = ${anno}
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       where pr.id_persona_genitore = ${idDi.get('genitore')} order by p.id_persona limit 1`,
    );
    const [unita] = await rows<{ parte: number; id: number }>(
      t.database,
      `select id_parte as parte, id_unita as id from unita where id_gruppo = ${cub!.gruppo} and branca = 'L'`,
    );
    await rows(
      t.database,
      `insert into utenti (id_persona, registration_token, email)
       select ${cub!.id}, 'MATRICE01', null where not exists (select 1 from utenti where id_persona = ${cub!.id})`,
    );
    const [utente] = await rows<{ id: number }>(
      t.database,
      `select id_utente as id from utenti where id_persona = ${cub!.id} order by id_utente limit 1`,
    );
    const [usato] = await rows<{ codice: string }>(
      t.database,
      'select registration_token as codice from utenti where data_registrazione is not null order by id_utente limit 1',
    );
    const [kin] = await rows<{ id: number; cognome: string }>(
      t.database,
      `select pr.id_parentela as id, p.cognome from parentele pr join persone p on p.id_persona = pr.id_persona_genitore
       where pr.id_persona_figlio = ${cub!.id} and pr.id_persona_genitore = ${idDi.get('genitore')}`,
    );
    const [iscr] = await rows<{ target: number; dovuto: number; agevolabile: number }>(
      t.database,
      `select (select id_iscrizione from iscrizioni where id_persona = ${cub!.id} and anno_scout = ${anno}) as target,
        (select min(id_iscrizione) from transazioni_economiche te join iscrizioni i using (id_iscrizione)
          where i.anno_scout = ${anno}) as dovuto,
        (select min(i.id_iscrizione) from iscrizioni i left join transazioni_economiche te using (id_iscrizione)
          where i.anno_scout = ${anno} and i.stato_iscrizione = 'prevista'
          and (te.id_transazione_economica is null or te.stato = 'no')) as agevolabile`,
    );
    // Issue 11: the fee due of the cub's enrolment, and a completed payment linked to it.
    const [isc] = await rows<{ te: number }>(
      t.database,
      `select te.id_transazione_economica as te from transazioni_economiche te
       where te.id_iscrizione = ${iscr!.target}`,
    );
    const [pagamento] = await rows<{ id: number }>(
      t.database,
      `with p as (insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, data_pagata, anno_scout, idempotency_key)
         values (${cub!.parte}, 1, 500, 'completed', 'cash', 'cash', now(), ${anno}, 'checkout-matrice') returning id_transazione_finanziaria),
       l as (insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo)
         select ${isc!.te}, id_transazione_finanziaria, 500 from p)
       select id_transazione_finanziaria as id from p`,
    );
    const [allegato] = await rows<{ id: number }>(
      t.database,
      `insert into allegati (id_transazione_finanziaria, nome, dimensione, s3_key)
       values (${pagamento!.id}, 'ricevuta.pdf', 10, 'allegati/00000000-0000-4000-8000-000000000001.pdf')
       returning id_allegato as id`,
    );
    // Issue 22: 'socio' becomes a child of 'genitore2', who has a due, a started bank checkout of it
    // with its receipt, and a completed payment of a due of the child.
    const [fam] = await rows<{ te_g: number; tf_g: number; all_g: number; tf_f: number }>(
      t.database,
      `with k as (insert into parentele (id_persona_genitore, id_persona_figlio, "desc")
         values (${idDi.get('genitore2')}, ${idDi.get('socio')}, 'madre') returning 1),
       g as (select id_parte from persone where id_persona = ${idDi.get('genitore2')}),
       c as (select id_parte from persone where id_persona = ${idDi.get('socio')}),
       te_g as (insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, anno_scout)
         select id_parte, 1, 700, 'Campo genitori', ${anno} from g returning id_transazione_economica),
       te_f as (insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, anno_scout)
         select id_parte, 1, 300, 'Uscita del figlio', ${anno} from c returning id_transazione_economica),
       tf_g as (insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout, idempotency_key)
         select id_parte, 1, 700, 'started', 'bank', 'bank', ${anno}, 'checkout-matrice-genitore' from g
         returning id_transazione_finanziaria),
       tf_f as (insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, data_pagata, anno_scout)
         select id_parte, 1, 300, 'completed', 'cash', 'cash', now(), ${anno} from g returning id_transazione_finanziaria),
       l as (insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo, da_uniti)
         select id_transazione_economica, id_transazione_finanziaria, 700, false from te_g, tf_g
         union all select id_transazione_economica, id_transazione_finanziaria, 300, true from te_f, tf_f),
       a as (insert into allegati (id_transazione_finanziaria, nome, dimensione, s3_key)
         select id_transazione_finanziaria, 'bonifico.pdf', 10, 'bonifici/00000000-0000-4000-8000-000000000002.pdf' from tf_g
         returning id_allegato)
       select (select id_transazione_economica from te_g) as te_g, (select id_transazione_finanziaria from tf_g) as tf_g,
         (select id_allegato from a) as all_g, (select id_transazione_finanziaria from tf_f) as tf_f,
         (select count(*) from k) as k`,
    );
    await rows(
      t.database,
      `update transazioni_finanziarie set bonifico_id_allegato = ${fam!.all_g} where id_transazione_finanziaria = ${fam!.tf_g}`,
    );
    const [controllo] = await rows<{ id: number }>(
      t.database,
      `insert into controlli (tipo, chiave, id_persona, persone, unita, dettagli)
       values ('ruoloIncompatibile', 'matrice', ${cub!.id}, array[${cub!.id}],
         '[{"id_gruppo": ${cub!.gruppo}, "branca": "L"}]'::jsonb, '{}'::jsonb)
       returning id_controllo as id`,
    );
    f = {
      controlloTarget: controllo!.id,
      genitore2: idDi.get('genitore2')!,
      teGenitore: fam!.te_g,
      tfGenitore: fam!.tf_g,
      allegatoGenitore: fam!.all_g,
      tfQuotaFiglio: fam!.tf_f,
      allegatoTarget: allegato!.id,
      iscrizioneTarget: iscr!.target,
      iscrizioneConDovuto: iscr!.dovuto,
      iscrizioneAgevolabile: iscr!.agevolabile,
      teTarget: isc!.te,
      tfTarget: pagamento!.id,
      parentelaTarget: kin!.id,
      cognomeGenitore: kin!.cognome,
      personaGenitore: idDi.get('genitore')!,
      target: cub!.id,
      parteTarget: cub!.parte,
      gruppoTarget: cub!.gruppo,
      unitaParteTarget: unita!.parte,
      unitaTarget: unita!.id,
      utenteTarget: utente!.id,
      codiceUsato: usato!.codice,
      anno,
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the viewers stand where the matrix says', async () => {
    const [cb] = await rows<{ gruppo: number }>(
      t.database,
      `select n.id_gruppo as gruppo from nomine n join iscrizioni i using (id_iscrizione)
       where i.id_persona = ${idDi.get('capobranco2')} and i.anno_scout = ${f.anno} and n.id_ruolo = 'CB'`,
    );
    expect(cb!.gruppo).not.toBe(f.gruppoTarget);
    const [kin] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from parentele where id_persona_genitore = ${idDi.get('genitore2')}
       and id_persona_figlio = ${f.target}`,
    );
    expect(kin!.n).toBe(0);
  });

  const casi = Object.entries(MATRICE).flatMap(([op, riga]) =>
    VIEWERS.map((v) => [op, v, (riga.si as readonly V[]).includes(v) ? 'sì' : 'no'] as const),
  );
  it.each(casi)('%s by %s → %s', async (op, v, atteso) => {
    const riga = MATRICE[op]!;
    const { query, variables } = riga.chiamata(f);
    const r = await gql(t.app, query, variables ?? {}, tokens.get(v));
    const ammesso = (riga.ammesso ?? senzaErrori)(r, f);
    expect(ammesso ? 'sì' : 'no', JSON.stringify(r.errors ?? r.data)).toBe(atteso);
    // Denied answers are the permission errors, never an internal one; hidden answers like missing.
    if (!ammesso && r.errors) expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']).toContain(tipo(r));
  });

  // Issue 24 (decision 1302): the REST calls of the settings page on the scout years. Each allowed
  // call is one that changes nothing (the active year again, an existing year, the active year's own
  // fields), so the rows leave the shared database as they found it.
  const annoAttivo = async () => {
    const [a] = await rows<Record<string, unknown>>(
      t.database,
      `select anno_scout, to_char(inizio_fiscale, 'YYYY-MM-DD') as inizio_fiscale,
        to_char(limite_iscrizioni, 'YYYY-MM-DD') as limite_iscrizioni, to_char(limite_mora, 'YYYY-MM-DD') as limite_mora,
        mora_nuovi, mora_rinnovi, quota_giovani_nuovi, quota_giovani_rinnovi, quota_adulti_nuovi, quota_adulti_rinnovi
       from anni_scout where attivo`,
    );
    return a!;
  };
  const MATRICE_REST: Record<string, { corpo: () => Promise<Record<string, unknown>>; si: readonly V[] }> = {
    '/segreteria/modifica-anno-scout': { corpo: annoAttivo, si: SUPER },
    '/segreteria/cambia-anno-scout': { corpo: async () => ({ anno_scout: f.anno }), si: SUPER },
    '/segreteria/nuovo-anno-scout': { corpo: async () => ({ anno_scout: f.anno }), si: SUPER },
  };
  const casiRest = Object.entries(MATRICE_REST).flatMap(([percorso, riga]) =>
    VIEWERS.map((v) => [percorso, v, (riga.si as readonly V[]).includes(v) ? 'sì' : 'no'] as const),
  );
  it.each(casiRest)('POST %s by %s → %s', async (percorso, v, atteso) => {
    const token = tokens.get(v);
    const r = await t.app.inject({
      method: 'POST',
      url: percorso,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: await MATRICE_REST[percorso]!.corpo(),
    });
    expect(r.statusCode === 200 ? 'sì' : 'no', r.body).toBe(atteso);
    if (r.statusCode === 200) expect(r.json()).toMatchObject({ status: 'success' });
    else expect(r.statusCode, r.body).toBe(v === 'anonimo' ? 401 : 403);
  });

  it('asking for another scout year never widens the reach (personal data has no year)', async () => {
    const ids = (
      await rows<{ id: number }>(t.database, 'select id_persona as id from persone order by id_persona')
    ).map((r) => r.id);
    // Aliased in chunks below the API's alias limit (MAX_ALIASES).
    const visti = async (v: V, anno?: number) => {
      const trovati: number[] = [];
      for (let i = 0; i < ids.length; i += 25) {
        const parte = ids.slice(i, i + 25);
        const campi = parte.map(
          (id) => `p${id}: persona(id_persona: ${id}${anno ? `, anno_scout: ${anno}` : ''}) { id_persona }`,
        );
        const r = await gql(t.app, `{ ${campi.join(' ')} }`, {}, tokens.get(v));
        trovati.push(...parte.filter((id) => r.data?.[`p${id}`]?.id_persona === id));
      }
      return trovati;
    };
    for (const v of ['capobranco', 'capobranco2', 'capogruppo'] as const) {
      const oggi = await visti(v);
      expect(oggi.length, v).toBeGreaterThan(0);
      expect(await visti(v, f.anno - 1), v).toEqual(oggi);
    }
  });

  it('a missing person and a hidden one answer the same, for every viewer', async () => {
    for (const v of FIRMATI) {
      const r = await gql(t.app, '{ persona(id_persona: 999999) { id_persona } }', {}, tokens.get(v));
      expect(tipo(r), v).toBe('NOT_FOUND');
      expect(r.errors![0]!.message, v).toBe('Persona non trovata');
    }
  });

  it('lists hold exactly the rows the domain catalogue allows, for every viewer', async () => {
    const persone = await rows<{ id: number }>(
      t.database,
      'select id_persona as id from persone order by id_persona',
    );
    const nomine = await rows<NominaRef & { id_persona: number }>(
      t.database,
      `select i.id_persona, n.id_ruolo, n.id_gruppo from nomine n join iscrizioni i using (id_iscrizione)
       where i.anno_scout = ${f.anno}`,
    );
    const kin = await rows<{ g: number; c: number }>(
      t.database,
      'select id_persona_genitore as g, id_persona_figlio as c from parentele',
    );
    const gruppi = await rows<{ id_gruppo: number }>(
      t.database,
      'select id_gruppo from gruppi order by numero',
    );
    const iscritti = (
      await rows<{ id: number }>(
        t.database,
        `select distinct id_persona as id from iscrizioni where anno_scout = ${f.anno}`,
      )
    ).map((r) => r.id);
    const unita = await rows<{ id_gruppo: number; branca: 'L' | 'E' | 'R'; id_unita: number }>(
      t.database,
      'select id_gruppo, branca, id_unita from unita',
    );
    const utenti = await rows<{ id_utente: number; id_persona: number | null }>(
      t.database,
      'select id_utente, id_persona from utenti',
    );
    const nomineDi = (id: number) => nomine.filter((n) => n.id_persona === id);
    // Decision 0905: a parent is reached through the appointments of their children.
    const nomineFigliDi = (id: number) => kin.filter((k) => k.g === id).flatMap((k) => nomineDi(k.c));
    const target = (p: number) => ({
      tipo: 'persona' as const,
      id_persona: p,
      nomine: nomineDi(p),
      nomine_figli: nomineFigliDi(p),
    });
    const ids = persone.map((p) => p.id);
    for (const v of VIEWERS) {
      const id = idDi.get(v) ?? 0;
      const viewer: DomainViewer = {
        signedIn: v !== 'anonimo',
        id_persona: id,
        nomine: nomineDi(id),
        persone_correlate: kin.flatMap((k) => (k.g === id ? [k.c] : k.c === id ? [k.g] : [])),
      };
      const attese = ids.filter((p) => can(viewer, 'persona.leggi', target(p)));
      const r = await gql(
        t.app,
        'query($ids: [Int!]!) { persone(id_persone: $ids) { id_persona } }',
        { ids },
        tokens.get(v),
      );
      if (v === 'anonimo') {
        expect(tipo(r)).toBe('UNAUTHENTICATED');
        continue;
      }
      const visti = ((r.data?.persone ?? []) as { id_persona: number }[])
        .map((p) => p.id_persona)
        .sort((a, b) => a - b);
      expect(visti, v).toEqual(attese);
      expect(visti.length, v).toBeLessThan(ids.length + 1);

      const g = await gql(
        t.app,
        '{ elencaGruppi { id_gruppo } elencaUnita { id_unita } }',
        {},
        tokens.get(v),
      );
      const propri = new Set(viewer.nomine.map((x) => x.id_gruppo));
      expect(g.data!.elencaGruppi.map((x: { id_gruppo: number }) => x.id_gruppo).sort(), v).toEqual(
        gruppi
          .filter((x) => can(viewer, 'gruppi.elencaTutti') || propri.has(x.id_gruppo))
          .map((x) => x.id_gruppo)
          .sort(),
      );
      expect(portataGruppi(viewer).tutti).toBe(['revisore', 'tesoriere', 'cens'].includes(v));
      expect(g.data!.elencaUnita.map((x: { id_unita: number }) => x.id_unita).sort(), v).toEqual(
        unita
          .filter((u) =>
            can(viewer, 'unita.scegli', { tipo: 'unita', id_gruppo: u.id_gruppo, branca: u.branca }),
          )
          .map((u) => u.id_unita)
          .sort(),
      );
      expect(portataUnita(viewer).tutte).toBe(portataGruppi(viewer).tutti);

      // The registers: enrolled in the scope that year, and readable (the catalogue decides).
      const leggibile = (p: number) => can(viewer, 'persona.leggi', target(p));
      // One request each: a refused register (a non-null list) would blank the others' answer.
      const registro = async (campo: string) =>
        (await gql(t.app, `{ r: ${campo} { id_persona } }`, {}, tokens.get(v))) as GqlResult;
      const reg = {
        s: await registro(`personeSezione(anno_scout: ${f.anno})`),
        g: await registro(`personeGruppo(id_gruppo: ${f.gruppoTarget}, anno_scout: ${f.anno})`),
        u: await registro(`personeUnita(id_unita: ${f.unitaTarget}, anno_scout: ${f.anno})`),
      };
      const ids_ = (x: unknown) =>
        ((x ?? []) as { id_persona: number }[]).map((p) => p.id_persona).sort((a, b) => a - b);
      const nelGruppo = nomine.filter((n) => n.id_gruppo === f.gruppoTarget).map((n) => n.id_persona);
      const nellUnita = nomine
        .filter((n) => n.id_gruppo === f.gruppoTarget && ruoloById(n.id_ruolo)?.branca === 'L')
        .map((n) => n.id_persona);
      const attesi = (lista: number[]) => [...new Set(lista)].filter(leggibile).sort((a, b) => a - b);
      if (can(viewer, 'backoffice.accedi')) expect(ids_(reg.s.data?.r), v).toEqual(attesi(iscritti));
      const sceglie = (branca: 'G' | 'L') =>
        can(viewer, 'backoffice.accedi') &&
        can(viewer, 'unita.scegli', { tipo: 'unita', id_gruppo: f.gruppoTarget, branca });
      if (sceglie('G')) expect(ids_(reg.g.data?.r), v).toEqual(attesi(nelGruppo));
      else expect(tipo(reg.g), v).toBe(can(viewer, 'backoffice.accedi') ? 'NOT_FOUND' : 'FORBIDDEN');
      if (sceglie('L')) expect(ids_(reg.u.data?.r), v).toEqual(attesi(nellUnita));
      else expect(reg.u.errors, v).toBeDefined();
      expect(reg.s.errors === undefined, v).toBe(can(viewer, 'backoffice.accedi'));
      // Decision 0907: registroPagina pages the same rows, with the same errors.
      const scopiPagina = { s: '', g: `, id_gruppo: ${f.gruppoTarget}`, u: `, id_unita: ${f.unitaTarget}` };
      for (const [k, args] of Object.entries(scopiPagina) as [keyof typeof reg, string][]) {
        const p = (await gql(
          t.app,
          `{ r: registroPagina(anno_scout: ${f.anno}${args}, per_pagina: 500) { totale righe { id_persona } } }`,
          {},
          tokens.get(v),
        )) as GqlResult<{ r: { totale: number; righe: unknown } }>;
        expect(tipo(p as GqlResult), `${v} ${k}`).toBe(tipo(reg[k]));
        if (!reg[k].errors) {
          expect(ids_(p.data?.r.righe), `${v} ${k}`).toEqual(ids_(reg[k].data?.r));
          expect(p.data?.r.totale, `${v} ${k}`).toBe(ids_(reg[k].data?.r).length);
        }
      }

      // Issue 10: the dashboard counts and the events list cover exactly the section's register.
      if (can(viewer, 'backoffice.accedi')) {
        const d = await gql(
          t.app,
          `{ statoIscrizioni(anno_scout: ${f.anno}) { iscrizioni { n } } elencaEventi { id_persona } }`,
          {},
          tokens.get(v),
        );
        const conteggi = d.data!.statoIscrizioni.iscrizioni as { n: number }[];
        expect(
          conteggi.reduce((a, c) => a + c.n, 0),
          v,
        ).toBe(attesi(iscritti).length);
        const registrati = new Set(attesi(iscritti));
        for (const e of d.data!.elencaEventi as { id_persona: number }[])
          expect(registrati.has(e.id_persona), v).toBe(true);
      }

      // The users lists: the users of the register's persons and of their parents, same errors.
      const utentiDi = async (campo: string) =>
        (await gql(t.app, `{ r: ${campo} { id_utente } }`, {}, tokens.get(v))) as GqlResult;
      const ute = {
        s: await utentiDi(`utentiSezione(anno_scout: ${f.anno})`),
        g: await utentiDi(`utentiGruppo(id_gruppo: ${f.gruppoTarget}, anno_scout: ${f.anno})`),
        u: await utentiDi(`utentiUnita(id_unita: ${f.unitaTarget}, anno_scout: ${f.anno})`),
      };
      const idUtenti = (x: unknown) =>
        ((x ?? []) as { id_utente: number }[]).map((u) => u.id_utente).sort((a, b) => a - b);
      const utentiAttesi = (lista: number[]) => {
        const registro = new Set(attesi(lista));
        const famiglie = new Set([...registro, ...kin.filter((k) => registro.has(k.c)).map((k) => k.g)]);
        return utenti
          .filter((u) => u.id_persona != null && famiglie.has(u.id_persona))
          .map((u) => u.id_utente)
          .sort((a, b) => a - b);
      };
      if (can(viewer, 'backoffice.accedi'))
        expect(idUtenti(ute.s.data?.r), v).toEqual(utentiAttesi(iscritti));
      else expect(tipo(ute.s), v).toBe('FORBIDDEN');
      if (sceglie('G')) expect(idUtenti(ute.g.data?.r), v).toEqual(utentiAttesi(nelGruppo));
      else expect(tipo(ute.g), v).toBe(tipo(reg.g));
      if (sceglie('L')) expect(idUtenti(ute.u.data?.r), v).toEqual(utentiAttesi(nellUnita));
      else expect(tipo(ute.u), v).toBe(tipo(reg.u));

      // getPersoneSe: self, then the children; viewerCan: exactly the catalogue's section actions.
      const se = await gql(t.app, '{ getPersoneSe { id_persona } viewerCan }', {}, tokens.get(v));
      const figli = kin.filter((k) => k.g === id && k.c !== id).map((k) => k.c);
      expect(se.data!.getPersoneSe.map((p: { id_persona: number }) => p.id_persona).sort(), v).toEqual(
        [id, ...figli].filter((p) => can(viewer, 'persona.leggi', target(p))).sort(),
      );
      expect(se.data!.viewerCan, v).toEqual(azioniDiSezione(viewer));
    }
  });
});

/**
 * Every list a query returns is scoped, and checked above against the catalogue, or is readable by
 * every signed-in user for a stated reason: a new list query fails here until it is one of the two.
 */
const LISTE: Record<string, 'verificata' | { nonFiltrata: string }> = {
  persone: 'verificata',
  personeSezione: 'verificata',
  personeGruppo: 'verificata',
  personeUnita: 'verificata',
  utentiSezione: 'verificata',
  utentiGruppo: 'verificata',
  utentiUnita: 'verificata',
  getRuoli: { nonFiltrata: 'il catalogo dei ruoli è del dominio, uguale per ogni utente del back office' },
  getPersoneSe: 'verificata',
  elencaGruppi: 'verificata',
  elencaUnita: 'verificata',
  viewerCan: 'verificata',
  elencaEventi: 'verificata',
  cercaPersona: {
    nonFiltrata:
      'decisione 0903: i capi cercano nella sezione le persone con un utente (nome e utenti; il codice solo entro la loro portata, cerca-persona.test.ts)',
  },
  getAnniScout: { nonFiltrata: 'gli anni scout sono la struttura della sezione, uguali per tutti' },
  // Issue 11: the treasury's lists are the admins' (who read every due and payment: 'transazione.leggi'),
  // scoped in SQL by party and year; a person's party also for the family (tesoreria-letture.test.ts).
  getTeParte: { nonFiltrata: 'movimenti di una parte: admin, o chi vede i pagamenti della persona' },
  getTfParte: { nonFiltrata: 'movimenti di una parte: admin, o chi vede i pagamenti della persona' },
  getTfPersona: {
    nonFiltrata:
      'pagamenti di una persona: la persona, i familiari e i super (persona.pagamenti), scope in SQL (storico-pagamenti.test.ts)',
  },
  getTfParteTipo: { nonFiltrata: 'movimenti di una parte: admin, o chi vede i pagamenti della persona' },
  getTrasferimentiParte: { nonFiltrata: 'tesoreria: solo admin, che leggono ogni transazione' },
  cercaTransazioneFinanziaria: { nonFiltrata: 'tesoreria: solo admin, che leggono ogni transazione' },
  cercaTransazioneEconomica: { nonFiltrata: 'tesoreria: solo admin, che leggono ogni transazione' },
  cercaParte: { nonFiltrata: 'altri soggetti: leggibili dagli admin (parte.leggi)' },
  cercaIscrizione: {
    nonFiltrata:
      'admin; le persone filtrate in SQL con la portata (condizionePortata, tesoreria-letture.test.ts)',
  },
  elencaVoci: { nonFiltrata: 'il catalogo delle voci è uno per la sezione, letto dagli admin' },
  elencaBilanci: { nonFiltrata: 'bilancio di una parte: solo admin (tesoreria.leggi)' },
  // Issue 26: the section's bank account is one, read whole by the admins (estrattiBanca.leggi).
  movimentiBanca: { nonFiltrata: 'movimenti del conto della sezione: solo admin (estrattiBanca.leggi)' },
  mappatureCsvBanca: {
    nonFiltrata: 'mappature CSV delle banche della sezione: solo super (estrattiBanca.gestisci)',
  },
  // Issue 25 (decision 0920): findings filtered in SQL by the units that can fix them, names by the
  // reach (condizionePortata); checked per viewer in controlli.test.ts.
  elencaControlli: {
    nonFiltrata: 'admin tutti; i capi i rilievi delle proprie unità, in SQL (controlli.test.ts)',
  },
  statisticheControlli: {
    nonFiltrata: 'i conteggi dei rilievi che chi legge vede, in SQL (controlli.test.ts)',
  },
  controlliPersona: {
    nonFiltrata:
      'i rilievi aperti su una persona che si guida (controlli.leggiPersona), gli stessi di elencaControlli, in SQL (controlli-persona.test.ts)',
  },
  storicoPromemoria: {
    nonFiltrata: 'lo storico dei promemoria della sezione: solo admin (promemoria.leggi)',
  }, // Decision 1024: the section's units and their waiting lists, read whole by the admins.
  listeAttesa: {
    nonFiltrata: 'le liste d’attesa delle unità della sezione: solo admin (impostazioni.leggi)',
  },
};

describe('list scoping covers every list of the contract', () => {
  it('every Query returning a list is in the scoping table', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const liste = Object.entries(schema.getQueryType()!.getFields())
      .filter(([, campo]) => /^\[/.test(String(campo.type).replace(/!$/, '')))
      .map(([nome]) => nome);
    expect(Object.keys(LISTE).sort()).toEqual(liste.sort());
  });
});

// Issue 24, decision 1016: the REST yearly steps of spec 2 §7 (each run and its preview), and the
// step history, × every kind of viewer. Runs and previews: the super level only
// ('impostazioni.gestisci'); the history: the admin roles ('impostazioni.leggi'). A refusal is
// UNAUTHENTICATED (401) for an anonymous caller and FORBIDDEN (403) for everyone else, whatever
// the URL.
const PASSI_REST = [
  'crea-nuove-iscrizioni',
  'aggiorna-nuove-iscrizioni',
  'copia-bilancio-precedente',
  'apri-iscrizioni',
  'consolida-saldi-anno-precedente',
  'applica-more',
  'refresh-liste-attesa',
] as const;
const CAMT_MATRICE = Buffer.from(
  `<Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>IT60X0542811101000000999999</IBAN></Id></Acct>
  <Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${new Date()
    .toISOString()
    .slice(
      0,
      10,
    )}</Dt></BookgDt><AcctSvcrRef>MATRICE-1</AcctSvcrRef></Ntry></Stmt></BkToCstmrStmt></Document>`,
).toString('base64');
const MATRICE_REST: Record<
  string,
  { metodo: 'GET' | 'POST'; body?: (anno: number) => object; si: readonly V[]; nascosto?: readonly V[] }
> = {
  'GET /segreteria/passi': { metodo: 'GET', si: AMMINISTRATORI },
  // Issue 25, decision 0923: the national download (no service configured here, so an allowed call
  // answers status 'failed' and changes nothing), and its upload (an empty file: the same).
  'POST /segreteria/download-nazionale': { metodo: 'POST', si: SUPER },
  'POST /segreteria/download-nazionale/file': { metodo: 'POST', body: () => ({}), si: SUPER },
  // Decision 1023: spec 2 §7's Satispay check (the sandbox stands in for Satispay here).
  'GET /satispayWebhook': { metodo: 'GET', si: SUPER },
  // Decision 1026: its preview (the pending payments, nothing written).
  'GET /segreteria/verifica-satispay/anteprima': { metodo: 'GET', si: SUPER },
  // Issue 26, decision 1141: a bank statement upload (one small camt.053; the second upload of the
  // same file changes nothing).
  'POST /segreteria/estratti-banca': {
    metodo: 'POST',
    body: () => ({ formato: 'camt053', nome_file: 'estratto.xml', contenuto: CAMT_MATRICE }),
    si: SUPER,
  },
  // Decision 1401: the pushes (no service here: an allowed call answers status 'failed'); a person
  // the viewer does not reach is not found (404) rather than forbidden.
  'POST /segreteria/push-nazionale': {
    metodo: 'POST',
    body: () => ({ id_persona: 1 }),
    si: SUPER,
    // Every signed-in viewer but the super level.
    nascosto: FIRMATI.filter((v) => !(SUPER as readonly V[]).includes(v)),
  },
  'POST /segreteria/push-censimenti-nazionale': { metodo: 'POST', si: SUPER },
  ...Object.fromEntries(
    PASSI_REST.flatMap((p) => {
      const body = (anno: number) =>
        p.startsWith('copia') || p.startsWith('consolida')
          ? { anno_scout: anno, id_parte: 1 }
          : { anno_scout: anno };
      return [
        [`POST /segreteria/${p}/anteprima`, { metodo: 'POST' as const, body, si: SUPER }],
        [`POST /segreteria/${p}`, { metodo: 'POST' as const, body, si: SUPER }],
        // Decision 1017: the run as a background job.
        [`POST /segreteria/${p}/lavoro`, { metodo: 'POST' as const, body, si: SUPER }],
      ];
    }),
  ),
};

describe.each(dbKinds)('permissions of the yearly steps (REST) on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  const tokens = new Map<V, string | null>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const v of VIEWERS) tokens.set(v, v === 'anonimo' ? null : await tokenFor(t.app, v));
    const [a] = await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    );
    anno = a!.anno;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('every step of the server has its rows', () => {
    expect(Object.keys(MATRICE_REST)).toHaveLength(8 + PASSI_REST.length * 3);
  });

  const casi = Object.entries(MATRICE_REST).flatMap(([op, riga]) =>
    VIEWERS.map((v) => [op, v, (riga.si as readonly V[]).includes(v) ? 'sì' : 'no'] as const),
  );
  it.each(casi)('%s by %s → %s', async (op, v, atteso) => {
    const riga = MATRICE_REST[op]!;
    const token = tokens.get(v);
    const res = await t.app.inject({
      method: riga.metodo,
      url: op.split(' ')[1]!,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(riga.body ? { payload: riga.body(anno) } : {}),
    });
    const ammesso = res.statusCode === 200;
    expect(ammesso ? 'sì' : 'no', res.body).toBe(atteso);
    if (!ammesso) {
      const nascosto = riga.nascosto?.includes(v) === true;
      expect(res.statusCode).toBe(v === 'anonimo' ? 401 : nascosto ? 404 : 403);
      expect(res.json().errorType).toBe(
        v === 'anonimo' ? 'UNAUTHENTICATED' : nascosto ? 'NOT_FOUND' : 'FORBIDDEN',
      );
    }
  });
});
