import { normalizzaTessera, type RecordNazionale } from '@zaino/domain/nazionale';
import { LIMITI_FILE_NAZIONALE, recordDaJson } from '@zaino/domain/nazionale-file';
import type { NazionaleConfig } from '../../config.ts';
import type { ConnettoreNazionale, EsitoNazionale } from './connettore.ts';

// The national service's protocol as Zaino speaks it (decision 0923): a bearer token; GET soci returns
// {"soci": [record, ...]} with the spec's field names; PUT soci/{tessera} updates a person, POST soci
// creates one, each with the record as JSON body; any 2xx is success, an error body may carry
// {"messaggio": "..."}.

const fallito = <T>(errore: string): EsitoNazionale<T> => ({ ok: false, errore });

/** The national HTTP service (NAZIONALE_URL, NAZIONALE_TOKEN). */
export function connettoreHttp(config: NazionaleConfig): ConnettoreNazionale {
  const base = config.url.endsWith('/') ? config.url : `${config.url}/`;

  async function chiama(
    metodo: 'GET' | 'PUT' | 'POST',
    percorso: string,
    corpo?: unknown,
  ): Promise<EsitoNazionale<string>> {
    let res: Response;
    try {
      res = await fetch(new URL(percorso, base), {
        method: metodo,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${config.token}`,
          ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: corpo === undefined ? undefined : JSON.stringify(corpo),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const scaduto = err instanceof DOMException && err.name === 'TimeoutError';
      return fallito(
        scaduto
          ? `Il servizio nazionale non ha risposto in tempo (attesa massima ${(config.timeoutMs / 1000).toLocaleString('it-IT')} s)`
          : 'Il servizio nazionale non è raggiungibile',
      );
    }
    const dichiarata = Number(res.headers.get('content-length') ?? 0);
    if (dichiarata > LIMITI_FILE_NAZIONALE.byte) {
      await res.body?.cancel();
      return fallito('Il servizio nazionale ha risposto con troppi dati');
    }
    let testo: string;
    try {
      testo = await res.text();
    } catch {
      return fallito('Il servizio nazionale ha interrotto la risposta');
    }
    if (testo.length > LIMITI_FILE_NAZIONALE.byte)
      return fallito('Il servizio nazionale ha risposto con troppi dati');
    if (!res.ok) {
      let messaggio = '';
      try {
        const m = (JSON.parse(testo) as { messaggio?: unknown }).messaggio;
        if (typeof m === 'string') messaggio = `: ${m.slice(0, 200)}`;
      } catch {}
      return fallito(`Il servizio nazionale ha risposto con un errore (HTTP ${res.status})${messaggio}`);
    }
    return { ok: true, valore: testo };
  }

  return {
    tipo: 'http',
    async scarica() {
      const r = await chiama('GET', 'soci');
      if (!r.ok) return r;
      let corpo: unknown;
      try {
        corpo = JSON.parse(r.valore);
      } catch {
        return fallito('Il servizio nazionale ha risposto con dati non leggibili');
      }
      const soci = (corpo as { soci?: unknown } | null)?.soci;
      if (!Array.isArray(soci)) return fallito('Il servizio nazionale ha risposto senza l’elenco dei soci');
      if (soci.length > LIMITI_FILE_NAZIONALE.righe)
        return fallito(`Il servizio nazionale ha restituito più di ${LIMITI_FILE_NAZIONALE.righe} soci`);
      const record: RecordNazionale[] = [];
      const viste = new Set<string>();
      for (const [i, s] of soci.entries()) {
        const letto = recordDaJson(s);
        if (typeof letto === 'string') return fallito(`Socio ${i + 1} del servizio nazionale: ${letto}`);
        const tessera = normalizzaTessera(letto.tessera);
        if (viste.has(tessera))
          return fallito(`Il servizio nazionale ha restituito due volte la tessera ${letto.tessera}`);
        viste.add(tessera);
        record.push(letto);
      }
      return { ok: true, valore: record };
    },
    async invia(record, { nuovo, provinciaNascita }) {
      // Spec 2 §7: a new person also carries the province of birth.
      const r = nuovo
        ? await chiama('POST', 'soci', { ...record, ...(provinciaNascita ? { provinciaNascita } : {}) })
        : await chiama('PUT', `soci/${encodeURIComponent(record.tessera)}`, record);
      return r.ok ? { ok: true, valore: null } : r;
    },
  };
}

/** The configured connector for downloads without an uploaded file, or undefined. */
export function connettoreConfigurato(config: NazionaleConfig | undefined): ConnettoreNazionale | undefined {
  return config ? connettoreHttp(config) : undefined;
}
