// Zod-free part of team.ts: pages that only show data import this file and never download zod.
/** team roles. Any role containing "coach" counts as coaching staff. */
export const TEAM_ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward', 'head_coach', 'assistant_coach', 'goalkeeper_coach', 'fitness_coach'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  goalkeeper: 'Goalkeeper',
  defender: 'Defender',
  midfielder: 'Midfielder',
  forward: 'Forward',
  head_coach: 'Head Coach',
  assistant_coach: 'Assistant Coach',
  goalkeeper_coach: 'Goalkeeper Coach',
  fitness_coach: 'Fitness Coach',
};

export const JERSEY_MIN = 0;
export const JERSEY_MAX = 99;
/** The jersey number a new member's form shows (SPEC 9: "0 is shown by default"). */
export const JERSEY_DEFAULT = 0;

export const TEAM_MESSAGES = {
  isMinor: 'A child (under 18)',
  isMinorHint: 'Public pages show a child by first name and last initial, unless Settings says to show full names.',
  photoConsent: 'Photo consent recorded',
  photoConsentHint: 'Only with the family’s (or the adult’s) agreement is the photo shown on public pages; without it, a placeholder is.',
  nameRequired: 'Name is required',
  roleRequired: 'Role is required',
  photoRequired: 'Player photo is required',
  jerseyRange: 'Jersey number must be a whole number from 0 to 99',
  loadFailed: 'Failed to load team members',
  memberLoadFailed: 'Failed to load team member',
  deleteFailed: 'Failed to delete member',
  saveFailed: 'Failed to save team member',
  added: 'Team member added.',
  updated: 'Team member updated.',
  deleted: 'Team member deleted.',
  empty: 'No team members found',
} as const;

export const isCoachRole = (role: string): boolean => role.includes('coach');

export const TEAM_GROUPS = [
  { key: 'coaching', title: 'Coaching Staff', matches: (role: string) => isCoachRole(role) },
  { key: 'defenders', title: 'Defenders', matches: (role: string) => role === 'defender' },
  { key: 'midfielders', title: 'Midfielders', matches: (role: string) => role === 'midfielder' },
  { key: 'forwards', title: 'Forwards', matches: (role: string) => role === 'forward' },
  { key: 'goalkeepers', title: 'Goalkeepers', matches: (role: string) => role === 'goalkeeper' },
] as const;

/** Groups members for the /team page in the spec's section order; empty groups are kept (callers hide them). */
export function groupTeam<T extends { role: string }>(members: readonly T[]) {
  return TEAM_GROUPS.map((g) => ({ key: g.key, title: g.title, members: members.filter((m) => g.matches(m.role)) }));
}
