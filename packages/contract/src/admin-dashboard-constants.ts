// The admin dashboard's figures (docs/decisions/036): what they count and how the screen reads them.
// Zod-free, so the web app's dashboard chunk does not need the schema to show its texts.

/** The funnel's stages, in order: each counts the season's registrations that reached it. */
export const FUNNEL_STAGES = ['registered', 'invited', 'attended', 'offered', 'enrolled'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** How many weeks of registrations the dashboard draws (the current week last). */
export const DASHBOARD_WEEKS = 12;
/** An open offer "about to expire" answers within this many hours. */
export const OFFER_EXPIRING_HOURS = 48;
/** How many upcoming trial sessions the dashboard lists. */
export const UPCOMING_TRIALS_SHOWN = 5;
/** A season starts on this month (1 = January) and day, UTC: 2026/27 runs from 1 August 2026. */
export const SEASON_START = { month: 8, day: 1 } as const;

/** The season (`2026/27`) a moment falls in. */
export function seasonOf(at: Date): string {
  const y = at.getUTCFullYear();
  const beforeStart = at.getUTCMonth() + 1 < SEASON_START.month || (at.getUTCMonth() + 1 === SEASON_START.month && at.getUTCDate() < SEASON_START.day);
  const start = beforeStart ? y - 1 : y;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first instant of a season (`2026/27` → 2026-08-01T00:00:00Z) and of the next one. */
export function seasonRange(season: string): { from: Date; to: Date } {
  const start = Number(season.slice(0, 4));
  return {
    from: new Date(Date.UTC(start, SEASON_START.month - 1, SEASON_START.day)),
    to: new Date(Date.UTC(start + 1, SEASON_START.month - 1, SEASON_START.day)),
  };
}

export const DASHBOARD_TEXTS = {
  funnel: {
    heading: (season: string) => `Season ${season}: from registration to squad`,
    stages: {
      registered: 'Registered',
      invited: 'Invited to a trial',
      attended: 'Attended a trial',
      offered: 'Offered a place',
      enrolled: 'Enrolled',
    } satisfies Record<FunnelStage, string>,
    stage: 'Stage',
    children: 'Children',
  },
  weekly: {
    heading: `Registrations per week (last ${DASHBOARD_WEEKS} weeks)`,
    week: 'Week of',
    registrations: 'Registrations',
  },
  squads: {
    heading: 'Squads: places filled',
    squad: 'Squad',
    enrolled: 'Enrolled',
    offered: 'Offered',
    free: 'Free',
    capacity: 'Capacity',
    waiting: 'Waiting list',
    empty: (season: string) => `No squads for the ${season} season yet.`,
  },
  trials: {
    heading: 'Upcoming trials',
    date: 'Date',
    location: 'Location',
    places: 'Places taken',
    taken: (taken: number, capacity: number) => `${taken} / ${capacity}`,
    empty: 'No trial session is planned.',
  },
  decisions: {
    heading: 'What needs a decision',
    offers: 'Open offers',
    expiring: (n: number) => `${n} expire within ${OFFER_EXPIRING_HOURS} hours`,
    uncheckedSession: (location: string) => `Check-ins missing: ${location}`,
  },
  showTable: 'Show as table',
  showChart: 'Show as chart',
  emptyFunnel: 'No registrations yet this season: the funnel fills in as families register.',
  emptyWeeks: 'No registrations in these weeks.',
} as const;
