import type { Config } from '../../config.ts';
import { createDiskStorage, type DiskStorage } from './disk-storage.ts';

/** The file store of this configuration: the local disk (S3 when it is configured, issue 11 later). */
export function createStorage(
  config: Pick<Config, 'storageDir' | 'storageSecret' | 'publicUrl'>,
): DiskStorage {
  return createDiskStorage({
    dir: config.storageDir,
    secret: config.storageSecret,
    publicUrl: config.publicUrl,
  });
}
