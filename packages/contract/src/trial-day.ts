import { z } from 'zod';
import { IdSchema } from './common.ts';

export * from './trial-day-constants.ts';

/**
 * What a coach may know of a child on a session (or squad) assigned to them, and nothing more
 * (decision 018): the names, the age, the health conditions (for safety), the photo consent and
 * the parent's phone. Squads' rosters use the same projection.
 */
export const CoachChildSchema = z
  .strictObject({
    registration_id: IdSchema,
    first_name: z.string(),
    last_name: z.string(),
    age: z.number().int(),
    health_conditions: z.string().meta({ description: 'For safety on the pitch; empty when the family named none' }),
    photo_consent: z.boolean(),
    parent_phone: z.string(),
  })
  .meta({ id: 'CoachChild' });
export type CoachChild = z.infer<typeof CoachChildSchema>;
