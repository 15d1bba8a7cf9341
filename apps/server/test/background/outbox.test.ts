import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../../src/background/outbox.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

let smtp: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const content = (n: number) => ({
  subject: `Test ${n}`,
  paragraphs: [`Hello ${n}`],
  facts: [['Child', 'Sam'] as [string, string]],
  actions: [{ label: 'Open', url: 'http://localhost:5000/status/x' }],
});

describe('outbox', () => {
  it('sends a queued mail with a text part, an HTML part and the logo, once', async () => {
    const id = await enqueueMail(t.app.db, { to: 'parent@example.com', kind: 'status_changed', content: content(1) });
    t.app.background.wake();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Test 1');
    expect(mail!.text).toContain('Hello 1');
    expect(mail!.text).toContain('Child: Sam');
    expect(mail!.html).toContain('Hello 1');
    expect(mail!.attachments.some((a) => a.contentType === 'image/png' && a.cid === 'logo@academy')).toBe(true);
    await t.app.background.drain();
    const [row] = await t.app.db.select().from(emails).where(eq(emails.id, id));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it('retries a temporary failure and marks a permanent one failed', async () => {
    smtp.refuse(451, 'try later');
    const temporary = await enqueueMail(t.app.db, { to: 'a@example.com', kind: 'status_changed', content: content(2) });
    await t.app.background.drain();
    let [row] = await t.app.db.select().from(emails).where(eq(emails.id, temporary));
    expect(row!.state).toBe('queued');
    expect(row!.last_error).toContain('try later');
    smtp.accept();
    await smtp.waitFor(2);
    await t.app.background.drain();
    [row] = await t.app.db.select().from(emails).where(eq(emails.id, temporary));
    expect(row!.state).toBe('sent');

    smtp.refuse(550, 'no such mailbox');
    const permanent = await enqueueMail(t.app.db, { to: 'b@example.com', kind: 'status_changed', content: content(3) });
    await t.app.background.drain();
    [row] = await t.app.db.select().from(emails).where(eq(emails.id, permanent));
    expect(row!.state).toBe('failed');
    expect(row!.last_error).toContain('no such mailbox');
    smtp.accept();
  });
});
