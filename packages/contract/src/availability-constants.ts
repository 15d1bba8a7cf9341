// Zod-free part of availability.ts: a family's answers for a squad's events.

/** A family's answer for one child and one event. */
export const AVAILABILITY_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/**
 * What a squad assumes before a family answers: "attending" counts every child as coming until
 * told otherwise; "asking" counts them as not answered, and reminds.
 */
export const AVAILABILITY_DEFAULTS = ['attending', 'asking'] as const;
export type AvailabilityDefault = (typeof AVAILABILITY_DEFAULTS)[number];

/** Reminders to families that have not answered, in hours before the event (6 days and 24 hours). */
export const DEFAULT_REMINDER_HOURS = [144, 24] as const;

export const AVAILABILITY_LABELS: Record<AvailabilityAnswer, string> = { yes: 'Coming', no: "Can't come", maybe: 'Maybe' };

/** How far ahead the family's status page lists its child's squad events. */
export const FAMILY_EVENTS_DAYS = 28;

export const AVAILABILITY_MESSAGES = {
  notYourEvent: "This is not an upcoming event of your child's squad.",
  eventCancelled: 'This event is cancelled: there is nothing to answer.',
  eventStarted: 'This event has started: answers are closed.',
  saved: 'Thank you, your answer is saved.',
  saveFailed: 'Failed to save your answer',
} as const;

/** The family's status page: the child's upcoming squad events, the answers and the calendar links. */
export const FAMILY_EVENTS = {
  title: 'Training and matches',
  empty: 'No events in the next four weeks.',
  answerPrompt: (firstName: string) => `Can ${firstName} come?`,
  buttons: { yes: 'Yes', no: 'No', maybe: 'Maybe' } satisfies Record<AvailabilityAnswer, string>,
  yourAnswer: (label: string) => `Your answer: ${label}`,
  notAnswered: 'Not answered yet',
  assumed: 'Counted as coming unless you say otherwise',
  cancelled: 'Cancelled',
  meetAt: (when: string) => `Meet at ${when}`,
  map: 'Map',
  calendarTitle: 'Calendar',
  addToCalendar: 'Add to my calendar',
  calendarHint: "Your private calendar shows your child's training and matches with your answers. Keep its address to yourself.",
  squadCalendar: 'Squad calendar (public)',
  /** A new private address, when the old one was shared by mistake: the old one stops at once. */
  newAddress: 'Get a new calendar address',
  newAddressTitle: 'A new calendar address?',
  newAddressConfirm:
    'The current address stops working at once: calendars subscribed to it stop updating, and you add the new one again. Do this if the address was shared with someone it should not be.',
  newAddressYes: 'Get a new address',
  newAddressNo: 'Keep this one',
  newAddressSending: 'Changing…',
  newAddressDone: 'Your calendar has a new address. Add it to your calendar again.',
  newAddressFailed: 'The address could not be changed. Please try again.',
} as const;
