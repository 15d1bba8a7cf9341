import { asc } from 'drizzle-orm';
import type { EmailKind, MailContent } from '@academy/contract/email';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { emails, type StoredAttachment } from '../db/schema/emails.ts';
import { users } from '../db/schema/users.ts';
import { renderMail } from '../mail/render.ts';

export type MailRequest = {
  to: string;
  kind: EmailKind;
  content: MailContent;
  attachments?: StoredAttachment[];
  /** Extra header lines (e.g. List-Unsubscribe and List-Unsubscribe-Post for a newsletter). */
  headers?: Record<string, string>;
  /** The record the mail is about, shown in the outbox and the registration's history. */
  about?: { type: 'registration' | 'contact_message' | 'trial' | 'event' | 'squad'; id: number };
};

/**
 * Writes a mail into the outbox. Call it with the transaction of the change that causes the mail:
 * both commit or neither does, so an acknowledged change always gets its mail, even if the process
 * dies before sending. The runner sends it; wake it after the commit.
 */
export async function enqueueMail(tx: Db, mail: MailRequest): Promise<number> {
  const rendered = renderMail(mail.content);
  const [row] = await tx
    .insert(emails)
    .values({
      to: mail.to,
      kind: mail.kind,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments: mail.attachments ?? [],
      headers: mail.headers ?? {},
      subject_type: mail.about?.type ?? null,
      subject_id: mail.about?.id ?? null,
    })
    .returning({ id: emails.id });
  return row!.id;
}

/** Where the academy's own notifications go: ACADEMY_EMAIL, or the first administrator. */
export async function academyAddress(db: Db, config: Pick<Config, 'academyEmail'>): Promise<string | undefined> {
  if (config.academyEmail) return config.academyEmail;
  const [first] = await db.select({ email: users.email }).from(users).orderBy(asc(users.id)).limit(1);
  return first?.email;
}
