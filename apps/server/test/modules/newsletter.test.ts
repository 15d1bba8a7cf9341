import type { JobKind } from '../../src/background/job-kinds.ts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { NEWSLETTER_PAGES, NEWSLETTER_SEND_TEXTS, type NewsletterProgress } from '@academy/contract/newsletter';
import { emails } from '../../src/db/schema/emails.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { newsletterDeliveries, newsletterSends } from '../../src/db/schema/newsletter-sends.ts';
import { newsletterSubscribers } from '../../src/db/schema/newsletter-subscribers.ts';
import { bearer, createTestApp, image, login, multipart, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

const PUBLIC_URL = 'https://academy.example';
let smtp: TestMailServer;
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({
    smtpUrl: smtp.url,
    backgroundPollMs: 100,
    mailRetryBaseMs: 50,
    rateLimitForms: 10_000,
    publicUrl: PUBLIC_URL,
    newsletterBatchSize: 100,
  });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const recipient = (m: ParsedMail) => [m.to ?? []].flat().map((a) => a.value.map((v) => v.address).join(','))[0] ?? '';
const status = async (email: string) =>
  (await t.app.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

async function arrivals(before: number, n: number): Promise<ParsedMail[]> {
  await smtp.waitFor(before + n);
  await t.app.background.drain();
  return smtp.messages.slice(before);
}

const subscribe = (email: string) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
const confirmTokenOf = (m: ParsedMail) => m.text!.match(/https:\/\/academy\.example\/newsletter\/confirm\/([A-Za-z0-9_-]+)/)?.[1];

async function createPost(title: string, withCover = true) {
  const form = multipart(
    { title, content: `<p>First paragraph of ${title}.</p><p>More.</p>` },
    withCover ? [{ field: 'cover_image', filename: 'cover.jpg', content: await image() }] : [],
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; cover_image: string };
}

/** Jobs (but the daily retention job) and mails still to run or send; after a drain, none means nothing more can arrive. */
const unfinished = async () => ({
  jobs: (
    await t.app.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.state, 'queued'), ne(jobs.kind, 'retention' satisfies JobKind)))
  )[0]!.n,
  emails: (await t.app.db.select({ n: count() }).from(emails).where(eq(emails.state, 'queued')))[0]!.n,
});

const progress = async (id: number) => (await t.app.inject({ url: `/api/posts/${id}/newsletter`, headers: auth })).json().data as NewsletterProgress;

