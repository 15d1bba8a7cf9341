import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { readManifest, readMigrations } from '../../src/db/migrations.ts';
import { freshPostgresUrl } from '../helpers.ts';

/**
 * The schema version check at start (decision 056): a database that a newer release upgraded, or
 * that holds a rewritten version of a migration with no bridge, is refused with a message naming
 * both versions; it is never half-migrated. On PGlite, or on TEST_DATABASE_URL's server.
 */
const DRIZZLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const current = readMigrations(DRIZZLE);
const newest = current.at(-1)?.tag;
let open: { database: Database; drop: () => Promise<void> } | undefined;

async function fresh(): Promise<Database> {
  const pg = await freshPostgresUrl();
  const database = await openDatabase(pg.url ? { databaseUrl: pg.url } : { inMemory: true });
  open = { database, drop: pg.drop };
  return database;
}

afterEach(async () => {
  await open?.database.close();
  await open?.drop();
  open = undefined;
});

describe('the schema version check at start', () => {
  it('records the schema it migrated to', async () => {
    const database = await fresh();
    await database.migrate();
    const rows = (await database.db.execute(sql`select migration from drizzle.academy_schema`)).rows;
    expect(rows).toEqual([{ migration: newest }]);
  });

  it('refuses a database a newer release upgraded, naming both versions, and changes nothing', async () => {
    const database = await fresh();
    await database.migrate();
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('f'||repeat('0', 63), ${Date.parse('2027-06-01T00:00:00Z')})`,
    );
    await database.db.execute(sql`update drizzle.academy_schema set migration = '0042_from_the_future'`);
    await expect(database.migrate()).rejects.toThrow(
      `This database was upgraded by a newer release (its schema is at 0042_from_the_future); this release knows the schema up to ${newest}. Start that newer release, or restore a backup made before the upgrade.`,
    );
    const rows = (await database.db.execute(sql`select migration from drizzle.academy_schema`)).rows;
    expect(rows).toEqual([{ migration: '0042_from_the_future' }]);
  });

  it("refuses a placeholder that shared a real migration's timestamp, instead of skipping the real one", async () => {
    const database = await fresh();
    const placeholder = readManifest(DRIZZLE).rewritten.find((m) => m.tag === '0007_post_status');
    expect(placeholder?.bridge).toBeNull();
    await database.db.execute(sql`create schema drizzle`);
    await database.db.execute(sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
    for (const m of current.slice(0, 7))
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.sha256}, ${m.when})`);
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${placeholder?.sha256}, ${placeholder?.when})`);
    await expect(database.migrate()).rejects.toThrow(
      `This database holds 0007_post_status as it stood at ${placeholder?.first}, which this release (schema ${newest}) cannot upgrade safely: that migration was rewritten later.`,
    );
    // Nothing after it ran.
    const count = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows;
    expect(count).toEqual([{ n: 8 }]);
  });
});
