import { z } from 'zod';
import { HONEYPOT_FIELD } from './registration.ts';

export const NEWSLETTER_MESSAGES = {
  success: 'Thanks for subscribing! Watch your inbox for academy news.',
  alreadySubscribed: 'This email is already subscribed.',
  invalidEmail: 'Please enter a valid email address',
  failure: 'Subscription failed. Please try again.',
} as const;

export const NewsletterSchema = z.object({
  email: z.email({ error: NEWSLETTER_MESSAGES.invalidEmail }).trim().toLowerCase().max(254),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type NewsletterInput = z.input<typeof NewsletterSchema>;
