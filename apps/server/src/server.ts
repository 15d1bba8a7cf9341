import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  // Only the embedded database needs the directory lock; PostgreSQL handles several instances itself.
  const release = config.databaseUrl ? () => {} : await lockDataDir(path.join(config.dataDir));
  process.once('exit', release);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
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
