import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parentele } from '../db/schema/index.ts';

/**
 * Ids of the persons related to a person by kinship, both ways (children and parents), and among
 * them the person's children (decision 1003: a parent acts for a child, not the other way round).
 */
export async function findPersoneCorrelate(
  db: Db,
  idPersona: number,
): Promise<{ correlate: number[]; figli: number[] }> {
  const rows = await db
    .select({ genitore: parentele.id_persona_genitore, figlio: parentele.id_persona_figlio })
    .from(parentele)
    .where(or(eq(parentele.id_persona_genitore, idPersona), eq(parentele.id_persona_figlio, idPersona)));
  const ids = new Set<number>();
  const figli = new Set<number>();
  for (const r of rows) {
    ids.add(r.genitore === idPersona ? r.figlio : r.genitore);
    if (r.genitore === idPersona) figli.add(r.figlio);
  }
  ids.delete(idPersona);
  figli.delete(idPersona);
  const ordinati = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { correlate: ordinati(ids), figli: ordinati(figli) };
}
