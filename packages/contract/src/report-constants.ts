// Zod-free part of report.ts: what the family's status page shows of progress reports
// (docs/decisions/034). The staff screens' texts and the mail are in report-admin-constants.ts,
// so the public status page never downloads them.

/** A report's comment per criterion and its summary: the longest texts accepted. */
export const REPORT_COMMENT_MAX = 1000;
export const REPORT_SUMMARY_MAX = 4000;

/** Where a report stands: staff only while a draft; the family sees it once published. */
export const REPORT_STATES = ['draft', 'published'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** The family's read-only list of published reports (newest first). */
export const FAMILY_REPORT_TEXTS = {
  title: 'Progress reports',
  published: (date: string) => `Published ${date}`,
  /** A criterion's score, e.g. "4 / 5". */
  score: (score: number, max: number) => `${score} / ${max}`,
  summary: 'Summary',
} as const;
