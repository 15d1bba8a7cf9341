import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '../../src/db/schema/emails.ts';
import { messageIdFor } from '../../src/mail/transport.ts';
import { PARENT_FORM, useMailTestApp } from '../helpers.ts';

/**
 * Mail is delivered at least once across a crash (README, decision 056): a mail sent again because
 * its instance died between the SMTP answer and the record carries the first copy's Message-ID, so
 * the family's mail client folds the two.
 */
describe('a stable Message-ID per outbox mail', () => {
  const { t, smtp } = useMailTestApp();

  it('sends a mail sent again (as after a crash before its record) with the same Message-ID', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, parent_email: 'message.id@example.com' } });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.background.drain();
    const [first] = (await smtp.waitFor(1)).filter((m) => m.to && JSON.stringify(m.to).includes('message.id@example.com'));
    expect(first?.messageId).toMatch(/^<outbox-\d+-\d+@[a-z0-9.-]+>$/);
    const [row] = await t.app.db.select().from(emails).where(eq(emails.to, 'message.id@example.com'));
    expect(row?.state).toBe('sent');
    // What another instance finds after the lease when the first died before recording the send.
    await t.app.db.update(emails).set({ state: 'queued', sent_at: null, locked_until: null, next_attempt_at: new Date() }).where(eq(emails.id, row!.id));
    const before = smtp.messages.length;
    await t.app.background.drain();
    const again = (await smtp.waitFor(before + 1)).slice(before).find((m) => JSON.stringify(m.to).includes('message.id@example.com'));
    expect(again?.messageId).toBe(first?.messageId);
    // Other mails get other ids.
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(smtp.messages.length - 1);
  });

  it('takes the domain of the From address', () => {
    expect(messageIdFor('outbox-7-1795000000000', 'Academy <news@club.example.org>')).toBe('<outbox-7-1795000000000@club.example.org>');
    expect(messageIdFor('outbox-7-1', 'no address')).toBe('<outbox-7-1@academy.invalid>');
  });
});
