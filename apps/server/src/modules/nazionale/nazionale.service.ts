// Spec 2 §7 POST /segreteria/download-nazionale (issue 25, decisions 0921–0923): reads the national
// data from a connector, replaces the stored copy and compares every enrolment of the active year,
// all in one transaction; a connector failure changes nothing and answers status 'failed'.
import { confrontaConNazionale, indicePerTessera, normalizzaTessera } from '@zaino/domain/nazionale';
import type { ConnettoreNazionale } from '../../adapters/nazionale/connettore.ts';
import { MSG_NESSUN_CONNETTORE } from '../../adapters/nazionale/connettore.ts';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo } from '../../auth/targets.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import {
  leggiIscrizioniDaConfrontare,
  leggiRecordNazionali,
  salvaConfronto,
  sostituisciRecordNazionali,
} from './nazionale.repo.ts';

export type EsitoDownload =
  | { status: 'success'; persone: number; confrontate: number; non_corrispondenti: number }
  | { status: 'failed'; message: string };

/** Downloads through the connector (none configured: failed, in Italian) and compares. */
export async function scaricaNazionale(
  sc: ServiceContext,
  connettore: ConnettoreNazionale | undefined,
): Promise<EsitoDownload> {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  if (!connettore) return { status: 'failed', message: MSG_NESSUN_CONNETTORE };
  const letti = await connettore.scarica();
  if (!letti.ok) return { status: 'failed', message: letti.errore };
  return inTransazione(sc, async (t) => {
    await sostituisciRecordNazionali(t.tx, letti.valore);
    const { confrontate, non_corrispondenti } = await confronta(t, true);
    return { status: 'success', persone: letti.valore.length, confrontate, non_corrispondenti };
  });
}

/** Compares the active year's enrolments with the stored national data (inside the caller's transaction). */
async function confronta(
  t: Parameters<Parameters<typeof inTransazione>[1]>[0],
  scaricato: boolean,
): Promise<{ confrontate: number; non_corrispondenti: number }> {
  const anno = await annoAttivo(t);
  const indice = indicePerTessera(await leggiRecordNazionali(t.db));
  const iscrizioni = anno == null ? [] : await leggiIscrizioniDaConfrontare(t.db, anno);
  const esiti = iscrizioni.map((i) => {
    const tessera = normalizzaTessera(i.n_tessera);
    return {
      id_iscrizione: i.id_iscrizione,
      id_persona: i.id_persona,
      tessera: tessera || null,
      errori: confrontaConNazionale(i, tessera ? indice.get(tessera) : undefined),
    };
  });
  await salvaConfronto(t.tx, esiti, scaricato);
  return {
    confrontate: esiti.filter((e) => e.errori !== null).length,
    non_corrispondenti: esiti.filter((e) => e.errori).length,
  };
}
