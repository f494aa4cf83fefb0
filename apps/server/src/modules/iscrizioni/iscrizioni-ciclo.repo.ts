// The yearly steps' writes of enrolments and appointments (spec 2 §4: carry-over, promotions,
// opening, the waiting lists' trial enrolments; decision 1016), called inside the step's
// transaction by modules/ciclo-annuale. One statement a changed row.
import type { StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { iscrizioni, nomine } from '../../db/schema/index.ts';

/** A new enrolment with its appointments; its id. */
export async function insertIscrizioneConNomine(
  tx: Tx,
  i: { id_persona: number; anno_scout: number; stato_iscrizione: StatoIscrizione },
  nomineNuove: readonly { id_ruolo: string; id_gruppo: number | null }[],
): Promise<number> {
  const [riga] = await tx.insert(iscrizioni).values(i).returning({ id: iscrizioni.id_iscrizione });
  if (!riga) throw new Error('iscrizione non inserita');
  if (nomineNuove.length > 0)
    await tx.insert(nomine).values(nomineNuove.map((n) => ({ id_iscrizione: riga.id, ...n })));
  return riga.id;
}

/** An enrolment's state from → to; false when it was no longer `da` (nothing written). */
export async function cambiaStatoIscrizione(
  tx: Tx,
  id: number,
  da: StatoIscrizione,
  a: StatoIscrizione,
): Promise<boolean> {
  const r = await tx
    .update(iscrizioni)
    .set({ stato_iscrizione: a })
    .where(and(eq(iscrizioni.id_iscrizione, id), eq(iscrizioni.stato_iscrizione, da)))
    .returning({ id: iscrizioni.id_iscrizione });
  return r.length > 0;
}

export async function insertNomina(
  tx: Tx,
  id_iscrizione: number,
  n: { id_ruolo: string; id_gruppo: number | null },
): Promise<void> {
  await tx.insert(nomine).values({ id_iscrizione, ...n });
}

/** A promotion: the appointment's role from → to, or the appointment deleted (to null). */
export async function promuoviNomina(tx: Tx, id_nomina: number, da: string, a: string | null): Promise<void> {
  const dove = and(eq(nomine.id_nomina, id_nomina), eq(nomine.id_ruolo, da));
  if (a) await tx.update(nomine).set({ id_ruolo: a }).where(dove);
  else await tx.delete(nomine).where(dove);
}
