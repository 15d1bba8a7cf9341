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

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King" (the registration keeps one name field). */
export function splitPlayerName(playerName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = playerName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
