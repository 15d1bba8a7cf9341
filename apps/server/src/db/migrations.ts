import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What runs around drizzle's migrator at start-up (decision 056). Drizzle applies every migration
 * whose journal timestamp is newer than the newest row of drizzle.__drizzle_migrations and looks
 * at nothing else, so on its own it replays tables a rewritten migration already made, silently
 * skips a real migration that shares a placeholder's timestamp, and starts on a database a newer
 * release upgraded. Before it runs, this step reads the rows (each holds the sha256 of the SQL it
 * ran) and, against released.json:
 * - a row of a known rewritten version that a landed release had is bridged: the SQL that makes
 *   its schema equal to the current migration's runs, and the current migration's row is recorded;
 * - a row of any other rewritten or unknown version, or one newer than this release, refuses the
 *   start with a message that names both versions (UpgradeRefused).
 * After it runs, drizzle.academy_schema records the newest migration's tag, so that an older
 * release can name the version it refuses.
 */

export type Migration = { idx: number; tag: string; when: number; sha256: string };
type Rewritten = { tag: string; when: number; sha256: string; first: string; bridge: string | null };
export type ReleasedManifest = { main: string; released: Migration[]; rewritten: Rewritten[] };

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export class UpgradeRefused extends Error {
  override name = 'UpgradeRefused';
}

/** Both drivers answer execute() with `{ rows }`. */
async function rowsOf<T>(db: AnyDb, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The migrations of a drizzle folder, in journal order, hashed as drizzle hashes them. */
export function readMigrations(dir: string): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
  return journal.entries.map((e) => ({ idx: e.idx, tag: e.tag, when: e.when, sha256: sha256(fs.readFileSync(path.join(dir, `${e.tag}.sql`), 'utf8')) }));
}

export function readManifest(dir: string): ReleasedManifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'released.json'), 'utf8')) as ReleasedManifest;
}

/**
 * Released migrations are never rewritten: every migration the manifest lists must stand in the
 * folder unchanged (tag, timestamp, SQL) at the same place of the journal, and every newer one must
 * come after the last released timestamp (else drizzle would skip it on a database of that release).
 * Returns one line per breach; empty when the folder keeps the rule.
 */
export function checkReleased(manifest: ReleasedManifest, current: Migration[]): string[] {
  const problems: string[] = [];
  manifest.released.forEach((m, i) => {
    const now = current[i];
    const same = current.find((c) => c.tag === m.tag);
    if (!same) problems.push(`released migration ${m.tag} was removed`);
    else if (!now || now.tag !== m.tag) problems.push(`released migration ${m.tag} moved from place ${i} to ${current.indexOf(same)} in the journal`);
    else if (now.when !== m.when) problems.push(`released migration ${m.tag}: its journal timestamp changed from ${m.when} to ${now.when}`);
    else if (now.sha256 !== m.sha256) problems.push(`released migration ${m.tag}: its SQL was changed (a change is a new migration after it)`);
  });
  const last = manifest.released.at(-1)?.when ?? 0;
  for (const m of current.slice(manifest.released.length)) {
    if (m.when <= last) problems.push(`new migration ${m.tag}: its timestamp ${m.when} is not after the last released one (${last}), so drizzle would skip it`);
  }
  return problems;
}

/** The bridges (released.json's "bridge" names) and the SQL each runs: its statements are idempotent. */
const BRIDGES: Record<string, { becomes: string; needs: string[]; sql: string[] }> = {
  // The release of 2026-11-25 (cb0ae92) made squads, squad_places and squad_coaches with
  // 0014_deep_obadiah_stane and 0015_tiresome_lockjaw; main's 0014_trial_to_squad makes the same
  // tables, constraints and indexes plus the staff note of a status change.
  'squads-0014': {
    becomes: '0014_trial_to_squad',
    needs: ['047ab07de7975d0cb8a2d1963538e5f3c0a51c058e60456cfa44dc3b65bdc2b1', '5e668f41bb4284f0aad4bb8a9eafebfa5fe0073d4e69900ae38520c024293c1a'],
    sql: ['ALTER TABLE "registration_status_history" ADD COLUMN IF NOT EXISTS "staff_note" text'],
  },
};

const describe = (when: number) => new Date(when).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Runs before drizzle's migrator, on its connection (PostgreSQL: under the migration lock).
 * Throws UpgradeRefused when the database cannot be upgraded by this release.
 */
