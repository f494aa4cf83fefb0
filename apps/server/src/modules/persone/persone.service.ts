import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { portata } from '@zaino/domain/accesso';
import { LIMITI_INPUT } from '@zaino/domain/limiti-input';
import type { Branca } from '@zaino/domain/ruoli';
import { type MetodoAccesso, metodoAccesso, type StatoAccount, statoAccount } from '@zaino/domain/utenti';
import { type Azione, azioniSu, can } from '@zaino/domain/permessi';
import {
  type FiltriRegistro,
  MAX_PER_PAGINA_REGISTRO,
  ordineDaParametro,
  PER_PAGINA_REGISTRO,
} from '@zaino/domain/registro';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import { annoAttivo, targetAnnoDi, targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import { ambitoScelto } from '../iscrizioni/ambito.ts';
import { iscrizioneNellAnno, vedeNazionale } from '../iscrizioni/iscrizioni.service.ts';
import type { AmbitoConteggio, IscrizioneRow } from '../iscrizioni/iscrizioni.repo.ts';
import type { TransazioneEconomicaRow } from '../../db/righe.ts';
import { findPaginaRegistro } from './registro.repo.ts';
import { findFamiglia } from './famiglia.repo.ts';
import { comeRiferimento } from './persone.loaders.ts';
import {
  findPersoneVisibili,
  type PersonaVista,
  type RelazioniLette,
  type UtenteRow,
} from './persone.repo.ts';
import { findPersoneIscritte, type RigaRegistro } from './righe-registro.repo.ts';

// A Persona handed to a field resolver was authorised by the service method that returned it: its
// own relations (contacts, users, consent, enrolment…) are readable with it. Hops to another person
// (kinship, party) and to payments are checked again; what the viewer may not see resolves to null
// or an empty list, never an error that would blank the whole answer.

/** The signed-in person, or null while the login is not attached to a person (id_persona 0). */
export async function getPersonaSe(sc: ServiceContext): Promise<PersonaVista | null> {
  assertSignedIn(sc.viewer);
  const id = sc.viewer.id_persona;
  if (id <= 0) return null;
  assertCan(sc.viewer, 'persona.leggi', await targetPersona(sc, id), NON_TROVATO.persona);
  return sc.loaders.persone.persona.load(id);
}

/**
 * The signed-in person first, then the children they are parent of (all within the idem reach). The
 * family's enrolments and appointments come with the rows and prime the request's loaders, so the
 * answer and its permission checks read nothing more of them (issue 27: 8 statements became 3).
 */
export async function getPersoneSe(sc: ServiceContext): Promise<PersonaVista[]> {
  assertSignedIn(sc.viewer);
  const id = sc.viewer.id_persona;
  if (id <= 0) return [];
  const anno = await annoAttivo(sc);
  const famiglia = await findFamiglia(sc.db, portata(sc.viewer), anno, id);
  const { persone, iscrizioni } = sc.loaders;
  for (const m of famiglia) {
    persone.persona.prime(m.persona.id_persona, m.persona);
    // Without an active year the targets and the enrolment read no year: nothing more to prime.
    if (anno == null) continue;
    const chiave = { id: m.persona.id_persona, anno };
    iscrizioni.iscrizione.prime(chiave, m.iscrizione);
    persone.nomineRef.prime(chiave, {
      nomine: m.nomine.map(comeRiferimento),
      nomine_figli: m.nomine_figli,
    });
    if (m.iscrizione) iscrizioni.nomine.prime(m.iscrizione.id_iscrizione, m.nomine);
  }
  return famiglia.map((m) => m.persona);
}

/**
 * Spec 2 §7 persona(id_persona, anno_scout): one person, with the enrolment of a scout year (default
 * the active one). Who may read the person is decided on the active year, like every list: an old
 * year never widens a leader's reach to people who have left the unit (personal data has no year).
 */
export async function persona(
  sc: ServiceContext,
  idPersona: number,
  anno?: number | null,
): Promise<PersonaVista> {
  assertCan(sc.viewer, 'persona.leggi', await targetPersona(sc, idPersona), NON_TROVATO.persona);
  const row = await sc.loaders.persone.persona.load(idPersona);
  if (!row) throw new AppError('NOT_FOUND', NON_TROVATO.persona);
  return anno == null ? row : { ...row, anno_vista: anno };
}

/** At most this many ids in one persone() call (a register page asks for far fewer). */
export const MAX_ID_PERSONE = LIMITI_INPUT.idPersone;

/** Spec 3 §7 persone(id_persone): the persons among the ids the viewer may read, in one scoped query. */
export async function persone(sc: ServiceContext, ids: readonly number[]): Promise<PersonaVista[]> {
  assertCan(sc.viewer, 'sezione.leggi');
  const unici = [...new Set(ids)];
  if (unici.length > MAX_ID_PERSONE) {
    throw new AppError('VALIDATION', `Si possono chiedere al massimo ${MAX_ID_PERSONE} persone alla volta`);
  }
  return findPersoneVisibili(sc.db, portata(sc.viewer), await annoAttivo(sc), unici);
}

/**
 * Spec 2 §7 personeSezione / personeGruppo / personeUnita: the register of the section, a group or
 * a unit in a scout year. The scope must be one of the viewer's choices (the section is every
 * adult's); the rows are the persons enrolled there that year within the viewer's reach, so a
 * leader never receives a person the catalogue hides. Each person shows that year's enrolment.
 */
async function registro(sc: ServiceContext, anno: number, ambito: AmbitoConteggio): Promise<PersonaVista[]> {
  const righe = await findPersoneIscritte(sc.db, portata(sc.viewer), await annoAttivo(sc), anno, ambito);
  return vistaRegistro(sc, anno, righe, await vedeNazionale(sc, anno));
}

/**
 * Register rows as the API shows them; their relations came with them, and whether the viewer sees
 * the year's national comparison was decided once for the list.
 */
function vistaRegistro(
  sc: ServiceContext,
  anno: number,
  righe: RigaRegistro[],
  nazionale_visibile: boolean,
): PersonaVista[] {
  // The resolvers answer from the relations, and the loaders (read by permission targets and nested
  // persons) are primed with the rows.
  const { persone, iscrizioni } = sc.loaders;
  return righe.map((r) => {
    const id = r.persona.id_persona;
    const iscrizione = r.iscrizione ? { ...r.iscrizione, nomine_lette: r.nomine, nazionale_visibile } : null;
    persone.persona.prime(id, r.persona);
    iscrizioni.iscrizione.prime({ id, anno }, r.iscrizione);
    return {
      ...r.persona,
      anno_vista: anno,
      relazioni: { parentele: r.parentele, utenti: r.utenti, utenti_genitori: r.utenti_genitori, iscrizione },
    };
  });
}

export async function personeSezione(sc: ServiceContext, anno: number): Promise<PersonaVista[]> {
  assertCan(sc.viewer, 'backoffice.accedi');
  return registro(sc, anno, { tipo: 'sezione' });
}

export async function personeGruppo(
  sc: ServiceContext,
  idGruppo: number,
  anno: number,
): Promise<PersonaVista[]> {
  assertCan(sc.viewer, 'backoffice.accedi');
  return registro(sc, anno, await ambitoDelGruppo(sc, idGruppo));
}

export async function personeUnita(
  sc: ServiceContext,
  idUnita: number,
  anno: number,
): Promise<PersonaVista[]> {
  assertCan(sc.viewer, 'backoffice.accedi');
  return registro(sc, anno, await ambitoDellUnita(sc, idUnita));
}

/**
 * Register rows each request has asked for: a page may hold MAX_PER_PAGINA_REGISTRO rows, and so
 * may the whole request, or thirty aliases would read 150,000 persons in one answer.
 */
const righeChieste = new WeakMap<ServiceContext, number>();

/** Decision 0907 registroPagina: one page of a register, filtered and sorted in SQL. */
export async function registroPagina(
  sc: ServiceContext,
  args: {
    anno_scout: number;
    id_gruppo?: number | null;
    id_unita?: number | null;
    filtri?: FiltriRegistro | null;
    ordina?: string | null;
    pagina?: number | null;
    per_pagina?: number | null;
  },
): Promise<{ righe: PersonaVista[]; totale: number }> {
  assertCan(sc.viewer, 'backoffice.accedi');
  const perPagina = args.per_pagina ?? PER_PAGINA_REGISTRO;
  const pagina = args.pagina ?? 1;
  if (!Number.isInteger(perPagina) || perPagina < 1 || perPagina > MAX_PER_PAGINA_REGISTRO || pagina < 1) {
    throw new AppError('VALIDATION', `Pagine da 1 a ${MAX_PER_PAGINA_REGISTRO} righe, dalla pagina 1`);
  }
  const chieste = (righeChieste.get(sc) ?? 0) + perPagina;
  if (chieste > MAX_PER_PAGINA_REGISTRO) {
    throw new AppError(
      'VALIDATION',
      `Una richiesta legge al massimo ${MAX_PER_PAGINA_REGISTRO} righe del registro`,
    );
  }
  righeChieste.set(sc, chieste);
  const ambito = await ambitoRichiesto(sc, args);
  const filtri = args.filtri ?? {};
  const ordine = ordineDaParametro(args.ordina);
  // Filtering or sorting by the national comparison would tell what the column hides (decision 0912).
  if (filtri.nazionale || ordine.colonna === 'nazionale') {
    assertCan(sc.viewer, 'nazionale.vedi', await targetAnnoDi(sc, args.anno_scout));
  }
  const { righe, totale } = await findPaginaRegistro(
    sc.db,
    portata(sc.viewer),
    await annoAttivo(sc),
    args.anno_scout,
    ambito,
    {
      filtri,
      ordine,
      offset: (pagina - 1) * perPagina,
      limite: perPagina,
    },
  );
  return {
    righe: vistaRegistro(sc, args.anno_scout, righe, await vedeNazionale(sc, args.anno_scout)),
    totale,
  };
}

/** A group's register scope, if the viewer may choose the group; NOT_FOUND 'Gruppo non trovato' otherwise. */
export async function ambitoDelGruppo(sc: ServiceContext, idGruppo: number): Promise<AmbitoConteggio> {
  const gruppo = await sc.loaders.organizzazione.gruppo.load(idGruppo);
  const ambito = gruppo && ambitoScelto(sc.viewer, { id_gruppo: idGruppo, branca: 'G' });
  if (!ambito) throw new AppError('NOT_FOUND', NON_TROVATO.gruppo);
  return ambito;
}

/** A unit's register scope, if the viewer may choose the unit; NOT_FOUND 'Unità non trovata' otherwise. */
export async function ambitoDellUnita(sc: ServiceContext, idUnita: number): Promise<AmbitoConteggio> {
  const unita = await sc.loaders.organizzazione.unita.load(idUnita);
  const ambito =
    unita && ambitoScelto(sc.viewer, { id_gruppo: unita.id_gruppo, branca: unita.branca as Branca });
  if (!ambito) throw new AppError('NOT_FOUND', NON_TROVATO.unita);
  return ambito;
}

/**
 * The scope the unit selector asks for (dashboard, events): a unit, else a group, else the section;
 * a unit or group the viewer may not choose is NOT_FOUND as for the registers.
 */
export async function ambitoRichiesto(
  sc: ServiceContext,
  args: { id_gruppo?: number | null; id_unita?: number | null },
): Promise<AmbitoConteggio> {
  if (args.id_unita != null) return ambitoDellUnita(sc, args.id_unita);
  if (args.id_gruppo != null) return ambitoDelGruppo(sc, args.id_gruppo);
  return { tipo: 'sezione' };
}

/** Another person reached from a readable object: null when the viewer may not read them. */
export async function personaCollegata(
  sc: ServiceContext,
  idPersona: number | null,
): Promise<PersonaVista | null> {
  if (idPersona == null) return null;
  assertSignedIn(sc.viewer);
  if (!can(sc.viewer, 'persona.leggi', await targetPersona(sc, idPersona))) return null;
  return sc.loaders.persone.persona.load(idPersona);
}

/** Dues of a person's party still to pay: empty unless the viewer may see the person's payments. */
export async function transazioniDaPagare(
  sc: ServiceContext,
  p: PersonaVista,
): Promise<TransazioneEconomicaRow[]> {
  if (p.id_parte == null) return [];
  if (!can(sc.viewer, 'persona.pagamenti', await targetPersona(sc, p.id_persona))) return [];
  return sc.loaders.tesoreria.teDaPagare.load(p.id_parte);
}

/** Spec 2 §6: the registration code (and so the link) only for lead level or above over the person. */
export async function codiceRegistrazione(sc: ServiceContext, u: UtenteRow): Promise<string | null> {
  if (u.id_persona == null) return null;
  return can(sc.viewer, 'codice.vedi', await targetPersona(sc, u.id_persona)) ? u.registration_token : null;
}

/** The person-level actions the viewer may perform on this person (the web never re-derives a rule). */
export async function azioniConsentite(sc: ServiceContext, p: PersonaVista): Promise<Azione[]> {
  return azioniSu(sc.viewer, await targetPersona(sc, p.id_persona));
}

/** The enrolment of the year the person is shown in (the active year by default). */
export const iscrizioneDellAnno = (sc: ServiceContext, p: PersonaVista): Promise<IscrizioneRow | null> =>
  iscrizioneNellAnno(sc, p.id_persona, p.anno_vista);

export const contatti = (sc: ServiceContext, p: PersonaVista) =>
  sc.loaders.persone.contatti.load(p.id_persona);
export const parentele = (sc: ServiceContext, p: PersonaVista) =>
  sc.loaders.persone.parentele.load(p.id_persona);
export const utenti = (sc: ServiceContext, p: PersonaVista) => sc.loaders.persone.utenti.load(p.id_persona);
export const consensoPrivacy = (sc: ServiceContext, p: PersonaVista) =>
  sc.loaders.persone.consensoCorrente.load(p.id_persona);

/**
 * The users through which the person's family signs in: the person's own, then their parents'
 * (spec 2 §4 "own or a parent's"). Derived facts only leave this module (state, access method), so
 * a parent outside the viewer's reach is never shown. A register row read them with it; otherwise
 * loaders (constant statements).
 */
async function utentiDellaFamiglia(sc: ServiceContext, p: PersonaVista): Promise<UtenteRow[]> {
  const legami = await sc.loaders.persone.parentele.load(p.id_persona);
  const genitori = legami
    .filter((r) => r.id_persona_figlio === p.id_persona && r.id_persona_genitore !== p.id_persona)
    .map((r) => r.id_persona_genitore);
  const liste = await Promise.all(
    [p.id_persona, ...genitori].map((id) => sc.loaders.persone.utenti.load(id)),
  );
  return liste.flat();
}

const famigliaLetta = (r: RelazioniLette) => [...r.utenti, ...r.utenti_genitori];

/** Spec 2 §2 'Accesso': the method of the first registered user of the family (own users first). */
function metodoDellaFamiglia(famiglia: readonly UtenteRow[]): MetodoAccesso {
  const registrato = famiglia.find((u) => u.data_registrazione != null);
  return metodoAccesso(registrato?.username, registrato?.data_registrazione);
}

/** Spec 2 §4: the derived account state (own or a parent's users, the shown year's enrolment). */
export async function statoAccountDi(sc: ServiceContext, p: PersonaVista): Promise<StatoAccount | null> {
  const [famiglia, iscrizione] = await Promise.all([utentiDellaFamiglia(sc, p), iscrizioneDellAnno(sc, p)]);
  return statoAccount(famiglia, iscrizione?.stato_iscrizione);
}

/** statoAccountDi for a register row, from what the row statement read (no promise a row). */
export const statoAccountLetto = (r: RelazioniLette): StatoAccount | null =>
  statoAccount(famigliaLetta(r), r.iscrizione?.stato_iscrizione);

/** Spec 2 §2 'Accesso' of the person's family. */
export const accessoDi = async (sc: ServiceContext, p: PersonaVista): Promise<MetodoAccesso> =>
  metodoDellaFamiglia(await utentiDellaFamiglia(sc, p));

/** accessoDi for a register row. */
export const accessoLetto = (r: RelazioniLette): MetodoAccesso => metodoDellaFamiglia(famigliaLetta(r));
