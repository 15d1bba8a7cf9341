import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import { PublicRegistrationSchema, type PublicRegistrationInput, type Registration } from '@academy/contract/registration';
import { registrations } from '../db/schema/registrations.ts';
import { users } from '../db/schema/users.ts';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { createRegistrationService } from '../modules/registrations/service.ts';
import { createSquadService } from '../modules/squads/service.ts';
import { createFamilyService } from '../modules/trials/family.ts';

const DAY = 24 * 3600 * 1000;

/** The season the demo's squads are for: from August, the one starting this year ("2026/27"). */
export const seasonOf = (now = new Date()) => {
  const start = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The demo's age groups: U13 is small, so that it has a waiting list. */
export const seedSquads = [
  { name: 'U11', min_age: 10, max_age: 11, capacity: 14 },
  { name: 'U12', min_age: 12, max_age: 12, capacity: 16 },
  { name: 'U13', min_age: 13, max_age: 14, capacity: 2 },
] as const;

type SquadName = (typeof seedSquads)[number]['name'];
/** What happens to each child: on the roster (offered, then accepted by the family), an offer still open, or the waiting list. */
type Step = 'enrolled' | 'offered' | 'waiting';

const child = (player_name: string, player_age: number, parent_name: string, parent_email: string, photo_consent: 'yes' | 'no'): PublicRegistrationInput => ({
  parent_name,
  data_consent: true,
  photo_consent,
  parent_email,
  contact_phone: '+256 700 123 456',
  residence: 'Kampala',
  contact_permission: 'yes',
  player_name,
  player_age,
  years_playing: '3',
  current_school: 'Kampala Parents School',
  uniform_size: 'Medium',
  health_conditions: 'N/A',
});

export const seedSquadChildren: readonly { input: PublicRegistrationInput; squad: SquadName; step: Step }[] = [
  { input: child('Amara Okello', 11, 'Ruth Okello', 'ruth.okello@example.com', 'yes'), squad: 'U11', step: 'enrolled' },
  { input: child('Daniel Ssempa', 10, 'Peter Ssempa', 'p.ssempa@example.com', 'no'), squad: 'U11', step: 'enrolled' },
  { input: child('Brian Mugisha', 12, 'Esther Mugisha', 'esther.mugisha@example.com', 'yes'), squad: 'U12', step: 'enrolled' },
  { input: child('Zara Nabirye', 12, 'Joyce Nabirye', 'joyce.nabirye@example.com', 'yes'), squad: 'U12', step: 'offered' },
  { input: child('Joel Kizito', 13, 'Agnes Kizito', 'agnes.kizito@example.com', 'yes'), squad: 'U13', step: 'enrolled' },
  { input: child('Kevin Lubega', 14, 'Moses Lubega', 'moses.lubega@example.com', 'no'), squad: 'U13', step: 'offered' },
  { input: child('Priya Nair', 13, 'Anjali Nair', 'anjali.nair@example.com', 'yes'), squad: 'U13', step: 'waiting' },
];

/**
 * The demo's squads (decision 031), through the services the API uses: U11, U12 and U13 of this
 * season coached by the academy's coaches (or its administrator), children on their rosters (each
 * offered a place and accepted by the family through its link), open offers, and U13's waiting list
 * with the already waitlisted Ethan first.
 */
export async function seedSquadsDemo(app: FastifyInstance, admin: User | undefined) {
  const { db, statusLinks: links } = app;
  const deps = moduleDeps(app);
  const service = createSquadService(deps, links);
  const registrationsService = createRegistrationService(deps, links);
  const family = createFamilyService(deps, links);
  const asAdmin: Actor = admin ? { user: admin, ip: '' } : null;
  const aFamily: Actor = { user: null, ip: '' };
  const coaches = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['coach', 'admin']))
    .orderBy(asc(users.role), asc(users.id))
    .limit(2);
  const season = seasonOf();
  const squads = new Map<SquadName, number>();
  for (const s of seedSquads) {
    const squad = await service.create(asAdmin, { ...s, season, coach_ids: coaches.map((c) => c.id) });
    squads.set(s.name, squad.id);
  }
  const respondBy = new Date(Date.now() + 5 * DAY).toISOString();
  const offer = (r: Pick<Registration, 'id'>, squad: SquadName) => service.offer(asAdmin, r.id, { squad_id: squads.get(squad)!, respond_by: respondBy });
  const tokenOf = async (id: number) => (await links.urlFor(db, id)).split('/').pop()!;

  const waiting: { id: number; squad: SquadName }[] = [];
  for (const c of seedSquadChildren) {
    const r = await registrationsService.createPublic(aFamily, PublicRegistrationSchema.parse(c.input));
    if (c.step === 'waiting') {
      waiting.push({ id: r.id, squad: c.squad });
      continue;
    }
    await offer(r, c.squad);
    if (c.step === 'enrolled') await family.respond(aFamily, await tokenOf(r.id), 'accept_offer');
  }
  // Ethan (the journey's waitlisted child) waits first for U13, then the children added here.
  const [ethan] = await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.player_name, 'Ethan Tumusiime')).limit(1);
  if (ethan) await offer(ethan, 'U13');
  for (const w of waiting) await offer(w, w.squad);
}
