import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from '@academy/contract/email';
import { DEFAULT_VIDEO_MAX_BYTES } from '@academy/contract/media';
import { REPO_ROOT } from './lib/paths.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number (0-65535)').default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email({ error: 'must be an email address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(1024)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  VIDEO_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .positive('must be a positive number of bytes')
    .default(DEFAULT_VIDEO_MAX_BYTES),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' })
    .default('info'),
  SEED: bool(true),
  RATE_LIMIT_FORMS: z.coerce.number({ error: 'must be a number' }).int().positive().default(100),
  RATE_LIMIT_WINDOW_MS: z.coerce.number({ error: 'must be a number' }).int().positive().default(60_000),
  LOGIN_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().positive().default(10),
  LOGIN_WINDOW_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .positive()
    .default(15 * 60_000),
  /** How many proxies stand in front (a hop count) or which addresses are proxies (IPs/CIDRs, comma-separated); see trustProxyOf. */
  TRUST_PROXY: z.string().optional(),
  /** A request body must start within this time and then keep up BODY_MIN_RATE bytes per second, or the connection is closed (lib/body-deadline.ts). */
  BODY_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(3_600_000).default(20_000),
  BODY_MIN_RATE: z.coerce.number({ error: 'must be a number of bytes per second' }).int().min(1).max(1_000_000_000).default(500),
  /** Embedded demo only: show the sample administrator on /login to every visitor, not just this machine's browsers (decision 022). */
  PUBLIC_DEMO: bool(false),
  /** Comma-separated origins allowed to call the API from another site; empty: same origin only. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' }))),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_FORCE_PATH_STYLE: bool(false),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be smtp://user:pass@host:587 or smtps://user:pass@host:465' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).max(300).default(DEFAULT_MAIL_FROM),
  ACADEMY_EMAIL: z
    .email({ error: 'must be an email address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be the site's absolute http(s) origin, e.g. https://academy.example.org" })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How often the background runner looks for due mail and jobs when nothing woke it. */
  BACKGROUND_POLL_MS: z.coerce.number({ error: 'must be a number' }).int().min(50).max(600_000).default(2000),
  /** Newsletter mails made per batch (one transaction each; decision 016). */
  NEWSLETTER_BATCH_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(5000).default(100),
  /** First retry delay of a mail that failed temporarily; it doubles each time (at most an hour). */
  MAIL_RETRY_BASE_MS: z.coerce.number({ error: 'must be a number' }).int().min(10).max(3_600_000).default(30_000),
  /** Retention: rejected and withdrawn applications, contact messages and audit entries are erased after these many days. */
  RETENTION_DAYS: z.coerce.number({ error: 'must be a whole number of days' }).int().min(1).max(36_500).default(365),
  MESSAGE_RETENTION_DAYS: z.coerce.number({ error: 'must be a whole number of days' }).int().min(1).max(36_500).default(365),
  AUDIT_RETENTION_DAYS: z.coerce.number({ error: 'must be a whole number of days' }).int().min(1).max(36_500).default(730),
  /** Faults the server survives (decision 021). How long start-up waits for an unreachable database before giving up. */
  DB_STARTUP_WAIT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(86_400_000).default(300_000),
  /** Longest wait for one answer of the S3 server (request sent, or the next bytes of a transfer) before 503. */
  S3_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(600_000).default(30_000),
  /** Longest time one mail may take to send; then it is retried later. Well inside the 2-minute claim. */
  MAIL_SEND_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(90_000).default(60_000),
  /** Sent mails keep their text and HTML this many days (the Outbox shows them), then only their metadata. */
  MAIL_BODY_RETENTION_DAYS: z.coerce.number({ error: 'must be a whole number of days' }).int().min(0).max(36_500).default(30),
  /** Stored files no row refers to are removed once older than this (an upload between its file and its row is younger). */
  UPLOAD_SWEEP_GRACE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .default(6 * 3_600_000),
  /** How often the sweeps (temporary upload folders, files no row refers to, old mail bodies) run after the one at start. */
  SWEEP_INTERVAL_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000).default(3_600_000),
});

