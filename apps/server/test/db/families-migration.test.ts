import { createHash, createHmac, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { childrenOf, familyOf, guardiansOf } from '../../src/modules/families/record.ts';
import { createStatusLinks } from '../../src/modules/access/status-links.ts';
import { freshPostgresUrl } from '../helpers.ts';

/**
 * Migration 0022 (the family record, docs/decisions/054) on a database of the previous release: its
 * registrations (siblings under one email written in different cases, other families), status links
 * and calendar feed links are written the way that release writes them, then the migration groups
 * them into families, and every link made before opens the same child, and the family's siblings,
 * afterwards. On PGlite, or on TEST_DATABASE_URL's server.
 */
const DRIZZLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const SECRET = randomBytes(32);
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
// The previous release's derivations (access/status-links.ts, then registrations/status-links.ts, before the family record).
const statusTokenOf = (id: number, nonce: string) => createHmac('sha256', SECRET).update(`status-link:${id}:${nonce}`).digest('base64url');
const feedTokenOf = (id: number, nonce: string) => createHmac('sha256', SECRET).update(`calendar-feed:${id}:${nonce}`).digest('base64url');

type Conn = { exec: (sql: string) => Promise<void>; rows: (sql: string) => Promise<Record<string, unknown>[]>; db: Db; close: () => Promise<void> };
let conn: Conn;
let drop: () => Promise<void>;

async function open(): Promise<Conn> {
  const fresh = await freshPostgresUrl();
  drop = fresh.drop;
  if (!fresh.url) {
    const lite = new PGlite();
    return {
      exec: async (sql) => void (await lite.exec(sql)),
      rows: async (sql) => (await lite.query<Record<string, unknown>>(sql)).rows,
      db: drizzleLite(lite) as unknown as Db,
      close: () => lite.close(),
    };
  }
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async (sql) => (await client.query(sql)).rows,
    db: drizzlePg(client) as unknown as Db,
    close: () => client.end(),
  };
}

