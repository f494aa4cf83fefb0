// The part of autocannon 9's API bench/carico.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Richiesta {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string) => void;
  }
  interface Opzioni {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Richiesta[];
  }
  interface Risultato {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(opzioni: Opzioni): Promise<Risultato>;
}
