import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERASURE_CODE_ATTEMPTS,
  ERASURE_CODES_PER_HOUR,
  FAMILY_DATA,
  FAMILY_RECORD_KINDS,
  type FamilyExport,
  type FamilyRecordKind,
} from '@academy/contract/family-data';
import { eventAvailability } from '../../src/db/schema/event-answers.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { familyErasureCodes } from '../../src/db/schema/families.ts';
import { squadPlaces, squads } from '../../src/db/schema/squads.ts';
import { bearer, createTestApp, erasureCodeMailed, eraseOwnData, login, PARENT_FORM, type TestApp, registrationIdOf } from '../helpers.ts';

/**
 * A family's data on a real database: the export holds every row that names the
 * family, and after the erasure no table holds its email, its children's names or its phone.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** Where each table's rows appear in the export. */
const KIND_OF_TABLE: Record<string, FamilyRecordKind> = {
  registrations: 'registrations',
  family_guardians: 'guardians',
  registration_status_history: 'status_history',
  photo_consent_changes: 'photo_consent_changes',
  trial_invitations: 'trial_invitations',
  progress_reports: 'progress_reports',
  emails: 'emails',
  contact_messages: 'contact_messages',
  newsletter_subscribers: 'newsletter_subscriptions',
};

/** Every row of every table of the database whose text contains one of `needles`, as "table#id". */
async function scan(needles: string[]): Promise<string[]> {
  const tables = rowsOf(
    await t.app.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((r) => String(r.table_name));
  expect(tables).toEqual(expect.arrayContaining(Object.keys(KIND_OF_TABLE)));
  const found: string[] = [];
  for (const table of tables) {
    const conditions = sql.join(
      needles.map((n) => sql`lower(x::text) like ${`%${n.toLowerCase()}%`}`),
      sql` or `,
    );
    const rows = rowsOf(await t.app.db.execute(sql`select to_jsonb(x) as row from ${sql.identifier(table)} x where ${conditions}`));
    for (const { row } of rows as { row: Row }[]) found.push(`${table}#${String(row.id ?? row.registration_id ?? JSON.stringify(row))}`);
  }
  return found.sort();
}

const family = (n: number) => ({
  email: `family${n}.parent@example.com`,
  phone: `+233 20 777 ${String(n).padStart(4, '0')}`,
  children: [`Yaw${n} Mensah${n}`, `Esi${n} Mensah${n}`],
});

/** Two registrations, a status change that mails, a trial invitation with a check-in and scores, a published report and a draft, a contact message and a subscription. */
async function createFamily(n: number): Promise<{ registrationIds: number[]; draftId: number; publishedId: number }> {
  const f = family(n);
  const registrationIds: number[] = [];
  for (const child of f.children) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { ...PARENT_FORM, parent_email: f.email.toUpperCase(), contact_phone: f.phone, player_name: child },
    });
    expect(res.statusCode, res.body).toBe(201);
    registrationIds.push(await registrationIdOf(t.app, res.json().data));
  }
  const contacted = await t.app.inject({
    method: 'PUT',
    url: `/api/registrations/${registrationIds[0]}/status`,
    headers: auth,
    payload: { status: 'contacted', notify: true, staff_note: `Staff only note ${n}` },
  });
  expect(contacted.statusCode, contacted.body).toBe(200);
  const trial = await t.app.inject({
    method: 'POST',
    url: '/api/trials',
    headers: auth,
    payload: { starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(), location: 'Main pitch', min_age: 10, max_age: 14, capacity: 20 },
  });
  expect(trial.statusCode, trial.body).toBe(201);
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/registrations/${registrationIds[1]}/invite`,
    headers: auth,
    payload: { trial_id: trial.json().data.id },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const trialId = trial.json().data.id;
  const send = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };
  await send('POST', `/api/trials/${trialId}/checkin`, { registration_id: registrationIds[1], attendance: 'late' });
  await send('PUT', `/api/registrations/${registrationIds[1]}/evaluation`, { trial_id: trialId, scores: { Technique: 4 }, note: `Coach note ${n}` });
  // A place in a squad and a training an hour ago, where the coach marked the child present (docs/decisions/041).
  const [squad] = await t.app.db
    .insert(squads)
    .values({ name: `Family U${n}`, season: '2026/27', min_age: 10, max_age: 14, capacity: 10 })
    .returning();
  await t.app.db.insert(squadPlaces).values({ squad_id: squad!.id, registration_id: registrationIds[1]!, state: 'enrolled' });
  const start = Date.now() - 3_600_000;
  const training = await send('POST', `/api/squads/${squad!.id}/events`, {
    kind: 'training',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 5_400_000).toISOString(),
    venue: { name: 'Main pitch', address: 'Plot 1' },
  });
  await send('POST', `/api/events/${training.id}/attendance`, { registration_id: registrationIds[1], attended: true });
  // The family's answer for that training (docs/decisions/040): its own data too.
  await t.app.db.insert(eventAvailability).values({ event_id: training.id, registration_id: registrationIds[1]!, answer: 'maybe' });
  const report = (summary: string) =>
    send('POST', `/api/registrations/${registrationIds[1]}/reports`, { criteria: [{ criterion: 'Technique', score: 4 }], summary });
  const published = await report(`Published report ${n}`);
  await send('PUT', `/api/reports/${published.id}/publish`);
  const draft = await report(`Draft report ${n}`);
  const message = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { fullname: 'A parent', email: f.email, phone: f.phone, message: `About ${f.children[0]}` },
  });
  expect(message.statusCode, message.body).toBe(201);
  const subscribed = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: f.email } });
  expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
  return { registrationIds, draftId: draft.id, publishedId: published.id };
}

const needlesOf = (n: number) => [family(n).email, family(n).phone, ...family(n).children];

async function adminExport(email: string): Promise<FamilyExport> {
  const res = await t.app.inject({ method: 'POST', url: '/api/families/export', payload: { email }, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data;
}

describe("a family's data", () => {
  it('the export holds every row of the database that names the family, and nothing of another family', async () => {
    const { registrationIds, publishedId } = await createFamily(1);
    await createFamily(2);
    const doc = await adminExport('  Family1.Parent@Example.com ');
    expect(doc.email).toBe(family(1).email);
    for (const kind of FAMILY_RECORD_KINDS) expect(doc[kind].length, kind).toBeGreaterThan(0);
    // The trial day's marks, the coach's note with them (decision 034), and the published report only: a draft is staff only.
    expect(doc.trial_checkins).toEqual([expect.objectContaining({ registration_id: registrationIds[1], attendance: 'late' })]);
    expect(doc.trial_evaluations).toEqual([expect.objectContaining({ registration_id: registrationIds[1], scores: { Technique: 4 }, note: 'Coach note 1' })]);
    expect(doc.event_attendance).toEqual([expect.objectContaining({ registration_id: registrationIds[1], attended: true })]);
    expect(doc.event_availability).toEqual([expect.objectContaining({ registration_id: registrationIds[1], answer: 'maybe' })]);
    expect(doc.progress_reports.map((r) => [r.id, r.summary])).toEqual([[publishedId, 'Published report 1']]);
    expect(JSON.stringify(doc)).not.toContain('Draft report 1');

    const exported = new Set(Object.entries(KIND_OF_TABLE).flatMap(([table, kind]) => doc[kind].map((row) => `${table}#${String(row.id)}`)));
    const named = await scan(needlesOf(1));
    expect(named.length).toBeGreaterThan(5);
    for (const row of named) expect(exported, `${row} names the family but is not in the export`).toContain(row);
    expect(JSON.stringify(doc)).not.toContain(family(2).email);
    // The site's secrets are not the family's data.
    expect(JSON.stringify(doc)).not.toMatch(/token_hash|nonce/);
  });

  it('the erasure leaves no row with the email, the children or the phone, keeps the other family, and records only a hash', async () => {
    const before2 = await scan(needlesOf(2));
    const res = await t.app.inject({ method: 'DELETE', url: '/api/families', payload: { email: family(1).email }, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json().data as Record<FamilyRecordKind, number>;
    expect(counts.registrations).toBe(2);
    expect([counts.trial_checkins, counts.trial_evaluations, counts.event_attendance, counts.event_availability, counts.progress_reports]).toEqual([
      1, 1, 1, 1, 2,
    ]);
    expect(counts.contact_messages).toBe(1);
    expect(counts.newsletter_subscriptions).toBe(1);
    expect(counts.emails).toBeGreaterThan(0);

    const left = await scan(needlesOf(1));
    console.log(`erasure scan: ${left.length} rows name family 1 after the erasure; family 2 still has ${before2.length}`);
    expect(left).toEqual([]);
    expect(await scan(needlesOf(2))).toEqual(before2);
    // Drafts too: nothing of the children's reports, marks or scores is left.
    expect(await scan(['Coach note 1', 'Draft report 1', 'Published report 1'])).toEqual([]);
    const marks = sql`select count(*)::int as n from event_attendance a join squad_events e on e.id = a.event_id join squads s on s.id = e.squad_id where s.name = 'Family U1'`;
    expect(rowsOf(await t.app.db.execute(marks))[0]!.n).toBe(0);

    const audit = await t.app.inject({ url: '/api/audit?action=family.erase', headers: auth });
    const entries = audit.json().data as { record_type: string; record_id: string; summary: string }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.record_type).toBe('family');
    expect(entries[0]!.record_id).toMatch(/^[0-9a-f]{24}$/);
    expect(entries[0]!.summary).toMatch(/^\d+ records erased by an administrator/);
    expect(JSON.stringify(entries)).not.toContain('family1');

    // Erasing again finds nothing, and the export is empty.
    const again = await t.app.inject({ method: 'DELETE', url: '/api/families', payload: { email: family(1).email }, headers: auth });
    expect(Object.values(again.json().data as Record<string, number>).every((n) => n === 0)).toBe(true);
    const empty = await adminExport(family(1).email);
    for (const kind of FAMILY_RECORD_KINDS) expect(empty[kind]).toEqual([]);
  });

  it('a family gets and erases its own data through its status link, and only its own', async () => {
    const { registrationIds } = await createFamily(3);
    const url = await t.app.statusLinks.urlFor(t.app.db, registrationIds[0]!);
    const token = url.split('/status/')[1]!;

    const own = await t.app.inject({ url: `/api/public/status/${token}/data` });
    expect(own.statusCode, own.body).toBe(200);
    const doc = own.json().data as FamilyExport;
    expect(doc.email).toBe(family(3).email);
    expect(doc.registrations).toHaveLength(2);
    // The staff's private notes stay with the staff (decision 061); the marks and the history are the family's.
    expect(doc.trial_evaluations).toEqual([expect.objectContaining({ scores: { Technique: 4 } })]);
    expect(doc.status_history.length).toBeGreaterThan(0);
    expect(doc.status_history.flatMap((r) => Object.keys(r)).filter((k) => k === 'staff_note')).toEqual([]);
    expect(doc.trial_evaluations.flatMap((r) => Object.keys(r)).filter((k) => k === 'note' || k === 'note_recorded_at')).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('Staff only note 3');
    expect(JSON.stringify(doc)).not.toContain('Coach note 3');
    // The administrator's export for the same family keeps them.
    const full = JSON.stringify(await adminExport(family(3).email));
    expect([full.includes('Staff only note 3'), full.includes('Coach note 3')]).toEqual([true, true]);
    expect(JSON.stringify(doc)).not.toContain(family(2).email);

    expect((await t.app.inject({ url: '/api/public/status/not-a-real-token-at-all-000/data' })).statusCode).toBe(404);

    const erased = await eraseOwnData(t.app, token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await scan(needlesOf(3))).toEqual([]);
    // The link opened nothing any more.
    expect((await t.app.inject({ url: `/api/public/status/${token}/data` })).statusCode).toBe(404);
    const audit = await t.app.inject({ url: '/api/audit?action=family.erase', headers: auth });
    expect((audit.json().data as { actor: string }[])[0]!.actor).toBe('family');
  });

  it('refuses a missing or malformed email', async () => {
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/families/export', payload, headers: auth })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/families', payload, headers: auth })).statusCode).toBe(400);
    }
  });

  it('takes the email only in the body: an email in the URL is not read (URLs are logged)', async () => {
    const email = encodeURIComponent(family(1).email);
    expect((await t.app.inject({ url: `/api/families/export?email=${email}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/families?email=${email}`, headers: auth })).statusCode).toBe(400);
  });
});

