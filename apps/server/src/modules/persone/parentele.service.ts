import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { RELAZIONI_SUGGERITE } from '@zaino/domain/form-contatti';
import { collegaParentelaSchema, MSG_PARENTELA } from '@zaino/domain/parentela';
import { can } from '@zaino/domain/permessi';
import { assertCan } from '../../auth/assert-can.ts';
import { personaRef, targetPersona } from '../../auth/targets.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import {
  eliminaParentela,
  esisteParentela,
  genitoriConRelazione,
  findParentela,
  inserisciParentela,
} from './parentele.repo.ts';
import { bloccaPersone } from './persone.repo.ts';

export interface ModificaParentelaArgs {
  id_parentela?: number | null;
  elimina?: boolean | null;
  id_persona_figlio?: number | null;
  id_persona_genitore?: number | null;
  desc?: string | null;
}

/**
 * Spec 2 §7 modificaParentela (decision 0903): unlink a parent (lead or above over the child), or
 * link an existing person as parent of a child ('parentela.collega'). Returns the child's id.
 */
export async function modificaParentela(sc: ServiceContext, args: ModificaParentelaArgs): Promise<number> {
  if (args.id_parentela != null) {
    assertCan(sc.viewer, 'sezione.leggi');
    const riga = await findParentela(sc.db, args.id_parentela);
    // A missing kinship reads a target too, so it costs what a hidden one does (decision 0909).
    const figlio = await targetPersona(sc, riga?.id_persona_figlio ?? 0);
    if (!riga) throw new AppError('NOT_FOUND', MSG_PARENTELA.nonTrovata);
    assertCan(sc.viewer, 'utente.gestisci', figlio, MSG_PARENTELA.nonTrovata);
    if (!args.elimina) return riga.id_persona_figlio;
    await inTransazione(sc, ({ tx }) => eliminaParentela(tx, riga.id_parentela));
    return riga.id_persona_figlio;
  }

  assertCan(sc.viewer, 'sezione.leggi');
  const dati = parseInput(collegaParentelaSchema, {
    id_persona_figlio: args.id_persona_figlio,
    id_persona_genitore: args.id_persona_genitore,
    desc: args.desc,
  });
  const [figlio, genitore] = await Promise.all([
    sc.loaders.persone.persona.load(dati.id_persona_figlio),
    sc.loaders.persone.persona.load(dati.id_persona_genitore),
  ]);
  const target = {
    tipo: 'parentela' as const,
    figlio: await personaRef(sc, dati.id_persona_figlio),
    genitore: await personaRef(sc, dati.id_persona_genitore),
  };
  // A missing child answers like a hidden one; a missing parent is a mistake the viewer may be told of.
  if (!figlio) throw new AppError('NOT_FOUND', NON_TROVATO.persona);
  assertCan(sc.viewer, 'parentela.collega', target, NON_TROVATO.persona);
  if (!genitore) throw new AppError('NOT_FOUND', NON_TROVATO.persona);

  return inTransazione(sc, async ({ tx }) => {
    // Two leaders linking the same pair at once: the second waits and then finds the kinship.
    await bloccaPersone(tx, [dati.id_persona_figlio, dati.id_persona_genitore]);
    if (await esisteParentela(tx, dati.id_persona_figlio, dati.id_persona_genitore)) {
      throw new AppError('CONFLICT', MSG_PARENTELA.registrata);
    }
    // A child has one Mamma and one Papà (the form disables them when present; the server too).
    const unica = (RELAZIONI_SUGGERITE as readonly string[]).includes(dati.desc);
    if (unica && (await genitoriConRelazione(tx, dati.id_persona_figlio, dati.desc)).length > 0) {
      throw new AppError('CONFLICT', MSG_PARENTELA.registrata);
    }
    await inserisciParentela(tx, {
      id_persona_figlio: dati.id_persona_figlio,
      id_persona_genitore: dati.id_persona_genitore,
      desc: dati.desc,
    });
    return dati.id_persona_figlio;
  });
}

/**
 * Whether the viewer may link this person as a parent of `idFiglio` ('parentela.collega'), so the
 * associa-account page disables what the server would refuse.
 */
export async function collegabileA(
  sc: ServiceContext,
  idGenitore: number,
  idFiglio: number,
): Promise<boolean> {
  const [figlio, genitore] = await Promise.all([personaRef(sc, idFiglio), personaRef(sc, idGenitore)]);
  return can(sc.viewer, 'parentela.collega', { tipo: 'parentela', figlio, genitore });
}
