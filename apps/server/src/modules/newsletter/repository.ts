import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Subscriber, SubscriberCounts, SubscriberStatus } from '@academy/contract/newsletter';
import type { Db } from '../../db/client.ts';
import { newsletterDeliveries, newsletterSends } from '../../db/schema/newsletter-sends.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import { posts } from '../../db/schema/posts.ts';
import { withIsoDates } from '../../lib/serialize.ts';
import { publicPost } from '../posts/repository.ts';

const s = newsletterSubscribers;
const subscriberColumns = {
  id: s.id,
  email: s.email,
  status: s.status,
  created_at: s.created_at,
  confirmed_at: s.confirmed_at,
  unsubscribed_at: s.unsubscribed_at,
};
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** A confirmed subscriber who has no mail of this post yet (the next batch's recipients). */
export type Recipient = { id: number; email: string; unsubscribe_token: string };
export type SendFigures = {
  started_at: Date | string | null;
  finished: boolean | null;
  made: number;
  queued: number;
  failed: number;
  sent: number;
  confirmed: number;
  remaining: number;
};
export type NewsletterPost = { id: number; title: string; excerpt: string; cover_image: string | null };

/** The newsletter's tables, through `db`: the app's database, or a change's transaction (the locks below need one). */
export function createNewsletterRepository(db: Db) {
  const statusIs = (status?: SubscriberStatus): SQL | undefined => (status ? eq(s.status, status) : undefined);

  return {
    /** The subscription of an address (any letter case), locked until the transaction ends. */
    async findByEmailForUpdate(email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(s)
        .where(sql`lower(${s.email}) = lower(${email})`)
        .for('update')
        .limit(1);
      return row;
    },
    /** A new pending subscription, or undefined when the address was taken meanwhile (the unique index decides). */
    async insertPending(values: {
      email: string;
      confirm_nonce: string;
      confirm_token_hash: string;
      unsubscribe_token: string;
    }): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .insert(s)
        .values({ ...values, status: 'pending', confirm_sent_at: new Date() })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async update(id: number, values: Partial<typeof newsletterSubscribers.$inferInsert>): Promise<void> {
      await db.update(s).set(values).where(eq(s.id, id));
    },
    async findByConfirmHash(hash: string): Promise<SubscriberRow | undefined> {
      const [row] = await db.select().from(s).where(eq(s.confirm_token_hash, hash)).limit(1);
      return row;
    },
    async findByUnsubscribeToken(token: string): Promise<SubscriberRow | undefined> {
      const [row] = await db.select().from(s).where(eq(s.unsubscribe_token, token)).limit(1);
      return row;
    },

    async list(opts: { status?: SubscriberStatus; offset: number; limit: number }): Promise<{ rows: Subscriber[]; total: number }> {
      const where = statusIs(opts.status);
      const rows = await db.select(subscriberColumns).from(s).where(where).orderBy(desc(s.created_at), desc(s.id)).limit(opts.limit).offset(opts.offset);
      const [total] = await db.select({ n: count() }).from(s).where(where);
      return { rows: rows.map(withIsoDates), total: total!.n };
    },
    async all(status?: SubscriberStatus): Promise<Subscriber[]> {
      const rows = await db.select(subscriberColumns).from(s).where(statusIs(status)).orderBy(asc(s.email));
      return rows.map(withIsoDates);
    },
    async counts(): Promise<SubscriberCounts> {
      const rows = await db.select({ status: s.status, n: count() }).from(s).groupBy(s.status);
      const c = { total: 0, confirmed: 0, pending: 0, unsubscribed: 0 };
      for (const r of rows) {
        c[r.status] = r.n;
        c.total += r.n;
      }
      return c;
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(s).where(eq(s.id, id)).returning({ id: s.id });
      return rows.length > 0;
    },

    /** The post as a newsletter shows it, when it exists; `public` says whether visitors may read it. */
    async post(id: number): Promise<(NewsletterPost & { public: boolean }) | undefined> {
      const [row] = await db
        .select({
          id: posts.id,
          title: posts.title,
          excerpt: posts.excerpt,
          cover_image: posts.cover_image,
          public: sql<boolean>`coalesce(${publicPost()}, false)`,
        })
        .from(posts)
        .where(eq(posts.id, id))
        .limit(1);
      return row;
    },
    /** Starts a post's send; false when it has one already (two simultaneous starts: the primary key decides). */
    async insertSend(postId: number, userId: number | null): Promise<boolean> {
      const rows = await db
        .insert(newsletterSends)
        .values({ post_id: postId, started_by: userId })
        .onConflictDoNothing()
        .returning({ post_id: newsletterSends.post_id });
      return rows.length > 0;
    },
    /**
     * The post's send, locked for the rest of the transaction: batches of one post run one at a
     * time, whichever instance runs them.
     */
    async lockSend(postId: number): Promise<{ finished: boolean } | undefined> {
      const [row] = await db
        .select({ finished_at: newsletterSends.finished_at })
        .from(newsletterSends)
        .where(eq(newsletterSends.post_id, postId))
        .for('update')
        .limit(1);
      return row && { finished: row.finished_at !== null };
    },
    async finishSend(postId: number): Promise<void> {
      await db
        .update(newsletterSends)
        .set({ finished_at: new Date() })
        .where(and(eq(newsletterSends.post_id, postId), isNull(newsletterSends.finished_at)));
    },
    /** Confirmed subscribers without a delivery of this post, lowest id first. */
    async recipients(postId: number, limit: number): Promise<Recipient[]> {
      return rowsOf<Recipient>(
        await db.execute(sql`
          select s.id, s.email, s.unsubscribe_token from newsletter_subscribers s
          where s.status = 'confirmed'
            and not exists (select 1 from newsletter_deliveries d where d.post_id = ${postId} and d.subscriber_id = s.id)
          order by s.id limit ${limit}`),
      );
    },
    /** Claims the deliveries; returns the subscribers it claimed (a pair that exists already is skipped). */
    async insertDeliveries(postId: number, subscriberIds: number[]): Promise<Set<number>> {
      if (!subscriberIds.length) return new Set();
      const rows = await db
        .insert(newsletterDeliveries)
        .values(subscriberIds.map((subscriber_id) => ({ post_id: postId, subscriber_id })))
        .onConflictDoNothing()
        .returning({ subscriber_id: newsletterDeliveries.subscriber_id });
      return new Set(rows.map((r) => r.subscriber_id));
    },
    async setDeliveryEmail(postId: number, subscriberId: number, emailId: number): Promise<void> {
      await db
        .update(newsletterDeliveries)
        .set({ email_id: emailId })
        .where(and(eq(newsletterDeliveries.post_id, postId), eq(newsletterDeliveries.subscriber_id, subscriberId)));
    },

    /**
     * A post's send and its mails by outbox state, in one statement (one snapshot: a batch
     * committing meanwhile cannot be counted half). A delivered mail the outbox no longer holds counts as sent.
     */
    async progress(postId: number): Promise<SendFigures> {
      const [row] = rowsOf<SendFigures>(
        await db.execute(sql`
          select
            (select started_at from newsletter_sends where post_id = ${postId}) as started_at,
            (select finished_at is not null from newsletter_sends where post_id = ${postId}) as finished,
            count(d.id)::int as made,
            (count(d.id) filter (where e.state = 'queued'))::int as queued,
            (count(d.id) filter (where e.state = 'failed'))::int as failed,
            (count(d.id) filter (where e.state = 'sent' or e.id is null))::int as sent,
            (select count(*)::int from newsletter_subscribers where status = 'confirmed') as confirmed,
            (case when exists (select 1 from newsletter_sends where post_id = ${postId} and finished_at is null)
              then (select count(*)::int from newsletter_subscribers s where s.status = 'confirmed'
                    and not exists (select 1 from newsletter_deliveries x where x.post_id = ${postId} and x.subscriber_id = s.id))
              else 0 end) as remaining
          from newsletter_deliveries d left join emails e on e.id = d.email_id
          where d.post_id = ${postId}`),
      );
      return row!;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