describe('double opt-in', () => {
  it('mails a confirmation link; confirming it with a POST confirms the address; a GET changes nothing', async () => {
    const before = smtp.messages.length;
    const res = await subscribe('Parent.One@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ email: 'parent.one@example.com' });
    expect(await status('parent.one@example.com')).toBe('pending');

    const [mail] = await arrivals(before, 1);
    expect(recipient(mail!)).toBe('parent.one@example.com');
    expect(mail!.subject).toContain('confirm');
    const token = confirmTokenOf(mail!);
    expect(token).toBeTruthy();
    expect(token!.length).toBeGreaterThanOrEqual(22); // 128 bits in base64url
    expect(mail!.html).toContain(`/newsletter/confirm/${token}`);
    // The token is not stored as it is.
    const stored = JSON.stringify(await t.app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'parent.one@example.com')));
    expect(stored).not.toContain(token);

    // A mail scanner prefetching links: the page route is the web app's, the API has no GET that confirms.
    await t.app.inject({ url: `/api/newsletter/confirm/${token}` });
    await t.app.inject({ url: `/newsletter/confirm/${token}` });
    expect(await status('parent.one@example.com')).toBe('pending');

    const ok = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}`, payload: {} });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ status: 'confirmed' });
    expect(await status('parent.one@example.com')).toBe('confirmed');
    // Again: still confirmed (a second click), no email in the answer.
    const again = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}`, payload: {} });
    expect(again.json()).toEqual({ success: true, data: { status: 'confirmed' } });

    const wrong = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${randomBytes(32).toString('base64url')}`, payload: {} });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(NEWSLETTER_PAGES.confirm.invalid);
  });

  it('answers every address alike; re-sends the same link to a pending one (not twice within minutes), nothing to a confirmed one', async () => {
    const before = smtp.messages.length;
    const first = await subscribe('pending.two@example.com');
    const [mail] = await arrivals(before, 1);
    const token = confirmTokenOf(mail!);

    // Within the resend window: same answer, no mail.
    const quick = await subscribe('pending.two@example.com');
    expect(quick.statusCode).toBe(201);
    expect(quick.json()).toEqual(first.json());
    await t.app.background.drain();
    expect(await unfinished()).toEqual({ jobs: 0, emails: 0 });
    expect(smtp.messages.length).toBe(before + 1);

    // After the window: the same link again.
    await t.app.db
      .update(newsletterSubscribers)
      .set({ confirm_sent_at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(newsletterSubscribers.email, 'pending.two@example.com'));
    const later = await subscribe('pending.two@example.com');
    expect(later.json()).toEqual(first.json());
    const [resent] = await arrivals(before + 1, 1);
    expect(confirmTokenOf(resent!)).toBe(token);

    // A confirmed address: the same answer, no mail.
    const confirmedBefore = smtp.messages.length;
    const confirmed = await subscribe('parent.one@example.com');
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toEqual({ success: true, data: { email: 'parent.one@example.com' } });
    await t.app.background.drain();
    expect(await unfinished()).toEqual({ jobs: 0, emails: 0 });
    expect(smtp.messages.length).toBe(confirmedBefore);
  });

  it('refuses an expired confirmation link', async () => {
    const before = smtp.messages.length;
    await subscribe('late.three@example.com');
    const [mail] = await arrivals(before, 1);
    await t.app.db
      .update(newsletterSubscribers)
      .set({ confirm_sent_at: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(newsletterSubscribers.email, 'late.three@example.com'));
    const res = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${confirmTokenOf(mail!)}`, payload: {} });
    expect(res.statusCode).toBe(404);
    expect(await status('late.three@example.com')).toBe('pending');
  });
});

