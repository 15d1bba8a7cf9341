import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_BEFORE, RegistrationSchema } from '@academy/contract/registration';
import { freshPostgresUrl } from '../helpers.ts';

/**
 * Migration 0009 on a database that already holds registrations and a team (consent and minors,
 * decision 017): rows from before consent was asked read as "no photos, before-consent" and still
 * validate as registrations; existing players become children without photo consent, coaches stay
 * adults with theirs. On PGlite, or on TEST_DATABASE_URL's server.
 */
const DRIZZLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

type Db = { exec: (sql: string) => Promise<void>; rows: (sql: string) => Promise<Record<string, unknown>[]>; close: () => Promise<void> };
let db: Db;
let drop: () => Promise<void>;

async function open(): Promise<Db> {
  const fresh = await freshPostgresUrl();
  drop = fresh.drop;
  if (!fresh.url) {
    const lite = new PGlite();
    return {
      exec: async (sql) => void (await lite.exec(sql)),
      rows: async (sql) => (await lite.query<Record<string, unknown>>(sql)).rows,
      close: () => lite.close(),
    };
  }
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  return { exec: async (sql) => void (await client.query(sql)), rows: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
}

async function migrate(file: string) {
  const text = await fsp.readFile(path.join(DRIZZLE, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
}

const files = async () => (await fsp.readdir(DRIZZLE)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();

beforeAll(async () => {
  db = await open();
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('migration 0009 (consent) on existing data', () => {
  it('reads old registrations as no photos before consent, and makes existing players children without photo consent', async () => {
    const all = await files();
    expect(all).toContain('0009_consent.sql');
    for (const f of all.filter((f) => f < '0009')) await migrate(f);
    await db.exec(`insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age, years_playing, current_school, uniform_size, health_conditions, source)
      values ('Old Parent', 'old.parent@example.com', '+256 700 000 001', 'Kampala', 'yes', 'Old Player', 12, '2', 'Old School', 'Medium', 'N/A', 'public')`);
    await db.exec(`insert into team_members (name, role, jersey_number) values ('Old Striker', 'forward', 9), ('Old Coach', 'head_coach', null)`);

    for (const f of all.filter((f) => f >= '0009')) await migrate(f);

    const [row] = await db.rows('select * from registrations');
    expect(row).toMatchObject({
      data_consent: false,
      data_consent_version: CONSENT_BEFORE,
      data_consent_at: null,
      photo_consent: 'no',
      photo_consent_version: CONSENT_BEFORE,
      photo_consent_at: null,
    });
    // The answer every registration route gives (dates as ISO strings) still validates. The family
    // a later migration (0022) gave the row is never answered (docs/decisions/054).
    const { family_id: familyId, ...columns } = row!;
    expect(familyId).toEqual(expect.any(Number));
    const answer = Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
    expect(RegistrationSchema.safeParse(answer).success).toBe(true);

    const team = await db.rows('select name, is_minor, photo_consent from team_members order by name');
    expect(team).toEqual([
      { name: 'Old Coach', is_minor: false, photo_consent: true },
      { name: 'Old Striker', is_minor: true, photo_consent: false },
    ]);
    // A photo answer other than yes or no is refused by the database too.
    await expect(db.exec(`update registrations set photo_consent = 'maybe'`)).rejects.toThrow();
  });
});
