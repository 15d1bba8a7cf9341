import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@academy/contract/audit';
import { ADMIN, bearer, createTestApp, image, login, multipart, PARENT_FORM, type TestApp, registrationIdOf } from '../helpers.ts';

/** The audit trail on a real database: what sign-in records, the filters, and a table nobody can rewrite. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // The work due at start (the daily retention job, which records an entry) is done: entries below are the tests' own.
  await t.app.background.drain();
  auth = bearer(await login(t.app));
});
afterAll(() => t.close());

/** The database's own refusal (drizzle wraps it as the error's cause). */
async function refused(work: Promise<unknown>) {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err, 'the statement was accepted').toBeDefined();
  expect(`${err!.message} ${err!.cause?.message ?? ''}`).toMatch(/append-only/);
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

async function audit(query = ''): Promise<{ data: AuditEntry[]; total: number }> {
  const res = await t.app.inject({ url: `/api/audit${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the audit trail', () => {
  it('records one entry per read of the registration list, with its filter and count, never its rows or search text (decision 061)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, player_name: 'Listread Qvzk' } })).statusCode).toBe(201);
    const read = async (query: string) => {
      const res = await t.app.inject({ url: `/api/registrations${query}`, headers: auth });
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number };
    };
    const listed = async () => (await audit('?action=registration.view')).data.filter((e) => e.summary?.startsWith('Enrollment list read'));
    const before = (await listed()).length;
    const found = await read('?q=Listread&status=pending');
    await read('?page=1&limit=5');
    const entries = await listed();
    // Before: a list read (health conditions included) left no entry; a single view did.
    expect(entries).toHaveLength(before + 2);
    const [latest, searched] = entries;
    expect(searched!.summary).toBe(`Enrollment list read (status pending, a search; from 1): ${found.total} of ${found.total}`);
    expect(latest!.summary).toMatch(/^Enrollment list read \(no filter; from 1\): \d+ of \d+$/);
    expect(JSON.stringify(entries)).not.toMatch(/Listread|health/i);
  });

  it('records sign-in success and failure, with who, from where and no typed address', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone.else@example.com', password: 'guess-guess' },
      remoteAddress: '203.0.113.7',
    });
    expect(wrong.statusCode).toBe(401);
    const failed = (await audit('?action=auth.sign_in_failed')).data;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ actor_id: null, actor: 'anonymous', ip: '203.0.113.7', summary: 'Wrong email or password' });
    expect(JSON.stringify(failed)).not.toContain('someone.else');

    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '198.51.100.4' });
    expect(ok.statusCode).toBe(200);
    const userId = ok.json().data.user.id as number;
    const signIns = (await audit('?action=auth.sign_in')).data;
    // beforeAll signed in once too; newest first.
    expect(signIns.length).toBeGreaterThanOrEqual(2);
    expect(signIns[0]).toMatchObject({ actor_id: userId, actor: ADMIN.email, record_type: 'user', record_id: String(userId), ip: '198.51.100.4' });
  });

  it('filters by actor, action, record and days, and pages newest first', async () => {
    const all = await audit('?limit=100');
    expect(all.total).toBe(all.data.length);
    const times = all.data.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byActor = await audit(`?actor=${encodeURIComponent(ADMIN.email.slice(0, 5))}`);
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.data.every((e) => e.actor === ADMIN.email)).toBe(true);
    expect((await audit('?actor=nobody-like-this')).total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await audit('?to=2000-01-01')).total).toBe(0);
    expect((await audit('?from=2999-01-01')).total).toBe(0);

    const first = all.data.find((e) => e.record_id)!;
    const byRecord = await audit(`?record_type=${first.record_type}&record_id=${first.record_id}`);
    expect(byRecord.data.every((e) => e.record_type === first.record_type && e.record_id === first.record_id)).toBe(true);

    const page1 = await audit('?limit=1&page=1');
    const page2 = await audit('?limit=1&page=2');
    expect(page1.data[0]!.id).not.toBe(page2.data[0]!.id);
    expect(page1.total).toBe(all.total);

    const bad = await t.app.inject({ url: '/api/audit?from=yesterday', headers: auth });
    expect(bad.statusCode).toBe(400);
    const badAction = await t.app.inject({ url: '/api/audit?action=drop.tables', headers: auth });
    expect(badAction.statusCode).toBe(400);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused, entries stay as written', async () => {
    const before = await audit('?limit=100');
    const attempts = [sql`update audit_log set summary = 'rewritten'`, sql`delete from audit_log`, sql`truncate audit_log`];
    for (const statement of attempts) {
      await refused(t.app.db.execute(statement));
    }
    // Not even inside a transaction that tries to look like the purge without the setting.
    await refused(t.app.db.transaction(async (tx) => tx.execute(sql`delete from audit_log where id = ${before.data[0]!.id}`)));
    expect(await audit('?limit=100')).toEqual(before);
  });

  it('lets only the retention purge delete, and only entries older than the period', async () => {
    await t.app.db.execute(
      sql`insert into audit_log (at, actor, action, summary) values (now() - interval '800 days', 'system', 'settings.update', 'old'), (now() - interval '10 days', 'system', 'settings.update', 'recent')`,
    );
    const gone = await t.app.audit.purgeOlderThan(730);
    expect(gone).toBe(1);
    const left = rowsOf<{ summary: string }>(await t.app.db.execute(sql`select summary from audit_log where action = 'settings.update'`)).map((r) => r.summary);
    expect(left).toEqual(['recent']);
    // The purge's permission ends with its transaction.
    await refused(t.app.db.execute(sql`delete from audit_log where summary = 'recent'`));
  });

  it('records publishing and deleting albums, photos and videos, by whom and which record', async () => {
    const send = async (method: 'POST' | 'DELETE', url: string, body?: { payload: Buffer; headers: Record<string, string> }) => {
      const res = await t.app.inject({ method, url, payload: body?.payload, headers: { ...auth, ...(body?.headers ?? {}) } });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const album = await send('POST', '/api/albums', multipart({ name: 'Audited album' }));
    const photos = await send('POST', `/api/albums/${album.id}/photos`, multipart({}, [{ field: 'photos', filename: 'a.jpg', content: await image() }]));
    await send('DELETE', `/api/photos/${photos[0].id}`);
    await send('DELETE', `/api/albums/${album.id}`);
    const video = await send('POST', '/api/media', multipart({ title: 'Audited clip', video_url: 'https://youtu.be/abcdefghijk' }));
    await send('DELETE', `/api/media/${video.id}`);
    const member = await send(
      'POST',
      '/api/team',
      multipart({ name: 'Audited Player', role: 'defender' }, [{ field: 'image', filename: 'p.jpg', content: await image() }]),
    );
    await send('DELETE', `/api/team/${member.id}`);

    const entries = (await audit('?limit=20')).data.filter((e) => e.action.startsWith('content.'));
    const seen = entries.map((e) => `${e.action} ${e.record_type}:${e.record_id} ${e.summary}`).reverse();
    expect(seen).toEqual([
      `content.publish album:${album.id} Album created`,
      `content.publish album:${album.id} 1 photo added`,
      `content.delete photo:${photos[0].id} Photo deleted`,
      `content.delete album:${album.id} Album deleted with its photos`,
      `content.publish media:${video.id} Video added`,
      `content.delete media:${video.id} Video deleted`,
      `content.publish team_member:${member.id} Team member added`,
      `content.delete team_member:${member.id} Team member deleted with the photo`,
    ]);
    expect(JSON.stringify(entries)).not.toContain('Audited Player');
    expect(entries.every((e) => e.actor === ADMIN.email)).toBe(true);
  });

  it('records deleting a contact message without its sender', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullname: 'Ama Writer', email: 'ama.writer@example.com', message: 'Hello' },
    });
    const id = sent.json().data.id as number;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: auth })).statusCode).toBe(200);
    const [entry] = (await audit('?action=message.delete')).data;
    expect(entry).toMatchObject({ record_type: 'contact_message', record_id: String(id), actor: ADMIN.email });
    expect(JSON.stringify(entry)).not.toMatch(/Ama|ama\.writer/);
  });

  it("records reading, exporting, changing and deleting an enrollment, and saving the academy's facts, without names", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { ...PARENT_FORM, player_name: 'Zqaudit Child', health_conditions: 'Zqasthma' },
    });
    const id = await registrationIdOf(t.app, created.json().data);
    expect((await t.app.inject({ url: `/api/registrations/${id}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/registrations/export.csv', headers: auth })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/registrations/${id}/status`, headers: auth, payload: { status: 'contacted', notify: false } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/registrations/${id}`, headers: auth })).statusCode).toBe(200);
    const facts = (await t.app.inject('/api/academy')).json().data;
    expect((await t.app.inject({ method: 'PUT', url: '/api/academy', headers: auth, payload: facts })).statusCode).toBe(200);

    const entries = (await audit('?limit=30')).data.filter(
      // List reads (another test's, decision 061) are left out: this one is about single records.
      (e) =>
        (e.action.startsWith('registration.') || e.action === 'settings.update') && e.record_type !== null && !e.summary?.startsWith('Enrollment list read'),
    );
    const seen = entries.map((e) => `${e.action} ${e.record_type}:${e.record_id} ${e.summary}`).reverse();
    expect(seen).toEqual([
      `registration.view registration:${id} Enrollment details viewed`,
      'registration.export_csv registration:all Every registration exported as CSV',
      `registration.status registration:${id} pending → contacted`,
      `registration.delete registration:${id} Enrollment deleted`,
      "settings.update academy:1 The academy's facts saved",
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Zqaudit|Zqasthma|fatima|Osei/i);
  });
});
