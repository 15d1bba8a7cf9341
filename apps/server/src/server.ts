import http from 'node:http';
import path from 'node:path';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { isDbConnectivityError } from './plugins/error-handler.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { securePrivateDir } from './lib/private-files.ts';
import { flushLog } from './plugins/access-log.ts';

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
    app = await buildWhenDatabaseAnswers(config);
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
      // The log's last lines (written in batches) before the process ends.
      await flushLog();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started, database: app.database.kind }, 'ready');
}

/**
 * PostgreSQL unreachable at start (it starts after us, fails over, restarts): wait for it with
 * backoff (0.5 s doubling to 5 s), one clear line per try, up to DB_STARTUP_WAIT_MS, instead of
 * exiting at once (decision 021). Meanwhile the port answers /api/health/live with 200 and
 * everything else with 503, so an orchestrator sees a live process that is not ready yet.
 * Any other start-up failure (a bad migration, a wrong password) still ends the process at once.
 */
async function buildWhenDatabaseAnswers(config: Config) {
  const started = Date.now();
  let holding: http.Server | undefined;
  try {
    for (let attempt = 1, delay = 500; ; attempt++, delay = Math.min(delay * 2, 5_000)) {
      try {
        return await buildApp(config);
      } catch (err) {
        const waited = Date.now() - started;
        if (!isDbConnectivityError(err) || waited + delay > config.dbStartupWaitMs) throw err;
        const reason = err instanceof Error ? err.message : String(err);
        process.stdout.write(
          `${JSON.stringify({ level: 40, time: Date.now(), attempt, retryInMs: delay, waitedMs: waited, reason, msg: 'waiting for the database: not reachable yet' })}\n`,
        );
        holding ??= await holdPort(config).catch(() => undefined);
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  } finally {
    if (holding) {
      holding.closeAllConnections();
      await new Promise((r) => holding!.close(r));
    }
  }
}

/** The port while start-up waits: live, not ready. */
function holdPort(config: Config): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const live = req.url === '/api/health/live';
    res.writeHead(live ? 200 : 503, { 'content-type': 'application/json', 'retry-after': '5' });
    res.end(JSON.stringify(live ? { success: true, data: { status: 'live' } } : { success: false, message: COMMON_MESSAGES.databaseUnavailable }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host }, () => resolve(server));
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
