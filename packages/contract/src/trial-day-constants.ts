// Zod-free part of trial-day.ts: the coach's trial day (check-in, evaluation, ranked results), its
// rules and texts (decision 030). Admin screens only: no public page imports this.

/** A child's attendance at a trial session, as the coach marks it on the pitch. */
export const ATTENDANCES = ['present', 'absent', 'late'] as const;
export type Attendance = (typeof ATTENDANCES)[number];
export const ATTENDANCE_LABELS: Record<Attendance, string> = { present: 'Present', absent: 'Absent', late: 'Late' };

/** A score per criterion: 1 (lowest) to 5. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const EVALUATION_NOTE_MAX = 2000;

/** Whether a registration's health text names something (families often write "None" or "N/A"): the trial day highlights only these. */
export const hasHealthConditions = (text: string) => !/^\s*(|-+|none|nil|no|n\/?a|nothing)\s*\.?\s*$/i.test(text);

/** Scores in the academy's criteria order, then any others (a renamed criterion's) by name. */
export function orderScores(scores: Record<string, number>, criteria: readonly string[]): Record<string, number> {
  const names = [
    ...criteria.filter((c) => c in scores),
    ...Object.keys(scores)
      .filter((c) => !criteria.includes(c))
      .sort(),
  ];
  return Object.fromEntries(names.map((c) => [c, scores[c]!]));
}

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King" (the registration keeps one name field). */
export function splitPlayerName(playerName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = playerName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** Texts of the trial day: the coach's "My sessions", the session's list, scores, the queue and results. */
export const TRIAL_DAY_TEXTS = {
  mySessions: 'My sessions',
  mySessionsSubtitle: 'The trial sessions you coach. Open one to check children in and score them.',
  noSessions: 'No trial sessions are assigned to you yet. An administrator assigns coaches on the Trials screen.',
  loadFailed: 'Failed to load the trial day',
  open: 'Open the trial day',
  children: (n: number) => (n === 1 ? '1 child' : `${n} children`),
  noChildren: 'No children are invited to this session yet.',
  checkIn: 'Check-in',
  results: 'Ranked results',
  backToList: 'Back to the list',
  backToSessions: 'My sessions',
  age: (n: number) => `Age ${n}`,
  health: 'Health',
  noHealth: 'No health conditions given',
  photoConsent: 'Photos allowed',
  noPhotoConsent: 'No photos',
  callParent: (phone: string) => `Call parent ${phone}`,
  attendanceOf: (name: string) => `Attendance of ${name}`,
  notMarked: 'Not marked',
  score: 'Score',
  scoreButton: (criterion: string, n: number) => `${criterion}: ${n} of 5`,
  note: 'Private note (staff only)',
  noteHint: 'Never shown to the family. Saved when you leave the field.',
  scoreChild: (name: string) => `Score ${name}`,
  average: 'Average',
  notScored: 'Not scored',
  rank: 'Rank',
  child: 'Child',
  ageColumn: 'Age',
  tie: 'tie',
  allAges: 'All ages',
  ageGroup: (n: number) => `Age ${n}`,
  noResults: 'No scores yet.',
  /** The offline queue (decision 030). */
  pending: (n: number) => (n === 1 ? '1 change waiting to be sent' : `${n} changes waiting to be sent`),
  allSent: 'All changes sent',
  offline: 'You are offline. Your marks are kept on this device and sent when the connection returns.',
  signInAgain: 'Your session has ended. Your marks are kept on this device: sign in again to send them.',
  signIn: 'Sign in again',
  retryNow: 'Send now',
  sendFailed: 'Some changes could not be sent yet. They are kept and retried.',
  refused: (n: number) => (n === 1 ? '1 change was refused by the server and dropped' : `${n} changes were refused by the server and dropped`),
  coaches: 'Coaches',
  coachesHint: 'Coaches see this session on their trial day screen: the children’s names, ages, health conditions, photo consent and the parent’s phone.',
  noCoaches: 'No coach accounts yet. Add one on the Users screen with the role Coach.',
  saveCoaches: 'Save coaches',
  coachesSaved: 'Coaches saved.',
  openTrialDay: 'Open the trial day screen',
  evaluations: 'Trial evaluations',
  noEvaluations: 'No trial evaluations yet.',
  attendance: 'Attendance',
  session: 'Session',
} as const;

/** Validation and refusal messages of check-in and evaluation. */
export const TRIAL_DAY_MESSAGES = {
  attendance: 'Please choose present, absent or late',
  registrationRequired: 'Please choose a child',
  trialRequired: 'Please choose a trial session',
  score: `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  unknownCriterion: (name: string) => `"${name}" is not one of the academy's evaluation criteria`,
  notOnSession: 'This child is not invited to this trial session.',
  recordedAt: 'The time the mark was made must be a date and time',
  noteTooLong: `The note must be at most ${EVALUATION_NOTE_MAX} characters`,
  coachIds: 'Please choose coaches from the list',
  notACoach: 'Only active coach accounts can be assigned to a session',
  sessionCancelled: 'This session has been cancelled.',
  nothingToSave: 'Please give a score or a note',
} as const;
