import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { contentTypeOf, isValidKey, StorageUnavailableError, UPLOADS_PREFIX, type ByteRange, type Storage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the provider's URL for MinIO, R2, Scaleway, a local test server... */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`; most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** Longest wait for the server (connecting, a whole request and its answer, an idle socket mid-transfer); default 30 s. */
  timeoutMs?: number;
};

/** Streams above one part are sent as a multipart upload: at most PART_SIZE × QUEUE_SIZE bytes are held in memory per upload. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
const MAX_SOCKETS = 1024;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/** `bytes 0-9/1234` → the numbers; undefined when the header is missing or odd. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | undefined {
  const m = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  return m ? { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) } : undefined;
}

/** The bytes `skip` .. `skip + take - 1` of `source`; the source is destroyed as soon as they are through. */
function sliceStream(source: Readable, skip: number, take: number): Readable {
  async function* slice() {
    let toSkip = skip;
    let left = take;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const rest = toSkip ? chunk.subarray(Math.min(toSkip, chunk.length)) : chunk;
      toSkip -= chunk.length - rest.length;
      if (rest.length) {
        const piece = rest.subarray(0, left);
        left -= piece.length;
        yield piece;
      }
      if (left === 0) return; // leaving the loop destroys the source
    }
  }
  return Readable.from(slice(), { objectMode: false });
}

/**
 * Files in an S3-compatible bucket, under the same keys as on disk. URLs stay `/uploads/<key>`:
 * the server keeps answering them (streaming from the bucket), so stored URLs survive a change of driver.
 */
export function createS3Storage(options: S3StorageOptions): Storage & { close(): void } {
  const { bucket } = options;
  const timeout = options.timeoutMs ?? 30_000;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC checksums (since 2025) are refused by several S3-compatible servers;
    // send and check them only where the API requires it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Every video being watched holds a connection for as long as the viewer streams (or pauses);
    // the SDK's default of 50 would make the 51st viewer, and every upload, wait.
    // Every call is bounded (decision 021): a server that accepts and never answers fails the request
    // with 503 after timeoutMs instead of holding it forever. requestTimeout covers a request up to
    // its answer's headers; socketTimeout a transfer that stops halfway.
    requestHandler: {
      connectionTimeout: Math.min(10_000, timeout),
      requestTimeout: timeout,
      throwOnRequestTimeout: true,
      socketTimeout: timeout,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });

  /** The SDK's call, its failures (a 404 aside) named as the file store's. */
  const send: typeof client.send = ((command: Parameters<typeof client.send>[0]) =>
    client.send(command).catch((err: unknown) => {
      throw isNotFound(err) ? err : new StorageUnavailableError(err);
    })) as typeof client.send;

  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return key;
  };

  return {
    async put(key, data, _contentType) {
      const Key = checked(key);
      // The type comes from the key, as on disk; the caller's value is what it sniffed from the bytes anyway.
      const ContentType = contentTypeOf(key);
      if (Buffer.isBuffer(data)) {
        await send(new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentLength: data.length, ContentType }));
        return;
      }
      // A PUT is atomic: readers see the old state or the whole object. On failure the Upload
      // aborts its multipart upload, so no parts or half object stay behind.
      const upload = new Upload({ client, params: { Bucket: bucket, Key, Body: data, ContentType }, partSize: PART_SIZE, queueSize: QUEUE_SIZE });
      // The Upload may replace the source's error by a failure to abort: the source's says what happened.
      let sourceError: unknown;
      data.on('error', (err) => {
        sourceError ??= err;
      });
      try {
        await upload.done();
      } catch (err) {
        throw sourceError ?? new StorageUnavailableError(err);
      } finally {
        if (!data.destroyed) data.destroy();
      }
    },

    async get(key, range?: ByteRange) {
      if (!isValidKey(key)) return undefined;
      let res;
      try {
        res = await send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
      const stream = res.Body as Readable;
      const contentType = contentTypeOf(key);
      const contentRange = parseContentRange(res.ContentRange);
      // Without Content-Range the answer is the whole object (a 200).
      const got = contentRange ?? { start: 0, end: (res.ContentLength ?? 0) - 1, size: res.ContentLength ?? 0 };
      const { size } = got;
      if (!range) return { stream, size, contentType, start: got.start, end: got.end };
      const start = range.start;
      const end = Math.min(range.end, size - 1);
      if (got.start === start && got.end === end) return { stream, size, contentType, start, end };
      // Some S3-compatible servers ignore Range, or answer more than asked (s3rver turns `bytes=0-0`
      // into the whole object): cut the bytes asked for out of what came.
      if (got.start > start || got.end < end) {
        stream.destroy();
        throw new Error(`S3 answered bytes ${got.start}-${got.end} of ${key} for ${start}-${end}`);
      }
      return { stream: sliceStream(stream, start - got.start, end - start + 1), size, contentType, start, end };
    },

    async size(key) {
      if (!isValidKey(key)) return undefined;
      try {
        const head = await send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength;
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async delete(key) {
      if (!isValidKey(key)) return;
      try {
        await send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        // S3 answers 204 for a missing key; a few compatible servers say 404 instead.
        if (!isNotFound(err)) throw err;
      }
    },

    url: (key) => `${UPLOADS_PREFIX}${key}`,

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key && isValidKey(o.Key)) yield { key: o.Key, modifiedMs: o.LastModified?.getTime() ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close: () => client.destroy(),
  };
}