async function migrate(file: string) {
  const text = await fsp.readFile(path.join(DRIZZLE, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await conn.exec(statement);
}

const files = async () => (await fsp.readdir(DRIZZLE)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();

beforeAll(async () => {
  conn = await open();
});
afterAll(async () => {
  await conn.close();
  await drop();
});

/** A registration as the previous release's public form stores it, with its status link and feed link; the tokens its mails carry. */
async function oldRegistration(parent: { name: string; email: string; phone: string }, child: string) {
  const [row] =
    await conn.rows(`insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age, years_playing, current_school, uniform_size, health_conditions, source, data_consent, photo_consent)
    values ('${parent.name}', '${parent.email}', '${parent.phone}', 'Accra', 'yes', '${child}', 12, '2', 'Riverside', 'Medium', 'N/A', 'public', true, 'yes') returning id`);
  const id = Number(row!.id);
  const nonce = randomBytes(16).toString('base64url');
  const feedNonce = randomBytes(16).toString('base64url');
  await conn.exec(
    `insert into registration_links (registration_id, nonce, token_hash, expires_at) values (${id}, '${nonce}', '${sha256(statusTokenOf(id, nonce))}', now() + interval '300 days')`,
  );
  await conn.exec(
    `insert into calendar_feed_links (registration_id, nonce, token_hash) values (${id}, '${feedNonce}', '${sha256(feedTokenOf(id, feedNonce))}')`,
  );
  return { id, status: statusTokenOf(id, nonce), feed: feedTokenOf(id, feedNonce) };
}

describe('migration 0022 (families) on a database of the previous release', () => {
  it('groups registrations into families by parent email, and keeps every status and calendar link opening the same child', async () => {
    const all = await files();
    expect(all).toContain('0022_families.sql');
    for (const f of all.filter((f) => f < '0021')) await migrate(f);

    const mensah = { name: 'Ama Mensah', email: 'ama.mensah@example.com', phone: '+233 20 111 0001' };
    const osei = { name: 'Kojo Osei', email: 'kojo@example.com', phone: '+233 20 222 0002' };
    const kofi = await oldRegistration(mensah, 'Kofi Mensah');
    const other = await oldRegistration(osei, 'Yaa Osei');
    // The sibling, registered later with the address typed in capitals and a new phone: the newest parent details win.
    const esi = await oldRegistration({ ...mensah, email: 'Ama.Mensah@Example.com', phone: '+233 20 111 0009' }, 'Esi Mensah');
    const before = await conn.rows('select registration_id, nonce, token_hash from registration_links order by 1');
    const feedsBefore = await conn.rows('select registration_id, nonce, token_hash from calendar_feed_links order by 1');

    for (const f of all.filter((f) => f >= '0021')) await migrate(f);

    const { db } = conn;
    // Two families: the Mensah siblings together, the Osei child apart.
    const mensahFamily = await familyOf(db, kofi.id);
    expect(mensahFamily).not.toBeNull();
    expect(await familyOf(db, esi.id)).toBe(mensahFamily);
    const oseiFamily = await familyOf(db, other.id);
    expect(oseiFamily).not.toBe(mensahFamily);
    expect(await childrenOf(db, mensahFamily!)).toEqual([kofi.id, esi.id]);
    expect(await childrenOf(db, oseiFamily!)).toEqual([other.id]);
    expect((await guardiansOf(db, mensahFamily!)).map((g) => [g.position, g.name, g.email.toLowerCase(), g.phone])).toEqual([
      [1, 'Ama Mensah', 'ama.mensah@example.com', '+233 20 111 0009'],
    ]);
    expect((await guardiansOf(db, oseiFamily!)).map((g) => [g.position, g.email, g.phone])).toEqual([[1, 'kojo@example.com', '+233 20 222 0002']]);
    expect(Number((await conn.rows('select count(*)::int as n from families'))[0]!.n)).toBe(2);

    // Every link the mails carried opens the same child as before, and its feed its own.
    expect(await conn.rows('select registration_id, nonce, token_hash from registration_links order by 1')).toEqual(before);
    expect(await conn.rows('select registration_id, nonce, token_hash from calendar_feed_links order by 1')).toEqual(feedsBefore);
    const links = createStatusLinks(SECRET, 'http://academy.test');
    for (const r of [kofi, other, esi]) {
      expect(await links.registrationOf(db, r.status)).toBe(r.id);
      expect(await links.registrationOfFeed(db, r.feed)).toBe(r.id);
    }

    // A registration written afterwards without a family (an instance of the previous release during
    // the upgrade, a seed) joins the family of its address, or a new one of its own.
    const [late] =
      await conn.rows(`insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age, years_playing, current_school, uniform_size, health_conditions)
      values ('Ama Mensah', 'AMA.MENSAH@example.com', '+1', 'Accra', 'yes', 'Abena Mensah', 11, '1', 'Riverside', 'Small', 'N/A') returning id, family_id`);
    expect(late!.family_id).toBe(mensahFamily);
    const [stranger] =
      await conn.rows(`insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age, years_playing, current_school, uniform_size, health_conditions)
      values ('New Parent', 'new@example.com', '+2', 'Accra', 'yes', 'New Child', 11, '1', 'Riverside', 'Small', 'N/A') returning id, family_id`);
    expect([mensahFamily, oseiFamily]).not.toContain(stranger!.family_id);
    expect((await guardiansOf(db, Number(stranger!.family_id))).map((g) => g.email)).toEqual(['new@example.com']);

    // A family whose last child goes, goes with its guardians; a family with children left stays.
    await conn.exec(`delete from registrations where id = ${other.id}`);
    expect(await conn.rows(`select id from families where id = ${oseiFamily}`)).toEqual([]);
    expect(await conn.rows(`select id from family_guardians where family_id = ${oseiFamily}`)).toEqual([]);
    await conn.exec(`delete from registrations where id = ${kofi.id}`);
    expect(await childrenOf(db, mensahFamily!)).toEqual([esi.id, Number(late!.id)]);
    // Every registration has a family: the column is required.
    await expect(conn.exec(`update registrations set family_id = null where id = ${esi.id}`)).rejects.toThrow();
  });
});
