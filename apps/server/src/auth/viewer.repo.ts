import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parentele } from '../db/schema/index.ts';

/** Ids of the persons related to a person by kinship, both ways (children and parents). */
export async function findPersoneCorrelate(db: Db, idPersona: number): Promise<number[]> {
  const rows = await db
    .select({ genitore: parentele.id_persona_genitore, figlio: parentele.id_persona_figlio })
    .from(parentele)
    .where(or(eq(parentele.id_persona_genitore, idPersona), eq(parentele.id_persona_figlio, idPersona)));
  const ids = new Set<number>();
  for (const r of rows) ids.add(r.genitore === idPersona ? r.figlio : r.genitore);
  ids.delete(idPersona);
  return [...ids].sort((a, b) => a - b);
}
