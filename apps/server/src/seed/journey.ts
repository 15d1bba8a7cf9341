import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PublicRegistrationSchema, type Registration } from '@academy/contract/registration';
import type { Trial } from '@academy/contract/trial';
import { emails } from '../db/schema/emails.ts';
import { registrationStatusHistory } from '../db/schema/registration-status-history.ts';
import { registrations } from '../db/schema/registrations.ts';
import type { User } from '@academy/contract/auth';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { createContactService } from '../modules/contact/service.ts';
import { createRegistrationService } from '../modules/registrations/service.ts';
import { createFamilyService } from '../modules/trials/family.ts';
import { createTrialService } from '../modules/trials/service.ts';
import { seedContactMessages, seedRegistrations, seedTrials } from './seed-data.ts';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/**
 * Moves a seeded registration back in time, with its history spread between then and now and each
 * mail dated like the step that sent it, so the demo reads like weeks of use.
 */
async function backdate(app: FastifyInstance, registrationId: number, at: Date) {
  const { db } = app;
  // The family gave both consents with the form, so they date from it too.
  await db.update(registrations).set({ created_at: at, data_consent_at: at, photo_consent_at: at }).where(eq(registrations.id, registrationId));
  await db
    .update(emails)
    .set({ created_at: at })
    .where(sql`${emails.subject_type} = 'registration' and ${emails.subject_id} = ${registrationId}`);
  const steps = await db
    .select()
    .from(registrationStatusHistory)
    .where(eq(registrationStatusHistory.registration_id, registrationId))
    .orderBy(asc(registrationStatusHistory.id));
  const gap = (Date.now() - at.getTime()) / (steps.length + 1);
  for (const [i, step] of steps.entries()) {
    const when = new Date(at.getTime() + i * gap);
    await db.update(registrationStatusHistory).set({ created_at: when }).where(eq(registrationStatusHistory.id, step.id));
    if (step.email_id !== null) await db.update(emails).set({ created_at: when }).where(eq(emails.id, step.email_id));
  }
}

const tokenOf = (statusUrl: string) => statusUrl.slice(statusUrl.lastIndexOf('/') + 1);

/**
 * The enrollment journey of the demo, through the same services the API uses: registrations with
 * their mails and history, trial sessions, invitations, a family's confirmation, a waiting list and
 * an accepted player. Without SMTP_URL the mails wait in the admin outbox.
 */
export async function seedJourney(app: FastifyInstance, admin: User | undefined) {
  const { db, statusLinks: links } = app;
  const now = Date.now();
  const deps = moduleDeps(app);
  const registrationsService = createRegistrationService(deps, links);
  const trials = createTrialService(deps, { links, invalidatePublic: () => {} });
  const family = createFamilyService(deps, links);
  const contact = createContactService(deps);
  // The administrator's steps are recorded as theirs (history and activity log); families and the form act as nobody signed in.
  const asAdmin: Actor = admin ? { user: admin, ip: '' } : null;
  const aFamily: Actor = { user: null, ip: '' };

  const people: Registration[] = [];
  for (const input of seedRegistrations) people.push(await registrationsService.createPublic(aFamily, PublicRegistrationSchema.parse(input)));
  for (const m of seedContactMessages)
    await contact.send(aFamily, { fullname: m.fullname, email: m.email, message: m.message, phone: m.phone ?? null, city: m.city ?? null });

  const sessions: Trial[] = [];
  for (const s of seedTrials) {
    const startsAt = new Date(now + s.inDays * DAY);
    startsAt.setUTCHours(s.hourUtc, 0, 0, 0);
    sessions.push(
      await trials.create(asAdmin, {
        starts_at: startsAt.toISOString(),
        location: s.location,
        min_age: s.min_age,
        max_age: s.max_age,
        capacity: s.capacity,
        notes: s.notes,
      }),
    );
  }
  const sessionFor = (age: number) => sessions.find((s) => s.min_age <= age && age <= s.max_age)!;
  // Amina (the third) has just registered: her application stays pending.
  const [isaac, leon, , ethan, tiago] = people as [Registration, Registration, Registration, Registration, Registration];

  // Isaac: called, invited, and his family confirmed through their link.
  await registrationsService.setStatus(asAdmin, isaac.id, {
    status: 'contacted',
    note: null,
    staffNote: 'Spoke to Grace: Isaac can come on weekday evenings.',
    notify: true,
  });
  await trials.invite(asAdmin, isaac.id, { trial_id: sessionFor(isaac.player_age).id, note: null });
  await family.respond(aFamily, tokenOf(await links.urlFor(db, isaac.id)), 'confirm');
  // Leon: invited, the family has not answered yet.
  await trials.invite(asAdmin, leon.id, { trial_id: sessionFor(leon.player_age).id, note: 'Bring your goalkeeper gloves if you have them.' });
  // Ethan: the squad for his age is full for now.
  await registrationsService.setStatus(asAdmin, ethan.id, {
    status: 'waitlisted',
    note: 'The U14 squad is full until January.',
    staffNote: null,
    notify: true,
  });
  // Tiago: trialled last season, now in the squad.
  await registrationsService.setStatus(asAdmin, tiago.id, { status: 'contacted', note: null, staffNote: null, notify: false });
  await registrationsService.setStatus(asAdmin, tiago.id, {
    status: 'accepted',
    note: 'Welcome to the U12 squad! Training starts Monday at 16:00.',
    staffNote: null,
    notify: true,
  });

  for (const [i, r] of people.entries()) await backdate(app, r.id, new Date(now - (i * 3 + 1) * DAY - 2 * HOUR));
  await db.execute(sql`update contact_messages set created_at = now() - (id * interval '4 days')`);
}
