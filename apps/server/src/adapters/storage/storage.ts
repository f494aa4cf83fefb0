import { randomUUID } from 'node:crypto';

/** Kinds of file Zaino stores; people upload only the first three (spec 3 §4 bank receipt upload). */
export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type TipoFile = keyof typeof CONTENT_TYPES;
export const TIPI_CARICABILI: readonly TipoFile[] = ['pdf', 'jpg', 'png'];

/** Top-level folders of the store: what uploaded it, or which document the server wrote. */
export type Cartella = 'allegati' | 'bonifici' | 'ricevute' | 'estratti-conto';

/** Largest file a person may upload (the policy of each upload URL may ask for less). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Lifetime of an upload URL, seconds (long enough for a slow phone on a big photo). */
export const UPLOAD_EXPIRES_IN = 15 * 60;
/**
 * How long after its upload a file may still be claimed by a payment, milliseconds (decision 1211).
 * The page claims it at once; unclaimed files are deleted later than this (the orphans' clean-up),
 * so a claim never races the deletion of its file.
 */
export const RECLAMO_MAX_MS = 60 * 60 * 1000;
/** Lifetime of a download URL, seconds: the web opens it at once. */
export const DOWNLOAD_EXPIRES_IN = 5 * 60;

/** An S3-style presigned POST: post `fields` (key first), then Content-Type, the name meta field, the file. */
export interface PostUrl {
  url: string;
  fields: Record<string, string>;
}

/** What a store holds under one generated base (an upload, or a file and its metadata). */
export interface Deposito {
  /** `<cartella>/<uuid>`, without extension. */
  base: string;
  /** When the newest object of the base was written. */
  modificato: Date;
}

/** A stored file: its key (with the extension of its real type), size in bytes, type and name. */
export interface FileSalvato {
  key: string;
  dimensione: number;
  tipo: TipoFile;
  contentType: string;
  /** The ASCII name given at upload (the filename meta field), or the server's own name. */
  nome: string;
}

/** A stored file's description: its key is the generated base plus the extension of its type. */
export function fileSalvato(base: string, tipo: TipoFile, dimensione: number, nome: string): FileSalvato {
  return { key: `${base}.${tipo}`, dimensione, tipo, contentType: CONTENT_TYPES[tipo], nome };
}

/**
 * The file port (DESIGN.md §8): S3 presigned POST in production, the local disk by default, both
 * with the same upload protocol. Keys are generated here, never chosen by a client.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** A one-use upload URL for one file of at most `maxBytes`, stored under a new key in `cartella`. */
  createPostUrl(opts: { cartella: Cartella; maxBytes?: number }): Promise<PostUrl>;
  /**
   * The file uploaded under `key` (as given in the upload fields, with or without the extension the
   * client appended), or null when nothing was uploaded there. What a payment must call before
   * recording an upload key a client sends back. An upload older than RECLAMO_MAX_MS is null.
   */
  findUploaded(key: string): Promise<FileSalvato | null>;
  /** Stores a file the server wrote (receipt, statement) under a new key. */
  put(opts: { cartella: Cartella; tipo: TipoFile; nome: string; body: Buffer }): Promise<FileSalvato>;
  /** The bytes stored under `key` (with its extension), or null: what the server mails (receipts). */
  get(key: string): Promise<Buffer | null>;
  /** A download URL for `key`, valid DOWNLOAD_EXPIRES_IN seconds, saving the file as `nome`. */
  getSignedUrl(key: string, nome: string): Promise<string>;
  /** What is stored in `cartella`, one entry per generated base (the orphans' clean-up reads it). */
  elenca(cartella: Cartella): Promise<Deposito[]>;
  /** Deletes everything stored under a generated base; nothing there is not an error. */
  elimina(base: string): Promise<void>;
}

const KEY =
  /^(allegati|bonifici|ricevute|estratti-conto)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function nuovaKey(cartella: Cartella): string {
  return `${cartella}/${randomUUID()}`;
}

/** A key split into its generated base and the extension of the stored file; null if malformed. */
export function leggiKey(key: string): { base: string; tipo: TipoFile | undefined } | null {
  const m = /^(.*?)(?:\.([a-z]{3,4}))?$/.exec(key);
  const base = m?.[1] ?? '';
  const ext = m?.[2];
  if (!KEY.test(base)) return null;
  if (ext !== undefined && !(ext in CONTENT_TYPES)) return ext === 'jpeg' ? { base, tipo: 'jpg' } : null;
  return { base, tipo: ext as TipoFile | undefined };
}

/**
 * A file name safe in a Content-Disposition header and in the metadata: transliterated to plain
 * ASCII, non-printable and quoting characters removed (spec 1 §7), never empty.
 */
export function nomeAscii(nome: string, riserva = 'file'): string {
  const ascii = nome
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/;]/g, '')
    .trim()
    .slice(0, 120);
  return ascii === '' || /^\.+$/.test(ascii) ? riserva : ascii;
}
