/**
 * Enrollment texts only staff screens show (decision 032: the staff note, duplicates, a renewed
 * status link, tap-to-call): apart from REGISTRATION_MESSAGES, which the public form's page loads.
 */
export const ENROLLMENT_ADMIN_MESSAGES = {
  /** The link of /enrollment to /adminenrollement and that form's button (SPEC 2). */
  registerPlayer: 'Register Player',
  duplicateFlag: 'Possible duplicate',
  duplicateOf: (id: number) => `The same parent registered a child with this name and age before: enrollment #${id}.`,
  duplicateLink: 'Open the other enrollment',
  resendLink: 'Send a new status link',
  resendLinkTitle: 'Send the family a new status link?',
  resendLinkBody:
    'The link the family has now stops working. The new one is emailed to the parent when a mail server is configured; otherwise it is shown here to copy.',
  resendLinkBusy: 'Sending...',
  resendLinkMailed: (email: string) => `A new status link was emailed to ${email}. The old link no longer works.`,
  resendLinkCopy: 'No mail server is configured: copy this new link and send it to the family. The old link no longer works.',
  resendLinkField: 'New status link',
  resendLinkFailed: 'Failed to make a new status link',
  callParent: (phone: string) => `Call ${phone}`,
  emailParent: (email: string) => `Email ${email}`,
  staffNoteLabel: 'Private staff note (optional)',
  staffNoteHint: 'Kept in the history for staff only: never emailed or shown to the family.',
  historyStaffNote: 'Staff note',
  historyParentNote: 'Note to the parent',
  /** Before the status of a history entry that changed something else (a moved trial, corrected details). */
  historyStatusKept: 'Status stays',
} as const;

/**
 * Consent texts only staff screens show (the enrollment filter and detail, the "no photos" list),
 * apart from CONSENT_TEXTS, which the public registration form loads. Their version is CONSENT_VERSION.
 */
export const CONSENT_ADMIN_TEXTS = {
  photoFilter: 'Photos',
  photoFilterAll: 'Any answer',
  detailLabel: 'Photo and video consent',
  consentGiven: (version: string, at: string) => `Given ${at} (text version ${version})`,
  consentBefore: 'Registered before consent was asked',
  noPhotos: {
    open: 'Who must not appear in photos',
    title: 'No photos of these children',
    intro:
      'Their families said no to photos and videos (open applications), or no consent is recorded for these team members. Leave them out of the pictures you upload.',
    children: 'Registered children',
    team: 'Team members',
    none: 'Nobody: every family said yes.',
    loadFailed: 'Failed to load the list',
    reminder: 'Before uploading: some children must not appear in published photos.',
    close: 'Close',
  },
} as const;
