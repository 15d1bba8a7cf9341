import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { albums } from '../src/db/schema/albums.ts';
import { contactMessages } from '../src/db/schema/contact-messages.ts';
import { media } from '../src/db/schema/media.ts';
import { newsletterSubscribers } from '../src/db/schema/newsletter-subscribers.ts';
import { photos } from '../src/db/schema/photos.ts';
import { posts } from '../src/db/schema/posts.ts';
import { registrations } from '../src/db/schema/registrations.ts';
import { teamMembers } from '../src/db/schema/team-members.ts';
import { trialInvitations, trialSessions } from '../src/db/schema/trials.ts';
import { users } from '../src/db/schema/users.ts';
import type { RouteEntry } from '../src/app.ts';
import type { Role } from '@academy/contract/auth-constants';

/** Values that only exist in private rows: a public answer containing one of them leaks. */
export const PRIVATE_MARKERS = {
  parentName: 'Privateparent Zqxw',
  parentEmail: 'private.parent.zqxw@example.com',
  playerName: 'Privateplayer Zqxw',
  school: 'Privateschool Zqxw',
  health: 'Privatehealth Zqxw asthma',
  contactName: 'Privatecontact Zqxw',
  contactEmail: 'private.contact.zqxw@example.com',
  contactMessage: 'Privatemessage Zqxw please call',
  subscriber: 'private.subscriber.zqxw@example.com',
};

/** A public registration form as a parent fills it in (valid under the public rules). */
export const PARENT_FORM = {
  parent_name: 'Fatima Osei',
  parent_email: 'fatima@example.com',
  contact_phone: '+233 20 555 0101',
  residence: 'Accra',
  player_name: 'Kofi Osei',
  player_age: 12,
  years_playing: '4+',
  current_school: 'Riverside Primary',
  uniform_size: 'XL',
  data_consent: true,
  photo_consent: 'yes',
};

/** One row in every table, so `:id` paths name something that exists. Returns the ids. */
export async function insertOneOfEach(app: FastifyInstance) {
  const { db } = app;
  const m = PRIVATE_MARKERS;
  const [post] = await db.insert(posts).values({ title: 'Published post', content: '<p>Hello</p>', excerpt: 'Hello', published: true }).returning();
  const [album] = await db.insert(albums).values({ name: 'Album', created_by: 1 }).returning();
  const [photo] = await db.insert(photos).values({ album_id: album!.id, url: '/uploads/images/none.webp', filename: 'p.jpg' }).returning();
  const [member] = await db.insert(teamMembers).values({ name: 'Member', role: 'defender', jersey_number: 4 }).returning();
  const [video] = await db.insert(media).values({ title: 'Video', video_url: 'https://www.youtube.com/watch?v=abcdefghijk' }).returning();
  const [registration] = await db
    .insert(registrations)
    .values({
      parent_name: m.parentName,
      parent_email: m.parentEmail,
      contact_phone: '+256 700 000 000',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: m.playerName,
      player_age: 12,
      years_playing: '2',
      current_school: m.school,
      uniform_size: 'Medium',
      health_conditions: m.health,
      source: 'public',
    })
    .returning();
  const [message] = await db.insert(contactMessages).values({ fullname: m.contactName, email: m.contactEmail, message: m.contactMessage }).returning();
  await db.insert(newsletterSubscribers).values({ email: m.subscriber });
  const [trial] = await db.insert(trialSessions).values({ starts_at: new Date(Date.now() + 7 * 24 * 3600 * 1000), location: 'Main pitch', min_age: 10, max_age: 14, capacity: 20 }).returning();
  await db.insert(trialInvitations).values({ trial_id: trial!.id, registration_id: registration!.id });
  return { post: post!.id, album: album!.id, photo: photo!.id, member: member!.id, video: video!.id, registration: registration!.id, message: message!.id, trial: trial!.id };
}

/** Row counts of every content table: a refused request must leave them as they were. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = { posts, albums, photos, teamMembers, media, registrations, contactMessages, newsletterSubscribers, users };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await app.db.select({ n: count() }).from(table);
    out[name] = Number(row?.n ?? 0);
  }
  return out;
}

/** The route list the app itself recorded, without the HEAD twins Fastify adds for every GET. */
export const routesOf = (app: FastifyInstance): RouteEntry[] => {
  const seen = new Set<string>();
  return app.routeTable.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** `:id` (and any other param) filled with an id that exists; wildcards with a plausible file. */
export const fillPath = (url: string, id: number | string = 1) => url.replace(/:[A-Za-z_]+/g, String(id)).replace(/\*$/, 'images/x.webp');

export const signToken = (secret: string, sub: string | number, opts: { expiresAt?: number; issuedAt?: number } = {}) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setIssuedAt(opts.issuedAt ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(opts.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode(secret));

/** An account of this role, signed in: its id and bearer token. */
export async function createUserWithRole(app: FastifyInstance, role: Role, opts: { email?: string; password?: string; name?: string } = {}): Promise<{ id: number; email: string; password: string; token: string }> {
  const email = opts.email ?? `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@academy.test`;
  const password = opts.password ?? 'editor-password-123';
  const [row] = await app.db
    .insert(users)
    .values({ name: opts.name ?? `An ${role}`, email, role, passwordHash: await app.auth.hashPassword(password) })
    .returning();
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { id: row!.id, email, password, token: res.json().data.token as string };
}

/** Names of registration and contact fields: an answer an editor can get never holds one. */
export const PRIVATE_FIELDS = ['parent_email', 'parent_name', 'player_name', 'health_conditions', 'current_school', 'contact_phone'];

export async function createThrowawayUser(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.insert(users).values({ name: 'Gone', email: `gone-${Date.now()}@academy.test`, passwordHash: 'x' }).returning();
  return row!.id;
}
