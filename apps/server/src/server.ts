import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { securePrivateDir } from './lib/private-files.ts';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  // What the server writes (database files, uploads, the secret) is its owner's only, and so is
  // DATA_DIR, whatever an older version left there (docs/decisions/023).
  // PGlite writes its files 0666 whatever the umask: they are brought to 0600 at start, once the
  // database is open, and at shutdown; in between DATA_DIR's 0700 keeps everyone else out.
  process.umask(0o077);
  const secureDataDir = () => (!config.databaseUrl || !config.s3 ? securePrivateDir(config.dataDir) : undefined);
  secureDataDir();
  // Only the embedded database needs the directory lock; PostgreSQL handles several instances itself.
  const release = config.databaseUrl ? () => {} : await lockDataDir(path.join(config.dataDir));
  process.once('exit', release);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
    secureDataDir();
  } catch (err) {
    release();
    throw err;
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      release();
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      secureDataDir();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started, database: app.database.kind }, 'ready');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
