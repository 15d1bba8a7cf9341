// The admin calendar and event screen's texts (docs/decisions/042).

/** The calendar's two views: a month of weeks, or one week (a day-by-day agenda on a phone). */
export const CALENDAR_VIEWS = ['month', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** A month view's day shows at most this many events, then "+N more". */
export const CALENDAR_DAY_CHIPS = 3;

export const CALENDAR_SCREEN = {
  views: { month: 'Month', week: 'Week' } satisfies Record<CalendarView, string>,
  viewLabel: 'View',
  previous: { month: 'Previous month', week: 'Previous week' } satisfies Record<CalendarView, string>,
  next: { month: 'Next month', week: 'Next week' } satisfies Record<CalendarView, string>,
  today: 'Today',
  squadFilter: 'Squad',
  allSquads: 'All squads',
  newEvent: 'New event',
  /** A day's button in the month view, for a screen reader: "Add an event on 30 November 2026". */
  addOn: (day: string) => `Add an event on ${day}`,
  more: (n: number) => `+${n} more`,
  /** The day's full list, opened from "+N more". */
  dayEvents: (day: string) => `Events on ${day}`,
  noEvents: 'No events',
  noEventsInWeek: 'No events this week',
  cancelledBadge: 'Cancelled',
  loadFailed: 'The calendar could not be loaded. Please try again.',
  weekOf: (first: string, last: string) => `${first} – ${last}`,
  /** Shown when the computer's zone reads other times than the academy's (docs/decisions/050): "Times are the academy's: Europe/Berlin (CET)". */
  zoneNote: (zone: string, name: string) => `Times are the academy's: ${zone} (${name})`,
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
} as const;

export const EVENT_FORM = {
  newTitle: 'New event',
  editTitle: 'Edit event',
  create: 'Create event',
  save: 'Save changes',
  saving: 'Saving...',
  close: 'Close',
  fields: {
    kind: 'Kind',
    squad: 'Squad',
    date: 'Date',
    start: 'Starts',
    end: 'Ends',
    meet: 'Meet at',
    venueName: 'Venue',
    venueAddress: "Venue's address",
    opponent: 'Opponent',
    homeAway: 'Home or away',
    competition: 'Competition',
    weeklyUntil: 'Repeats weekly until',
  },
  homeAwayLabels: { home: 'Home', away: 'Away' },
  squadRequired: 'Please choose the squad',
  dateRequired: 'Please choose the day',
  timeRequired: 'Please choose the time',
  meetHint: 'Optional: when the players meet, before the start',
  weeklyHint: 'Optional: the last day of a weekly series of trainings',
  timeHint: (zone: string) => `Times are the academy's (${zone}).`,
  saveFailed: 'The event could not be saved. Please try again.',
  created: (n: number) => (n > 1 ? `Weekly series created: ${n} trainings.` : 'Event created.'),
  saved: 'Event saved. Families are told by mail of a new time or venue.',
} as const;

/** "This and all following" (docs/decisions/042): the question asked before a change to an occurrence of a weekly series. */
export const SERIES_SCOPE = {
  editTitle: 'Change which events?',
  cancelTitle: 'Cancel which events?',
  message: 'This event is part of a weekly series.',
  one: 'This event only',
  following: 'This and all following events',
  back: 'Back',
} as const;

export const EVENT_SCREEN = {
  back: 'Calendar',
  edit: 'Edit',
  cancel: 'Cancel event',
  cancelTitle: 'Cancel this event?',
  cancelMessage: 'Families of the squad will be told by mail that it is cancelled. The event stays in the calendar, struck through.',
  cancelConfirm: 'Cancel event',
  cancelling: 'Cancelling...',
  keep: 'Keep it',
  cancelled: 'Event cancelled. Families are told by mail.',
  cancelFailed: 'The event could not be cancelled. Please try again.',
  cancelledBadge: 'Cancelled',
  notFound: 'Event not found',
  loadFailed: 'The event could not be loaded. Please try again.',
  facts: { when: 'When', meet: 'Meet at', venue: 'Venue', competition: 'Competition', series: 'Series' },
  weeklySeries: 'Weekly training series',
  mapLink: 'Map',
  availability: {
    title: 'Availability',
    counts: { yes: 'Coming', no: "Can't come", maybe: 'Maybe', unanswered: 'No answer' },
    assumed: 'assumed',
    defaultAttending: 'This squad counts players as coming unless their family says otherwise.',
    empty: 'No players in this squad yet.',
    loadFailed: 'Availability could not be loaded.',
  },
  result: {
    title: 'Result',
    notYet: 'The result can be entered once the match has started.',
    goalsFor: 'Our goals',
    goalsAgainst: "Opponent's goals",
    report: 'Match report (news post)',
    noReport: 'No report',
    scorers: 'Scorers',
    scorerGoals: (name: string) => `Goals by ${name}`,
    save: 'Save result',
    saving: 'Saving...',
    saved: 'Result saved.',
    saveFailed: 'The result could not be saved. Please try again.',
    entered: (at: string) => `Entered ${at}`,
  },
} as const;
