import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.ts';
import { controllaCaricato, RifiutoFile } from './rifiuto-file.ts';
import {
  CONTENT_TYPES,
  type Deposito,
  DOWNLOAD_EXPIRES_IN,
  type FileSalvato,
  fileSalvato,
  leggiKey,
  MAX_UPLOAD_BYTES,
  nomeAscii,
  nuovaKey,
  RECLAMO_MAX_MS,
  type Storage,
  type TipoFile,
  UPLOAD_EXPIRES_IN,
} from './storage.ts';
import { rilevaTipo } from './tipo-file.ts';

/** Tolerated difference between our clock and the store's when checking an upload's time. */
const MARGINE_OROLOGIO = 5 * 60;

export interface S3StorageOptions extends S3Config {
  /** Milliseconds since the epoch; tests move the clock. */
  adesso?: () => number;
}

export interface S3Storage extends Storage {
  readonly kind: 's3';
  /** Where browsers post uploads: the page's Content-Security-Policy must let them connect there. */
  readonly origineCaricamenti: string;
}

/**
 * The file port on an S3-compatible bucket (decision 1114). Browsers upload with a presigned POST
 * whose policy fixes the key, the size and the expiry; the upload key itself is never a stored file:
 * `findUploaded` checks it (time, size, real type, as the disk store does, since not every S3-compatible
 * store enforces policies) and copies it to `<key>.<ext>`, the file the payment records. Downloads
 * are presigned GETs that answer as attachments.
 */
