/** The erasure's one-time code (docs/decisions/059): its length, lifetime, tries, and how many a family may ask for an hour. */
export const ERASURE_CODE_DIGITS = 6;
export const ERASURE_CODE_MINUTES = 15;
export const ERASURE_CODE_ATTEMPTS = 5;
export const ERASURE_CODES_PER_HOUR = 3;

/**
 * A family's data, gathered by the parent's email: what the administrator's export
 * and erasure and the family's own buttons on the status page say. Zod-free.
 */
export const FAMILY_DATA = {
  adminTitle: 'Family data',
  adminIntro:
    "Everything the site keeps about a family, found by the parent's email: registrations with their consents and status history, trial invitations, attendance and evaluations, attendance at squad trainings and matches, published progress reports, mails sent, contact messages and the newsletter subscription.",
  emailLabel: "Parent's email",
  find: 'Find',
  notFound: 'Nothing is stored for this email.',
  download: 'Download as JSON',
  erase: 'Erase all of it',
  eraseConfirmTitle: "Erase this family's data?",
  eraseConfirmBody:
    'Every registration, consent, status change, trial invitation, mail, message and subscription tied to this email is deleted, with mail not sent yet. The activity log keeps only the fact, never the email. This cannot be undone.',
  eraseTypeToConfirm: 'Type the email again to confirm',
  eraseMismatch: 'The email typed does not match.',
  erased: (n: number) => `Erased ${n} record${n === 1 ? '' : 's'}.`,
  found: (n: number) => `${n} record${n === 1 ? '' : 's'} stored for this email:`,
  kindLabels: {
    registrations: 'Registrations (with consents)',
    guardians: 'Guardians (name, email, phone)',
    photo_consent_changes: 'Answers about photos (website, name with a photo, social media)',
    status_history: 'Status changes',
    trial_invitations: 'Trial invitations',
    trial_checkins: 'Trial attendance',
    trial_evaluations: "Trial evaluations (scores and the coach's note)",
    event_attendance: 'Attendance at squad trainings and matches',
    event_availability: 'Your answers: coming or not to squad events',
    progress_reports: 'Progress reports (published)',
    emails: 'Mails',
    contact_messages: 'Contact messages',
    newsletter_subscriptions: 'Newsletter subscription',
  },
  loadFailed: 'Failed to read the data for this email',
  eraseFailed: 'Failed to erase the data',
  erasing: 'Erasing...',
  cancel: 'Cancel',
  // The family's own buttons on its status page.
  familyTitle: 'Your data',
  familyIntro: 'Everything we keep about your family (applications, consents, messages, mails) is yours to download, or to have erased.',
  familyFailed: 'That did not work. Please try again in a moment.',
  familyDownload: 'Download our data',
  familyErase: 'Withdraw and delete our data',
  familyEraseConfirm:
    'This withdraws the application and deletes everything we keep about your family: registrations, messages and mails. We send you a receipt by mail. This cannot be undone.',
  familyEraseButton: 'Yes, delete our data',
  familyErased: 'Your data has been deleted. A receipt is on its way to your inbox.',
  // The erasure's mailed code (docs/decisions/059): the page asks for it after the confirmation.
  familyCodeSending: 'Sending the code...',
  familyCodeSent: `We mailed a code to your contact email. Type it here to delete your data. It works for ${ERASURE_CODE_MINUTES} minutes.`,
  familyCodeLabel: 'Code from the mail',
  familyCodeHint: 'Six digits',
  familyCodeDelete: 'Delete our data',
  familyCodeAgain: 'Send a new code',
  familyCodeResent: 'A new code is on its way. Only the newest code works.',
  codeRequired: 'Type the six-digit code from the mail.',
  codeWrong: 'That code is not right. Check the mail and try again.',
  codeExpired: 'This code has expired, has been used or was tried too many times. Ask for a new one.',
  codeTooMany: 'We have sent several codes in the last hour. Please try again later.',
  codeMailSubject: 'Your code to delete your data',
  codeMailBody: (code: string) => [
    'Someone asked on your status page to delete everything Future Stars Football Academy keeps about your family.',
    `If it was you, type this code on the page: ${code}. It works for ${ERASURE_CODE_MINUTES} minutes, once.`,
    'If it was not you, ignore this mail: nothing is deleted without the code. You can end the status link on the page if someone else has it.',
  ],
  // The family ends its own link (docs/decisions/062): every mailed link and the calendar address stop working.
  familyLinkTitle: 'This link',
  familyLinkIntro: 'Anyone who has this link can open this page. If someone else may have it, end it here.',
  familyEndLink: 'End this link',
  familyEndLinkConfirm:
    'This link, the links in every mail we sent you about your children and your calendar address stop working, on every phone and computer. Nothing is deleted: the next mail we send you carries a new link. Do this if someone else may have your link.',
  familyEndLinkButton: 'Yes, end the link',
  familyEndingLink: 'Ending the link...',
  familyLinkEnded: 'This link no longer works. The next mail we send you carries a new one; you can also ask us for it.',
  receiptSubject: 'Your data has been deleted',
  receiptBody:
    'As you asked, Future Stars Football Academy has deleted every record it kept about your family: registrations, consents, status history, trial invitations, messages, mails and newsletter subscription. This mail is the last one we send you; we keep no copy of it.',
} as const;

/** The records that hang on a child's registration and go with it (an erasure counts them before the cascade). */
export const REGISTRATION_RECORD_KINDS = [
  'photo_consent_changes',
  'status_history',
  'trial_invitations',
  'trial_checkins',
  'trial_evaluations',
  'event_attendance',
  'event_availability',
] as const;

/** The record kinds a family's export holds, in the order it lists them. */
export const FAMILY_RECORD_KINDS = [
  'registrations',
  'guardians',
  ...REGISTRATION_RECORD_KINDS,
  'progress_reports',
  'emails',
  'contact_messages',
  'newsletter_subscriptions',
] as const;
export type FamilyRecordKind = (typeof FAMILY_RECORD_KINDS)[number];