/** Uploads go to this S3-compatible bucket instead of DATA_DIR/uploads. */
export type S3Config = { endpoint: string | undefined; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export type Config = {
  /** Days after which old records are erased by the daily retention job. */
  retention: { registrationDays: number; messageDays: number; auditDays: number };
  port: number;
  host: string;
  /** HOST came from the default, not the environment: an upgrade notice (the default changed, decision 056). */
  hostDefaulted: boolean;
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
  /** false, a hop count, or the proxies' addresses (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  bodyTimeoutMs: number;
  bodyMinRate: number;
  publicDemo: boolean;
  corsOrigins: string[];
  /** Set when S3_BUCKET is: files live in the bucket; otherwise under DATA_DIR/uploads. */
  s3?: S3Config | undefined;
  /** Mail: without smtpUrl mail is kept in the outbox, not sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the academy's notifications go; the first administrator's email when unset. */
  academyEmail: string | undefined;
  /** Absolute origin of every link in a mail. */
  publicUrl: string;
  backgroundPollMs: number;
  newsletterBatchSize: number;
  mailRetryBaseMs: number;
  /** Faults the server survives (decision 021): see DB_STARTUP_WAIT_MS and the settings after it. */
  dbStartupWaitMs: number;
  s3TimeoutMs: number;
  mailSendTimeoutMs: number;
  mailBodyRetentionDays: number;
  uploadSweepGraceMs: number;
  sweepIntervalMs: number;
  /** Tests use an in-memory PGlite instead of DATA_DIR/pglite. */
  inMemoryDb?: boolean;
};

export class ConfigError extends Error {}

export const JWT_SECRET_REQUIRED =
  'Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (every instance must sign and check tokens with the same secret; ' +
  'set it to a random string of at least 32 characters, e.g. `openssl rand -base64 48`)';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  // A secret generated into DATA_DIR would differ per instance: a token signed by one would be refused by the next.
  if (e.DATABASE_URL && !e.JWT_SECRET) throw new ConfigError(JWT_SECRET_REQUIRED);
  const s3 = s3Config(e);
  return {
    port: e.PORT,
    host: e.HOST,
    hostDefaulted: !env.HOST,
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
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    bodyMinRate: e.BODY_MIN_RATE,
    publicDemo: e.PUBLIC_DEMO,
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    s3,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    academyEmail: e.ACADEMY_EMAIL?.toLowerCase(),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    backgroundPollMs: e.BACKGROUND_POLL_MS,
    newsletterBatchSize: e.NEWSLETTER_BATCH_SIZE,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    retention: { registrationDays: e.RETENTION_DAYS, messageDays: e.MESSAGE_RETENTION_DAYS, auditDays: e.AUDIT_RETENTION_DAYS },
    dbStartupWaitMs: e.DB_STARTUP_WAIT_MS,
    s3TimeoutMs: e.S3_TIMEOUT_MS,
    mailSendTimeoutMs: e.MAIL_SEND_TIMEOUT_MS,
    mailBodyRetentionDays: e.MAIL_BODY_RETENTION_DAYS,
    uploadSweepGraceMs: e.UPLOAD_SWEEP_GRACE_MS,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
  };
}

/** S3_BUCKET switches storage to S3; other S3_* settings without it would silently keep files on local disk. */
function s3Config(e: z.infer<typeof EnvSchema>): S3Config | undefined {
  const fail = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k] !== undefined);
    if (stray.length)
      throw fail([`S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (without it files are stored on local disk)`]);
    return undefined;
  }
  if (!accessKeyId || !secretAccessKey) {
    throw fail([
      ...(accessKeyId ? [] : ['S3_ACCESS_KEY_ID: required when S3_BUCKET is set']),
      ...(secretAccessKey ? [] : ['S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set']),
    ]);
  }
  return { endpoint: e.S3_ENDPOINT, bucket, region: e.S3_REGION ?? 'us-east-1', accessKeyId, secretAccessKey, forcePathStyle: e.S3_FORCE_PATH_STYLE };
}

export const TRUST_PROXY_YES_REFUSED =
  'Invalid configuration:\n  TRUST_PROXY: "true" trusted any X-Forwarded-For, so a visitor could pick the address the limits count. ' +
  'Set the number of proxies in front of the server (e.g. 1 behind one nginx) or their addresses (e.g. 127.0.0.1,10.0.0.0/8).';

const IPV4_OR_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY (docs/decisions/023): empty, "false", "0" or "no" trust nobody; a whole number N
 * trusts the N proxies nearest the server (the client is the address N hops back in
 * X-Forwarded-For); a comma-separated list of addresses or CIDRs trusts only those peers. A plain
 * yes ("true", "1" means one hop) is refused: it trusted whatever X-Forwarded-For a client sent.
 */
export function trustProxyOf(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') throw new ConfigError(TRUST_PROXY_YES_REFUSED);
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 100) throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: a hop count must be at most 100 (got ${JSON.stringify(value)})`);
    return hops;
  }
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.filter((a) => !IPV4_OR_CIDR.test(a) && !IPV6_OR_CIDR.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
  if (bad.length) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: must be a number of proxies or a comma-separated list of proxy addresses/CIDRs (got ${JSON.stringify(value)}; not an address: ${bad.join(', ')})`,
    );
  }
  return list;
}
