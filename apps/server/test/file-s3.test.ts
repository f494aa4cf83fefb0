import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from './helpers.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

// With S3_BUCKET set the files live in the bucket (decision 1114): browsers post straight to it, so
// the page's security policy lets them connect there, and the disk store's routes do not exist.

describe('server with an S3 bucket as file store', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = testConfig({
      S3_BUCKET: 'zaino',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'segreto',
    });
    app = await buildApp({ database, config });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lets the web app post uploads to the bucket, and to nowhere else', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' http://127.0.0.1:9000;",
    );
  });

  it('has no disk upload or download route', async () => {
    expect(app.hasRoute({ method: 'POST', url: '/file/carica' })).toBe(false);
    expect(app.hasRoute({ method: 'GET', url: '/file/scarica' })).toBe(false);
  });
});
