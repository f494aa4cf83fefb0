import { MSG_PARENTELA } from '@zaino/domain/parentela';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { isoGiorno } from '@zaino/domain/date';
import { campiPersona, creaPersonaSchema, modificaPersonaSchema } from '@zaino/domain/form-modifica-persona';
import { CAMPI_PERSONA } from '@zaino/domain/form-persona';
import { normalizzaContatti } from '@zaino/domain/form-contatti';
import { can } from '@zaino/domain/permessi';
import { assertCan } from '../../auth/assert-can.ts';
import { targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import type {
  ContattoInput,
  ModificaPersonaInput,
  NuovaPersonaInput,
} from '../../graphql/resolvers-types.gen.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { iscrizioneNellAnno } from '../iscrizioni/iscrizioni.service.ts';
import { collegaPartePersona, creaPartePersona } from '../organizzazione/organizzazione.repo.ts';
import { aggiornaDescParentela } from './parentele.repo.ts';
import {
  aggiornaPersona,
  type ContattoDaSalvare,
  type DatiAnagrafici,
  inserisciPersona,
  type PersonaRow,
  sostituisciContatti,
} from './persone.repo.ts';

/** GraphQL contacts as the schema reads them: a null id or chi is simply absent (own contact). */
const contattiIn = (lista: readonly ContattoInput[]) =>
  lista.map((c) => ({
    ...(c.id_contatto != null ? { id_contatto: c.id_contatto } : {}),
    tipo: c.tipo,
    valore: c.valore,
    notifica: c.notifica ?? null,
    ...(c.chi != null && c.chi !== '' ? { chi: c.chi } : {}),
  }));

/** Validated contacts as saved: phones normalised, emails trimmed (spec 2 §5). */
const contattiDaSalvare = (
  lista: readonly {
    id_contatto?: number;
    tipo: 'e' | 't';
    valore: string;
    notifica?: boolean | null;
    chi?: string;
  }[],
): ContattoDaSalvare[] =>
  normalizzaContatti(lista.map((c) => ({ ...c, notifica: c.notifica ?? null }))).map((c) => ({
    ...c,
    notifica: c.notifica === true,
  }));

/** The submitted value of a field, or the stored one when the field was left out. */
function valoriUniti(input: ModificaPersonaInput, row: PersonaRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of CAMPI_PERSONA) {
    const v = input[k] === undefined ? row[k] : input[k];
    out[k] = v ?? '';
  }
  return out;
}

/**
 * Spec 2 §7 modificaPersona: the permissions first (the person, the tick, each parent whose contacts
 * are sent), then the domain's form schema on the merged values, then one transaction: the person's
 * fields, their contacts, the kinship labels and the parents' contacts. Returns id_persona.
 */
export async function modificaPersona(sc: ServiceContext, input: ModificaPersonaInput): Promise<number> {
  const id = input.id_persona;
  const target = await targetPersona(sc, id);
  assertCan(sc.viewer, 'persona.modifica', target, NON_TROVATO.persona);
  const row = await sc.loaders.persone.persona.load(id);
  if (!row) throw new AppError('NOT_FOUND', NON_TROVATO.persona);
  // The back office's tick (super) or the family's confirmation of spec 3 §4 phase 2.
  if (input.aggiorna_data_conferma && !can(sc.viewer, 'persona.aggiornaDataConferma', target)) {
    assertCan(sc.viewer, 'persona.confermaDati', target, NON_TROVATO.persona);
  }

  const parentele = await sc.loaders.persone.parentele.load(id);
  for (const p of input.parentele ?? []) {
    const kin = parentele.find((r) => r.id_parentela === p.id_parentela && r.id_persona_figlio === id);
    if (!kin) throw new AppError('NOT_FOUND', MSG_PARENTELA.nonTrovata);
    if (p.genitore) {
      const genitore = await targetPersona(sc, kin.id_persona_genitore);
      assertCan(sc.viewer, 'persona.modifica', genitore, NON_TROVATO.persona);
    }
  }

  // Spec 2 §5: every field for a member (enrolled in the active year), the names for a user; spec 3
  // §5: confirming the data needs every field (the rules of the domain's confermaDatiSchema).
  const [iscrizione, utenti] = await Promise.all([
    iscrizioneNellAnno(sc, id),
    sc.loaders.persone.utenti.load(id),
  ]);
  const schema = modificaPersonaSchema({
    socio: iscrizione != null || input.aggiorna_data_conferma === true,
    utente: utenti.length > 0,
    oggi: isoGiorno(new Date()),
  });
  const dati = parseInput(schema, {
    ...valoriUniti(input, row),
    ...(input.contatti ? { contatti: contattiIn(input.contatti) } : {}),
    ...(input.parentele
      ? {
          parentele: input.parentele.map((p) => ({
            id_parentela: p.id_parentela,
            ...(p.desc != null ? { desc: p.desc } : {}),
            ...(p.genitore ? { genitore: { contatti: contattiIn(p.genitore.contatti) } } : {}),
          })),
        }
      : {}),
    aggiorna_data_conferma: input.aggiorna_data_conferma === true,
  });

  await inTransazione(sc, async ({ tx }) => {
    await aggiornaPersona(tx, id, dati.persona as DatiAnagrafici, dati.aggiorna_data_conferma);
    if (dati.contatti) await sostituisciContatti(tx, id, contattiDaSalvare(dati.contatti));
    for (const p of dati.parentele) {
      if (p.desc !== undefined) await aggiornaDescParentela(tx, p.id_parentela, p.desc);
      if (p.genitore) {
        const kin = parentele.find((r) => r.id_parentela === p.id_parentela)!;
        await sostituisciContatti(tx, kin.id_persona_genitore, contattiDaSalvare(p.genitore.contatti));
      }
    }
  });
  return id;
}

/**
 * Decision 0902 creaPersona: super only ('persona.crea'); every field of the person form, then in one
 * transaction the person's party, the person and their contacts. Returns the new id_persona.
 */
export async function creaPersona(sc: ServiceContext, input: NuovaPersonaInput): Promise<number> {
  assertCan(sc.viewer, 'persona.crea');
  const dati = parseInput(creaPersonaSchema(isoGiorno(new Date())), {
    persona: campiPersona(input),
    contatti: contattiIn(input.contatti ?? []),
  });
  const persona = dati.persona as DatiAnagrafici;
  return inTransazione(sc, async ({ tx }) => {
    const idParte = await creaPartePersona(tx, `${persona.nome} ${persona.cognome}`);
    const id = await inserisciPersona(tx, persona, idParte);
    await collegaPartePersona(tx, idParte, id);
    await sostituisciContatti(tx, id, contattiDaSalvare(dati.contatti));
    return id;
  });
}
