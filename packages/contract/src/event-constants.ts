// Zod-free part of event.ts: texts and rules of squad events (docs/decisions/038).

/** What a squad does: trains, plays a match, goes to a tournament. */
export const EVENT_KINDS = ['training', 'match', 'tournament'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A cancelled event stays (the calendar feed says STATUS:CANCELLED so calendar apps remove it). */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const HOME_AWAY = ['home', 'away'] as const;
export type HomeAway = (typeof HOME_AWAY)[number];

/** A weekly series is at most this many weeks long (one season and a bit). */
export const EVENT_SERIES_MAX_WEEKS = 60;
/** An event lasts at most this long (a tournament day). */
export const EVENT_MAX_HOURS = 16;

/** The admin calendar's window (`GET /api/events?from=&to=`) is at most this many days: a month view and its edges. */
export const EVENT_WINDOW_MAX_DAYS = 62;

/** Which events of a weekly series an edit or a cancellation applies to: this one, or this and the later ones (docs/decisions/042). */
export const EVENT_SCOPES = ['one', 'following'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];

/** The public calendar feed of a squad, at the site's root (not under /api). */
export const squadCalendarPath = (squadId: number) => `/calendar/squad/${squadId}.ics`;

export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  kindRequired: 'Please choose training, match or tournament',
  startsAtRequired: 'Please choose when the event starts',
  endsAtRequired: 'Please choose when the event ends',
  endsAfterStart: 'The event must end after it starts',
  tooLong: `An event lasts at most ${EVENT_MAX_HOURS} hours`,
  venueNameRequired: 'Please enter the venue',
  venueAddressRequired: "Please enter the venue's address",
  meetBeforeStart: 'The meeting time must be before the start',
  recurrenceTrainingOnly: 'Only trainings repeat weekly',
  weeklyUntilRequired: 'Please choose the last day of the weekly series',
  weeklyUntilAfterStart: 'The weekly series must end after its first training',
  seriesTooLong: `A weekly series has at most ${EVENT_SERIES_MAX_WEEKS} trainings`,
  matchOnly: 'Opponent, home or away and competition are for matches and tournaments',
  cancelled: 'This event is cancelled and can no longer be changed',
  goalsRequired: 'Please enter the goals as a whole number from 0 to 99',
  windowRequired: 'Please give the window as from and to instants',
  windowBackwards: 'The window must end after it starts',
  windowTooLong: `The window is at most ${EVENT_WINDOW_MAX_DAYS} days`,
  followingNeedsSeries: 'Only an event of a weekly series has following events',
} as const;

export const EVENT_KIND_LABELS: Record<EventKind, string> = { training: 'Training', match: 'Match', tournament: 'Tournament' };

/** The calendar entry's and the mail's title: "U11 training", "U11 vs Jinja Stars (home)", "U11 tournament: Kampala Cup". */
export function eventTitle(e: { kind: EventKind; opponent: string | null; home_away: HomeAway | null }, squad: string): string {
  const kind = EVENT_KIND_LABELS[e.kind].toLowerCase();
  const where = e.home_away ? ` (${e.home_away})` : '';
  if (e.kind === 'training' || !e.opponent) return `${squad} ${kind}${where}`;
  return e.kind === 'match' ? `${squad} vs ${e.opponent}${where}` : `${squad} ${kind}: ${e.opponent}${where}`;
}
