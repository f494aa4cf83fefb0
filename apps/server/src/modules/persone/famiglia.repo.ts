import type { NominaRef, Portata } from '@zaino/domain/accesso';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iscrizioni, nomine, parentele, persone } from '../../db/schema/index.ts';
import type { IscrizioneRow, NominaRow } from '../iscrizioni/iscrizioni.repo.ts';
import { nomineFigliJson, type PersonaRow } from './persone.repo.ts';
import { condizionePortata } from './portata-persone.repo.ts';
import { iscrizioneNellAnnoSql, pid } from './righe-registro.repo.ts';

/**
 * A person of the family's home with what its answer and its permission targets read in the year:
 * the enrolment, its appointments, and the appointments of the person's children (what reaches a
 * parent, decision 0905). The service primes the request's loaders with them.
 */
export interface MembroFamiglia {
  persona: PersonaRow;
  iscrizione: IscrizioneRow | null;
  nomine: NominaRow[];
  nomine_figli: NominaRef[];
}

/**
 * The signed-in person and their children (by first name), those within the viewer's reach, with
 * their enrolment and appointments in `anno` (none when no year is active): one statement where the
 * family's home read eight (issue 27).
 */
export async function findFamiglia(
  db: Db,
  portata: Portata,
  anno: number | null,
  idPersona: number,
): Promise<MembroFamiglia[]> {
  // Without an active year no enrolment matches: -1 is no scout year.
  const nellAnno = anno ?? -1;
  const righe = await db
    .select({
      persona: persone,
      iscrizione: iscrizioneNellAnnoSql(nellAnno),
      nomine: sql<NominaRow[]>`(select coalesce(json_agg(n order by n.id_nomina), '[]')
        from ${nomine} n join ${iscrizioni} i on i.id_iscrizione = n.id_iscrizione
        where i.id_persona = ${pid} and i.anno_scout = ${nellAnno})`,
      nomine_figli: nomineFigliJson(pid, sql`${nellAnno}`),
    })
    .from(persone)
    .where(
      sql`(${pid} = ${idPersona} or ${pid} in (select pf.id_persona_figlio from ${parentele} pf
        where pf.id_persona_genitore = ${idPersona} and pf.id_persona_figlio <> ${idPersona}))
        and ${condizionePortata(portata, anno)}`,
    )
    .orderBy(sql`${pid} <> ${idPersona}`, sql`lower(${persone.nome})`, pid);
  return righe;
}
