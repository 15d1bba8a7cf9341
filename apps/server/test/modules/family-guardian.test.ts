import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FamilyExport } from '@academy/contract/family-data';
import { SECOND_GUARDIAN } from '@academy/contract/family-guardian';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration';
import { FAMILY_PAGE } from '@academy/contract/trial';
import { createTestApp, PARENT_FORM, type TestApp, registrationIdOf } from '../helpers.ts';

/**
 * The family's second guardian (docs/decisions/063): added and changed from the status page, its
 * name and phone at once, its address only once it is confirmed from its own mailbox; removed by
 * the family; on the family's export. The first guardian and the children's records stay as they are.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await t.app.db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};
let n = 0;
async function family() {
  n += 1;
  const email = `guardian.one${n}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: { ...PARENT_FORM, parent_email: email, player_name: `Abena${n} Guard` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = await registrationIdOf(t.app, res.json().data);
  const url = await t.app.statusLinks.urlFor(t.app.db, id);
  return { id, email, token: url.slice(url.lastIndexOf('/') + 1) };
}
const second = (k: number) => ({
  parent_name: `Kwame Second${k}`,
  parent_email: `guardian.two${k}@example.com`,
  contact_phone: `+256 700 111 ${String(k).padStart(3, '0')}`,
});
const save = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/public/status/${token}/guardian`, payload });
const read = async (token: string) => (await t.app.inject({ url: `/api/public/status/${token}/guardian` })).json().data;
const confirmLinkMailedTo = async (to: string) => {
  const [row] = await rowsOf(sql`select text from emails where "to" = ${to} and kind = 'email_confirmation' order by id desc limit 1`);
  return String(row?.text ?? '').match(/\/family\/email\/([A-Za-z0-9_-]+)/)?.[1];
};
const guardians = (familyOfId: number) =>
  rowsOf(
    sql`select position, name, email, phone from family_guardians where family_id = (select family_id from registrations where id = ${familyOfId}) order by position`,
  );

describe("the family's second guardian", () => {
  it('is added once its address is confirmed from its own mailbox, and is on the export; the first guardian stays', async () => {
    const f = await family();
    const g = second(n);
    expect(await read(f.token)).toEqual({ guardian: null, pending: null });

    const saved = await save(f.token, g);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ guardian: null, pending: { name: g.parent_name, email: g.parent_email, phone: g.contact_phone }, email_sent: true });
    // Nothing counts yet: no guardian row, the export names one guardian.
    expect(await guardians(f.id)).toHaveLength(1);
    const token = await confirmLinkMailedTo(g.parent_email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const confirmed = await t.app.inject({ method: 'POST', url: `/api/public/family-email/${token}`, payload: {} });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await read(f.token)).toEqual({ guardian: { name: g.parent_name, email: g.parent_email, phone: g.contact_phone }, pending: null });
    expect(await guardians(f.id)).toEqual([
      expect.objectContaining({ position: 1, email: f.email }),
      { position: 2, name: g.parent_name, email: g.parent_email, phone: g.contact_phone },
    ]);
    const [reg] = await rowsOf(sql`select parent_email from registrations where id = ${f.id}`);
    expect(reg!.parent_email).toBe(f.email);
    // No "your address changed" notice to an address that never was: the new guardian had none.
    expect(await rowsOf(sql`select id from emails where kind = 'contact_changed' and ("to" = '' or "to" = ${f.email})`)).toEqual([]);

    const doc = (await t.app.inject({ url: `/api/public/status/${f.token}/data` })).json().data as FamilyExport;
    expect(doc.guardians.map((r) => r.email)).toEqual([f.email, g.parent_email]);
  });

  it('changes the name and phone at once; a new address waits for its own confirmation', async () => {
    const f = await family();
    const g = second(n);
    await save(f.token, g);
    await t.app.inject({ method: 'POST', url: `/api/public/family-email/${await confirmLinkMailedTo(g.parent_email)}`, payload: {} });

    const renamed = await save(f.token, { ...g, parent_name: 'Kwame Renamed', contact_phone: '+256 700 999 999' });
    expect(renamed.json().data).toMatchObject({
      guardian: { name: 'Kwame Renamed', email: g.parent_email, phone: '+256 700 999 999' },
      pending: null,
      email_sent: false,
    });

    const moved = await save(f.token, { ...g, parent_name: 'Kwame Renamed', parent_email: `moved${n}@example.com`, contact_phone: '+256 700 999 999' });
    expect(moved.json().data).toMatchObject({ guardian: { email: g.parent_email }, pending: { email: `moved${n}@example.com` }, email_sent: true });
    expect(await confirmLinkMailedTo(`moved${n}@example.com`)).toBeTruthy();
    // The first guardian's pending address is a different thing: none.
    expect((await t.app.inject({ url: `/api/public/status/${f.token}/details` })).json().data.pending_email).toBeNull();
  });

  it("a changed second guardian's address undone from the old one renews the links and mails them to the first guardian", async () => {
    const f = await family();
    const g = second(n);
    await save(f.token, g);
    await t.app.inject({ method: 'POST', url: `/api/public/family-email/${await confirmLinkMailedTo(g.parent_email)}`, payload: {} });
    await save(f.token, { ...g, parent_email: `taken${n}@example.com` });
    await t.app.inject({ method: 'POST', url: `/api/public/family-email/${await confirmLinkMailedTo(`taken${n}@example.com`)}`, payload: {} });
    // The old second address is told, with its undo link.
    const [notice] = await rowsOf(sql`select text from emails where "to" = ${g.parent_email} and kind = 'contact_changed' order by id desc limit 1`);
    const undo = String(notice?.text ?? '').match(/\/family\/email\/([A-Za-z0-9_-]+)/)?.[1];
    expect(undo).toBeTruthy();
    const undone = await t.app.inject({ method: 'POST', url: `/api/public/family-email/${undo}`, payload: {} });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await guardians(f.id)).toEqual([
      expect.objectContaining({ position: 1, email: f.email }),
      expect.objectContaining({ position: 2, email: g.parent_email }),
    ]);
    // The old link no longer opens the page; the new one went to the first guardian.
    expect((await t.app.inject({ url: `/api/public/status/${f.token}` })).statusCode).toBe(404);
    const mailed = await rowsOf(sql`select "to" from emails where kind = 'status_link' and subject_id = ${f.id}`);
    expect(mailed.map((r) => r.to)).toEqual([f.email]);
  });

  it("refuses the first guardian's own address and a malformed one, with the form's words, and stores nothing", async () => {
    const f = await family();
    const same = await save(f.token, { ...second(n), parent_email: f.email.toUpperCase() });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(SECOND_GUARDIAN.sameAsFirst);
    const bad = await save(f.token, { ...second(n), parent_email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REGISTRATION_MESSAGES.email);
    expect(await read(f.token)).toEqual({ guardian: null, pending: null });
    expect(await rowsOf(sql`select id from family_email_changes where family_id = (select family_id from registrations where id = ${f.id})`)).toEqual([]);
  });

  it('is removed by the family, with what waited for confirmation, audited', async () => {
    const f = await family();
    const g = second(n);
    await save(f.token, g);
    const link = await confirmLinkMailedTo(g.parent_email);
    await t.app.inject({ method: 'POST', url: `/api/public/family-email/${link}`, payload: {} });
    await save(f.token, { ...g, parent_email: `later${n}@example.com` });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/public/status/${f.token}/guardian` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ guardian: null, pending: null });
    expect(await guardians(f.id)).toHaveLength(1);
    // The address that waited can no longer join.
    const late = await t.app.inject({ method: 'POST', url: `/api/public/family-email/${await confirmLinkMailedTo(`later${n}@example.com`)}`, payload: {} });
    expect(late.json().data.state).toBe('expired');
    expect(await guardians(f.id)).toHaveLength(1);
    const audits = await rowsOf(sql`select action, actor from audit_log where action like 'family.guardian_%' order by id desc limit 1`);
    expect(audits).toEqual([{ action: 'family.guardian_remove', actor: 'family' }]);
  });

  it('answers a wrong link with 404 and touches no family', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/public/status/not-a-real-token-at-all-000/guardian',
        ...(method === 'PUT' ? { payload: second(0) } : {}),
      });
      expect([method, res.statusCode, res.json().message]).toEqual([method, 404, FAMILY_PAGE.invalidLink]);
    }
  });
});
