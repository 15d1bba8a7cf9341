import { z } from 'zod';
import { honeypotField, optionalText, requiredText, TimestampSchema } from './common.ts';
import { CONTACT_MESSAGES, CONTACT_STATUSES } from './contact-constants.ts';

export * from './contact-constants.ts';

export const ContactInputSchema = z.object({
  fullname: requiredText(CONTACT_MESSAGES.fullname, 120),
  email: z.email({ error: CONTACT_MESSAGES.email }).trim().max(254),
  phone: optionalText(40),
  city: optionalText(120),
  message: requiredText(CONTACT_MESSAGES.message, 5000),
  ...honeypotField,
});
export type ContactInput = z.input<typeof ContactInputSchema>;

export const ContactStatusSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` }),
});

/** A contact message as the API answers it (id 0: a honeypot answer, nothing was stored). */
export const ContactMessageSchema = z
  .strictObject({
    id: z.number().int().nonnegative(),
    fullname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    message: z.string(),
    status: z.enum(CONTACT_STATUSES),
    created_at: TimestampSchema,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
