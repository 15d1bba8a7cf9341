import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.ts';

export type LocalS3 = {
  config: S3Config;
  /** A separate client, to look into the bucket behind the driver's back. */
  client: S3Client;
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
};

/** A real S3 API (s3rver) on 127.0.0.1 and a random port, with its files in a temp directory and one fresh bucket. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: `academy-${randomBytes(4).toString('hex')}`,
    region: 'us-east-1',
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    config,
    client,
    keys: async () => {
      const res = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return (res.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}
