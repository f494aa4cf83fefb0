import type { FastifyInstance } from 'fastify';
import type { PostUrl } from '../src/adapters/storage/storage.ts';

// Files of each kind, by their first bytes, and the web's upload form (spec 1 §7: the fields, then
// Content-Type, the filename meta field, then the file).

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A JPEG laid out as cameras write it: header, frame (1 × 1), scan, end (decision 0426 walks it). */
export const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.from([0xff, 0xc0, 0x00, 0x0b, 8, 0x00, 0x01, 0x00, 0x01, 1, 1, 0x11, 0]),
  Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0]),
  Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
  Buffer.from([0xff, 0xd9]),
]);

export function moduloUpload(
  fields: Record<string, string>,
  file: Buffer,
  nome: string,
  contentType = 'application/octet-stream',
): { body: Buffer; contentType: string } {
  const boundary = '----zaino-test-boundary';
  const parti: Buffer[] = [];
  const campo = (name: string, value: string) =>
    parti.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [k, v] of Object.entries(fields)) campo(k, v);
  campo('Content-Type', contentType);
  campo('x-amz-meta-filename', nome);
  parti.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parti), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a file to an upload URL as the web does; returns the status and the message. */
export async function carica(
  app: FastifyInstance,
  post: PostUrl,
  file: Buffer,
  nome: string,
  fields: Record<string, string> = post.fields,
): Promise<{ status: number; message: string | undefined }> {
  const modulo = moduloUpload(fields, file, nome);
  const res = await app.inject({
    method: 'POST',
    url: new URL(post.url, 'http://s3.invalid').pathname, // the disk store's is relative, S3's absolute
    headers: { 'content-type': modulo.contentType },
    payload: modulo.body,
  });
  return {
    status: res.statusCode,
    message: res.body ? (res.json() as { message?: string }).message : undefined,
  };
}

/** GETs a download URL (path and query only). */
export function scarica(app: FastifyInstance, url: string) {
  const u = new URL(url);
  return app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
}
