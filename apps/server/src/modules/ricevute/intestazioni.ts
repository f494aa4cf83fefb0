import { descGruppo, descUnita } from '@zaino/domain/formato';
import type { BrancaUnita } from '@zaino/domain/formato';
import type { ServiceContext } from '../../request-context.ts';

/** A party as a document names it: a title, and for a person the fiscal details a receipt carries. */
export interface Intestazione {
  nome: string;
  righe: string[];
}

/** The name of a party on a receipt or statement (section, group, unit, person, other subject). */
export async function intestazioneParte(sc: ServiceContext, idParte: number): Promise<Intestazione> {
  const parte = await sc.loaders.organizzazione.parte.load(idParte);
  if (!parte) return { nome: `Parte ${idParte}`, righe: [] };
  if (parte.id_gruppo != null) {
    const g = await sc.loaders.organizzazione.gruppo.load(parte.id_gruppo);
    if (g) return { nome: descGruppo(g.numero), righe: [] };
  }
  if (parte.id_unita != null) {
    const u = await sc.loaders.organizzazione.unita.load(parte.id_unita);
    const g = u && (await sc.loaders.organizzazione.gruppo.load(u.id_gruppo));
    if (u && g)
      return { nome: `${descUnita(u.branca as BrancaUnita, g.numero)} (${descGruppo(g.numero)})`, righe: [] };
  }
  if (parte.id_persona != null) {
    const p = await sc.loaders.persone.persona.load(parte.id_persona);
    if (p) {
      const via = [p.residenza_indirizzo, [p.residenza_cap, p.residenza_comune].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
      const righe = [
        p.codice_fiscale ? `Codice fiscale: ${p.codice_fiscale}` : '',
        via ? `Residenza: ${via}${p.residenza_provincia ? ` (${p.residenza_provincia})` : ''}` : '',
      ].filter((r) => r !== '');
      return { nome: [p.nome, p.cognome].filter(Boolean).join(' ') || (parte.desc ?? ''), righe };
    }
  }
  return { nome: parte.desc ?? `Parte ${idParte}`, righe: [] };
}
