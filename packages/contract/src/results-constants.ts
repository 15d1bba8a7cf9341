// Zod-free part of results.ts: the results policy per age group, and the texts of the public
// fixtures, results and match pages (docs/decisions/039). Public pages import this.
import type { HomeAway } from './event-constants.ts';

/**
 * What the public may see of a match of an age group: `scores` (score and scorers), `outcome`
 * ("Won" / "Drew" / "Lost", no number) or `none` (the fixture only: date, opponent, venue).
 */
export const RESULTS_POLICIES = ['scores', 'outcome', 'none'] as const;
export type ResultsPolicy = (typeof RESULTS_POLICIES)[number];
/** The academy's choice per age group ("U12" -> "outcome"); an age group with no entry publishes nothing. */
export type ResultsPolicyMap = Record<string, ResultsPolicy>;

/** An age group with no entry: the safe choice, nothing about how a match went (docs/decisions/039). */
export const DEFAULT_RESULTS_POLICY: ResultsPolicy = 'none';

/**
 * A squad's age group: "U" and the squad's oldest age, as the academy names its squads (the squad
 * for ages 10–11 is "U11"; docs/decisions/039).
 */
export const ageGroupOf = (squad: { max_age: number }) => `U${squad.max_age}`;
export const AGE_GROUP_PATTERN = /^U\d{1,2}$/;
/** The age groups the Settings editor lists (a squad outside them still reads its own entry, or the default). */
export const RESULTS_AGE_GROUPS = Array.from({ length: 12 }, (_, i) => `U${i + 7}`);

/** The policy of an age group: its entry, or the safe default. */
export const policyFor = (policies: ResultsPolicyMap | undefined, ageGroup: string): ResultsPolicy => policies?.[ageGroup] ?? DEFAULT_RESULTS_POLICY;

export const OUTCOMES = ['won', 'drew', 'lost'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<Outcome, string> = { won: 'Won', drew: 'Drew', lost: 'Lost' };
export const outcomeOf = (goalsFor: number, goalsAgainst: number): Outcome => (goalsFor > goalsAgainst ? 'won' : goalsFor < goalsAgainst ? 'lost' : 'drew');

// The public pages' addresses live with the page titles (page-meta.ts: the footer links them on every page).
export { FIXTURES_PATH, RESULTS_PATH, matchPath } from './page-meta.ts';
/** The list pages' squad filter, its own address: /fixtures?squad=3. */
export const squadFilterPath = (base: string, squadId: number | null) => (squadId === null ? base : `${base}?squad=${squadId}`);
/** How many upcoming fixtures and past results the public lists carry. */
export const PUBLIC_FIXTURES_LIMIT = 100;
export const PUBLIC_RESULTS_LIMIT = 100;

/** "U12 vs Jinja Stars" from the academy's side, with home teams first on a scoreline. */
export const matchTeams = (m: { home_away: HomeAway | null; opponent: string | null }, ours: string) => {
  const them = m.opponent ?? 'Opponent';
  return m.home_away === 'away' ? { home: them, away: ours } : { home: ours, away: them };
};

/** An OpenStreetMap search for a venue's address (the match page's map link). */
export const venueMapUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

export const RESULTS_TEXTS = {
  fixturesTitle: 'Fixtures',
  fixturesIntro: 'Upcoming matches and tournaments of every squad.',
  resultsTitle: 'Results',
  resultsIntro: 'How our squads got on. Each age group publishes what its football association allows.',
  squadFilter: 'Squad',
  allSquads: 'All squads',
  noFixtures: 'No upcoming matches yet. Check back soon.',
  fixturesLoadFailed: 'Failed to load the fixtures',
  resultsLoadFailed: 'Failed to load the results',
  eyebrow: 'Match day',
  nextMatch: 'Next match',
  matchPage: 'Match details',
  noResults: 'No results yet.',
  cancelled: 'Cancelled',
  home: 'Home',
  away: 'Away',
  kickOff: 'Kick-off',
  meet: 'Meet',
  venue: 'Venue',
  map: 'Map',
  mapLabel: (venue: string) => `Open ${venue} on a map`,
  competition: 'Competition',
  score: 'Score',
  result: 'Result',
  resultToCome: 'Result to come',
  notPublished: 'Results of this age group are not published.',
  scorers: 'Scorers',
  lineup: 'Line-up',
  lineupOthers: (n: number) => `and ${n} ${n === 1 ? 'other' : 'others'}`,
  lineupOnlyOthers: (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`,
  report: 'Match report',
  readReport: 'Read the match report',
  allFixtures: 'All fixtures',
  allResults: 'All results',
  nextMatches: 'Next matches',
  matchNotFound: 'Match not found',
  goals: (n: number) => (n > 1 ? ` (${n})` : ''),
} as const;

/** The Settings editor of the results policy (Settings → Academy). */
export const RESULTS_POLICY_SETTINGS = {
  heading: 'Results on the public site',
  hint: 'What the fixtures, results and match pages, the feeds and the API publish for each age group. Some football associations forbid publishing results of the youngest age groups in any format. An age group not set publishes nothing but the fixture.',
  ageGroup: (group: string) => `Results policy for ${group}`,
  labels: { scores: 'Score and scorers', outcome: 'Won / drew / lost only', none: 'Fixture only' } satisfies Record<ResultsPolicy, string>,
  invalid: 'Please choose scores, outcome or none for each age group (U7, U12, …)',
} as const;

export const RESULT_MESSAGES = {
  notAMatch: 'Only a match or a tournament has a result',
  notStarted: 'A result can be entered once the match has started',
  cancelled: 'A cancelled event has no result',
  scorerNotOnRoster: 'Each scorer must be a child of the squad',
  tooManyGoals: "The scorers' goals add up to more than the goals scored",
  reportNotFound: 'The match report must be a news post',
} as const;
