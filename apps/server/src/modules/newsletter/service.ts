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
import { enqueueMail } from '../../background/outbox.ts';
import { scheduleJob } from '../../background/jobs.ts';
import type { Db } from '../../db/client.ts';
import { csvDocument } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { iso } from '../../lib/serialize.ts';
import type { NewsletterPost, NewsletterRepository, Recipient } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

/** What a honeypot submission is answered with: looks subscribed, nothing stored. */
export const fakeSubscription = (fields: { email: string }): Subscription => ({ email: fields.email });

type Deps = {
  db: Db;
  repo: NewsletterRepository;
  secret: Uint8Array;
  publicUrl: string;
  batchSize: number;
  wake: () => void;
};

export function createNewsletterService({ db, repo, secret, publicUrl, batchSize, wake }: Deps) {
  /** The confirmation token: the same in every confirmation mail of one subscription, only its hash stored. */
  const confirmToken = (nonce: string) => createHmac('sha256', secret).update(`newsletter-confirm:${nonce}`).digest('base64url');
  const confirmUrl = (token: string) => `${publicUrl}/newsletter/confirm/${token}`;
  /** The page with the button (in the mail's text) and the one-click endpoint (the List-Unsubscribe header). */
  const unsubscribePage = (token: string) => `${publicUrl}/newsletter/unsubscribe/${token}`;
  const unsubscribeEndpoint = (token: string) => `${publicUrl}/api/newsletter/unsubscribe/${token}`;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`);

  async function mailConfirmation(tx: Db, email: string, nonce: string) {
    await enqueueMail(tx, { to: email, kind: 'newsletter_confirmation', content: NEWSLETTER_MAIL_TEXTS.confirmation({ confirmUrl: confirmUrl(confirmToken(nonce)), days: NEWSLETTER_CONFIRM_DAYS }) });
  }

  function newsletterMail(post: NewsletterPost, to: Recipient) {
    return {
      to: to.email,
      kind: 'newsletter' as const,
      content: NEWSLETTER_MAIL_TEXTS.newsletter({
        title: post.title,
        excerpt: post.excerpt,
        postUrl: `${publicUrl}/news/${post.id}`,
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
    async subscribe(email: string): Promise<Subscription> {
      const queued = await db.transaction(async (tx) => {
        const existing = await repo.findByEmailForUpdate(tx, email);
        if (!existing) {
          const nonce = randomBytes(16).toString('base64url');
          const row = await repo.insertPending(tx, { email, confirm_nonce: nonce, confirm_token_hash: sha256(confirmToken(nonce)), unsubscribe_token: randomBytes(32).toString('base64url') });
          // Taken by a simultaneous sign-up of the same address: that one mails it.
          if (!row) return false;
          await mailConfirmation(tx, email, nonce);
          return true;
        }
        if (existing.status === 'confirmed') return false;
        const recent = existing.confirm_sent_at && Date.now() - existing.confirm_sent_at.getTime() < NEWSLETTER_RESEND_MINUTES * 60_000;
        if (recent) return false;
        // A pending address keeps its link (every mail carries the same one); a new subscription after leaving gets a new one.
        const nonce = existing.status === 'pending' && existing.confirm_nonce ? existing.confirm_nonce : randomBytes(16).toString('base64url');
        await repo.update(tx, existing.id, { status: 'pending', confirm_nonce: nonce, confirm_token_hash: sha256(confirmToken(nonce)), confirm_sent_at: new Date(), unsubscribed_at: null });
        await mailConfirmation(tx, existing.email, nonce);
        return true;
      });
      if (queued) wake();
      return { email };
    },

    /** Confirms a pending subscription (again: still confirmed). A wrong, expired or used-up link is a 404. */
    async confirm(token: string): Promise<SubscriptionState> {
      const row = TOKEN_RE.test(token) ? await repo.findByConfirmHash(sha256(token)) : undefined;
      if (!row || row.status === 'unsubscribed') throw new HttpError(404, NEWSLETTER_PAGES.confirm.invalid);
      if (row.status === 'confirmed') return { status: 'confirmed' };
      if (!row.confirm_sent_at || Date.now() - row.confirm_sent_at.getTime() > NEWSLETTER_CONFIRM_DAYS * DAY_MS) throw new HttpError(404, NEWSLETTER_PAGES.confirm.invalid);
      await repo.update(db, row.id, { status: 'confirmed', confirmed_at: new Date() });
      return { status: 'confirmed' };
    },

    /** Unsubscribes; idempotent. An old confirmation link cannot bring the address back. */
    async unsubscribe(token: string): Promise<SubscriptionState> {
      const row = TOKEN_RE.test(token) ? await repo.findByUnsubscribeToken(token) : undefined;
      if (!row) throw new HttpError(404, NEWSLETTER_PAGES.unsubscribe.invalid);
      if (row.status !== 'unsubscribed') await repo.update(db, row.id, { status: 'unsubscribed', unsubscribed_at: new Date(), confirm_token_hash: null, confirm_nonce: null });
      return { status: 'unsubscribed' };
    },

    list: async (q: PagingQuery & { status?: SubscriberStatus }) => repo.list({ status: q.status, offset: offsetOf(q), limit: q.limit }),
    counts: (): Promise<SubscriberCounts> => repo.counts(),
    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw new HttpError(404, SUBSCRIBERS_TEXTS.notFound);
    },
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
    async startSend(postId: number, userId: number | null): Promise<NewsletterProgress> {
      await db.transaction(async (tx) => {
        const post = await repo.post(tx, postId);
        if (!post) throw new HttpError(404, NEWSLETTER_SEND_TEXTS.postNotFound);
        if (!post.public) throw new HttpError(409, NEWSLETTER_SEND_TEXTS.notPublished);
        if (!(await repo.insertSend(tx, postId, userId))) throw new HttpError(409, NEWSLETTER_SEND_TEXTS.alreadySent);
        await scheduleJob(tx, 'newsletter-batch', { postId, batch: 0 }, new Date());
      });
      wake();
      return this.progress(postId);
    },

    /**
     * One batch, in one transaction: the post's send row is locked (one batch of a post at a time,
     * on any instance), the next confirmed subscribers without a delivery get one (the unique pair
     * skips any that has it) and their mail in the outbox, then the next batch is scheduled, or
     * the send is finished. A crash rolls the batch back whole; the job runs it again.
     */
    async runBatch(postId: number, batch: number): Promise<number> {
      const made = await db.transaction(async (tx) => {
        const send = await repo.lockSend(tx, postId);
        if (!send || send.finished) return 0;
        const post = await repo.post(tx, postId);
        // Unpublished (or deleted) while sending: no more mails for it.
        if (!post?.public) {
          await repo.finishSend(tx, postId);
          return 0;
        }
        const recipients = await repo.recipients(tx, postId, batchSize);
        const claimed = await repo.insertDeliveries(
          tx,
          postId,
          recipients.map((r) => r.id),
        );
        for (const to of recipients) {
          if (!claimed.has(to.id)) continue;
          const emailId = await enqueueMail(tx, newsletterMail(post, to));
          await repo.setDeliveryEmail(tx, postId, to.id, emailId);
        }
        if (recipients.length < batchSize) await repo.finishSend(tx, postId);
        else await scheduleJob(tx, 'newsletter-batch', { postId, batch: batch + 1 }, new Date());
        return claimed.size;
      });
      return made;
    },

    async progress(postId: number): Promise<NewsletterProgress> {
      if (!(await repo.post(db, postId))) throw new HttpError(404, NEWSLETTER_SEND_TEXTS.postNotFound);
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
