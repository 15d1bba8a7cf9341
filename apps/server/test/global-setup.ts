import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied: test/helpers.ts copies it for each new database. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: a migrated PostgreSQL database each new test database is created from. */
    postgresTemplate: string | undefined;
    /**
     * Where the run's seeded template goes (the demo content, as `seed: true` makes it): a data
     * directory and, with TEST_DATABASE_URL, a database. Made by the first test that asks for it
     * (test/helpers.ts), copied by every later one; nothing is made when no test asks.
     */
    seededTemplate: { dir: string; postgres: string | undefined };
  }
}

/**
 * Once per `vitest run` (decision 028): the migrated database every test database starts from.
 * A new PGlite runs initdb (seconds, and most of the cost of a test file), and migrating takes
 * another second; copying a migrated data directory, or `create database … template …` on
 * PostgreSQL, takes a fraction of that. The seeded template (the demo content, ~25 s to make) is
 * made the same way, but only when a test asks for it (test/helpers.ts).
 */
export default async function setup(project: TestProject) {
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-template-'));
  const lite = await openDatabase({ dataDir: root });
  await lite.migrate();
  await lite.close();
  project.provide('pgliteTemplate', path.join(root, 'pglite'));

  const base = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | undefined;
  if (base) {
    postgresTemplate = `academy_template_${randomBytes(6).toString('hex')}`;
    await onServer(base, `create database ${postgresTemplate}`);
    const url = new URL(base);
    url.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    // A template must have no open connection while databases are created from it.
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);
  const seededPostgres = postgresTemplate && `${postgresTemplate}_seeded`;
  project.provide('seededTemplate', { dir: path.join(root, 'seeded'), postgres: seededPostgres });

  return async () => {
    if (base && seededPostgres) await onServer(base, `drop database if exists ${seededPostgres} with (force)`);
    if (base && postgresTemplate) await onServer(base, `drop database if exists ${postgresTemplate} with (force)`);
    await fsp.rm(root, { recursive: true, force: true });
  };
}

async function onServer(base: string, statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
