// Staff texts of progress reports (docs/decisions/034): the enrollment detail's Reports block, the
// report form screen, the API's refusals and the family's mail. Admin screens and the server only.
import type { MailContent } from './email-constants.ts';
import { REPORT_COMMENT_MAX, REPORT_SUMMARY_MAX, type ReportState } from './report-constants.ts';

export const REPORT_MESSAGES = {
  notFound: 'Report not found',
  published: 'This report is published: it can no longer be edited.',
  alreadyPublished: 'This report is published already.',
  unknownCriterion: (name: string) => `"${name}" is not one of the academy's evaluation criteria.`,
  duplicateCriterion: (name: string) => `"${name}" is scored twice.`,
  criteriaRequired: 'Score at least one criterion.',
  score: 'Each score is a whole number from 1 to 5',
  criterionRequired: 'Each score needs its criterion',
  commentTooLong: `A comment can be at most ${REPORT_COMMENT_MAX} characters`,
  summaryTooLong: `The summary can be at most ${REPORT_SUMMARY_MAX} characters`,
} as const;

export const REPORT_TEXTS = {
  blockTitle: 'Reports',
  blockIntro: 'Progress reports written by the coaches. A draft is for staff only; the family reads a report once it is published.',
  none: 'No reports yet.',
  loadFailed: 'Failed to load the reports',
  write: 'Write a report',
  edit: 'Edit',
  publish: 'Publish',
  stateLabels: { draft: 'Draft', published: 'Published' } satisfies Record<ReportState, string>,
  columns: { state: 'State', date: 'Date', author: 'Author', average: 'Scores', actions: 'Actions' },
  noAuthor: '—',
  publishTitle: 'Publish this report?',
  publishBody: 'The family is emailed a link to its status page, where it can read the report. A published report can no longer be edited.',
  publishConfirm: 'Publish and email the family',
  publishedNotice: 'Report published. The family has been emailed.',
  publishFailed: 'Failed to publish the report',
  publishing: 'Publishing...',
  // The report form screen.
  formTitleNew: (name: string) => `New report for ${name}`,
  formTitleEdit: (name: string) => `Report for ${name}`,
  formSubtitle: 'Score each criterion from 1 to 5 and add a comment; the summary is what the family reads first.',
  prefilledFromTrial: (date: string) => `Scores pre-filled from the trial evaluation of ${date}. The coach's private note is not copied.`,
  prefilledFromReport: (date: string) => `Scores pre-filled from the report of ${date}.`,
  criterion: 'Criterion',
  scoreLabel: (criterion: string) => `${criterion}: score`,
  commentLabel: (criterion: string) => `${criterion}: comment`,
  notScored: 'Not scored',
  summary: 'Summary',
  save: 'Save draft',
  saving: 'Saving...',
  saved: 'Report saved as a draft.',
  saveFailed: 'Failed to save the report',
  back: 'Back',
  readOnly: 'This report is published and can no longer be edited.',
  writeFor: (name: string) => `Write a report for ${name}`,
  rosterColumn: 'Report',
} as const;

/** The family's mail when a report is published: the status page link, none of the report's words. */
export const REPORT_MAIL_TEXTS = {
  published: (d: { parentName: string; playerName: string; statusUrl: string }): MailContent => ({
    subject: `A new progress report for ${d.playerName}`,
    paragraphs: [`Dear ${d.parentName},`, `The coaches have written a progress report for ${d.playerName}. You can read it on the application's page.`],
    actions: [{ label: 'Read the report', url: d.statusUrl }],
  }),
} as const;
