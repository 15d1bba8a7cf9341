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
