import type { Config } from '../../config.ts';
import { createDiskStorage, type DiskStorage } from './disk-storage.ts';
import type { S3Storage } from './s3-storage.ts';

export type AnyStorage = DiskStorage | S3Storage;

/**
 * The file store of this configuration: the S3 bucket when S3_BUCKET is set, else the local disk
 * (decision 1114). The AWS SDK is loaded only when a bucket is used.
 */
export async function createStorage(
  config: Pick<Config, 'storageDir' | 'storageSecret' | 'publicUrl' | 's3'>,
): Promise<AnyStorage> {
  if (config.s3) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(config.s3);
  }
  return createDiskStorage({
    dir: config.storageDir,
    secret: config.storageSecret,
    publicUrl: config.publicUrl,
  });
}
