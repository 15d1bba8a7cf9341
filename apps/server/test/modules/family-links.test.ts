import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PAGE } from '@academy/contract/trial';
import { STATUS_LINK_IDLE_DAYS } from '@academy/contract/registration';
import { createTestApp, PARENT_FORM, type TestApp, registrationIdOf } from '../helpers.ts';

/**
 * The family's status link lives by the child's activity and the family can end it
 * (docs/decisions/062): a link someone else holds does not work for ever, and a family that fears
 * it was passed on stops every one of its links and calendar addresses at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
type Row = Record<string, unknown>;
const rowsOf = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await t.app.db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};
let n = 0;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A child of the family at `email` (a new family unless the address has one), with its status and feed paths. */
async function child(email = `links.family${++n}@example.com`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: { ...PARENT_FORM, parent_email: email, player_name: `Ama${++n} Link` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = await registrationIdOf(t.app, res.json().data);
  const token = tokenOf(await t.app.statusLinks.urlFor(t.app.db, id));
  const feed = new URL((await t.app.statusLinks.feedUrlFor(t.app.db, id))!).pathname;
  return { id, email, token, feed };
}
const page = async (token: string) => {
  const res = await t.app.inject({ url: `/api/public/status/${token}` });
  return res.statusCode === 404 ? `404 ${res.json().message}` : res.statusCode;
};
const feedStatus = async (path: string) => (await t.app.inject({ url: path })).statusCode;
/** The child's last change and its link's making, `days` ago. */
async function idleFor(id: number, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  await t.app.db.execute(sql`update registrations set updated_at = ${at} where id = ${id}`);
  await t.app.db.execute(sql`update registration_links set created_at = ${at} where registration_id = ${id}`);
  await t.app.db.execute(sql`update calendar_feed_links set created_at = ${at} where registration_id = ${id}`);
}

describe('a status link lives by the child’s activity', () => {
  it(`works until ${STATUS_LINK_IDLE_DAYS} days after the child's last change, then answers 404, its calendar too`, async () => {
    const c = await child();
    await idleFor(c.id, STATUS_LINK_IDLE_DAYS - 1);
    expect([await page(c.token), await feedStatus(c.feed)]).toEqual([200, 200]);
    await idleFor(c.id, STATUS_LINK_IDLE_DAYS + 1);
    expect([await page(c.token), await feedStatus(c.feed)]).toEqual([`404 ${FAMILY_PAGE.invalidLink}`, 404]);
  });

  it('opening the page is not the child’s activity: it does not keep the link alive', async () => {
    const c = await child();
    await idleFor(c.id, STATUS_LINK_IDLE_DAYS - 1);
    expect(await page(c.token)).toBe(200);
    const [row] = await rowsOf(sql`select updated_at from registrations where id = ${c.id}`);
    const updatedAt = new Date(row!.updated_at as string | Date);
    expect(Date.now() - updatedAt.getTime()).toBeGreaterThan((STATUS_LINK_IDLE_DAYS - 2) * DAY_MS);
  });

  it("a change to the child's application starts the time again", async () => {
    const c = await child();
    await idleFor(c.id, STATUS_LINK_IDLE_DAYS + 1);
    expect(await page(c.token)).toBe(`404 ${FAMILY_PAGE.invalidLink}`);
    await t.app.db.execute(sql`update registrations set status = 'contacted', updated_at = now() where id = ${c.id}`);
    expect(await page(c.token)).toBe(200);
  });

  it('keeps working while the child holds a place in a squad, however long ago the last change', async () => {
    const c = await child();
    await idleFor(c.id, 3 * STATUS_LINK_IDLE_DAYS);
    await t.app.db.execute(sql`update registrations set status = 'accepted' where id = ${c.id}`);
    await idleFor(c.id, 3 * STATUS_LINK_IDLE_DAYS);
    expect([await page(c.token), await feedStatus(c.feed)]).toEqual([200, 200]);
  });
});

describe('the family ends its link', () => {
  const end = (token: string) => t.app.inject({ method: 'POST', url: `/api/public/status/${token}/end` });

  it("ends every link and calendar address of the family's children, audited; another family's stay; the next mail's link works", async () => {
    const first = await child();
    const sibling = await child(first.email);
    const other = await child();

    const res = await end(first.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ended: 2 });
    expect(res.headers['cache-control']).toBe('no-store');
    for (const c of [first, sibling]) expect([await page(c.token), await feedStatus(c.feed)]).toEqual([`404 ${FAMILY_PAGE.invalidLink}`, 404]);
    expect([await page(other.token), await feedStatus(other.feed)]).toEqual([200, 200]);

    const audits = await rowsOf(
      sql`select action, actor from audit_log where action = 'family.link_end' and record_id = (select family_id::text from registrations where id = ${first.id})`,
    );
    expect(audits).toEqual([{ action: 'family.link_end', actor: 'family' }]);

    // Nothing else changed: the children are there, and the next mail's link opens the family again.
    const fresh = tokenOf(await t.app.statusLinks.urlFor(t.app.db, first.id));
    expect(fresh).not.toBe(first.token);
    expect(await page(fresh)).toBe(200);
  });

  it('answers an ended, wrong or foreign-looking link with 404 and ends nothing', async () => {
    const c = await child();
    expect((await end(`${c.token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect(await page(c.token)).toBe(200);
    expect((await end(c.token)).statusCode).toBe(200);
    expect((await end(c.token)).statusCode).toBe(404);
  });
});
