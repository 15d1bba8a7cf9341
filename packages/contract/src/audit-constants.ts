/**
 * The audit trail's vocabulary (zod-free, shared by the server and the Activity screen): what is
 * recorded, and how the screen names it. An entry's summary never holds a child's or a family's
 * personal data: records are named by type and id.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'registration.view',
  'registration.create',
  'registration.duplicate',
  'registration.status_link',
  'registration.export_csv',
  'registration.status',
  'registration.delete',
  'registration.family_update',
  'message.delete',
  'family.export',
  'family.erase',
  'user.create',
  'user.update',
  'user.deactivate',
  'settings.update',
  'content.publish',
  'content.delete',
  'retention.purge',
  'trial.create',
  'trial.update',
  'trial.cancel',
  'trial.invite',
  'trial.checkin',
  'trial.evaluate',
  'trial.family_change',
  'squad.save',
  'squad.delete',
  'report.create',
  'report.update',
  'report.publish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'registration.view': 'Viewed an enrollment',
  'registration.create': 'Added an enrollment',
  'registration.duplicate': 'Registered again (status link mailed)',
  'registration.status_link': 'Sent a new status link',
  'registration.export_csv': 'Exported enrollments (CSV)',
  'registration.status': 'Changed an enrollment status',
  'registration.delete': 'Deleted an enrollment',
  'registration.family_update': 'A family corrected its details',
  'message.delete': 'Deleted a contact message',
  'family.export': "Exported a family's data",
  'family.erase': "Erased a family's data",
  'user.create': 'Added a user',
  'user.update': 'Changed a user',
  'user.deactivate': 'Deactivated a user',
  'settings.update': 'Changed the settings',
  'content.publish': 'Published content',
  'content.delete': 'Deleted content',
  'retention.purge': 'Retention: erased old records',
  'trial.create': 'Created a trial session',
  'trial.update': 'Changed a trial session',
  'trial.cancel': 'Cancelled a trial session',
  'trial.invite': 'Invited a child to a trial',
  'trial.checkin': 'Checked a child in at a trial',
  'trial.evaluate': 'Scored a child at a trial',
  'trial.family_change': 'A family changed or declined its trial',
  'squad.save': 'Saved a squad',
  'squad.delete': 'Deleted a squad',
  'report.create': 'Wrote a progress report',
  'report.update': 'Edited a progress report',
  'report.publish': 'Published a progress report',
};

/** Who acted when no signed-in user did. */
export const AUDIT_ACTORS = { system: 'system', family: 'family', anonymous: 'anonymous' } as const;

export const AUDIT_PAGE = {
  title: 'Activity',
  subtitle: 'Who did what, when and from where, newest first. Entries cannot be changed; they are erased after the retention period.',
  empty: 'No activity matches these filters.',
  loadFailed: 'Failed to load the activity',
  filters: { actor: 'Who', action: 'Action', record: 'Record', from: 'From', to: 'To', allActions: 'All actions', clear: 'Clear filters' },
  recordHint: 'type:id, e.g. registration:12',
  columns: { at: 'When', actor: 'Who', action: 'Action', record: 'Record', ip: 'From', summary: 'Summary' },
  none: '—',
} as const;
