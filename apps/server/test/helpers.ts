import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

export const ADMIN = { email: 'coach@academy.test', password: 'correct-horse-battery' };

/**
 * A new empty database on TEST_DATABASE_URL's server (one per test file or server process), or no
 * URL at all, which means PGlite.
 */
export async function freshPostgresUrl(base = process.env.TEST_DATABASE_URL): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!base) return { drop: async () => {} };
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
    },
  };
}

export type TestApp = { app: FastifyInstance; config: Config; close: () => Promise<void> };

/** `embedded: true`: the embedded database even in the PostgreSQL stage (the demo administrator exists only there). */
export async function createTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}, how: { embedded?: boolean } = {}): Promise<TestApp> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-test-'));
  const db = how.embedded ? { url: undefined, drop: async () => {} } : await freshPostgresUrl();
  const config: Config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    dataDir,
    databaseUrl: db.url,
    inMemoryDb: true,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    logLevel: 'silent',
    seed: false,
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await db.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(app: FastifyInstance, creds = ADMIN): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: creds });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type FilePart = { field: string; filename: string; content: Buffer; type?: string };

/** A real multipart/form-data body, as a browser would send it. */
export function multipart(fields: Record<string, string | number | boolean>, files: FilePart[] = []) {
  const boundary = `----academy${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function image(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG above 5 MB: random noise does not compress. */
export async function hugeJpeg(): Promise<Buffer> {
  const w = 2600;
  const h = 2600;
  const raw = randomBytes(w * h * 3);
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
}

export const fileExists = (p: string) =>
  fsp.stat(p).then(
    () => true,
    () => false,
  );

export const uploadPath = (config: Config, url: string) => path.join(config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
