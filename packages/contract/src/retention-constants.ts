/** The data retention policy as the Settings screen shows it. Zod-free. */
export const RETENTION_TEXTS = {
  title: 'Data retention',
  intro: 'Old records are erased automatically once a day. The periods are set by the server (RETENTION_DAYS, MESSAGE_RETENTION_DAYS, AUDIT_RETENTION_DAYS).',
  registrations: (days: number) => `Rejected and withdrawn applications: erased ${days} days after their last change.`,
  messages: (days: number) => `Contact messages: erased ${days} days after they arrived.`,
  audit: (days: number) => `Activity log entries: erased after ${days} days.`,
  lastRun: 'Last run',
  nextRun: 'Next run',
  never: 'Not run yet',
  loadFailed: 'Failed to load the retention policy',
} as const;
