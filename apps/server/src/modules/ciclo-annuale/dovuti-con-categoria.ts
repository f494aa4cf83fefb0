// The year's enrolment fee dues with the fee category of each (decision 0102: adult by appointments
// or age at the fiscal start, new when not enrolled the year before) and its unit: what the late
// fee step (decision 1015) and the payment reminders (decision 1151) both read.
import { unitaDelleNomine } from '@zaino/domain/ciclo-piano';
import type { DovutoIscrizioneCiclo } from '@zaino/domain/ciclo-more';
import { isAdultoPerQuota, isNuovoPerQuota } from '@zaino/domain/quote';
import type { Db } from '../../db/client.ts';
import type { AnnoScoutRow } from '../anni-scout/anni-scout.repo.ts';
import { dovutiIscrizioneCiclo, iscrizioniCiclo } from './ciclo-annuale.repo.ts';

export async function dovutiIscrizioneConCategoria(
  db: Db,
  anno: AnnoScoutRow,
): Promise<DovutoIscrizioneCiclo[]> {
  const dovuti = await dovutiIscrizioneCiclo(db, anno.anno_scout);
  const iscrizioni = await iscrizioniCiclo(db, anno.anno_scout - 1, anno.anno_scout);
  const perPersona = new Map<number, typeof iscrizioni>();
  for (const i of iscrizioni) perPersona.set(i.id_persona, [...(perPersona.get(i.id_persona) ?? []), i]);
  return dovuti.map((d) => {
    const sue = perPersona.get(d.id_persona) ?? [];
    const questa = sue.find((i) => i.id_iscrizione === d.id_iscrizione);
    const nomine = questa?.nomine ?? [];
    return {
      ...d,
      categoria: {
        adulto: isAdultoPerQuota(nomine, questa?.data_nascita, anno.inizio_fiscale),
        nuovo: isNuovoPerQuota(sue, anno.anno_scout),
      },
      unita: unitaDelleNomine(nomine),
    };
  });
}
