import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { creaMetriche, serverMetriche } from '../src/http/metriche.ts';
import { testConfig } from './helpers.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

// Issue 27: request metrics in Prometheus format, on a port of their own.

describe('request metrics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('counts requests by method, route pattern and status, with a duration histogram; never the URL asked', async () => {
    const metriche = creaMetriche();
    const app = await buildApp({ database, config: testConfig(), metriche });
    try {
      for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/health/live' });
      await app.inject({ method: 'GET', url: '/register/ABCD12345' });
      await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ pingDb }' } });
    } finally {
      await app.close();
    }
    const testo = metriche.testo();
    expect(testo).toContain('zaino_http_requests_total{method="GET",route="/health/live",status="200"} 3');
    expect(testo).toContain('zaino_http_requests_total{method="POST",route="/graphql",status="200"} 1');
    expect(testo).toContain('zaino_http_request_duration_seconds_count{method="GET",route="/health/live"} 3');
    expect(testo).toMatch(
      /zaino_http_request_duration_seconds_bucket\{method="GET",route="\/health\/live",le="\+Inf"\} 3/,
    );
    // Buckets are cumulative: never decreasing.
    const bucket = [...testo.matchAll(/route="\/health\/live",le="[^"]+"\} (\d+)/g)].map((m) => Number(m[1]));
    expect(bucket).toEqual([...bucket].sort((a, b) => a - b));
    expect(testo).not.toContain('ABCD12345');
    expect(testo).toMatch(/^process_resident_memory_bytes \d+$/m);
  });

  it('are served on their own server at /metrics only, and not on the public port', async () => {
    const metriche = creaMetriche();
    metriche.registra('GET', '/b/*', 200, 0.02);
    const server = serverMetriche(metriche);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      expect(await res.text()).toContain(
        'zaino_http_requests_total{method="GET",route="/b/*",status="200"} 1',
      );
      expect((await fetch(`${base}/altro`)).status).toBe(404);
    } finally {
      server.close();
    }
    const app = await buildApp({ database, config: testConfig(), metriche: creaMetriche() });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain(
        'zaino_http_requests_total',
      );
    } finally {
      await app.close();
    }
  });

  it('METRICS_PORT must be a port number', () => {
    expect(() => testConfig({ METRICS_PORT: 'novanta' })).toThrow('METRICS_PORT deve essere un numero');
    expect(testConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(testConfig().metrics).toBeUndefined();
  });
});
