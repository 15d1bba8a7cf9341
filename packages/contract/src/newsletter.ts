import { z } from 'zod';
import { HONEYPOT_FIELD } from './registration-constants.ts';
import { NEWSLETTER_MESSAGES } from './newsletter-constants.ts';

export * from './newsletter-constants.ts';

export const NewsletterSchema = z.object({
  email: z.email({ error: NEWSLETTER_MESSAGES.invalidEmail }).trim().toLowerCase().max(254),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type NewsletterInput = z.input<typeof NewsletterSchema>;
