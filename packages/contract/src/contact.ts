import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';
import { HONEYPOT_FIELD } from './registration-constants.ts';
import { CONTACT_MESSAGES, CONTACT_STATUSES } from './contact-constants.ts';

export * from './contact-constants.ts';

export const ContactSchema = z.object({
  fullname: requiredText(CONTACT_MESSAGES.fullname, 120),
  email: z.email({ error: CONTACT_MESSAGES.email }).trim().max(254),
  phone: optionalText(40),
  city: optionalText(120),
  message: requiredText(CONTACT_MESSAGES.message, 5000),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;

export const ContactStatusSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` }),
});