describe("a family's erasure receipt", () => {
  it('is mailed through the outbox and leaves no copy once delivered', async () => {
    const { startMailServer } = await import('../mail-server.ts');
    const smtp = await startMailServer();
    const app = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50 });
    try {
      const email = 'receipt.family@example.com';
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/registrations',
        payload: { ...PARENT_FORM, parent_email: email, player_name: 'Kwame Receipt' },
      });
      expect(res.statusCode, res.body).toBe(201);
      await app.app.background.drain();
      const before = smtp.messages.length;
      const token = (await app.app.statusLinks.urlFor(app.app.db, await registrationIdOf(app.app, res.json().data))).split('/status/')[1]!;
      // The code's mail, then the receipt: neither is kept once delivered.
      const erased = await eraseOwnData(app.app, token, async () => {
        const [mail] = (await smtp.waitFor(before + 1)).slice(-1);
        expect(mail!.subject).toBe(FAMILY_DATA.codeMailSubject);
        return mail!.text!.match(/\b(\d{6})\b/)![1]!;
      });
      expect(erased.statusCode, erased.body).toBe(200);
      const mails = await smtp.waitFor(before + 2);
      const receipt = mails.at(-1)!;
      expect(receipt.subject).toBe('Your data has been deleted');
      expect((receipt.to as { text: string }).text).toBe(email);
      await app.app.background.drain();
      const rows = rowsOf(await app.app.db.execute(sql`select id from emails where lower("to") = ${email} or kind in ('erasure_receipt', 'erasure_code')`));
      expect(rows).toEqual([]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe("the family's erasure asks for a code mailed to its first guardian (docs/decisions/059)", () => {
  let k = 0;
  /** A family of one child, with its link's token and its first guardian's address. */
  async function oneChild() {
    k += 1;
    const email = `code.family${k}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { ...PARENT_FORM, parent_email: email, player_name: `Kofi${k} Code` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = await registrationIdOf(t.app, res.json().data);
    const url = await t.app.statusLinks.urlFor(t.app.db, id);
    return { id, email, token: url.slice(url.lastIndexOf('/') + 1) };
  }
  const askCode = (token: string) => t.app.inject({ method: 'POST', url: `/api/public/status/${token}/data/erasure-code` });
  const erase = (token: string, payload?: object) =>
    t.app.inject({ method: 'DELETE', url: `/api/public/status/${token}/data`, ...(payload ? { payload } : {}) });
  const stillThere = async (id: number) => rowsOf(await t.app.db.execute(sql`select id from registrations where id = ${id}`)).length;

  it('refuses the erasure without a code, with a malformed one, and before any code was mailed', async () => {
    const { id, token } = await oneChild();
    for (const payload of [undefined, {}, { code: '' }, { code: '12345' }, { code: 'abcdef' }]) {
      const res = await erase(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await erase(token, { code: '1234567' })).json().message).toBe(FAMILY_DATA.codeRequired);
    // A well-formed code while none was asked for.
    const none = await erase(token, { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(FAMILY_DATA.codeExpired);
    expect(await stillThere(id)).toBe(1);
  });

  it("mails a six-digit code to the first guardian's address in fixed words, stores only a keyed hash, and erases with it", async () => {
    const { id, email, token } = await oneChild();
    const asked = await askCode(token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    const expires = new Date(asked.json().data.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const code = await erasureCodeMailed(t.app, email);
    const [mail] = await t.app.db
      .select()
      .from(emails)
      .where(sql`${emails.kind} = 'erasure_code' and ${emails.to} = ${email}`);
    expect(mail!.subject).toBe(FAMILY_DATA.codeMailSubject);
    expect(mail!.text).not.toContain('Kofi');
    // The answer never carries the code; the table holds only a hash that is not the code's plain SHA-256.
    expect(asked.body).not.toContain(code);
    const stored = rowsOf(await t.app.db.execute(sql`select to_jsonb(c)::text as row from family_erasure_codes c`)).map((r) => String(r.row));
    expect(stored.join()).not.toContain(code);
    expect(stored.join()).not.toContain(createHash('sha256').update(code).digest('hex'));
    // The family's own export, behind the same link, does not show the mail with the code.
    const exported = await t.app.inject({ url: `/api/public/status/${token}/data` });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(code);
    expect(exported.body).not.toContain(FAMILY_DATA.codeMailSubject);

    const erased = await erase(token, { code });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await stillThere(id)).toBe(0);
  });

  it('refuses a wrong code, then every code once the tries are spent; a new code replaces the old one', async () => {
    const { id, email, token } = await oneChild();
    expect((await askCode(token)).statusCode).toBe(200);
    const first = await erasureCodeMailed(t.app, email);
    const wrong = first === '000000' ? '000001' : '000000';
    const refused = await erase(token, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FAMILY_DATA.codeWrong);
    // A newer code: the first no longer works.
    expect((await askCode(token)).statusCode).toBe(200);
    const second = await erasureCodeMailed(t.app, email);
    // (Two random codes are the same one time in a million: then the stale try is the wrong code, refused alike.)
    const stale = second === first ? wrong : first;
    expect((await erase(token, { code: stale })).json().message).toBe(FAMILY_DATA.codeWrong);
    for (let i = 0; i < ERASURE_CODE_ATTEMPTS; i++) await erase(token, { code: wrong });
    const spent = await erase(token, { code: second });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(FAMILY_DATA.codeExpired);
    expect(await stillThere(id)).toBe(1);
  });

  it('refuses an expired code', async () => {
    const { id, email, token } = await oneChild();
    expect((await askCode(token)).statusCode).toBe(200);
    const code = await erasureCodeMailed(t.app, email);
    await t.app.db
      .update(familyErasureCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(sql`${familyErasureCodes.code_hash} is not null`);
    const res = await erase(token, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FAMILY_DATA.codeExpired);
    expect(await stillThere(id)).toBe(1);
  });

  it('uses a code once: two erasures with it at once erase once', async () => {
    const { id, email, token } = await oneChild();
    expect((await askCode(token)).statusCode).toBe(200);
    const code = await erasureCodeMailed(t.app, email);
    const answers = await Promise.all([erase(token, { code }), erase(token, { code })]);
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([400, 404]).toContain(lost);
    expect(await stillThere(id)).toBe(0);
  });

  it('mails at most a few codes an hour per family, across its links', async () => {
    const { email, token } = await oneChild();
    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { ...PARENT_FORM, parent_email: email, player_name: 'Sibling Code' },
    });
    const siblingUrl = await t.app.statusLinks.urlFor(t.app.db, await registrationIdOf(t.app, sibling.json().data));
    const siblingToken = siblingUrl.slice(siblingUrl.lastIndexOf('/') + 1);
    for (let i = 0; i < ERASURE_CODES_PER_HOUR; i++) expect((await askCode(i % 2 ? siblingToken : token)).statusCode).toBe(200);
    const refused = await askCode(siblingToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(FAMILY_DATA.codeTooMany);
    const mailed = rowsOf(await t.app.db.execute(sql`select id from emails where kind = 'erasure_code' and "to" = ${email}`));
    expect(mailed).toHaveLength(ERASURE_CODES_PER_HOUR);
  });

  it('answers a wrong link with 404 and mails nothing', async () => {
    const before = rowsOf(await t.app.db.execute(sql`select id from emails where kind = 'erasure_code'`)).length;
    expect((await askCode('q'.repeat(43))).statusCode).toBe(404);
    expect(rowsOf(await t.app.db.execute(sql`select id from emails where kind = 'erasure_code'`))).toHaveLength(before);
  });
});
