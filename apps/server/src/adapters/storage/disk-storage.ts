import { mkdirSync, mkdtempSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { firma, firmaValida } from './firma.ts';
import { controllaCaricato, MESSAGGI_FILE, RifiutoFile } from './rifiuto-file.ts';
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
  type PostUrl,
  RECLAMO_MAX_MS,
  type Storage,
  type TipoFile,
  UPLOAD_EXPIRES_IN,
} from './storage.ts';

/** Paths of the disk store's routes (http/file-routes.ts). */
export const PERCORSO_CARICA = '/file/carica';
export const PERCORSO_SCARICA = '/file/scarica';

/** What the upload policy (the signed `policy` field) says. */
interface Policy {
  key: string;
  /** Unix seconds. */
  scadenza: number;
  max: number;
}

/** The metadata file beside each stored file; written last, so a half-written upload has none. */
interface Metadati {
  tipo: TipoFile;
  dimensione: number;
  nome: string;
}

export interface DiskStorageOptions {
  /** Unset: a fresh temporary folder for this process (tests, DATA_DIR=memory://). */
  dir: string | undefined;
  secret: string;
  publicUrl: string;
  /** Milliseconds since the epoch; tests move the clock. */
  adesso?: () => number;
}

export interface DiskStorage extends Storage {
  readonly kind: 'disk';
  /** Checks an upload (signed policy, expiry, key, size, real type) and stores it once. */
  accept(
    campi: Record<string, string>,
    file: { data: Buffer; tipo: TipoFile | undefined },
  ): Promise<FileSalvato>;
  /** Checks a download URL's query and says what to send. */
  open(query: Record<string, string | undefined>): Promise<FileSalvato & { percorso: string }>;
}

/**
 * The embedded default of the file port: files under `dir` (DATA_DIR/files), upload and download
 * URLs signed with HMAC and expiring, the same fields as an S3 presigned POST (decision 1111).
 */
