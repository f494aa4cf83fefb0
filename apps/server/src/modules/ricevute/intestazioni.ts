import { descGruppo, descUnita } from '@zaino/domain/formato';
import type { BrancaUnita } from '@zaino/domain/formato';
import { dichiarazioneDetraibilita, righeIdentita } from '@zaino/domain/identita-sezione';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { ServiceContext } from '../../request-context.ts';

/**
 * A party as a document names it: a title, and the details under it (a person's fiscal details, the
 * section's office and codes: decision 1301); an issuer also the deductibility statement, if any.
 */
export interface Intestazione {
  nome: string;
  righe: string[];
  detraibilita?: string | null;
}

/**
 * The name of a party on a receipt or statement (section, group, unit, person, other subject). The
 * section is named by its legal identity when saved (decision 1301), else by its party's name.
 */
export async function intestazioneParte(sc: ServiceContext, idParte: number): Promise<Intestazione> {
  const parte = await sc.loaders.organizzazione.parte.load(idParte);
  if (!parte) return { nome: `Parte ${idParte}`, righe: [] };
  if (idParte === ID_PARTE_SEZIONE) {
    const identita = await sc.loaders.organizzazione.identita();
    return {
      nome: identita?.denominazione?.trim() || parte.desc || 'Sezione',
      righe: righeIdentita(identita),
    };
  }
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

/**
 * Decision 1301: the issuer of a receipt or bank-details document. The section under its identity;
 * a group or unit by its name with the section's legal name, office and codes under it (they have
 * none of their own); and the section's deductibility statement. Empty fields print nothing.
 */
export async function intestazioneEmittente(sc: ServiceContext, idParte: number): Promise<Intestazione> {
  const [parte, identita] = await Promise.all([
    intestazioneParte(sc, idParte),
    sc.loaders.organizzazione.identita(),
  ]);
  const denominazione = identita?.denominazione?.trim();
  const righe =
    idParte === ID_PARTE_SEZIONE
      ? parte.righe
      : [...(denominazione ? [denominazione] : []), ...righeIdentita(identita)];
  return { nome: parte.nome, righe, detraibilita: dichiarazioneDetraibilita(identita) };
}
