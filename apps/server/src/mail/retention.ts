import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Links whose last path segment is a secret: a family's status page (`/status/{token}`), a
 * set-password link (`/set-password/{token}`), and the newsletter's confirm and unsubscribe links.
 */
const SECRET_LINK =
  /(\/(?:status|set-password|newsletter\/confirm|newsletter\/unsubscribe|api\/newsletter\/unsubscribe|api\/newsletter\/confirm)\/)[A-Za-z0-9_.~%-]{8,}/g;

/** What stands where a link's token was, once the mail is delivered. */
export const REDACTED_TOKEN = '[link removed after delivery]';

/**
 * A delivered mail's body with every secret link's token replaced (decision 021): the outbox keeps
 * what was sent, not a way into a family's data or someone's account.
 */
export const redactLinks = (body: string): string => body.replace(SECRET_LINK, (_m, prefix: string) => `${prefix}${REDACTED_TOKEN}`);

/**
 * Sent mails older than `days` keep their metadata (to, subject, kind, times, attempts) but no text,
 * HTML, attachments or extra headers: the outbox stays small (decision 021). Returns how many.
 */
export async function dropSentBodies(db: Db, days: number): Promise<number> {
  const result = await db.execute(sql`
    update emails set text = '', html = '', attachments = '[]'::jsonb, headers = '{}'::jsonb, updated_at = now()
    where state = 'sent' and sent_at < now() - make_interval(days => ${days})
      and (text <> '' or html <> '' or attachments <> '[]'::jsonb or headers <> '{}'::jsonb)`);
  return (result as { rowCount?: number | null }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}
