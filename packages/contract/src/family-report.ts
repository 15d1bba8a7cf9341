import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';

// The family's side of progress reports (docs/decisions/034), apart from report.ts so that the
// status page's answer schema does not pull the staff texts into public chunks.

/** A published report as the family's status page shows it: no author account, no draft ever. */
export const PublishedReportSchema = z
  .strictObject({
    id: IdSchema,
    published_at: TimestampSchema,
    criteria: z.array(z.strictObject({ criterion: z.string(), score: z.number().int(), comment: z.string() })),
    summary: z.string(),
  })
  .meta({ id: 'PublishedReport' });
export type PublishedReport = z.infer<typeof PublishedReportSchema>;
