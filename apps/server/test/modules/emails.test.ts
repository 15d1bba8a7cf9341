import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pagedSchema, okSchema } from '@academy/contract/common';
import { EmailSchema, OUTBOX_MESSAGES, type MailContent } from '@academy/contract/email';
import { enqueueMail } from '../../src/background/outbox.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { bearer, createTestApp, login, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

const content = (subject: string): MailContent => ({ subject, paragraphs: [`Body of ${subject}`] });
const ics = { filename: 'trial.ics', contentType: 'text/calendar', content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64') };

describe('GET /api/emails and retry, with a mail server', () => {
  let smtp: TestMailServer;
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50 });
    headers = bearer(await login(t.app));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists every mail newest first with attachments by name, filtered by state, paged', async () => {
    await enqueueMail(t.app.db, { to: 'one@example.com', kind: 'status_changed', content: content('First') });
    await enqueueMail(t.app.db, {
      to: 'two@example.com',
      kind: 'trial_invitation',
      content: content('Second'),
      attachments: [ics],
      about: { type: 'registration', id: 7 },
    });
    await t.app.background.drain();
    await smtp.waitFor(2);
    smtp.refuse(550, 'mailbox unavailable');
    await enqueueMail(t.app.db, { to: 'three@example.com', kind: 'contact_notice', content: content('Third') });
    await t.app.background.drain();
    smtp.accept();

    const res = await t.app.inject({ url: '/api/emails', headers });
    expect(res.statusCode).toBe(200);
    const body = pagedSchema(EmailSchema).parse(res.json());
    expect(body.total).toBe(3);
    expect(body.data.map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);
    const second = body.data[1]!;
    expect(second).toMatchObject({
      to: 'two@example.com',
      kind: 'trial_invitation',
      state: 'sent',
      attempts: 1,
      attachments: ['trial.ics'],
      subject_type: 'registration',
      subject_id: 7,
      last_error: null,
    });
    expect(second.sent_at).not.toBeNull();
    expect(body.data[2]!.attachments).toEqual([]);
    expect(body.data[0]).toMatchObject({ state: 'failed', sent_at: null });
    expect(body.data[0]!.last_error).toContain('mailbox unavailable');

    const failed = pagedSchema(EmailSchema).parse((await t.app.inject({ url: '/api/emails?state=failed', headers })).json());
    expect(failed.data.map((m) => m.subject)).toEqual(['Third']);
    expect(failed.total).toBe(1);
    const page2 = pagedSchema(EmailSchema).parse((await t.app.inject({ url: '/api/emails?limit=2&page=2', headers })).json());
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.data.map((m) => m.subject)).toEqual(['First']);
    expect((await t.app.inject({ url: '/api/emails?state=lost', headers })).statusCode).toBe(400);
  });

  it('retries a failed mail now and the runner delivers it', async () => {
    const [failed] = await t.app.db.select().from(emails).where(eq(emails.state, 'failed'));
    const before = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: `/api/emails/${failed!.id}/retry`, headers });
    expect(res.statusCode).toBe(200);
    const mail = okSchema(EmailSchema).parse(res.json()).data;
    expect(mail.id).toBe(failed!.id);
    // Woken at once: the mail may already be on its way.
    expect(['queued', 'sent']).toContain(mail.state);
    const arrived = await smtp.waitFor(before + 1);
    expect(arrived.at(-1)!.subject).toBe('Third');
    await t.app.background.drain();
    const [row] = await t.app.db.select().from(emails).where(eq(emails.id, failed!.id));
    expect(row).toMatchObject({ state: 'sent', last_error: null, locked_until: null });
  });

  it('refuses to retry a sent mail (409) and an unknown one (404)', async () => {
    const [sent] = await t.app.db.select().from(emails).where(eq(emails.state, 'sent')).limit(1);
    const conflict = await t.app.inject({ method: 'POST', url: `/api/emails/${sent!.id}/retry`, headers });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ success: false, message: OUTBOX_MESSAGES.alreadySent });
    const missing = await t.app.inject({ method: 'POST', url: '/api/emails/999999/retry', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: OUTBOX_MESSAGES.notFound });
  });

  it('is for the administrator only', async () => {
    expect((await t.app.inject({ url: '/api/emails' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/emails/1/retry' })).statusCode).toBe(401);
  });
});

describe('the outbox without a mail server', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined });
    headers = bearer(await login(t.app));
  });
  afterAll(() => t.close());

  it('keeps mail queued and says why; a retry queues it again for now', async () => {
    const id = await enqueueMail(t.app.db, { to: 'parent@example.com', kind: 'registration_received', content: content('Kept') });
    await t.app.background.drain();
    const list = pagedSchema(EmailSchema).parse((await t.app.inject({ url: '/api/emails?state=queued', headers })).json());
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id, state: 'queued', attempts: 0, last_error: OUTBOX_MESSAGES.notConfigured });

    // A mail that waits for a later attempt comes forward to now.
    await t.app.db
      .update(emails)
      .set({ next_attempt_at: new Date(Date.now() + 3_600_000), locked_until: new Date(Date.now() + 60_000) })
      .where(eq(emails.id, id));
    const res = await t.app.inject({ method: 'POST', url: `/api/emails/${id}/retry`, headers });
    expect(res.statusCode).toBe(200);
    expect(okSchema(EmailSchema).parse(res.json()).data).toMatchObject({ state: 'queued', last_error: OUTBOX_MESSAGES.notConfigured });
    const [row] = await t.app.db.select().from(emails).where(eq(emails.id, id));
    expect(row!.locked_until).toBeNull();
    expect(row!.next_attempt_at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