export function createDiskStorage(opts: DiskStorageOptions): DiskStorage {
  let dir = opts.dir;
  if (dir !== undefined) mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Without a folder (tests, DATA_DIR=memory://) a temporary one, made on first use only.
  const radice = () => {
    dir ??= mkdtempSync(join(tmpdir(), 'zaino-file-'));
    return dir;
  };
  const adessoMs = () => opts.adesso?.() ?? Date.now();
  const adesso = () => Math.floor(adessoMs() / 1000);
  const percorso = (base: string, ext: string) => join(radice(), `${base}.${ext}`);

  async function leggiMetadati(base: string): Promise<Metadati | null> {
    try {
      return JSON.parse(await readFile(percorso(base, 'json'), 'utf8')) as Metadati;
    } catch {
      // Missing, or claimed by an upload still being written.
      return null;
    }
  }

  const salvato = (base: string, m: Metadati): FileSalvato => fileSalvato(base, m.tipo, m.dimensione, m.nome);

  /** Writes the file, then its metadata through `claim` (opened with `wx`: one upload per key). */
  async function scrivi(base: string, data: Buffer, tipo: TipoFile, nome: string): Promise<FileSalvato> {
    await mkdir(dirname(percorso(base, 'json')), { recursive: true, mode: 0o700 });
    let claim: Awaited<ReturnType<typeof open>>;
    try {
      claim = await open(percorso(base, 'json'), 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST')
        throw new RifiutoFile(409, MESSAGGI_FILE.giaCaricato);
      throw err;
    }
    const metadati: Metadati = { tipo, dimensione: data.length, nome };
    try {
      await writeFile(percorso(base, tipo), data, { mode: 0o600 });
      await claim.writeFile(JSON.stringify(metadati));
    } catch (err) {
      await rm(percorso(base, tipo), { force: true });
      await rm(percorso(base, 'json'), { force: true });
      throw err;
    } finally {
      await claim.close();
    }
    return salvato(base, metadati);
  }

  return {
    kind: 'disk',

    async createPostUrl({ cartella, maxBytes = MAX_UPLOAD_BYTES }): Promise<PostUrl> {
      const policy: Policy = {
        key: nuovaKey(cartella),
        scadenza: adesso() + UPLOAD_EXPIRES_IN,
        max: Math.min(maxBytes, MAX_UPLOAD_BYTES),
      };
      const testo = Buffer.from(JSON.stringify(policy)).toString('base64url');
      return {
        // Relative: the page posts to its own origin, whatever host it was opened at; an absolute
        // PUBLIC_URL address is another origin at 127.0.0.1 and the page's CSP blocks it (issue 23).
        url: PERCORSO_CARICA,
        fields: { key: policy.key, policy: testo, signature: firma(opts.secret, `carica\n${testo}`) },
      };
    },

    async accept(campi, file) {
      const testo = campi.policy ?? '';
      if (!firmaValida(opts.secret, `carica\n${testo}`, campi.signature)) {
        throw new RifiutoFile(403, MESSAGGI_FILE.firma);
      }
      const policy = JSON.parse(Buffer.from(testo, 'base64url').toString('utf8')) as Policy;
      if (adesso() > policy.scadenza) throw new RifiutoFile(403, MESSAGGI_FILE.scaduto);
      // The client may append the file's extension to the key (spec 3 §7); the rest is the policy's.
      if (leggiKey(campi.key ?? '')?.base !== policy.key) throw new RifiutoFile(403, MESSAGGI_FILE.firma);
      const tipo = controllaCaricato({
        dimensione: file.data.length,
        max: policy.max,
        tipo: file.tipo,
        contenuto: file.data,
      });
      return scrivi(
        policy.key,
        file.data,
        tipo,
        nomeAscii(campi['x-amz-meta-filename'] ?? '', `file.${tipo}`),
      );
    },

    async findUploaded(key) {
      const letta = leggiKey(key);
      if (!letta) return null;
      const metadati = await leggiMetadati(letta.base);
      const caricato = await stat(percorso(letta.base, 'json')).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      // Decision 1211: too old to claim (the clean-up may be deleting it).
      if (!metadati || adessoMs() - caricato > RECLAMO_MAX_MS) return null;
      return salvato(letta.base, metadati);
    },

    async put({ cartella, tipo, nome, body }) {
      return scrivi(nuovaKey(cartella), body, tipo, nomeAscii(nome, `file.${tipo}`));
    },

    async get(key) {
      const letta = leggiKey(key);
      const metadati = letta ? await leggiMetadati(letta.base) : null;
      if (!letta || !metadati || letta.tipo !== metadati.tipo) return null;
      return readFile(percorso(letta.base, metadati.tipo)).catch(() => null);
    },

    async getSignedUrl(key, nome) {
      const scadenza = adesso() + DOWNLOAD_EXPIRES_IN;
      const ascii = nomeAscii(nome);
      const query = new URLSearchParams({
        key,
        nome: ascii,
        scadenza: String(scadenza),
        firma: firma(opts.secret, `scarica\n${key}\n${ascii}\n${scadenza}`),
      });
      return `${opts.publicUrl}${PERCORSO_SCARICA}?${query}`;
    },

    async elenca(cartella) {
      const cartellaDisco = join(radice(), cartella);
      const nomi = await readdir(cartellaDisco).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [] as string[];
        throw err;
      });
      const depositi = new Map<string, Deposito>();
      for (const nome of nomi) {
        const base = `${cartella}/${nome.replace(/\.[a-z]+$/, '')}`;
        if (!leggiKey(base)) continue;
        // Deleted meanwhile by another round: nothing to list.
        const quando = await stat(join(cartellaDisco, nome)).then(
          (s) => s.mtime,
          () => null,
        );
        if (!quando) continue;
        const visto = depositi.get(base);
        if (!visto || visto.modificato < quando) depositi.set(base, { base, modificato: quando });
      }
      return [...depositi.values()];
    },

    async elimina(base) {
      if (!leggiKey(base) || leggiKey(base)?.tipo) throw new Error(`base di file non valida: ${base}`);
      // The files first, the metadata (what says an upload is there) last: a round cut short leaves
      // something the next one lists and finishes.
      for (const ext of Object.keys(CONTENT_TYPES)) await rm(percorso(base, ext), { force: true });
      await rm(percorso(base, 'json'), { force: true });
    },

    async open(query) {
      const { key = '', nome = '', scadenza = '' } = query;
      if (!firmaValida(opts.secret, `scarica\n${key}\n${nome}\n${scadenza}`, query.firma)) {
        throw new RifiutoFile(403, MESSAGGI_FILE.downloadNonValido);
      }
      if (adesso() > Number(scadenza)) throw new RifiutoFile(403, MESSAGGI_FILE.downloadScaduto);
      const letta = leggiKey(key);
      const metadati = letta ? await leggiMetadati(letta.base) : null;
      if (!letta || !metadati || letta.tipo !== metadati.tipo)
        throw new RifiutoFile(404, MESSAGGI_FILE.nonTrovato);
      const file = percorso(letta.base, metadati.tipo);
      await stat(file).catch(() => {
        throw new RifiutoFile(404, MESSAGGI_FILE.nonTrovato);
      });
      return { ...salvato(letta.base, metadati), nome, percorso: file };
    },
  };
}
