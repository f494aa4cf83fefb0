import { createServer, type Server } from 'node:http';

// Issue 27: request metrics in Prometheus' text format (version 0.0.4), served on a port of their
// own so that the public port never shows them. Labels are the route's pattern as registered
// ('/graphql', '/b/*'), never the requested URL: a URL may carry a code, and would make the label
// set unbounded. Hand-written: a counter and a histogram need no library.

const LIMITI_SECONDI = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Serie {
  conteggi: number[]; // per bucket, not cumulative
  somma: number;
  totale: number;
}

export interface Metriche {
  registra(metodo: string, rotta: string | undefined, stato: number, secondi: number): void;
  testo(): string;
}

const etichetta = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function creaMetriche(): Metriche {
  const richieste = new Map<string, number>();
  const durate = new Map<string, Serie>();
  return {
    registra(metodo, rotta, stato, secondi) {
      const r = etichetta(rotta ?? 'nessuna');
      const chiave = `method="${etichetta(metodo)}",route="${r}",status="${stato}"`;
      richieste.set(chiave, (richieste.get(chiave) ?? 0) + 1);
      const chiaveDurata = `method="${etichetta(metodo)}",route="${r}"`;
      const serie = durate.get(chiaveDurata) ?? {
        conteggi: LIMITI_SECONDI.map(() => 0),
        somma: 0,
        totale: 0,
      };
      const i = LIMITI_SECONDI.findIndex((l) => secondi <= l);
      if (i >= 0) serie.conteggi[i]! += 1;
      serie.somma += secondi;
      serie.totale += 1;
      durate.set(chiaveDurata, serie);
    },
    testo() {
      const righe = [
        '# HELP zaino_http_requests_total Richieste HTTP risposte, per metodo, rotta e stato.',
        '# TYPE zaino_http_requests_total counter',
        ...[...richieste].map(([k, n]) => `zaino_http_requests_total{${k}} ${n}`),
        '# HELP zaino_http_request_duration_seconds Durata delle richieste HTTP, per metodo e rotta.',
        '# TYPE zaino_http_request_duration_seconds histogram',
      ];
      for (const [k, s] of durate) {
        let cumulato = 0;
        LIMITI_SECONDI.forEach((l, i) => {
          cumulato += s.conteggi[i]!;
          righe.push(`zaino_http_request_duration_seconds_bucket{${k},le="${l}"} ${cumulato}`);
        });
        righe.push(`zaino_http_request_duration_seconds_bucket{${k},le="+Inf"} ${s.totale}`);
        righe.push(`zaino_http_request_duration_seconds_sum{${k}} ${s.somma}`);
        righe.push(`zaino_http_request_duration_seconds_count{${k}} ${s.totale}`);
      }
      const memoria = process.memoryUsage();
      const cpu = process.cpuUsage();
      righe.push(
        '# HELP process_resident_memory_bytes Memoria residente del processo.',
        '# TYPE process_resident_memory_bytes gauge',
        `process_resident_memory_bytes ${memoria.rss}`,
        '# HELP process_cpu_seconds_total Tempo di CPU del processo (utente e sistema).',
        '# TYPE process_cpu_seconds_total counter',
        `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
      );
      return `${righe.join('\n')}\n`;
    },
  };
}

/** GET /metrics on its own server; anything else is 404. */
export function serverMetriche(metriche: Metriche): Server {
  return createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/metrics') {
      res.writeHead(200, {
        'content-type': 'text/plain; version=0.0.4; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(metriche.testo());
    } else res.writeHead(404).end();
  });
}
