// An application's statuses, where each may go, and how staff and the family read them. Apart from
// registration-constants.ts so that the public form's page, which needs the form's options and
// messages only, does not download them (the /register page's JavaScript budget).
/** An application's life, from the form to a place in a squad (docs/decisions/003). */
export const REGISTRATION_STATUSES = [
  'pending',
  'contacted',
  'trial_invited',
  'trial_confirmed',
  'offer_made',
  'accepted',
  'waitlisted',
  'offer_declined',
  'offer_expired',
  'rejected',
  'withdrawn',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Where each status may go next; the server refuses any other change with 409. */
export const STATUS_TRANSITIONS: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  pending: ['contacted', 'trial_invited', 'offer_made', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  contacted: ['pending', 'trial_invited', 'offer_made', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  trial_invited: ['contacted', 'trial_confirmed', 'offer_made', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  trial_confirmed: ['contacted', 'trial_invited', 'offer_made', 'waitlisted', 'accepted', 'rejected', 'withdrawn'],
  /** An open offer of a squad place (docs/decisions/031): the family accepts or declines, or its deadline passes. */
  offer_made: ['accepted', 'offer_declined', 'offer_expired', 'offer_made', 'waitlisted', 'contacted', 'rejected', 'withdrawn'],
  /** Enrolled: in a squad when the place came through an offer (rows from before squads have none). */
  accepted: ['offer_made', 'waitlisted', 'rejected', 'withdrawn'],
  waitlisted: ['contacted', 'trial_invited', 'offer_made', 'accepted', 'rejected', 'withdrawn'],
  offer_declined: ['contacted', 'offer_made', 'waitlisted', 'rejected', 'withdrawn'],
  offer_expired: ['contacted', 'offer_made', 'waitlisted', 'rejected', 'withdrawn'],
  rejected: ['pending', 'contacted', 'offer_made', 'waitlisted', 'accepted'],
  withdrawn: ['pending'],
};

export const canMoveTo = (from: RegistrationStatus, to: RegistrationStatus): boolean => STATUS_TRANSITIONS[from].includes(to);

/** Reached through the trial and offer flows (an invitation, an offer, the family's answer, a deadline), so the status dialog does not offer them. */
export const TRIAL_FLOW_STATUSES: readonly RegistrationStatus[] = ['trial_invited', 'trial_confirmed', 'offer_made', 'offer_declined', 'offer_expired'];
/** What an administrator may pick by hand in the status dialog. */
export const manualNextStatuses = (from: RegistrationStatus): RegistrationStatus[] => STATUS_TRANSITIONS[from].filter((s) => !TRIAL_FLOW_STATUSES.includes(s));

/** A status as administrators read it. */
export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  trial_invited: 'Trial invited',
  trial_confirmed: 'Trial confirmed',
  offer_made: 'Offer made',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  offer_declined: 'Offer declined',
  offer_expired: 'Offer expired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The enrollment list's status filter. */
export const STATUS_FILTER = { label: 'Status', all: 'All statuses' } as const;

/** A status in plain words for the family, and what happens next. */
export const FAMILY_STATUS: Record<RegistrationStatus, { title: string; next: string }> = {
  pending: { title: 'Application received', next: 'A coach will call or email you within a week to talk about the next step.' },
  contacted: { title: 'We are in touch', next: 'We will invite your child to a free trial session soon.' },
  trial_invited: { title: 'Invited to a trial session', next: 'Please confirm or decline the trial session below.' },
  trial_confirmed: { title: 'Trial session confirmed', next: 'See you at the trial. We will send a reminder the day before.' },
  offer_made: { title: 'A place is offered to your child', next: 'Please accept or decline the place below before the deadline.' },
  accepted: { title: 'Accepted — welcome to the academy!', next: 'We will email you the squad, training times and what to bring.' },
  waitlisted: { title: 'On the waiting list', next: 'The squads for this age are full. We will contact you as soon as a place opens.' },
  offer_declined: { title: 'Place declined', next: 'You have declined the place. Contact us if you change your mind.' },
  offer_expired: {
    title: 'The offer has expired',
    next: 'The deadline to answer has passed and the place went to another child. Contact us if you are still interested.',
  },
  rejected: { title: 'Application closed', next: 'Thank you for your interest. You are welcome to apply again next season.' },
  withdrawn: { title: 'Application withdrawn', next: 'You have withdrawn this application. Contact us if you change your mind.' },
};

/**
 * How long a family's status link (and its calendar feed) keeps working after the child's last
 * activity, a change to the child's application (docs/decisions/062). While the child holds a
 * place in a squad (`accepted`) the season is the activity: the link keeps working.
 */
export const STATUS_LINK_IDLE_DAYS = 180;

/** The answer to a status change the transitions above do not allow (409). */
export const STATUS_MESSAGES = {
  transitionRefused: (from: RegistrationStatus, to: RegistrationStatus) => `A registration cannot go from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`,
} as const;
