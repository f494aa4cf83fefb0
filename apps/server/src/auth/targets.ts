import type { PersonaRef } from '@zaino/domain/accesso';
import { isPresenteOFuturo } from '@zaino/domain/anno-scout';
import type {
  AnnoScoutTarget,
  IscrizioneTarget,
  ParteTarget,
  PersonaTarget,
  TransazioneTarget,
} from '@zaino/domain/permessi';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { Branca } from '@zaino/domain/ruoli';
import type { StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import type { AnnoScoutRow } from '../modules/anni-scout/anni-scout.repo.ts';
import type { IscrizioneRow } from '../modules/iscrizioni/iscrizioni.repo.ts';
import type { ParteRow } from '../modules/organizzazione/organizzazione.repo.ts';
import type { ServiceContext } from '../request-context.ts';

// The domain's permission targets built from rows, through the request's loaders: what `can` reads
// of a person, an enrolment, a party, a due or payment, a scout year.

/** The active scout year, or null when none is active. */
export async function annoAttivo(sc: ServiceContext): Promise<number | null> {
  return (await sc.loaders.anni.annoAttivo())?.anno_scout ?? null;
}

/** A person with the appointments of `anno` (default: the active year) and those of their children. */
export async function personaRef(
  sc: ServiceContext,
  idPersona: number,
  anno?: number | null,
): Promise<PersonaRef> {
  const year = anno ?? (await annoAttivo(sc));
  if (year == null) return { id_persona: idPersona, nomine: [] };
  const { nomine, nomine_figli } = await sc.loaders.persone.nomineRef.load({ id: idPersona, anno: year });
  return { id_persona: idPersona, nomine, nomine_figli };
}

export async function targetPersona(
  sc: ServiceContext,
  idPersona: number,
  anno?: number | null,
): Promise<PersonaTarget> {
  return { tipo: 'persona', ...(await personaRef(sc, idPersona, anno)) };
}

export async function targetIscrizione(sc: ServiceContext, i: IscrizioneRow): Promise<IscrizioneTarget> {
  const [persona, attivo, te] = await Promise.all([
    personaRef(sc, i.id_persona, i.anno_scout),
    annoAttivo(sc),
    sc.loaders.tesoreria.teDiIscrizione.load(i.id_iscrizione),
  ]);
  return {
    tipo: 'iscrizione',
    persona,
    stato_iscrizione: i.stato_iscrizione as StatoIscrizione,
    anno_attivo: attivo === i.anno_scout,
    stato_transazione: te?.stato ?? null,
  };
}

export async function targetParte(sc: ServiceContext, p: ParteRow): Promise<ParteTarget> {
  if (p.id_parte === ID_PARTE_SEZIONE) return { tipo: 'parte', genere: 'sezione' };
  if (p.id_gruppo != null) return { tipo: 'parte', genere: 'gruppo', id_gruppo: p.id_gruppo };
  if (p.id_unita != null) {
    const u = await sc.loaders.organizzazione.unita.load(p.id_unita);
    if (u) return { tipo: 'parte', genere: 'unita', id_gruppo: u.id_gruppo, branca: u.branca as Branca };
  }
  if (p.id_persona != null)
    return { tipo: 'parte', genere: 'persona', persona: await personaRef(sc, p.id_persona) };
  return { tipo: 'parte', genere: 'altro' };
}

/**
 * A due or payment through its two parties (a missing party reads as another subject); a payment
 * (a row with `id_transazione_finanziaria`) also with the payers of the dues it covers.
 */
export async function targetTransazione(
  sc: ServiceContext,
  t: { id_parte_da: number; id_parte_a: number; id_transazione_finanziaria?: number },
): Promise<TransazioneTarget> {
  const parte = async (id: number): Promise<ParteTarget> => {
    const row = await sc.loaders.organizzazione.parte.load(id);
    return row ? targetParte(sc, row) : { tipo: 'parte', genere: 'altro' };
  };
  const debitori = async (idTf: number): Promise<ParteTarget[]> => {
    const links = await sc.loaders.tesoreria.transazioniDiTf.load(idTf);
    const dovuti = await Promise.all(
      links.map((l) => sc.loaders.tesoreria.te.load(l.id_transazione_economica)),
    );
    const parti = new Set(dovuti.flatMap((d) => (d ? [d.id_parte_da] : [])));
    return Promise.all([...parti].map(parte));
  };
  const [parte_da, parte_a, coperti] = await Promise.all([
    parte(t.id_parte_da),
    parte(t.id_parte_a),
    t.id_transazione_finanziaria === undefined ? undefined : debitori(t.id_transazione_finanziaria),
  ]);
  return { tipo: 'transazione', parte_da, parte_a, ...(coperti ? { debitori: coperti } : {}) };
}

/** A scout year by number, for data that belongs to it (an enrolment's year): active or not. */
export async function targetAnnoDi(sc: ServiceContext, anno: number): Promise<AnnoScoutTarget> {
  const attivo = await annoAttivo(sc);
  return targetAnno({ anno_scout: anno, attivo: attivo === anno });
}

export function targetAnno(
  a: Pick<AnnoScoutRow, 'anno_scout' | 'attivo'>,
  oggi = new Date(),
): AnnoScoutTarget {
  return {
    tipo: 'anno_scout',
    anno_scout: a.anno_scout,
    attivo: a.attivo,
    presente_o_futuro: isPresenteOFuturo(a.anno_scout, oggi),
  };
}
