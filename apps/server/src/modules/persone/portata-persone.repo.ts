import type { Portata } from '@zaino/domain/accesso';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { iscrizioni, nomine, parentele, persone, ruoli } from '../../db/schema/index.ts';

/**
 * The viewer's reach (domain `portata`) as a WHERE clause on persone (decision 0307): everyone for
 * super; otherwise self and relatives, and the persons holding, in `anno`, an appointment in one of
 * the reached groups (whole group) or group + branch pairs. `idPersona` is the person column judged
 * (default persone.id_persona; the register judges its rows' relatives through an alias).
 */
export function condizionePortata(
  portata: Portata,
  anno: number | null,
  idPersona: SQL = sql`${persone.id_persona}`,
): SQL {
  if (portata.tutto) return sql`true`;
  const condizioni: SQL[] = [];
  if (portata.persone.length > 0) condizioni.push(inArray(idPersona, [...portata.persone]));
  if (portata.unita.length > 0 && anno != null) {
    const unita = sql.join(
      portata.unita.map((u) =>
        u.branca == null
          ? sql`n.id_gruppo = ${u.id_gruppo}`
          : sql`(n.id_gruppo = ${u.id_gruppo} and r.branca = ${u.branca})`,
      ),
      sql` or `,
    );
    const nominaInPortata = (idPersona: SQL) => sql`exists (select 1 from ${iscrizioni} i
      join ${nomine} n on n.id_iscrizione = i.id_iscrizione
      join ${ruoli} r on r.id_ruolo = n.id_ruolo
      where i.id_persona = ${idPersona} and i.anno_scout = ${anno} and (${unita}))`;
    condizioni.push(nominaInPortata(idPersona));
    // Decision 0905: the parents of the persons reached, unless adult members themselves.
    condizioni.push(sql`(exists (select 1 from ${parentele} pa
        where pa.id_persona_genitore = ${idPersona} and ${nominaInPortata(sql`pa.id_persona_figlio`)})
      and not exists (select 1 from ${iscrizioni} ia
        join ${nomine} na on na.id_iscrizione = ia.id_iscrizione
        join ${ruoli} ra on ra.id_ruolo = na.id_ruolo
        where ia.id_persona = ${idPersona} and ia.anno_scout = ${anno} and ra.adulto))`);
  }
  return condizioni.length === 0 ? sql`false` : sql`(${sql.join(condizioni, sql` or `)})`;
}

/** The ids of every person within the reach (for lists of what belongs to persons: users). */
export function idVisibiliSql(portata: Portata, annoAttivo: number | null): SQL {
  return sql`select ${persone.id_persona} from ${persone} where ${condizionePortata(portata, annoAttivo)}`;
}
