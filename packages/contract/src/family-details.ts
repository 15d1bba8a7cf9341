import { z } from 'zod';
import { FAMILY_DETAIL_FIELDS } from './family-details-constants.ts';
import { PublicRegistrationSchema } from './registration.ts';

export * from './family-details-constants.ts';

/**
 * `PUT /api/public/status/{token}/details`: the family's contact details and the child's health
 * conditions, checked exactly as the public registration form checks them (the same fields picked
 * from its schema; empty health conditions are stored as the form stores them).
 */
export const FamilyDetailsInputSchema = PublicRegistrationSchema.pick({ parent_email: true, contact_phone: true, residence: true, health_conditions: true });
export type FamilyDetailsInput = z.input<typeof FamilyDetailsInputSchema>;

/** `GET /api/public/status/{token}/details`: what the form starts from. */
export const FamilyDetailsSchema = z
  .strictObject({
    parent_email: z.string(),
    contact_phone: z.string(),
    residence: z.string(),
    health_conditions: z.string(),
    pending_email: z.string().nullable().meta({ description: 'A new email waiting to be confirmed from its own mailbox (docs/decisions/054), or null' }),
  })
  .meta({ id: 'FamilyDetails' });
export type FamilyDetails = z.infer<typeof FamilyDetailsSchema>;

/** The answer to a correction: the details as stored, and which fields changed. */
export const FamilyDetailsResultSchema = FamilyDetailsSchema.extend({
  changed: z.array(z.enum(FAMILY_DETAIL_FIELDS)),
}).meta({ id: 'FamilyDetailsResult' });
export type FamilyDetailsResult = z.infer<typeof FamilyDetailsResultSchema>;
