import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type DiskStorage } from '../src/adapters/storage/disk-storage.ts';
import { MESSAGGI_FILE } from '../src/adapters/storage/rifiuto-file.ts';
import { buildApp } from '../src/app.ts';
import { PUBLIC_URL, testConfig } from './helpers.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import { carica, JPG, PDF, PNG, scarica } from './upload.ts';

// The disk store's routes (decision 1111): uploads checked by signature, expiry, size and real
// type, stored once; downloads by an unexpired signed link, as attachments that are never sniffed.

describe('file routes of the disk store', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let storage: DiskStorage;
  let t = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    storage = createDiskStorage({
      dir: undefined,
      secret: 'f'.repeat(32),
      publicUrl: PUBLIC_URL,
      adesso: () => t,
    });
    app = await buildApp({ database, config: testConfig(), storage });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('stores a PDF, a PNG and a JPG under the generated key with the extension of their real type', async () => {
    for (const [file, nome, ext] of [
      [PDF, 'ricevuta.pdf', 'pdf'],
      [PNG, 'foto.jpeg', 'png'],
      [JPG, 'scansione', 'jpg'],
    ] as const) {
      const post = await storage.createPostUrl({ cartella: 'bonifici' });
      expect(await carica(app, post, file, nome)).toEqual({ status: 204, message: undefined });
      expect(await storage.findUploaded(post.fields.key!)).toMatchObject({
        key: `${post.fields.key}.${ext}`,
        dimensione: file.length,
      });
    }
  });

  it('refuses a file whose bytes are not PDF, JPG or PNG, whatever its name says', async () => {
    for (const falso of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00 eseguibile'),
      Buffer.from('GIF89a\x01\x00'),
    ]) {
      const post = await storage.createPostUrl({ cartella: 'allegati' });
      expect(await carica(app, post, falso, 'ricevuta.pdf')).toEqual({
        status: 415,
        message: MESSAGGI_FILE.tipo,
      });
      expect(await storage.findUploaded(post.fields.key!)).toBeNull();
    }
  });

  it('refuses a file larger than the policy allows, and a body past the route limit', async () => {
    const post = await storage.createPostUrl({ cartella: 'allegati', maxBytes: 1024 });
    const grande = Buffer.concat([PDF, Buffer.alloc(2048)]);
    expect(await carica(app, post, grande, 'a.pdf')).toEqual({
      status: 413,
      message: MESSAGGI_FILE.troppoGrande(1024),
    });
    const enorme = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const r = await carica(app, await storage.createPostUrl({ cartella: 'allegati' }), enorme, 'a.pdf');
    expect(r).toEqual({ status: 413, message: MESSAGGI_FILE.troppoGrande(10 * 1024 * 1024) });
  });

  it('refuses an expired or tampered upload URL and a second upload to the same key', async () => {
    const post = await storage.createPostUrl({ cartella: 'allegati' });
    const altra = await storage.createPostUrl({ cartella: 'allegati' });
    expect(await carica(app, post, PDF, 'a.pdf', { ...post.fields, key: altra.fields.key! })).toMatchObject({
      status: 403,
      message: MESSAGGI_FILE.firma,
    });
    expect(
      await carica(app, post, PDF, 'a.pdf', { ...post.fields, policy: altra.fields.policy! }),
    ).toMatchObject({ status: 403 });
    const { signature: _, ...senzaFirma } = post.fields;
    expect(await carica(app, post, PDF, 'a.pdf', senzaFirma)).toMatchObject({ status: 403 });
    t += 16 * 60 * 1000;
    expect(await carica(app, post, PDF, 'a.pdf')).toEqual({ status: 403, message: MESSAGGI_FILE.scaduto });
    t -= 16 * 60 * 1000;
    expect(
      (await carica(app, post, PDF, 'a.pdf', { ...post.fields, key: `${post.fields.key}.pdf` })).status,
    ).toBe(204);
    expect(await carica(app, post, PNG, 'b.png')).toEqual({
      status: 409,
      message: MESSAGGI_FILE.giaCaricato,
    });
    expect((await storage.findUploaded(post.fields.key!))?.tipo).toBe('pdf');
  });

  it('exists only with the disk store (an S3 bucket has its own, test/file-s3.test.ts)', () => {
    expect(app.hasRoute({ method: 'POST', url: '/file/carica' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/file/scarica' })).toBe(true);
  });

  it('answers a malformed upload in Italian', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/file/carica',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'niente',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/manca il file/);
  });

  it('sends a download as an attachment with an ASCII name, its type and nosniff; refuses expired or altered links', async () => {
    const post = await storage.createPostUrl({ cartella: 'bonifici' });
    await carica(app, post, PNG, 'Ricevuta bonifico «Rossi» è.png');
    const salvato = (await storage.findUploaded(post.fields.key!))!;
    expect(salvato.nome).toBe('Ricevuta bonifico Rossi e.png');
    const url = await storage.getSignedUrl(salvato.key, salvato.nome);
    const res = await scarica(app, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Ricevuta bonifico Rossi e.png"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PNG)).toBe(true);

    const altro = new URL(url);
    altro.searchParams.set('key', `${post.fields.key}.pdf`);
    expect((await scarica(app, altro.toString())).statusCode).toBe(403);
    altro.searchParams.set('key', salvato.key);
    altro.searchParams.set('scadenza', String(Number(altro.searchParams.get('scadenza')) + 3600));
    expect((await scarica(app, altro.toString())).statusCode).toBe(403);
    t += 6 * 60 * 1000;
    const scaduto = await scarica(app, url);
    t -= 6 * 60 * 1000;
    expect(scaduto.statusCode).toBe(403);
    expect(scaduto.body).toBe(MESSAGGI_FILE.downloadScaduto);
  });
});
