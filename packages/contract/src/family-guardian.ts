import { z } from 'zod';
import { PublicRegistrationSchema } from './registration.ts';

export * from './family-guardian-constants.ts';

/**
 * `PUT /api/public/status/{token}/guardian`: the family's second guardian, checked as the public
 * registration form checks its parent (the same fields and messages, docs/decisions/063).
 */
export const SecondGuardianInputSchema = PublicRegistrationSchema.pick({ parent_name: true, parent_email: true, contact_phone: true });
export type SecondGuardianInput = z.input<typeof SecondGuardianInputSchema>;

/** `GET /api/public/status/{token}/guardian`: the second guardian as stored (or null), and an address waiting for confirmation. */
export const SecondGuardianSchema = z
  .strictObject({
    guardian: z.strictObject({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
    pending: z
      .strictObject({ name: z.string(), email: z.string(), phone: z.string() })
      .nullable()
      .meta({ description: 'A second guardian (or a new address) waiting to be confirmed from its own mailbox, or null' }),
  })
  .meta({ id: 'SecondGuardian' });
export type SecondGuardian = z.infer<typeof SecondGuardianSchema>;

/** The answer to a save: the second guardian as stored, and whether a confirmation link was mailed to a new address. */
export const SecondGuardianResultSchema = SecondGuardianSchema.extend({ email_sent: z.boolean() }).meta({ id: 'SecondGuardianResult' });
export type SecondGuardianResult = z.infer<typeof SecondGuardianResultSchema>;
