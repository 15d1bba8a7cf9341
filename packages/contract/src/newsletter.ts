import { z } from 'zod';
import { honeypotField } from './common.ts';
import { NEWSLETTER_MESSAGES } from './newsletter-constants.ts';

export * from './newsletter-constants.ts';

export const NewsletterInputSchema = z.object({
  email: z.email({ error: NEWSLETTER_MESSAGES.invalidEmail }).trim().toLowerCase().max(254),
  ...honeypotField,
});
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;

/** What a subscription answers. */
export const SubscriptionSchema = z.strictObject({ email: z.string() }).meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;
