// Zod-free part of email.ts: the outbox's states, kinds and the texts of every mail.
import { ACADEMY_NAME } from './site.ts';

/** A mail in the outbox: waiting (or retrying), delivered, or given up on. */
export const EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const EMAIL_KINDS = [
  'registration_received',
  'registration_notice',
  'registration_duplicate',
  'status_link',
  'contact_notice',
  'status_changed',
  'trial_invitation',
  'trial_reminder',
  'trial_cancelled',
  'trial_changed',
  'trial_declined',
  'contact_changed',
  'email_confirmation',
  'photo_consent_withdrawn',
  'photo_consent_changed',
  'squad_offer',
  'event_changed',
  'squad_announcement',
  'event_reminder',
  'progress_report',
  'user_invitation',
  'password_reset',
  'erasure_receipt',
  'erasure_code',
  'newsletter_confirmation',
  'newsletter',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const DEFAULT_MAIL_FROM = `${ACADEMY_NAME} <no-reply@localhost>`;

/** Temporary failures are retried with exponential backoff for this long, then the mail is failed. */
export const EMAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const OUTBOX_MESSAGES = {
  title: 'Outbox',
  empty: 'No mail yet.',
  loadFailed: 'Failed to load the outbox',
  retry: 'Retry',
  retried: 'The mail is queued again.',
  retryFailed: 'Failed to queue the mail again',
  notFound: 'Mail not found',
  alreadySent: 'This mail has been sent already: there is nothing to retry.',
  notConfigured: 'not sent: no mail server configured',
  stateLabels: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<EmailState, string>,
  subtitle: 'Every mail the site sends, newest first: waiting, sent, or given up after a permanent refusal.',
  stateFilter: 'State',
  allStates: 'All states',
  columns: {
    to: 'To',
    subject: 'Subject',
    kind: 'Kind',
    state: 'State',
    attempts: 'Attempts',
    lastError: 'Last error',
    created: 'Created',
    sent: 'Sent',
    actions: 'Actions',
  },
  /** A cell with nothing to show (not sent yet, no error). */
  none: '—',
  attached: 'Attached:',
  retryLabel: (subject: string) => `Retry the mail "${subject}"`,
  kindLabels: {
    registration_received: 'Registration received',
    registration_notice: 'New registration notice',
    registration_duplicate: 'Registration already received',
    status_link: 'New status link',
    contact_notice: 'Contact message notice',
    status_changed: 'Status changed',
    trial_invitation: 'Trial invitation',
    trial_reminder: 'Trial reminder',
    trial_cancelled: 'Trial cancelled',
    trial_changed: 'Trial moved by the family',
    trial_declined: 'Trial declined by the family',
    contact_changed: 'Contact email changed (to the old address)',
    email_confirmation: 'New contact email to confirm (to the new address)',
    photo_consent_withdrawn: 'Photo consent withdrawn (to the academy)',
    photo_consent_changed: 'Photo consent answers (to the family)',
    squad_offer: 'Squad place offered',
    event_changed: 'Squad event moved or cancelled',
    squad_announcement: 'Announcement to squads',
    event_reminder: 'Squad event: availability reminder',
    progress_report: 'Progress report published',
    user_invitation: 'Admin account invitation',
    password_reset: 'Password reset',
    erasure_receipt: 'Data erasure receipt',
    erasure_code: 'Data erasure code (to the family)',
    newsletter_confirmation: 'Newsletter confirmation',
    newsletter: 'Newsletter',
  } satisfies Record<EmailKind, string>,
} as const;

/** A mail's words: the renderer adds the academy's header, logo and footer, and builds text and HTML parts. */
export type MailContent = {
  subject: string;
  /** Paragraphs of the body, in order. */
  paragraphs: string[];
  /** Label/value lines shown as a summary table. */
  facts?: [string, string][];
  /** Buttons (HTML) / links (text) under the body. */
  actions?: { label: string; url: string }[];
  /** A heading above the paragraphs (a newsletter's post title). */
  heading?: string;
  /** A picture above the heading (a newsletter's cover), by absolute URL. */
  image?: { url: string; alt: string };
  /** Replaces the footer line of MAIL_TEXTS, with an optional link (a newsletter's unsubscribe link). */
  footer?: { text: string; link?: { label: string; url: string } };
};

/**
 * Subjects of the mails the public forms cause carry no visitor text (docs/decisions/023): anyone
 * can make the academy mail any address through a form, so what they type must not be the first
 * thing the recipient reads. The names are in the body.
 */
export const FORM_MAIL_SUBJECTS = {
  registrationReceived: `We received your registration with ${ACADEMY_NAME}`,
  registrationNotice: 'New registration through the website',
  contactNotice: 'New message through the contact form',
} as const;

export const MAIL_TEXTS = {
  /**
   * The acknowledgement goes to an address nobody has verified yet, so it carries only the academy's
   * fixed words and the status link (docs/decisions/054: a public form is not a relay); what was
   * sent is on the status page, behind the link.
   */
  registrationReceived: (d: { statusUrl: string }): MailContent => ({
    subject: FORM_MAIL_SUBJECTS.registrationReceived,
    paragraphs: [
      'Dear parent,',
      `Thank you for registering your child with ${ACADEMY_NAME}. The details you sent us are on the application page, through the link below.`,
      'What happens next: a coach will call or email you within a week, and then invite your child to a free trial session. You can follow the application at any time through the link below.',
      'If you did not send this registration, you can ignore this mail.',
    ],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
  registrationNotice: (d: {
    playerName: string;
    playerAge: number;
    parentName: string;
    parentEmail: string;
    phone: string;
    adminUrl: string;
  }): MailContent => ({
    subject: FORM_MAIL_SUBJECTS.registrationNotice,
    paragraphs: [`${d.parentName} registered ${d.playerName}, aged ${d.playerAge}, through the website.`],
    facts: [
      ['Parent', d.parentName],
      ['Email', d.parentEmail],
      ['Phone', d.phone],
    ],
    actions: [{ label: 'Open the enrollment', url: d.adminUrl }],
  }),
  contactNotice: (d: { fullname: string; email: string; phone: string | null; city: string | null; message: string; adminUrl: string }): MailContent => ({
    subject: FORM_MAIL_SUBJECTS.contactNotice,
    paragraphs: [`${d.fullname} wrote through the contact form:`, d.message],
    facts: [
      ['Email', d.email],
      ['Phone', d.phone ?? '—'],
      ['City', d.city ?? '—'],
    ],
    actions: [{ label: 'Open the messages', url: d.adminUrl }],
  }),
  statusChanged: (d: { parentName: string; playerName: string; title: string; next: string; note: string | null; statusUrl: string }): MailContent => ({
    subject: `${d.playerName}'s application: ${d.title}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      `${d.playerName}'s application has a new status: ${d.title}.`,
      ...(d.note ? [`A note from the academy: ${d.note}`] : []),
      d.next,
    ],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
  trialInvitation: (d: {
    parentName: string;
    playerName: string;
    when: string;
    location: string;
    notes: string | null;
    whatToBring: string;
    confirmUrl: string;
    declineUrl: string;
    note: string | null;
  }): MailContent => ({
    subject: `Trial session invitation for ${d.playerName}: ${d.when}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      `We would like to invite ${d.playerName} to a free trial session. The calendar file attached adds it to your calendar.`,
      ...(d.note ? [`A note from the academy: ${d.note}`] : []),
      ...(d.notes ? [d.notes] : []),
      'Please confirm or decline with the buttons below, so that we can give the place to another child if you cannot come.',
    ],
    facts: [
      ['When', d.when],
      ['Where', d.location],
      ['What to bring', d.whatToBring],
    ],
    actions: [
      { label: 'Confirm the trial', url: d.confirmUrl },
      { label: 'Decline', url: d.declineUrl },
    ],
  }),
  trialReminder: (d: { parentName: string; playerName: string; when: string; location: string; whatToBring: string; statusUrl: string }): MailContent => ({
    subject: `Reminder: ${d.playerName}'s trial session, ${d.when}`,
    paragraphs: [`Dear ${d.parentName},`, `A reminder that ${d.playerName}'s trial session is on ${d.when}. We look forward to seeing you!`],
    facts: [
      ['When', d.when],
      ['Where', d.location],
      ['What to bring', d.whatToBring],
    ],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
  trialCancelled: (d: { parentName: string; playerName: string; when: string; statusUrl: string }): MailContent => ({
    subject: `Trial session cancelled: ${d.when}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      `We are sorry: the trial session on ${d.when} has been cancelled. We will invite ${d.playerName} to another date soon.`,
    ],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
  /** A squad's event moved, changed or cancelled: one mail per family of the squad's roster (docs/decisions/038). */
  eventChanged: (d: {
    parentName: string;
    players: string;
    title: string;
    was: string;
    cancelled: boolean;
    when: string;
    venue: string;
    meetAt: string | null;
  }): MailContent => ({
    subject: d.cancelled ? `Cancelled: ${d.title}, ${d.was}` : `Changed: ${d.title}, now ${d.when}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      d.cancelled
        ? `${d.title} on ${d.was} has been cancelled. ${d.players} will not be expected that day.`
        : `${d.title}, planned for ${d.was}, has changed. Please note the new details for ${d.players}.`,
    ],
    facts: d.cancelled
      ? [['Status', 'Cancelled']]
      : [['When', d.when], ...(d.meetAt ? ([['Meet at', d.meetAt]] as [string, string][]) : []), ['Venue', d.venue]],
  }),
  /** An announcement to one or several squads: one mail per family of their rosters (docs/decisions/041). */
  squadAnnouncement: (d: { parentName: string; players: string; squads: string; subject: string; body: string }): MailContent => ({
    subject: `${d.squads}: ${d.subject}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      ...d.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      `You receive this message as the family of ${d.players} (${d.squads}).`,
    ],
  }),
  /**
   * "This and all following" (docs/decisions/042): several sessions of a weekly series moved,
   * changed or cancelled at once, one mail per family listing every session concerned.
   */
  eventSeriesChanged: (d: {
    parentName: string;
    players: string;
    title: string;
    /** Each session concerned: its time before the change, and its new time ('' when cancelled). */
    sessions: { was: string; when: string }[];
    cancelled: boolean;
    venue: string;
    meetAt: string | null;
  }): MailContent => ({
    subject: d.cancelled
      ? `Cancelled: ${d.title}, ${d.sessions.length} sessions from ${d.sessions[0]?.was ?? ''}`
      : `Changed: ${d.title}, ${d.sessions.length} sessions from ${d.sessions[0]?.when ?? ''}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      d.cancelled
        ? `The following ${d.sessions.length} sessions of ${d.title} have been cancelled. ${d.players} will not be expected on those days.`
        : `The following ${d.sessions.length} sessions of ${d.title} have changed. Please note the new details for ${d.players}.`,
    ],
    facts: [
      ...d.sessions.map((s, i): [string, string] => [
        `Session ${i + 1}`,
        d.cancelled ? `${s.was}: cancelled` : s.was === s.when ? s.when : `${s.when} (was ${s.was})`,
      ]),
      ...(d.cancelled ? [] : [...(d.meetAt ? ([['Meet at', d.meetAt]] as [string, string][]) : []), ['Venue', d.venue] as [string, string]]),
    ],
  }),
  /** Availability asked for a squad's event, to a family that has not answered (docs/decisions/040): one per family, event and reminder time. */
  eventReminder: (d: {
    parentName: string;
    players: string;
    title: string;
    when: string;
    venue: string;
    meetAt: string | null;
    answerUrl: string;
  }): MailContent => ({
    subject: `Can ${d.players} come? ${d.title}, ${d.when}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      `Please tell the coaches whether ${d.players} can come to ${d.title}. One click on the page below answers: Yes, No or Maybe.`,
    ],
    facts: [['When', d.when], ...(d.meetAt ? ([['Meet at', d.meetAt]] as [string, string][]) : []), ['Venue', d.venue]],
    actions: [{ label: 'Answer', url: d.answerUrl }],
  }),
  /** A place in a squad offered, by an administrator or from the waiting list (docs/decisions/031). */
  squadOffer: (d: {
    parentName: string;
    playerName: string;
    squad: string;
    respondBy: string;
    acceptUrl: string;
    declineUrl: string;
    fromWaitlist: boolean;
  }): MailContent => ({
    subject: `A place in ${d.squad} for ${d.playerName}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      d.fromWaitlist
        ? `Good news: a place has opened in ${d.squad} and we are happy to offer it to ${d.playerName}.`
        : `We are happy to offer ${d.playerName} a place in ${d.squad}.`,
      `Please accept or decline by ${d.respondBy}. After that date the place goes to the next child on the waiting list.`,
    ],
    facts: [
      ['Squad', d.squad],
      ['Answer by', d.respondBy],
    ],
    actions: [
      { label: 'Accept the place', url: d.acceptUrl },
      { label: 'Decline', url: d.declineUrl },
    ],
  }),
  userInvitation: (d: { name: string; roleLabel: string; setPasswordUrl: string; hours: number }): MailContent => ({
    subject: `Your ${ACADEMY_NAME} admin account`,
    paragraphs: [
      `Dear ${d.name},`,
      `An administrator added you to the ${ACADEMY_NAME} website as ${d.roleLabel.toLowerCase()}. Choose your password with the link below: it works once, for ${d.hours} hours.`,
      'If you did not expect this mail, you can ignore it.',
    ],
    actions: [{ label: 'Set your password', url: d.setPasswordUrl }],
  }),
  passwordReset: (d: { name: string; resetUrl: string; minutes: number }): MailContent => ({
    subject: `Choose a new password for your ${ACADEMY_NAME} admin account`,
    paragraphs: [
      `Dear ${d.name},`,
      `Someone asked to reset the password of your admin account. If it was you, choose a new password with the link below: it works once, for ${d.minutes} minutes, and signs out every browser signed in to your account.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    actions: [{ label: 'Choose a new password', url: d.resetUrl }],
  }),
  footer: `${ACADEMY_NAME} · You receive this email because of an application or message sent through our website.`,
} as const;