describe('sending a post to the subscribers', () => {
  const CONFIRMED = 500;
  it(`mails each of ${CONFIRMED} confirmed subscribers once, with the unsubscribe headers, none to a pending or unsubscribed address`, async () => {
    await t.app.db.delete(newsletterSubscribers);
    const confirmed = Array.from({ length: CONFIRMED }, (_, i) => `fan${String(i).padStart(3, '0')}@example.com`);
    const token = () => randomBytes(32).toString('base64url');
    await t.app.db
      .insert(newsletterSubscribers)
      .values(confirmed.map((email) => ({ email, status: 'confirmed' as const, confirmed_at: new Date(), unsubscribe_token: token() })));
    await t.app.db.insert(newsletterSubscribers).values([
      { email: 'waiting1@example.com', status: 'pending', unsubscribe_token: token() },
      { email: 'waiting2@example.com', status: 'pending', unsubscribe_token: token() },
      { email: 'gone1@example.com', status: 'unsubscribed', unsubscribed_at: new Date(), unsubscribe_token: token() },
    ]);
    const post = await createPost('Under-12s win the regional cup');
    const before = smtp.messages.length;

    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/newsletter`, headers: auth });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ post_id: post.id, started: true, total: CONFIRMED, confirmed_subscribers: CONFIRMED });

    // Sending it again is refused clearly, and mails nobody.
    const twice = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/newsletter`, headers: auth });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(NEWSLETTER_SEND_TEXTS.alreadySent);

    await smtp.waitFor(before + CONFIRMED, 60_000);
    // Drained with nothing left queued: every mail this send will ever make has arrived.
    await t.app.background.drain();
    expect(await unfinished()).toEqual({ jobs: 0, emails: 0 });
    const ms = Math.round(performance.now() - started);
    const mails = smtp.messages.slice(before);
    expect(mails).toHaveLength(CONFIRMED);
    const to = mails.map(recipient).sort();
    expect(to).toEqual([...confirmed].sort());
    expect(new Set(to).size).toBe(CONFIRMED);

    const p = await progress(post.id);
    expect(p).toMatchObject({ total: CONFIRMED, queued: 0, sent: CONFIRMED, failed: 0, finished: true });

    const unsubscribeUrls = new Set<string>();
    for (const m of mails) {
      // The raw header lines (unfolded), and what mailparser makes of them (it gathers List-* headers under `list`).
      const lines = m.headerLines.filter((l) => l.key.startsWith('list-')).map((l) => l.line.replace(/\r?\n[ \t]+/g, ' '));
      expect(lines).toEqual([
        expect.stringMatching(/^List-Unsubscribe: <https:\/\/academy\.example\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{40,}>$/),
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      ]);
      const list = m.headers.get('list') as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } };
      expect(list['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click');
      unsubscribeUrls.add(list.unsubscribe.url);
    }
    // One link per subscriber.
    expect(unsubscribeUrls.size).toBe(CONFIRMED);
    const sample = mails[0]!;
    expect(sample.subject).toBe('Under-12s win the regional cup');
    expect(sample.text).toContain('First paragraph of Under-12s win the regional cup.');
    expect(sample.text).toContain(`Read on the website: ${PUBLIC_URL}/news/${post.id}`);
    expect(sample.html).toContain(`src="${PUBLIC_URL}${post.cover_image}"`);
    expect(sample.text).toMatch(/Unsubscribe: https:\/\/academy\.example\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+/);
    // The activity log names the send and its size, never an address.
    const audit = (await t.app.inject({ url: `/api/audit?action=content.publish&record_type=newsletter&record_id=${post.id}`, headers: auth })).json().data;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ summary: `Newsletter sent to ${CONFIRMED} subscribers`, record_type: 'newsletter', record_id: String(post.id) });
    console.log('[newsletter-500]', JSON.stringify({ confirmed: CONFIRMED, received: mails.length, distinct: new Set(to).size, ms }));

    // The one-click POST of the header's URL, as a mail client sends it (RFC 8058).
    const path = new URL((sample.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe.url).pathname;
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ success: true, data: { status: 'unsubscribed' } });
    expect(await status(recipient(sample))).toBe('unsubscribed');
    // Idempotent.
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    // A browser opening it is sent to the page with the button.
    const opened = await t.app.inject({ url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(path.replace('/api', ''));

    // The next post reaches the 499 still confirmed.
    const next = await createPost('Trials next Saturday', false);
    const before2 = smtp.messages.length;
    expect((await t.app.inject({ method: 'POST', url: `/api/posts/${next.id}/newsletter`, headers: auth })).statusCode).toBe(202);
    await smtp.waitFor(before2 + CONFIRMED - 1, 60_000);
    await t.app.background.drain();
    expect(await unfinished()).toEqual({ jobs: 0, emails: 0 });
    expect(smtp.messages.slice(before2).map(recipient)).not.toContain(recipient(sample));
    expect(smtp.messages.length).toBe(before2 + CONFIRMED - 1);
    const outboxNewsletters = (await t.app.db.select({ n: count() }).from(emails).where(eq(emails.kind, 'newsletter')))[0]!.n;
    expect(outboxNewsletters).toBe(2 * CONFIRMED - 1);
  }, 120_000);

  it('refuses a post that is not public, and an unknown post', async () => {
    const post = await createPost('Soon', false);
    await t.app.db.execute(sql`update posts set published = false, status = 'draft' where id = ${post.id}`);
    const res = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/newsletter`, headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NEWSLETTER_SEND_TEXTS.notPublished);
    expect((await t.app.inject({ method: 'POST', url: '/api/posts/999999/newsletter', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/posts/999999/newsletter', headers: auth })).statusCode).toBe(404);
  });
});

describe('subscribers (admin)', () => {
  it('lists by status with counts, exports a CSV with defused cells, and removes', async () => {
    await t.app.db
      .insert(newsletterSubscribers)
      .values({ email: '=cmd@example.com', status: 'pending', unsubscribe_token: randomBytes(32).toString('base64url') });
    const counts = (await t.app.inject({ url: '/api/newsletter/subscribers/counts', headers: auth })).json().data;
    expect(counts.pending).toBeGreaterThanOrEqual(3);
    expect(counts.total).toBe(counts.pending + counts.confirmed + counts.unsubscribed);

    const pending = (await t.app.inject({ url: '/api/newsletter/subscribers?status=pending&limit=2', headers: auth })).json();
    expect(pending.data).toHaveLength(2);
    expect(pending.total).toBe(counts.pending);
    for (const s of pending.data) expect(s.status).toBe('pending');
    expect(Object.keys(pending.data[0]).sort()).toEqual(['confirmed_at', 'created_at', 'email', 'id', 'status', 'unsubscribed_at']);

    const csv = await t.app.inject({ url: '/api/newsletter/subscribers/export.csv?status=pending', headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(counts.pending + 1);
    expect(csv.body).toContain(`"'=cmd@example.com","pending"`);

    const target = pending.data[0];
    expect((await t.app.inject({ method: 'DELETE', url: `/api/newsletter/subscribers/${target.id}`, headers: auth })).statusCode).toBe(200);
    const removal = (await t.app.inject({ url: `/api/audit?action=content.delete&record_type=subscriber&record_id=${target.id}`, headers: auth })).json().data;
    expect(removal).toHaveLength(1);
    expect(JSON.stringify(removal)).not.toContain(target.email);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/newsletter/subscribers/${target.id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/newsletter/subscribers/counts', headers: auth })).json().data.total).toBe(counts.total - 1);
  });

  it("removing a subscriber, or a family's erasure, deletes its newsletter deliveries too", async () => {
    const token = () => randomBytes(32).toString('base64url');
    const [a, b] = await t.app.db
      .insert(newsletterSubscribers)
      .values([
        { email: 'removed.reader@example.com', status: 'confirmed', confirmed_at: new Date(), unsubscribe_token: token() },
        { email: 'erased.family@example.com', status: 'confirmed', confirmed_at: new Date(), unsubscribe_token: token() },
      ])
      .returning({ id: newsletterSubscribers.id });
    const post = await createPost('Cascade check', false);
    await t.app.db.insert(newsletterSends).values({ post_id: post.id });
    await t.app.db.insert(newsletterDeliveries).values([
      { post_id: post.id, subscriber_id: a!.id },
      { post_id: post.id, subscriber_id: b!.id },
    ]);
    const deliveriesOf = async (id: number) =>
      (await t.app.db.select({ n: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.subscriber_id, id)))[0]!.n;
    expect(await deliveriesOf(a!.id)).toBe(1);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/newsletter/subscribers/${a!.id}`, headers: auth })).statusCode).toBe(200);
    expect(await deliveriesOf(a!.id)).toBe(0);
    // The erasure of a family's data deletes the subscription by its address (modules/families): the delivery goes with it.
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/families', payload: { email: 'erased.family@example.com' }, headers: auth });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.newsletter_subscriptions).toBe(1);
    expect(await deliveriesOf(b!.id)).toBe(0);
    expect((await t.app.db.select({ n: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.post_id, post.id)))[0]!.n).toBe(0);
  });

  it('keeps the subscriber list from anonymous callers', async () => {
    for (const url of ['/api/newsletter/subscribers', '/api/newsletter/subscribers/counts', '/api/newsletter/subscribers/export.csv']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
