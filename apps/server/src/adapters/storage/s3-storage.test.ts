import { describe, expect, it } from 'vitest';
import { createS3Storage, origineBucket } from './s3-storage.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_EXPIRES_IN } from './storage.ts';

// What a real S3 bucket enforces on a browser's upload comes from the signed POST policy: it must
// fix the exact key, the size range and the expiry, and name every field the web posts (spec 3 §7).

const CREDENZIALI = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'segreto-di-prova' };

function bucket(endpoint?: string, forcePathStyle = false) {
  return createS3Storage({
    bucket: 'zaino-sezione',
    region: 'eu-south-1',
    endpoint,
    forcePathStyle,
    credentials: CREDENZIALI,
  });
}

describe('S3 store: the presigned POST', () => {
  it('signs a policy with the exact key, 1 byte to the limit, 15 minutes, and the fields the web adds', async () => {
    const prima = Date.now();
    const post = await bucket().createPostUrl({ cartella: 'allegati', maxBytes: 2048 });
    const key = post.fields.key!;
    expect(key).toMatch(/^allegati\/[0-9a-f-]{36}$/);
    expect(Object.keys(post.fields)[0]).toBe('key');
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).not.toContainEqual(expect.arrayContaining(['starts-with', '$key']));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2048]);
    expect(policy.conditions).toContainEqual(['starts-with', '$Content-Type', '']);
    expect(policy.conditions).toContainEqual(['starts-with', '$x-amz-meta-filename', '']);
    expect(policy.conditions).toContainEqual({ 'x-amz-meta-max': '2048' });
    const scadenza = new Date(policy.expiration).getTime();
    expect(scadenza).toBeGreaterThanOrEqual(Math.floor(prima / 1000) * 1000 + (UPLOAD_EXPIRES_IN - 2) * 1000);
    expect(scadenza).toBeLessThanOrEqual(Date.now() + UPLOAD_EXPIRES_IN * 1000);
    expect(policy.conditions).toContainEqual({ 'x-amz-meta-scadenza': String(Math.floor(scadenza / 1000)) });
  });

  it('never lets a URL allow more than the upload limit', async () => {
    const post = await bucket().createPostUrl({ cartella: 'bonifici', maxBytes: MAX_UPLOAD_BYTES * 4 });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, MAX_UPLOAD_BYTES]);
  });

  it('names the origin browsers post to, as the SDK forms the URL (for the page security policy)', async () => {
    for (const [endpoint, pathStyle, attesa] of [
      [undefined, false, 'https://zaino-sezione.s3.eu-south-1.amazonaws.com'],
      ['https://s3.example.it', false, 'https://zaino-sezione.s3.example.it'],
      ['http://127.0.0.1:9000', true, 'http://127.0.0.1:9000'],
    ] as const) {
      const s = bucket(endpoint, pathStyle);
      expect(s.origineCaricamenti).toBe(attesa);
      expect(new URL((await s.createPostUrl({ cartella: 'allegati' })).url).origin).toBe(attesa);
      expect(
        origineBucket({ bucket: 'zaino-sezione', region: 'eu-south-1', endpoint, forcePathStyle: pathStyle }),
      ).toBe(attesa);
    }
  });

  it('signs downloads as attachments of the stored type, for keys it generated only', async () => {
    const s = bucket();
    const url = new URL(
      await s.getSignedUrl('ricevute/00000000-0000-4000-8000-000000000000.pdf', 'Ricevuta «n. 3».pdf'),
    );
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="Ricevuta n. 3.pdf"',
    );
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    await expect(s.getSignedUrl('../segreti.pdf', 'x.pdf')).rejects.toThrow();
  });
});
