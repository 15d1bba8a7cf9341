import type { Registration, RegistrationStatus } from '@academy/contract/registration';

/** A registration as some answers spell it (SPEC §3: athlete_name, age, school, contact_preference, camelCase). */
export type RawRegistration = Partial<Registration> & Record<string, unknown>;

export type AthleteView = {
  id: number;
  playerName: string;
  playerAge: string;
  yearsPlaying: string;
  school: string;
  uniformSize: string;
  healthConditions: string;
  parentName: string;
  parentEmail: string;
  phone: string;
  residence: string;
  contactPermission: string;
  status: RegistrationStatus | string;
  createdAt: string;
};

function pick(raw: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = raw[name];
    if (value !== undefined && value !== null && String(value).trim() !== '') return String(value);
  }
  return '';
}

/** Reads the first name that is present among the spec's alternates, so every card shows the same fields. */
export function normalizeRegistration(raw: RawRegistration): AthleteView {
  return {
    id: Number(raw.id),
    playerName: pick(raw, 'player_name', 'athlete_name', 'playerName', 'athleteName'),
    playerAge: pick(raw, 'player_age', 'age', 'playerAge'),
    yearsPlaying: pick(raw, 'years_playing', 'yearsPlaying'),
    school: pick(raw, 'current_school', 'school', 'currentSchool'),
    uniformSize: pick(raw, 'uniform_size', 'uniformSize'),
    healthConditions: pick(raw, 'health_conditions', 'healthConditions'),
    parentName: pick(raw, 'parent_name', 'parentName'),
    parentEmail: pick(raw, 'parent_email', 'parentEmail', 'email'),
    phone: pick(raw, 'contact_phone', 'contactPhone', 'phone'),
    residence: pick(raw, 'residence'),
    contactPermission: pick(raw, 'contact_permission', 'contact_preference', 'contactPermission', 'contactPreference'),
    status: pick(raw, 'status') || 'pending',
    createdAt: pick(raw, 'created_at', 'createdAt'),
  };
}
