import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { FUNNEL_STAGES } from './admin-dashboard-constants.ts';

export * from './admin-dashboard-constants.ts';

const n = z.number().int().nonnegative();

/** `GET /api/admin/dashboard?season=`: the season, when given, is written like 2026/27 (else the current one). */
export const DashboardQuerySchema = z.object({
  season: z
    .string()
    .regex(/^\d{4}\/\d{2}$/)
    .optional()
    .meta({ description: 'The season, e.g. 2026/27; the current one when absent' }),
});

/**
 * The admin dashboard's figures (docs/decisions/036), counted in SQL on the tables the lists read, so
 * each figure is the total of the list it links to.
 */
export const AdminDashboardSchema = z
  .strictObject({
    season: z.string().meta({ description: 'The season counted, e.g. 2026/27 (from 1 August)' }),
    funnel: z
      .array(z.strictObject({ stage: z.enum(FUNNEL_STAGES), count: n }))
      .meta({ description: "The season's registrations that reached each stage, in order" }),
    weekly: z
      .array(z.strictObject({ week_start: z.iso.date(), count: n }))
      .meta({ description: "Registrations created per week (Monday 00:00 on the academy's clock), oldest first, the current week last" }),
    squads: z.array(
      z.strictObject({
        id: IdSchema,
        name: z.string(),
        capacity: z.number().int().positive(),
        enrolled: n,
        offered: n,
        waitlisted: n,
      }),
    ),
    upcoming_trials: z.array(
      z.strictObject({ id: IdSchema, starts_at: TimestampSchema, location: z.string(), capacity: z.number().int().positive(), taken: n }),
    ),
    decisions: z.strictObject({
      pending_registrations: n.meta({ description: 'Registrations with status pending' }),
      open_offers: n.meta({ description: 'Registrations with status offer_made' }),
      offers_expiring: n.meta({ description: 'Open offers whose deadline falls within OFFER_EXPIRING_HOURS' }),
      unchecked_trials: z
        .array(z.strictObject({ id: IdSchema, starts_at: TimestampSchema, location: z.string(), confirmed: n }))
        .meta({ description: 'Past, not cancelled sessions with confirmed children and no check-in recorded' }),
    }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
