// Zod-free part of trial.ts: texts and rules of trial sessions.
import { ACADEMY_NAME } from './site.ts';

export const INVITATION_STATES = ['invited', 'confirmed', 'declined', 'cancelled'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** What a family answers through its status link; `change_trial` moves its trial to another session (with `trial_id`). */
export const FAMILY_ANSWERS = ['confirm', 'decline', 'withdraw', 'accept_offer', 'decline_offer', 'change_trial'] as const;
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
