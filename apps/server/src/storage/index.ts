import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage } from './disk.ts';
import type { Storage } from './storage.ts';

/**
 * The one place the driver is chosen: S3 when S3_BUCKET is set, else DATA_DIR/uploads on local disk.
 * The AWS SDK (a few MB of modules) is loaded only for S3: a disk deployment never imports it.
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'> & Partial<Pick<Config, 's3TimeoutMs'>>): Promise<Storage> {
  if (!config.s3) return createDiskStorage(path.join(config.dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3.ts');
  return createS3Storage({ ...config.s3, timeoutMs: config.s3TimeoutMs });
}
