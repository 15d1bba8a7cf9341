import { z } from 'zod';
import { IdSchema, PagingQuerySchema, TimestampSchema, honeypotField } from './common.ts';
import { NEWSLETTER_MESSAGES, SUBSCRIBER_STATUSES } from './newsletter-constants.ts';

export * from './newsletter-constants.ts';

export const NewsletterInputSchema = z.object({
  email: z.email({ error: NEWSLETTER_MESSAGES.invalidEmail }).trim().toLowerCase().max(254),
  ...honeypotField,
});
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;

/**
 * What a subscription answers: the address as it was sent, whatever its state was before (a new,
 * pending or confirmed address all get this same answer, so nobody learns who is subscribed).
 */
export const SubscriptionSchema = z.strictObject({ email: z.string() }).meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** A confirmation or unsubscribe link's token (from the mails). */
export const NewsletterTokenParamSchema = z.object({ token: z.string().max(200).meta({ description: 'The token of a newsletter link (from its mail)' }) });

/** What confirming or unsubscribing answers: the subscription's state now, nothing about who it is. */
export const SubscriptionStateSchema = z.strictObject({ status: z.enum(SUBSCRIBER_STATUSES) }).meta({ id: 'SubscriptionState' });
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** A subscriber as the admin list answers it. */
export const SubscriberSchema = z
  .strictObject({
    id: IdSchema,
    email: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    created_at: TimestampSchema,
    confirmed_at: TimestampSchema.nullable(),
    unsubscribed_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberQuerySchema = PagingQuerySchema.extend({ status: z.enum(SUBSCRIBER_STATUSES).optional() });
export const SubscriberExportQuerySchema = z.object({ status: z.enum(SUBSCRIBER_STATUSES).optional() });

export const SubscriberCountsSchema = z
  .strictObject({
    total: z.number().int().nonnegative(),
    confirmed: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    unsubscribed: z.number().int().nonnegative(),
  })
  .meta({ id: 'SubscriberCounts' });
export type SubscriberCounts = z.infer<typeof SubscriberCountsSchema>;

/** A post's newsletter: how far sending it has come (`total` is what it will reach once finished). */
export const NewsletterProgressSchema = z
  .strictObject({
    post_id: IdSchema,
    started: z.boolean().meta({ description: 'Whether the post has been sent (or is being sent) to subscribers' }),
    total: z.number().int().nonnegative().meta({ description: 'Subscribers it goes to: mails made so far plus confirmed subscribers still to reach' }),
    queued: z.number().int().nonnegative().meta({ description: 'Mails made and waiting in the outbox' }),
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    started_at: TimestampSchema.nullable(),
    finished: z.boolean().meta({ description: 'Every mail is made and none is waiting any more' }),
    confirmed_subscribers: z.number().int().nonnegative().meta({ description: 'Confirmed subscribers now (what a send would reach)' }),
  })
  .meta({ id: 'NewsletterProgress' });
export type NewsletterProgress = z.infer<typeof NewsletterProgressSchema>;
