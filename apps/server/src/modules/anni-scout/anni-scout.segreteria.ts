// The scout years of the settings page (spec 2 §4, §7; issue 24; decisions 1011, 1012, 1302):
// POST /segreteria/modifica-anno-scout, /segreteria/cambia-anno-scout and /segreteria/nuovo-anno-scout.
// Administrators only ('impostazioni.gestisci'); each one transaction on the locked years, planned by
// the domain, recorded in eventi by the audit trigger on anni_scout; a second run changes nothing.
import {
  pianoCambiaAnnoScout,
  pianoModificaAnnoScout,
  pianoNuovoAnnoScout,
  type RifiutoAnnoScout,
} from '@zaino/domain/ciclo-anno-scout';
import { MSG_ANNO_SCOUT, modificaAnnoScoutSchema, segreteriaAnnoSchema } from '@zaino/domain/form-anno-scout';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import {
  aggiornaAnnoScout,
  attivaAnnoScout,
  inserisciAnnoScout,
  listAnniScoutPerModifica,
} from './anni-scout.repo.ts';

function rifiuto(r: RifiutoAnnoScout): AppError {
  return r === 'anno_inesistente'
    ? new AppError('NOT_FOUND', MSG_ANNO_SCOUT.inesistente)
    : new AppError('VALIDATION', MSG_ANNO_SCOUT.nonConsecutivo, {
        errori: [{ campo: 'anno_scout', messaggio: MSG_ANNO_SCOUT.nonConsecutivo }],
        messaggi: [MSG_ANNO_SCOUT.nonConsecutivo],
      });
}

/** Spec 2 §7 /segreteria/modifica-anno-scout: the scout-year fields; answers how many changed. */
export async function modificaAnnoScout(sc: ServiceContext, input: unknown) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const modifica = parseInput(modificaAnnoScoutSchema, input);
  return inTransazione(sc, async (t) => {
    const esito = pianoModificaAnnoScout(await listAnniScoutPerModifica(t.tx), modifica);
    if (!esito.ok) throw rifiuto(esito.rifiuto);
    const { cambi } = esito.piano;
    if (cambi.length > 0)
      await aggiornaAnnoScout(
        t.tx,
        modifica.anno_scout,
        Object.fromEntries(cambi.map((c) => [c.campo, c.a])),
      );
    return { status: 'success' as const, anno_scout: modifica.anno_scout, campiModificati: cambi.length };
  });
}

/** Spec 2 §7 /segreteria/cambia-anno-scout {anno_scout}: that year becomes the only active one. */
export async function cambiaAnnoScout(sc: ServiceContext, input: unknown) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const { anno_scout } = parseInput(segreteriaAnnoSchema, input);
  return inTransazione(sc, async (t) => {
    const esito = pianoCambiaAnnoScout(await listAnniScoutPerModifica(t.tx), anno_scout);
    if (!esito.ok) throw rifiuto(esito.rifiuto);
    const { da, a } = esito.piano;
    if (a !== null) await attivaAnnoScout(t.tx, a);
    return { status: 'success' as const, anno_scout, precedente: da, changed: a !== null };
  });
}

/**
 * 'Nuovo anno scout' (spec 2 §4, decision 1011): POST /segreteria/nuovo-anno-scout {anno_scout},
 * the year the button names (the last plus one); an existing year is left as it is.
 */
export async function nuovoAnnoScout(sc: ServiceContext, input: unknown) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const { anno_scout } = parseInput(segreteriaAnnoSchema, input);
  return inTransazione(sc, async (t) => {
    const esito = pianoNuovoAnnoScout(await listAnniScoutPerModifica(t.tx), anno_scout);
    if (!esito.ok) throw rifiuto(esito.rifiuto);
    const { nuovo } = esito.piano;
    const creato = nuovo !== null && (await inserisciAnnoScout(t.tx, nuovo));
    return { status: 'success' as const, anno_scout, creato };
  });
}
