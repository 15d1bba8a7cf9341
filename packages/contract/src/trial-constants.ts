// Zod-free part of trial.ts: texts and rules of trial sessions.
import { ACADEMY_NAME } from './site.ts';

export const INVITATION_STATES = ['invited', 'confirmed', 'declined', 'cancelled'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** What a family answers through its status link. */
export const FAMILY_ANSWERS = ['confirm', 'decline', 'withdraw', 'accept_offer', 'decline_offer'] as const;
export type FamilyAnswer = (typeof FAMILY_ANSWERS)[number];

export const TRIAL_CAPACITY_MAX = 200;
/** The reminder goes to confirmed families this long before the session starts. */
export const TRIAL_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
export const TRIAL_WHAT_TO_BRING = 'Football boots, shin guards, a water bottle and sports clothes for the weather.';
/** How long a session lasts (the calendar invitation's end). */
export const TRIAL_DURATION_MINUTES = 90;

/** The calendar event attached to an invitation. */
export const TRIAL_CALENDAR = {
  summary: (playerName: string) => `Trial session for ${playerName} — ${ACADEMY_NAME}`,
  description: (d: { whatToBring: string; notes: string | null; statusUrl: string }) =>
    [`What to bring: ${d.whatToBring}`, ...(d.notes ? [d.notes] : []), `Confirm or decline: ${d.statusUrl}`].join('\n\n'),
} as const;

/** Columns of a session's attendance list (`GET /api/trials/{id}/attendance.csv`), in order. */
export const TRIAL_ATTENDANCE_CSV_COLUMNS = ['child', 'age', 'parent', 'phone', 'state'] as const;

export const TRIAL_MESSAGES = {
  title: 'Trials',
  empty: 'No trial sessions yet.',
  loadFailed: 'Failed to load trial sessions',
  notFound: 'Trial session not found',
  created: 'Trial session created.',
  updated: 'Trial session updated.',
  cancelled: 'Trial session cancelled. The invited families have been emailed.',
  saveFailed: 'Failed to save the trial session',
  startsAtRequired: 'Please choose the date and time',
  startsAtFuture: 'The session must start in the future',
  locationRequired: 'Please enter the place',
  ageRange: 'The age range must go from the youngest to the oldest age',
  capacity: `Capacity must be a whole number from 1 to ${TRIAL_CAPACITY_MAX}`,
  full: 'This session is full: add the child to the waiting list instead.',
  ageMismatch: "This session is not for the child's age.",
  alreadyCancelled: 'This session has been cancelled.',
  pastSession: 'This session has already taken place.',
  cannotInvite: 'This registration cannot be invited to a trial in its current status.',
  invited: 'Invitation sent.',
  inviteToTrial: 'Invite to trial',
  sessionRequired: 'Please choose a trial session',
  noFittingSession: 'No upcoming session fits this child. Create one on the Trials screen, or add the child to the waiting list.',
  nextTrials: 'Next trial sessions',
  noUpcoming: 'New trial dates will be announced soon.',
  placesLeft: (n: number) => (n === 0 ? 'Full' : n === 1 ? '1 place left' : `${n} places left`),
  ages: (min: number, max: number) => `Ages ${min}–${max}`,
} as const;

/** An invitation's state as administrators read it. */
export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** The admin Trials screens and the enrollment's "Invite to trial" control. */
export const TRIAL_SCREEN = {
  subtitle: 'Free trial sessions children are invited to, upcoming first.',
  newSession: 'New session',
  editSession: 'Edit session',
  create: 'Create session',
  save: 'Save changes',
  saving: 'Saving...',
  close: 'Close',
  edit: 'Edit',
  open: 'Open',
  cancel: 'Cancel session',
  cancelling: 'Cancelling...',
  keep: 'Keep it',
  cancelTitle: (when: string) => `Cancel the session on ${when}?`,
  cancelMessage: 'Every invited or confirmed family is emailed, and their children go back to “Contacted”.',
  cancelFailed: 'Failed to cancel the session',
  cancelledBadge: 'Cancelled',
  pastBadge: 'Past',
  fields: {
    starts_at: 'Date and time',
    location: 'Place',
    min_age: 'Youngest age',
    max_age: 'Oldest age',
    capacity: 'Capacity',
    notes: 'Notes for the families (optional)',
  },
  timeHint: 'In your computer’s time zone.',
  columns: {
    when: 'When',
    place: 'Place',
    ages: 'Ages',
    capacity: 'Capacity',
    invited: 'Invited',
    confirmed: 'Confirmed',
    placesLeft: 'Places left',
    actions: 'Actions',
  },
  back: 'Back to trials',
  print: 'Print',
  exportCsv: 'Export CSV',
  exportFailed: 'Export failed',
  attendance: 'Attendance list',
  noAttendees: 'No child has been invited to this session yet.',
  attendeeColumns: { child: 'Child', age: 'Age', parent: 'Parent', phone: 'Phone', state: 'State', answered: 'Answered' },
  // The enrollment's control.
  inviteTitle: (playerName: string) => `Invite ${playerName} to a trial session`,
  sessionLabel: 'Trial session',
  sessionPlaceholder: 'Choose a session',
  send: 'Send invitation',
  sending: 'Sending...',
  inviteFailed: 'Failed to send the invitation',
  waitlist: 'Add to waiting list',
  waitlisted: 'Added to the waiting list.',
  waitlistFailed: 'Failed to add to the waiting list',
} as const;

/** The family's status page (`/status/{token}`). */
export const FAMILY_PAGE = {
  title: 'Your application',
  heading: (firstName: string) => `${firstName}'s application`,
  invalidLink: 'This link is not valid or has expired. Please use the link in the most recent email from the academy, or contact us.',
  loadFailed: 'We could not load your application. Please try again.',
  trialTitle: 'Trial session',
  whatToBring: 'What to bring',
  confirm: 'Confirm the trial',
  decline: 'Decline the trial',
  withdraw: 'Withdraw the application',
  withdrawConfirm: 'Withdraw this application? The academy will be told and the place given to another child.',
  answered: {
    confirm: 'Thank you! The trial session is confirmed.',
    decline: 'Thank you for letting us know. We will be in touch about another date.',
    withdraw: 'The application has been withdrawn.',
    accept_offer: 'Place accepted. Welcome to the academy!',
    decline_offer: 'You have declined the place. Thank you for letting us know.',
  },
  answerFailed: 'Your answer could not be saved. Please try again.',
  answerRefused: 'This answer is no longer possible for this application.',
  statusTitle: 'Status',
  nextStep: 'Next step',
  when: 'When',
  where: 'Where',
  notes: 'Notes',
  yourAnswer: 'Your answer',
  trialState: { invited: 'Waiting for your answer', confirmed: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled' } satisfies Record<
    InvitationState,
    string
  >,
  /** The mail's buttons open the page with `?answer=`: the family still presses the button. */
  preselected: {
    confirm: 'To confirm the trial session, press “Confirm the trial” below.',
    decline: 'To decline the trial session, press “Decline the trial” below.',
  },
  withdrawTitle: 'Withdraw the application?',
  withdrawYes: 'Withdraw',
  withdrawNo: 'Keep the application',
  sending: 'Sending...',
  loading: 'Loading your application...',
} as const;
