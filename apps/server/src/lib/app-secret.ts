import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, JWT_SECRET_REQUIRED, type Config } from '../config.ts';

/**
 * The app's signing secret: JWT_SECRET, or one generated once into DATA_DIR (embedded mode only).
 * Sign-in tokens and the families' status links are derived from it.
 */
export function loadAppSecret(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  // loadConfig refuses this already; a config object built by hand must not fall back to a per-instance secret either.
  if (config.databaseUrl) throw new ConfigError(JWT_SECRET_REQUIRED);
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return new TextEncoder().encode(secret);
  }
}

/**
 * The signing secret a server on these settings uses, without making one: JWT_SECRET, else the
 * DATA_DIR file, else none yet. For backup and restore (decision 056), which carry or check it.
 */
export function existingAppSecret(env: { jwtSecret: string | undefined; dataDir: string }): { secret: string; from: 'env' | 'file' } | undefined {
  if (env.jwtSecret) return { secret: env.jwtSecret, from: 'env' };
  try {
    const secret = fs.readFileSync(path.join(env.dataDir, 'jwt-secret'), 'utf8').trim();
    return secret ? { secret, from: 'file' } : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the secret a restored backup carried into DATA_DIR, as the first start would have. */
export function installAppSecret(dataDir: string, secret: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), secret, { mode: 0o600 });
}
