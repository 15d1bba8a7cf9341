import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_MAIL_TEXTS,
  NEWSLETTER_PAGES,
  NEWSLETTER_RESEND_MINUTES,
  NEWSLETTER_SEND_TEXTS,
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBERS_TEXTS,
  type NewsletterProgress,
  type Subscriber,
  type SubscriberCounts,
  type SubscriberStatus,
  type Subscription,
  type SubscriptionState,
} from '@academy/contract/newsletter';
import type { PagingQuery } from '@academy/contract/common';
import { postPath } from '@academy/contract/feed-constants';
import { loadAppSecret } from '../../lib/app-secret.ts';
import { csvDocument } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import { offsetOf } from '../../lib/paging.ts';
import { iso } from '../../lib/serialize.ts';
import { createNewsletterRepository, type NewsletterPost, type Recipient } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

/** What a honeypot submission is answered with: looks subscribed, nothing stored. */
export const fakeSubscription = (fields: { email: string }): Subscription => ({ email: fields.email });

export function createNewsletterService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>) {
  const repo = createNewsletterRepository(db);
  const secret = loadAppSecret(config);
  const { publicUrl, newsletterBatchSize: batchSize } = config;
  /** The confirmation token: the same in every confirmation mail of one subscription, only its hash stored. */
  const confirmToken = (nonce: string) => createHmac('sha256', secret).update(`newsletter-confirm:${nonce}`).digest('base64url');
  const confirmUrl = (token: string) => `${publicUrl}/newsletter/confirm/${token}`;
  /** The page with the button (in the mail's text) and the one-click endpoint (the List-Unsubscribe header). */
  const unsubscribePage = (token: string) => `${publicUrl}/newsletter/unsubscribe/${token}`;
  const unsubscribeEndpoint = (token: string) => `${publicUrl}/api/newsletter/unsubscribe/${token}`;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`);

  async function mailConfirmation(c: Change, email: string, nonce: string) {
    await c.mail({
      to: email,
      kind: 'newsletter_confirmation',
      content: NEWSLETTER_MAIL_TEXTS.confirmation({ confirmUrl: confirmUrl(confirmToken(nonce)), days: NEWSLETTER_CONFIRM_DAYS }),
    });
  }

  function newsletterMail(post: NewsletterPost, to: Recipient) {
    return {
      to: to.email,
      kind: 'newsletter' as const,
      content: NEWSLETTER_MAIL_TEXTS.newsletter({
        title: post.title,
        excerpt: post.excerpt,
        postUrl: `${publicUrl}${postPath(post.id)}`,
        coverUrl: post.cover_image ? absolute(post.cover_image) : null,
        unsubscribeUrl: unsubscribePage(to.unsubscribe_token),
      }),
      // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs here.
      headers: { 'List-Unsubscribe': `<${unsubscribeEndpoint(to.unsubscribe_token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  return {
    /**
     * Every address gets the same answer whatever it was before (no one learns who is subscribed).
     * A new or unsubscribed address becomes pending and gets the confirmation mail; a pending one
     * gets it again, at most once per NEWSLETTER_RESEND_MINUTES; a confirmed one gets nothing.
     */
    async subscribe(by: Actor, email: string): Promise<Subscription> {
      await change(by, async (c) => {
        const subscribers = createNewsletterRepository(c.tx);
        const existing = await subscribers.findByEmailForUpdate(email);
        if (!existing) {
          const nonce = randomBytes(16).toString('base64url');
          const row = await subscribers.insertPending({
            email,
            confirm_nonce: nonce,
            confirm_token_hash: sha256(confirmToken(nonce)),
            unsubscribe_token: randomBytes(32).toString('base64url'),
          });
          // Taken by a simultaneous sign-up of the same address: that one mails it.
          if (!row) return;
          await mailConfirmation(c, email, nonce);
          return;
        }
        if (existing.status === 'confirmed') return;
        const recent = existing.confirm_sent_at && Date.now() - existing.confirm_sent_at.getTime() < NEWSLETTER_RESEND_MINUTES * 60_000;
        if (recent) return;
        // A pending address keeps its link (every mail carries the same one); a new subscription after leaving gets a new one.
        const nonce = existing.status === 'pending' && existing.confirm_nonce ? existing.confirm_nonce : randomBytes(16).toString('base64url');
        await subscribers.update(existing.id, {
          status: 'pending',
          confirm_nonce: nonce,
          confirm_token_hash: sha256(confirmToken(nonce)),
          confirm_sent_at: new Date(),
          unsubscribed_at: null,
        });
        await mailConfirmation(c, existing.email, nonce);
      });
      return { email };
    },

    /** Confirms a pending subscription (again: still confirmed). A wrong, expired or used-up link is a 404. */
    async confirm(by: Actor, token: string): Promise<SubscriptionState> {
      const row = TOKEN_RE.test(token) ? await repo.findByConfirmHash(sha256(token)) : undefined;
      if (!row || row.status === 'unsubscribed') throw new HttpError(404, NEWSLETTER_PAGES.confirm.invalid);
      if (row.status === 'confirmed') return { status: 'confirmed' };
      if (!row.confirm_sent_at || Date.now() - row.confirm_sent_at.getTime() > NEWSLETTER_CONFIRM_DAYS * DAY_MS)
        throw new HttpError(404, NEWSLETTER_PAGES.confirm.invalid);
      await change(by, (c) => createNewsletterRepository(c.tx).update(row.id, { status: 'confirmed', confirmed_at: new Date() }));
      return { status: 'confirmed' };
    },

    /** Unsubscribes; idempotent. An old confirmation link cannot bring the address back. */
    async unsubscribe(by: Actor, token: string): Promise<SubscriptionState> {
      const row = TOKEN_RE.test(token) ? await repo.findByUnsubscribeToken(token) : undefined;
      if (!row) throw new HttpError(404, NEWSLETTER_PAGES.unsubscribe.invalid);
      if (row.status !== 'unsubscribed') {
        await change(by, (c) =>
          createNewsletterRepository(c.tx).update(row.id, {
            status: 'unsubscribed',
            unsubscribed_at: new Date(),
            confirm_token_hash: null,
            confirm_nonce: null,
          }),
        );
      }
      return { status: 'unsubscribed' };
    },

    list: async (q: PagingQuery & { status?: SubscriberStatus }) => repo.list({ status: q.status, offset: offsetOf(q), limit: q.limit }),
    counts: (): Promise<SubscriberCounts> => repo.counts(),
    remove: (by: Actor, id: number): Promise<void> =>
      change(by, async (c) => {
        if (!(await createNewsletterRepository(c.tx).remove(id))) throw new HttpError(404, SUBSCRIBERS_TEXTS.notFound);
        await c.audit({ action: 'content.delete', record: { type: 'subscriber', id }, summary: 'Newsletter subscriber removed' });
      }),
    async exportCsv(status?: SubscriberStatus): Promise<string> {
      const rows: Subscriber[] = await repo.all(status);
      return csvDocument(
        SUBSCRIBER_CSV_COLUMNS,
        rows.map((r) => [r.email, r.status, r.created_at, r.confirmed_at ?? '', r.unsubscribed_at ?? '']),
      );
    },

    /**
     * Starts sending a published post to the confirmed subscribers: one send per post (a second
     * start is a 409, decision 016). The batches run as durable jobs.
     */
    async startSend(by: Actor, postId: number): Promise<NewsletterProgress> {
      await change(by, async (c) => {
        const sends = createNewsletterRepository(c.tx);
        const post = await sends.post(postId);
        if (!post) throw new HttpError(404, NEWSLETTER_SEND_TEXTS.postNotFound);
        if (!post.public) throw new HttpError(409, NEWSLETTER_SEND_TEXTS.notPublished);
        if (!(await sends.insertSend(postId, by?.user?.id ?? null))) throw new HttpError(409, NEWSLETTER_SEND_TEXTS.alreadySent);
        await c.schedule('newsletter-batch', { postId, batch: 0 }, new Date());
        const { remaining: total } = await sends.progress(postId);
        await c.audit({
          action: 'content.publish',
          record: { type: 'newsletter', id: postId },
          summary: `Newsletter sent to ${total} ${total === 1 ? 'subscriber' : 'subscribers'}`,
        });
      });
      return this.progress(postId);
    },

    /**
     * One batch, in one transaction: the post's send row is locked (one batch of a post at a time,
     * on any instance), the next confirmed subscribers without a delivery get one (the unique pair
     * skips any that has it) and their mail in the outbox, then the next batch is scheduled, or
     * the send is finished. A crash rolls the batch back whole; the job runs it again.
     */
    runBatch: (postId: number, batch: number): Promise<number> =>
      change(null, async (c) => {
        const sends = createNewsletterRepository(c.tx);
        const send = await sends.lockSend(postId);
        if (!send || send.finished) return 0;
        const post = await sends.post(postId);
        // Unpublished (or deleted) while sending: no more mails for it.
        if (!post?.public) {
          await sends.finishSend(postId);
          return 0;
        }
        const recipients = await sends.recipients(postId, batchSize);
        const claimed = await sends.insertDeliveries(
          postId,
          recipients.map((r) => r.id),
        );
        for (const to of recipients) {
          if (!claimed.has(to.id)) continue;
          const emailId = await c.mail(newsletterMail(post, to));
          await sends.setDeliveryEmail(postId, to.id, emailId);
        }
        if (recipients.length < batchSize) await sends.finishSend(postId);
        else await c.schedule('newsletter-batch', { postId, batch: batch + 1 }, new Date());
        return claimed.size;
      }),

    async progress(postId: number): Promise<NewsletterProgress> {
      if (!(await repo.post(postId))) throw new HttpError(404, NEWSLETTER_SEND_TEXTS.postNotFound);
      const f = await repo.progress(postId);
      return {
        post_id: postId,
        started: f.started_at !== null,
        total: f.made + f.remaining,
        queued: f.queued,
        sent: f.sent,
        failed: f.failed,
        started_at: f.started_at === null ? null : iso(f.started_at),
        finished: f.finished === true && f.queued === 0,
        confirmed_subscribers: f.confirmed,
      };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
