import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EmailSchema } from '@academy/contract/email';
import { pagedSchema } from '@academy/contract/common';
import { REDACTED_TOKEN } from '../../src/mail/retention.ts';
import { bearer, createTestApp, login } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { registration } from '../reliability/server-process.ts';

/**
 * What the outbox keeps of a sent mail (decision 021): once delivered, the family's status-page
 * token and a set-password token are no longer readable in the stored body (the recipient's own
 * copy has them); after
 * MAIL_BODY_RETENTION_DAYS the body is gone, its metadata kept, and the admin Outbox still lists it.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});
const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

describe('sent mails in the outbox', () => {
  it('keep no status-page token after delivery, and no body after the retention period', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailBodyRetentionDays: 30 });
    cleanups.push(() => t.close());
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', payload: registration('kept-kid') })).statusCode).toBe(201);
    const [received] = await smtp.waitFor(1, 10_000);
    await t.app.background.drain();
    const delivered = smtp.messages.find((m) => m.to && JSON.stringify(m.to).includes('kept-kid@example.com'))!;
    const token = /\/status\/([A-Za-z0-9_-]{20,})/.exec(delivered.text ?? '')?.[1];
    expect(received).toBeDefined();
    expect(token).toBeDefined(); // the family got its link

    const stored = async () =>
      rowsOf<{ id: number; to: string; subject: string; text: string; html: string; state: string }>(
        await t.app.db.execute(sql`select id, "to", subject, text, html, state from emails order by id`),
      );
    let rows = await stored();
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    const parent = rows.find((r) => r.to === 'kept-kid@example.com')!;
    expect(parent.text + parent.html).not.toContain(token!);
    expect(parent.text).toContain(`/status/${REDACTED_TOKEN}`);

    // Within the period nothing more goes; past it the bodies go, the rest stays.
    expect((await t.app.background.sweep()).mailBodies).toBe(0);
    await t.app.db.execute(sql`update emails set sent_at = now() - interval '31 days'`);
    expect((await t.app.background.sweep()).mailBodies).toBe(rows.length);
    rows = await stored();
    expect(rows.every((r) => r.text === '' && r.html === '' && r.subject.length > 0 && r.to.length > 0)).toBe(true);
    const outbox = pagedSchema(EmailSchema).parse((await t.app.inject({ url: '/api/emails', headers: bearer(await login(t.app)) })).json());
    expect(outbox.data.map((m) => m.to).sort()).toEqual(rows.map((r) => r.to).sort());
    expect(outbox.data.every((m) => m.state === 'sent' && m.sent_at !== null)).toBe(true);
  });

  it('keep no set-password token after delivery', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100 });
    cleanups.push(() => t.close());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(await login(t.app)),
      payload: { name: 'Invited Coach', email: 'invited.coach@example.com', role: 'editor', password_mode: 'link' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitFor(1, 10_000);
    await t.app.background.drain();
    const token = /\/set-password\/([^\s"<>]+)/.exec(mail!.text ?? '')?.[1];
    expect(token).toBeDefined();
    const [row] = rowsOf<{ text: string; html: string; state: string }>(
      await t.app.db.execute(sql`select text, html, state from emails where "to" = 'invited.coach@example.com'`),
    );
    expect(row!.state).toBe('sent');
    expect(row!.text + row!.html).not.toContain(token!);
    expect(row!.html).toContain(`/set-password/${REDACTED_TOKEN}`);
  });
});
