import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import { PublicRegistrationSchema, type PublicRegistrationInput } from '@academy/contract/registration';
import { registrations } from '../db/schema/registrations.ts';
import { trialInvitations, trialSessions } from '../db/schema/trials.ts';
import { users } from '../db/schema/users.ts';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createRegistrationService } from '../modules/registrations/service.ts';
import { createFamilyService } from '../modules/trials/family.ts';
import { createTrialService } from '../modules/trials/service.ts';
import { createTrialDayService } from '../modules/trials/trial-day-service.ts';

const DAY = 24 * 3600 * 1000;

/** The demo's coach (decision 030): an account whose password nobody knows until an administrator sends it a reset link. */
export const SEED_COACH = { name: 'Coach Daniel Mugisha', email: 'daniel.coach@example.com' } as const;

/** Three children who came to last week's trial. */
const trialists: PublicRegistrationInput[] = [
  ['Brian Ssemakula', 11, 'Joan Ssemakula', 'joan.ssemakula@example.com', '+256 772 110 204', 'None'],
  ['Mariam Nakitende', 12, 'Halima Nakitende', 'h.nakitende@example.com', '+256 704 338 671', 'Allergic to peanuts'],
  ['Peter Owor', 12, 'Samuel Owor', 'samuel.owor@example.com', '+256 751 902 446', 'N/A'],
].map(([player_name, player_age, parent_name, parent_email, contact_phone, health_conditions], i) => ({
  parent_name: String(parent_name),
  parent_email: String(parent_email),
  contact_phone: String(contact_phone),
  residence: 'Kampala',
  contact_permission: 'yes' as const,
  player_name: String(player_name),
  player_age: Number(player_age),
  years_playing: '2',
  current_school: 'Kampala Parents School',
  uniform_size: 'Medium',
  health_conditions: String(health_conditions),
  data_consent: true,
  photo_consent: i === 1 ? ('no' as const) : ('yes' as const),
}));

/** Each trialist's marks: attendance, scores on the default criteria, the coach's note. */
const marks = [
  { attendance: 'present', scores: { Technique: 4, Speed: 5, Attitude: 4, Teamwork: 3 }, note: 'Quick on the wing; works on his left foot.' },
  { attendance: 'late', scores: { Technique: 5, Speed: 3, Attitude: 5, Teamwork: 4 }, note: 'Came 15 minutes late (bus). Calm on the ball.' },
  { attendance: 'present', scores: { Technique: 3, Speed: 4, Attitude: 4, Teamwork: 5 }, note: '' },
] as const;

/**
 * A past trial session coached by the demo coach, with check-ins and scores (the trial day of
 * decision 030), through the services the API uses. The session is created ahead (as an
 * administrator does) and then moved a week back, as if it had taken place.
 */
export async function seedTrialDay(app: FastifyInstance, admin: User | undefined) {
  const { db, statusLinks: links } = app;
  const deps = moduleDeps(app);
  const asAdmin: Actor = admin ? { user: admin, ip: '' } : null;
  const aFamily: Actor = { user: null, ip: '' };
  const [coach] = await db
    .insert(users)
    .values({ ...SEED_COACH, role: 'coach', passwordHash: await hashPassword(randomBytes(24).toString('base64url')) })
    .returning();
  const asCoach: Actor = { user: { id: coach!.id, name: coach!.name, email: coach!.email, role: 'coach' }, ip: '' };

  const trials = createTrialService(deps, { links, invalidatePublic: () => {} });
  const people = createRegistrationService(deps, links);
  const family = createFamilyService(deps, links);
  const starts = new Date(Date.now() + DAY);
  starts.setUTCHours(14, 0, 0, 0);
  const session = await trials.create(asAdmin, {
    starts_at: starts.toISOString(),
    location: 'Academy Training Ground, Pitch 2',
    min_age: 10,
    max_age: 13,
    capacity: 12,
    notes: 'Open trial for ages 10 to 13.',
    coach_ids: [coach!.id],
  });
  const children = [];
  for (const input of trialists) {
    const child = await people.createPublic(aFamily, PublicRegistrationSchema.parse(input));
    await trials.invite(asAdmin, child.id, { trial_id: session.id, note: null });
    const url = await links.urlFor(db, child.id);
    await family.respond(aFamily, url.slice(url.lastIndexOf('/') + 1), 'confirm');
    children.push(child);
  }
  const past = new Date(Date.now() - 6 * DAY);
  past.setUTCHours(14, 0, 0, 0);
  await db
    .update(trialSessions)
    .set({ starts_at: past, created_at: new Date(past.getTime() - 14 * DAY) })
    .where(eq(trialSessions.id, session.id));
  // The families answered a few days before the session.
  await db
    .update(trialInvitations)
    .set({ created_at: new Date(past.getTime() - 9 * DAY), responded_at: new Date(past.getTime() - 7 * DAY) })
    .where(eq(trialInvitations.trial_id, session.id));
  await db
    .update(registrations)
    .set({ created_at: new Date(past.getTime() - 10 * DAY) })
    .where(eq(registrations.id, children[0]!.id));

  const day = createTrialDayService(deps);
  for (const [i, child] of children.entries()) {
    const m = marks[i]!;
    const at = new Date(past.getTime() + (i + 1) * 60_000).toISOString();
    await day.checkin(asCoach, session.id, { registration_id: child.id, attendance: m.attendance, recorded_at: at });
    await day.evaluate(asCoach, child.id, { trial_id: session.id, scores: { ...m.scores }, ...(m.note ? { note: m.note } : {}), recorded_at: at });
  }
}
