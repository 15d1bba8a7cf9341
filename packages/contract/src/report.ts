import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { REPORT_MESSAGES as M } from './report-admin-constants.ts';
import { REPORT_COMMENT_MAX, REPORT_STATES, REPORT_SUMMARY_MAX } from './report-constants.ts';
import { SCORE_MAX, SCORE_MIN } from './trial-day-constants.ts';

export * from './report-constants.ts';
export * from './report-admin-constants.ts';
export * from './family-report.ts';

/** One criterion of a report: its name (from the academy's criteria when written), a score 1–5 and a comment. */
export const ReportCriterionSchema = z
  .strictObject({
    criterion: z.string({ error: M.criterionRequired }).trim().min(1, M.criterionRequired).max(80),
    score: z.number({ error: M.score }).int(M.score).min(SCORE_MIN, M.score).max(SCORE_MAX, M.score),
    comment: z.string().trim().max(REPORT_COMMENT_MAX, M.commentTooLong).default(''),
  })
  .meta({ id: 'ReportCriterion' });
export type ReportCriterion = z.output<typeof ReportCriterionSchema>;

/** `POST /api/registrations/{id}/reports` and `PUT /api/reports/{id}`: the scored criteria and the summary. */
export const ReportInputSchema = z.object({
  criteria: z.array(ReportCriterionSchema).min(1, M.criteriaRequired).max(30),
  summary: z.string().trim().max(REPORT_SUMMARY_MAX, M.summaryTooLong).default(''),
});
export type ReportInput = z.input<typeof ReportInputSchema>;

/** A report as staff read it (administrators, and the coaches of the child). */
export const ReportSchema = z
  .strictObject({
    id: IdSchema,
    registration_id: IdSchema,
    author: z.strictObject({ id: IdSchema, name: z.string() }).nullable().meta({ description: 'Null once the account is deleted' }),
    criteria: z.array(ReportCriterionSchema),
    summary: z.string(),
    state: z.enum(REPORT_STATES),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
    published_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof ReportSchema>;

/** `GET /api/registrations/{id}/reports/template`: the child's names and a new report's pre-filled criteria. */
export const ReportTemplateSchema = z
  .strictObject({
    registration_id: IdSchema,
    first_name: z.string(),
    last_name: z.string(),
    criteria: z.array(z.strictObject({ criterion: z.string(), score: z.number().int().min(SCORE_MIN).max(SCORE_MAX).nullable(), comment: z.string() })),
    prefilled_from: z
      .strictObject({ kind: z.enum(['trial', 'report']), at: TimestampSchema })
      .nullable()
      .meta({ description: 'Where the scores come from: the latest trial evaluation for a first report, else the latest report' }),
  })
  .meta({ id: 'ReportTemplate' });
export type ReportTemplate = z.infer<typeof ReportTemplateSchema>;
