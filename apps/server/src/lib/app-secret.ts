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
