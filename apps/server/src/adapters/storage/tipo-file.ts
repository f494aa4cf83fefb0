import { fileTypeFromBuffer } from 'file-type';
import type { TipoFile } from './storage.ts';

const PER_MIME: Record<string, TipoFile> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The real type of an uploaded file, read from its first bytes (never from its name or the
 * Content-Type the client sends); undefined for anything but PDF, JPG and PNG.
 */
export async function rilevaTipo(data: Buffer): Promise<TipoFile | undefined> {
  const rilevato = await fileTypeFromBuffer(data);
  return rilevato ? PER_MIME[rilevato.mime] : undefined;
}
