import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, COMMON_MESSAGES } from '@academy/contract/common';
import { HttpError } from './http-error.ts';

const MALFORMED_MULTIPART = /^(Malformed|Unexpected end of|Multipart: Boundary not found|Missing boundary|Part terminated early)/i;

export type FileRule = { maxBytes: number; tooLargeMessage: string; maxCount: number };

export const imageRule = (maxCount = 1): FileRule => ({ maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: IMAGE_MESSAGES.tooLarge, maxCount });

export type TempFile = { field: string; path: string; size: number; filename: string };

export type MultipartBody = { fields: Record<string, string>; files: TempFile[]; cleanup(): Promise<void> };

/**
 * Streams every file part to a temp file while counting bytes, so a too-large upload is refused
 * without ever being held in memory. The rest of the body is still read (and thrown away) before
 * answering, because a client that is still sending would otherwise see a reset connection
 * instead of the 413. The caller must call cleanup() in a finally.
 */
export async function readMultipart(request: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    // JSON bodies are accepted too for the text-only updates (no file can come that way).
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) fields[k] = String(v);
    return { fields, files: [], cleanup: async () => {} };
  }
  // Named with the process id: a sweep removes the folders of a process that was killed mid-upload (background/sweeps.ts).
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `academy-upload-${process.pid}-`));
  const files: TempFile[] = [];
  const fields: Record<string, string> = {};
  const cleanup = () => fsp.rm(dir, { recursive: true, force: true });
  let failure: HttpError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      const rule = rules[part.fieldname];
      const count = files.filter((f) => f.field === part.fieldname).length;
      if (failure || !rule || count >= rule.maxCount || !part.filename) {
        if (!failure && rule && count >= rule.maxCount) failure = new HttpError(400, `Too many files in ${part.fieldname}`);
        part.file.resume();
        await new Promise((r) => part.file.once('end', () => r(undefined)));
        continue;
      }
      const file = path.join(dir, randomUUID());
      const out = fs.createWriteStream(file);
      let size = 0;
      try {
        for await (const chunk of part.file) {
          size += (chunk as Buffer).length;
          if (size >= rule.maxBytes) {
            failure ??= new HttpError(413, rule.tooLargeMessage);
            continue;
          }
          if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
        }
      } finally {
        await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      }
      if (failure) continue;
      if (size === 0) continue; // an empty file input is "no file"
      files.push({ field: part.fieldname, path: file, size, filename: part.filename });
    }
  } catch (err) {
    await cleanup();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, COMMON_MESSAGES.tooLarge);
    // busboy's words for a body that is not valid multipart: the client's mistake, never a 500.
    if (err instanceof Error && MALFORMED_MULTIPART.test(err.message)) throw new HttpError(400, COMMON_MESSAGES.invalidInput);
    throw err;
  }
  if (failure) {
    await cleanup();
    throw failure;
  }
  return { fields, files, cleanup };
}

/** Reads the form with readMultipart, runs `fn` with it, and removes the temp files whatever happens. */
export async function withMultipart<T>(request: FastifyRequest, rules: Record<string, FileRule>, fn: (body: MultipartBody) => Promise<T>): Promise<T> {
  const body = await readMultipart(request, rules);
  try {
    return await fn(body);
  } finally {
    await body.cleanup();
  }
}

/** The one uploaded file of `field`, if any. */
export const fileOf = (body: Pick<MultipartBody, 'files'>, field: string): TempFile | undefined => body.files.find((f) => f.field === field);

/** Multipart bodies are read by readMultipart, so only params and query go through zod here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route schemas differ per route; the zod compiler checks them at runtime
export const multipartValidator: FastifySchemaCompiler<any> = (routeSchema) =>
  routeSchema.httpPart === 'body' ? (data) => ({ value: data }) : validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]);
