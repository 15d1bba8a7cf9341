import { count, desc, eq, sql } from 'drizzle-orm';
import type { Email, EmailState } from '@academy/contract/email';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { withIsoDates } from '../../lib/serialize.ts';

/** The outbox row as the API answers it: no bodies, attachments by file name. */
const columns = {
  id: emails.id,
  to: emails.to,
  subject: emails.subject,
  kind: emails.kind,
  state: emails.state,
  attempts: emails.attempts,
  next_attempt_at: emails.next_attempt_at,
  last_error: emails.last_error,
  subject_type: emails.subject_type,
  subject_id: emails.subject_id,
  attachments: sql<string[]>`coalesce((select jsonb_agg(a->>'filename') from jsonb_array_elements(${emails.attachments}) a), '[]'::jsonb)`.as('attachments'),
  sent_at: emails.sent_at,
  created_at: emails.created_at,
};

export function createEmailRepository(db: Db) {
  return {
    async list(opts: { state?: EmailState | undefined; offset: number; limit: number }): Promise<{ rows: Email[]; total: number }> {
      const where = opts.state ? eq(emails.state, opts.state) : undefined;
      const rows = await db.select(columns).from(emails).where(where).orderBy(desc(emails.created_at), desc(emails.id)).limit(opts.limit).offset(opts.offset);
      const [t] = await db.select({ n: count() }).from(emails).where(where);
      return { rows: rows.map(withIsoDates), total: t?.n ?? 0 };
    },
    async get(id: number): Promise<Email | undefined> {
      const [row] = await db.select(columns).from(emails).where(eq(emails.id, id)).limit(1);
      return row && withIsoDates(row);
    },
    /** Queues a mail that is not sent yet for now, its lease dropped; undefined when there is no such mail. Run on a change's transaction. */
    async requeue(id: number): Promise<'sent' | 'queued' | undefined> {
      const [row] = await db.select({ state: emails.state }).from(emails).where(eq(emails.id, id)).for('update').limit(1);
      if (!row) return undefined;
      if (row.state === 'sent') return 'sent';
      // A retry asked for by hand gets a new retry window (counted from its next first attempt; decision 021).
      await db
        .update(emails)
        .set({ state: 'queued', next_attempt_at: sql`now()`, locked_until: null, first_attempt_at: null, updated_at: sql`now()` })
        .where(eq(emails.id, id));
      return 'queued';
    },
  };
}
export type EmailRepository = ReturnType<typeof createEmailRepository>;