export function createS3Storage(opts: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
  });
  const Bucket = opts.bucket;
  const adessoMs = () => opts.adesso?.() ?? Date.now();
  const adesso = () => Math.floor(adessoMs() / 1000);

  const leggi = async (Key: string) => client.send(new HeadObjectCommand({ Bucket, Key }));
  /** The object's head, or null when there is none (404: the bucket policy must allow s3:ListBucket). */
  const testa = (Key: string) =>
    leggi(Key).catch((err: unknown) => {
      if (statoHttp(err) === 404) return null;
      throw err;
    });
  const elimina = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  /** The whole upload (at most its URL's limit): its type and its structure are checked (decision 0426). */
  async function contenuto(Key: string, IfMatch: string | undefined): Promise<Buffer> {
    const letto = await client.send(new GetObjectCommand({ Bucket, Key, IfMatch }));
    return Buffer.from((await letto.Body?.transformToByteArray()) ?? []);
  }

  /**
   * Checks what a browser posted under `base` against its upload URL (the signed metadata), the size
   * limit and the real type; keeps it as `<base>.<ext>` or deletes it.
   */
  async function accetta(base: string, head: HeadObjectCommandOutput): Promise<FileSalvato | null> {
    const dimensione = head.ContentLength ?? 0;
    const scadenza = Number(head.Metadata?.scadenza);
    const max = Math.min(Number(head.Metadata?.max), MAX_UPLOAD_BYTES);
    const caricato = Math.floor((head.LastModified?.getTime() ?? Number.NaN) / 1000);
    // No signed metadata, or posted after the URL expired: not an upload through our URL.
    if (!(caricato <= scadenza + MARGINE_OROLOGIO) || !Number.isFinite(max)) {
      await elimina(base);
      return null;
    }
    let tipo: TipoFile;
    try {
      const dati = dimensione > 0 && dimensione <= max ? await contenuto(base, head.ETag) : Buffer.alloc(0);
      tipo = controllaCaricato({ dimensione, max, tipo: await rilevaTipo(dati), contenuto: dati });
    } catch (err) {
      if (!(err instanceof RifiutoFile)) throw err;
      await elimina(base);
      return null;
    }
    const nome = nomeAscii(head.Metadata?.filename ?? '', `file.${tipo}`);
    await client.send(
      new CopyObjectCommand({
        Bucket,
        Key: `${base}.${tipo}`,
        CopySource: `${Bucket}/${base}`,
        // What was checked is what is kept: a second post in between makes the copy fail.
        CopySourceIfMatch: head.ETag,
        MetadataDirective: 'REPLACE',
        ContentType: CONTENT_TYPES[tipo],
        Metadata: { filename: nome },
      }),
    );
    await elimina(base);
    return fileSalvato(base, tipo, dimensione, nome);
  }

  /** Decision 1211: uploaded too long ago to be claimed (the clean-up may be deleting it). */
  const troppoVecchio = (head: HeadObjectCommandOutput) =>
    adessoMs() - (head.LastModified?.getTime() ?? 0) > RECLAMO_MAX_MS;

  /** The accepted file under `base`, accepting a fresh upload there first. */
  async function trova(base: string, tentativo = 0): Promise<FileSalvato | null> {
    const tipi = Object.keys(CONTENT_TYPES) as TipoFile[];
    const [caricato, ...accettati] = await Promise.all([base, ...tipi.map((t) => `${base}.${t}`)].map(testa));
    const i = accettati.findIndex((h) => h !== null);
    const tipo = tipi[i];
    if (tipo) {
      // One upload per key: a later post to an accepted key is dropped, never kept.
      if (caricato) await elimina(base);
      const head = accettati[i]!;
      if (troppoVecchio(head)) return null;
      return fileSalvato(base, tipo, head.ContentLength ?? 0, head.Metadata?.filename ?? `file.${tipo}`);
    }
    if (!caricato || troppoVecchio(caricato)) return null;
    try {
      return await accetta(base, caricato);
    } catch (err) {
      // Another request accepted (moved) it meanwhile, or a new post replaced it: look again.
      if (tentativo > 0 || ![404, 412].includes(statoHttp(err) ?? 0)) throw err;
      return trova(base, tentativo + 1);
    }
  }

  return {
    kind: 's3',
    origineCaricamenti: origineBucket(opts),

    async createPostUrl({ cartella, maxBytes = MAX_UPLOAD_BYTES }) {
      const key = nuovaKey(cartella);
      const max = Math.min(maxBytes, MAX_UPLOAD_BYTES);
      const scadenza = adesso() + UPLOAD_EXPIRES_IN;
      const post = await createPresignedPost(client, {
        Bucket,
        Key: key,
        // The presigner counts from the real clock; the expiry is ours (tests move our clock).
        Expires: scadenza - Math.floor(Date.now() / 1000),
        Fields: { 'x-amz-meta-scadenza': String(scadenza), 'x-amz-meta-max': String(max) },
        Conditions: [
          ['content-length-range', 1, max],
          // The web adds these two after the fields (spec 3 §7); a policy must name every field.
          ['starts-with', '$Content-Type', ''],
          ['starts-with', '$x-amz-meta-filename', ''],
        ],
      });
      return { url: post.url, fields: { key, ...post.fields } };
    },

    async findUploaded(key) {
      const letta = leggiKey(key);
      return letta ? trova(letta.base) : null;
    },

    async put({ cartella, tipo, nome, body }) {
      const base = nuovaKey(cartella);
      const ascii = nomeAscii(nome, `file.${tipo}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${base}.${tipo}`,
          Body: body,
          ContentType: CONTENT_TYPES[tipo],
          Metadata: { filename: ascii },
        }),
      );
      return fileSalvato(base, tipo, body.length, ascii);
    },

    async get(key) {
      // Only accepted files (`<base>.<ext>`) are ever read back; a missing object is null.
      if (!leggiKey(key)?.tipo) return null;
      try {
        const risposta = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return risposta.Body ? Buffer.from(await risposta.Body.transformToByteArray()) : null;
      } catch (err) {
        if ([403, 404].includes(statoHttp(err) ?? 0)) return null;
        throw err;
      }
    },

    async elenca(cartella) {
      const depositi = new Map<string, Deposito>();
      let ContinuationToken: string | undefined;
      do {
        const pagina = await client.send(
          // Untested on s3rver, the test double: it refuses the signature of every listing (1114).
          new ListObjectsV2Command({ Bucket, Prefix: `${cartella}/`, ContinuationToken }),
        );
        for (const o of pagina.Contents ?? []) {
          const letta = leggiKey(o.Key ?? '');
          if (!letta?.base.startsWith(`${cartella}/`) || !o.LastModified) continue;
          const visto = depositi.get(letta.base);
          if (!visto || visto.modificato < o.LastModified)
            depositi.set(letta.base, { base: letta.base, modificato: o.LastModified });
        }
        ContinuationToken = pagina.IsTruncated ? pagina.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return [...depositi.values()];
    },

    async elimina(base) {
      if (!leggiKey(base) || leggiKey(base)?.tipo) throw new Error(`base di file non valida: ${base}`);
      // Deleting a missing object succeeds: a round cut short is finished by the next one.
      for (const Key of [...Object.keys(CONTENT_TYPES).map((t) => `${base}.${t}`), base]) await elimina(Key);
    },

    async getSignedUrl(key, nome) {
      const tipo = leggiKey(key)?.tipo;
      if (!tipo) throw new Error(`chiave di file non valida: ${key}`);
      const comando = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: CONTENT_TYPES[tipo],
        ResponseContentDisposition: `attachment; filename="${nomeAscii(nome)}"`,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, comando, {
        expiresIn: DOWNLOAD_EXPIRES_IN,
        signingDate: new Date(adessoMs()),
      });
    },
  };
}

/** The HTTP status of the store's refusal (404 missing, 412 changed since read, …). */
function statoHttp(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** The origin of the bucket's upload URL, as the SDK forms it (path or virtual-host style). */
export function origineBucket(opts: Pick<S3Config, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>) {
  if (!opts.endpoint) return `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`;
  const url = new URL(opts.endpoint);
  return opts.forcePathStyle ? url.origin : `${url.protocol}//${opts.bucket}.${url.host}`;
}