export async function prepareUpgrade(db: AnyDb, current: Migration[], manifest: ReleasedManifest): Promise<void> {
  await db.execute(sql.raw('CREATE SCHEMA IF NOT EXISTS "drizzle"'));
  await db.execute(sql.raw('CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)'));
  await db.execute(
    sql.raw(
      'CREATE TABLE IF NOT EXISTS "drizzle"."academy_schema" (id integer PRIMARY KEY, migration text NOT NULL, upgraded_at timestamptz NOT NULL DEFAULT now())',
    ),
  );
  await db.execute(sql.raw('ALTER TABLE "drizzle"."academy_schema" ADD COLUMN IF NOT EXISTS found text'));
  const rows = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    'SELECT hash, created_at FROM "drizzle"."__drizzle_migrations" ORDER BY created_at, id',
  );
  if (rows.length === 0) return;
  const newest = current.at(-1);
  const mine = newest ? newest.tag : 'none';
  const byHash = new Map(current.map((m) => [m.sha256, m]));
  const rewritten = new Map(manifest.rewritten.map((m) => [`${m.sha256} ${m.when}`, m]));
  const applied = new Set(rows.map((r) => r.hash));
  const last = Math.max(...rows.map((r) => Number(r.created_at)));
  // The schema an older release left, kept the first time a release with this table meets the
  // database (a database this release makes has none): what changed for it can be told
  // (modules/upgrade-notices).
  const lastTag = [...current, ...manifest.rewritten].find((m) => m.when === last)?.tag ?? `a migration of ${describe(last)} UTC`;
  await db.execute(sql`INSERT INTO "drizzle"."academy_schema" (id, migration, found) VALUES (1, ${lastTag}, ${lastTag}) ON CONFLICT (id) DO NOTHING`);
  if (newest && last > newest.when) {
    const recorded = await rowsOf<{ migration: string }>(db, 'SELECT migration FROM "drizzle"."academy_schema" WHERE id = 1');
    const theirs = recorded[0]?.migration ?? `a migration of ${describe(last)} UTC`;
    throw new UpgradeRefused(
      `This database was upgraded by a newer release (its schema is at ${theirs}); this release knows the schema up to ${mine}. Start that newer release, or restore a backup made before the upgrade.`,
    );
  }
  const bridges = new Set<string>();
  for (const row of rows) {
    const when = Number(row.created_at);
    const known = byHash.get(row.hash);
    if (known && known.when === when) continue;
    const old = rewritten.get(`${row.hash} ${when}`);
    if (old?.bridge) {
      bridges.add(old.bridge);
      continue;
    }
    const name = old ? `${old.tag} as it stood at ${old.first}` : `an unknown version of the migration of ${describe(when)} UTC`;
    throw new UpgradeRefused(
      `This database holds ${name}, which this release (schema ${mine}) cannot upgrade safely: that migration was rewritten later. Restore a backup of a released version, or ask the maintainers for a bridge.`,
    );
  }
  for (const name of bridges) {
    const bridge = BRIDGES[name];
    const target = current.find((m) => m.tag === bridge?.becomes);
    if (!bridge || !target) throw new UpgradeRefused(`This release (schema ${mine}) has no bridge "${name}" for this database.`);
    if (applied.has(target.sha256)) continue;
    const missing = bridge.needs.filter((h) => !applied.has(h));
    if (missing.length > 0)
      throw new UpgradeRefused(`This database holds part of a rewritten migration (${bridge.becomes}) that this release (schema ${mine}) cannot bridge.`);
    await db.transaction(async (tx) => {
      for (const statement of bridge.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES (${target.sha256}, ${target.when})`);
    });
  }
}

/** After drizzle's migrator: the schema version an older release names when it refuses this database. */
export async function recordSchema(db: AnyDb, current: Migration[]): Promise<void> {
  const newest = current.at(-1);
  if (!newest) return;
  await db.execute(
    sql`INSERT INTO "drizzle"."academy_schema" (id, migration) VALUES (1, ${newest.tag}) ON CONFLICT (id) DO UPDATE SET migration = excluded.migration, upgraded_at = now() WHERE "academy_schema".migration IS DISTINCT FROM excluded.migration`,
  );
}
