import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_VIDEO_MAX_BYTES } from '@academy/contract/media';
import { REPO_ROOT } from './lib/paths.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number (0-65535)').default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional().or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional().or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  VIDEO_MAX_BYTES: z.coerce.number({ error: 'must be a number of bytes' }).int().positive('must be a positive number of bytes').default(DEFAULT_VIDEO_MAX_BYTES),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  SEED: bool(true),
  RATE_LIMIT_FORMS: z.coerce.number({ error: 'must be a number' }).int().positive().default(100),
  RATE_LIMIT_WINDOW_MS: z.coerce.number({ error: 'must be a number' }).int().positive().default(60_000),
  LOGIN_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().positive().default(10),
  LOGIN_WINDOW_MS: z.coerce.number({ error: 'must be a number' }).int().positive().default(15 * 60_000),
  TRUST_PROXY: bool(false),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  webDist: string;
  videoMaxBytes: number;
  logLevel: string;
  seed: boolean;
  rateLimitForms: number;
  rateLimitWindowMs: number;
  loginMaxAttempts: number;
  loginWindowMs: number;
  trustProxy: boolean;
  /** Tests use an in-memory PGlite instead of DATA_DIR/pglite. */
  inMemoryDb?: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    videoMaxBytes: e.VIDEO_MAX_BYTES,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    rateLimitForms: e.RATE_LIMIT_FORMS,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowMs: e.LOGIN_WINDOW_MS,
    trustProxy: e.TRUST_PROXY,
  };
}
