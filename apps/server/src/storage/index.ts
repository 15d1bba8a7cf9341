import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** The one place the driver is chosen: S3 when S3_BUCKET is set, else DATA_DIR/uploads on local disk. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'> & Partial<Pick<Config, 's3TimeoutMs'>>): Storage {
  return config.s3 ? createS3Storage({ ...config.s3, timeoutMs: config.s3TimeoutMs }) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
