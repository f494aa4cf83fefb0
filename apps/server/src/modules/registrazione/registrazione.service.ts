import { isCodiceRegistrazione, normalizzaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { aggiungiEmailUtente, type ContattoForm, normalizzaContatti } from '@zaino/domain/form-contatti';
import { completamentoRegistrazioneSchema, MSG_GIA_REGISTRATO } from '@zaino/domain/form-registrazione';
import { can } from '@zaino/domain/permessi';
import { assertSignedIn } from '../../auth/assert-can.ts';
import { type LimiteRicerche, spendiRicercaCodice } from '../../auth/limite-codici.ts';
import { targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { iscrizioneNellAnno } from '../iscrizioni/iscrizioni.service.ts';
import { aggiornaAnagrafica, type ContattoRow, sostituisciContatti } from '../persone/persone.repo.ts';
import { collegaLogin, lockLogin } from '../../auth/identity.repo.ts';
import { segnaRegistrato } from '../utenti/utenti.repo.ts';
import {
  findPersonaDelLogin,
  findUtenteByCodice,
  lockUtente,
  type UtenteConPersona,
} from './registrazione.repo.ts';
import { nomeCognome } from '@zaino/domain/formato';

// Registration by code (spec 1 §2.8–2.9, §4.1, §7; spec 2 §4, §8; docs/auth-contract.md §6).

export const MSG_CODICE_NON_TROVATO = 'Codice di registrazione non valido';
export const msgCredenzialiAssociate = (nome: string) =>
  `Queste credenziali di accesso sono già associate a ${nome}!`;

export interface UtenteNonRegistrato {
  registration_token: string;
  data_registrazione: null;
  id_utente: number;
  id_persona: number;
  username: string | null;
  email: string | null;
  persona: {
    id_persona: number;
    nome: string | null;
    cognome: string | null;
    sesso: 'M' | 'F' | null;
    contatti: ContattoRow[] | null;
    iscrizione: { id_iscrizione: number } | null;
  };
}

/** Spends one lookup of the caller's budget, then finds the unused code (NOT_FOUND, ALREADY_USED). */
async function codiceLibero(
  sc: ServiceContext,
  limite: LimiteRicerche,
  input: string,
): Promise<UtenteConPersona> {
  await spendiRicercaCodice(sc.db, limite.clientAddress, limite.limit);
  // Codes are generated upper-case (ALFABETO_CODICE); what people type may not be.
  const codice = normalizzaCodiceRegistrazione(input).toUpperCase();
  const found = isCodiceRegistrazione(codice) ? await findUtenteByCodice(sc.db, codice) : null;
  if (!found) throw new AppError('NOT_FOUND', MSG_CODICE_NON_TROVATO);
  assertNonUsato(sc, found.utente);
  return found;
}

function assertNonUsato(
  sc: ServiceContext,
  utente: { data_registrazione: Date | null; auth_user_id: string | null },
): void {
  if (utente.data_registrazione == null && utente.auth_user_id == null) return;
  const stesso = sc.viewer.userId != null && utente.auth_user_id === sc.viewer.userId;
  throw new AppError('ALREADY_USED', MSG_GIA_REGISTRATO, stesso ? { stesso_utente: true } : undefined);
}

/**
 * Public code lookup. Everyone gets the greeting; a signed-in login not attached to another person
 * (the one about to complete the registration) also gets contacts, enrolment and email.
 */
export async function utenteNonRegistrato(
  sc: ServiceContext,
  limite: LimiteRicerche,
  input: string,
): Promise<UtenteNonRegistrato> {
  const { utente, persona } = await codiceLibero(sc, limite, input);
  const completa = can(sc.viewer, 'registrazione.completa', await targetPersona(sc, persona.id_persona));
  const [contatti, iscrizione] = completa
    ? await Promise.all([
        sc.loaders.persone.contatti.load(persona.id_persona),
        iscrizioneNellAnno(sc, persona.id_persona),
      ])
    : [null, null];
  return {
    registration_token: utente.registration_token,
    data_registrazione: null,
    id_utente: utente.id_utente,
    id_persona: persona.id_persona,
    username: completa ? utente.username : null,
    email: completa ? utente.email : null,
    persona: {
      id_persona: persona.id_persona,
      nome: persona.nome,
      cognome: persona.cognome,
      sesso: persona.sesso === 'M' || persona.sesso === 'F' ? persona.sesso : null,
      contatti,
      iscrizione: iscrizione ? { id_iscrizione: iscrizione.id_iscrizione } : null,
    },
  };
}

export interface RegistrazioneInput {
  registration_token: string;
  nome?: string | null;
  cognome?: string | null;
  sesso?: string | null;
  contatti: readonly {
    id_contatto?: number | null;
    tipo: string;
    valore: string;
    notifica?: boolean | null;
    chi?: string | null;
  }[];
}

/** Spec 1 §5.2–5.3 with the domain schema; the errors become one VALIDATION with every message. */
function valida(input: RegistrazioneInput, email: string, conIscrizione: boolean) {
  const contatti = input.contatti.map((c) => ({
    ...(c.id_contatto != null ? { id_contatto: c.id_contatto } : {}),
    tipo: c.tipo,
    valore: c.valore,
    notifica: c.notifica ?? null,
    ...(c.chi !== undefined ? { chi: c.chi } : {}),
  }));
  return parseInput(completamentoRegistrazioneSchema({ conIscrizione }), {
    registration_token: input.registration_token,
    nome: input.nome ?? undefined,
    cognome: input.cognome ?? undefined,
    sesso: input.sesso ?? undefined,
    // Spec 1 §5.3: the login's own email joins the contacts, notifications on.
    contatti: aggiungiEmailUtente(contatti as ContattoForm[], email),
  });
}

/**
 * Completes a registration: in one transaction, with the code's row and the login locked, the code
 * is used once, the login is attached to the person (or CONFLICT when it already is to someone),
 * names and sex are saved for a person without enrolment, and the contacts are replaced.
 */
export async function registraUtente(
  sc: ServiceContext,
  limite: LimiteRicerche,
  input: RegistrazioneInput,
): Promise<boolean> {
  assertSignedIn(sc.viewer);
  const userId = sc.viewer.userId!;
  const { utente, persona } = await codiceLibero(sc, limite, input.registration_token);
  const conIscrizione = (await iscrizioneNellAnno(sc, persona.id_persona)) != null;
  const dati = valida(input, sc.viewer.email, conIscrizione);

  await inTransazione(sc, async ({ tx }) => {
    const bloccato = await lockUtente(tx, utente.id_utente);
    if (!bloccato) throw new AppError('NOT_FOUND', MSG_CODICE_NON_TROVATO);
    assertNonUsato(sc, bloccato);
    const login = await lockLogin(tx, userId);
    if (!login) throw new AppError('UNAUTHENTICATED');
    const giaAssociata = await findPersonaDelLogin(tx, login);
    if (giaAssociata) {
      const nome = nomeCognome(giaAssociata) ?? '';
      throw new AppError('CONFLICT', msgCredenzialiAssociate(nome));
    }
    await segnaRegistrato(tx, utente.id_utente, login);
    if (!conIscrizione) {
      const { nome, cognome, sesso } = dati as unknown as { nome: string; cognome: string; sesso: 'M' | 'F' };
      await aggiornaAnagrafica(tx, persona.id_persona, { nome, cognome, sesso });
    }
    const contatti = normalizzaContatti(dati.contatti as ContattoForm[]).map((c) => ({
      ...c,
      notifica: c.notifica === true,
    }));
    await sostituisciContatti(tx, persona.id_persona, contatti);
    await collegaLogin(tx, userId, persona.id_persona);
  });
  return true;
}
