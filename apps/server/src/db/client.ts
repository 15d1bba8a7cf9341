import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import { prepareUpgrade, readManifest, readMigrations, recordSchema } from './migrations.ts';

/**
 * Both drivers speak the same PostgreSQL dialect through drizzle; the rest of the server sees one
 * type and never knows which engine is underneath.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, Record<string, never>>;

/** What a transaction callback receives: the same query API, so repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock (PostgreSQL: a session advisory lock), so that
   * instances starting together create the first administrator and the demo content once.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Any fixed 64-bit number shared by all instances of this app. */
const MIGRATION_LOCK_KEY = 72_431_905;
/** Held while the first administrator and the demo content are created (after migrations). */
const STARTUP_LOCK_KEY = 72_431_906;

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; inMemory?: boolean }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.inMemory ? undefined : path.join(opts.dataDir ?? './data', 'pglite'));
}

/** Drizzle's migrator between the released-migrations checks and bridges and the schema record (db/migrations.ts). */
async function upgrade(session: Parameters<typeof prepareUpgrade>[0], run: () => Promise<void>): Promise<void> {
  const current = readMigrations(MIGRATIONS_DIR);
  await prepareUpgrade(session, current, readManifest(MIGRATIONS_DIR));
  await run();
  await recordSchema(session, current);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Bounded waits everywhere, so that a database that went away answers 503 within seconds instead
  // of hanging requests: connecting (2 s), a query on the wire (client side) and on the server.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    query_timeout: 15_000,
    statement_timeout: 15_000,
    keepAlive: true,
    idleTimeoutMillis: 10_000,
  });
  // A client losing its server (PostgreSQL stopped or restarted, pg_terminate_backend, failover,
  // idle_in_transaction_session_timeout, a PgBouncer restart) must not crash the process. The pool
  // listens on idle clients only ('error' below); a client checked out for a transaction has no
  // listener of the pool's, so every client gets one of its own when it connects (decision 021).
  // The query under way fails with the connection error (503 to its request), the client is no
  // longer queryable, and release() drops it, so the next query opens a new connection: service
  // comes back by itself when the database does. Test: test/faults/pg-connection-loss.test.ts.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  /**
   * Waiting for another instance's advisory lock, and running migrations, may take longer than the
   * pool's timeouts allow: a connection of its own, without them (closed afterwards).
   */
  const lockClient = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  const db = drizzle(pool) as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      // Two instances starting together would both try to apply the same migration.
      const client = await lockClient();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const session = drizzle(client);
        await upgrade(session, () => migrate(session, { migrationsFolder: MIGRATIONS_DIR }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    exclusive: async (fn) => {
      const client = await lockClient();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      if (pool.ended) return;
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const pgliteDb = drizzle(client);
  const db = pgliteDb as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    migrate: () => upgrade(pgliteDb, () => migrate(pgliteDb, { migrationsFolder: MIGRATIONS_DIR })),
    // One process per data directory (lock.ts): nobody to exclude.
    exclusive: (fn) => fn(),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
