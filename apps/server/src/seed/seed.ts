import { randomBytes } from 'node:crypto';
import { asc, count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALBUM_CREATOR_ID } from '@academy/contract/album';
import { albums } from '../db/schema/albums.ts';
import { media } from '../db/schema/media.ts';
import { newsletterSubscribers } from '../db/schema/newsletter-subscribers.ts';
import { photos } from '../db/schema/photos.ts';
import { photoSubjects } from '../db/schema/photo-subjects.ts';
import { registrations } from '../db/schema/registrations.ts';
import { posts } from '../db/schema/posts.ts';
import { teamMembers } from '../db/schema/team-members.ts';
import { isMinorByDefault } from '@academy/contract/team';
import { users } from '../db/schema/users.ts';
import { makeSeedImage, type SeedImageKind } from '../images/process.ts';
import { storeImage } from '../images/store.ts';
import { scheduleJob } from '../background/jobs.ts';
import { createAcademyRepository } from '../modules/academy/repository.ts';
import { sanitizePostHtml } from '../modules/posts/sanitize-post-html.ts';
import { excerptOf } from '../modules/posts/service.ts';
import { setPostTags } from '../modules/posts/tags.ts';
import { seedTrialDay } from './trial-day.ts';
import { seedJourney } from './journey.ts';
import { seedSquadsDemo } from './squads.ts';
import { seedAvailabilityDemo, seedEventsDemo } from './events.ts';
import { seedAttendanceDemo } from './attendance.ts';
import { seedResultsDemo } from './results.ts';
import { seedReports } from './reports.ts';
import { seedSiteContent } from './site-content.ts';
import { zoneOf } from '../lib/academy-zone.ts';
import { seedAcademy, seedAlbums, seedPosts, seedTeam, seedUnpublishedPosts, seedVideos } from './seed-data.ts';

const DAY = 24 * 3600 * 1000;

/** Fills an empty database with a living demo so a first start shows a real-looking site. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  const [existing] = await db.select({ n: count() }).from(posts);
  const [members] = await db.select({ n: count() }).from(teamMembers);
  if ((existing?.n ?? 0) > 0 || (members?.n ?? 0) > 0) return;
  const started = Date.now();
  const now = Date.now();
  // The academy's facts (an existing database without them reads the same values as defaults).
  // Its time zone is the server's `TZ` (UTC when unset), as a first save would be (docs/decisions/050).
  await createAcademyRepository(db).insertIfMissing({ ...seedAcademy, time_zone: zoneOf(process.env.TZ) });
  const img = async (label: string, hue: number, opts: { folder?: 'images' | 'thumbnails'; width?: number; height?: number; kind?: SeedImageKind } = {}) =>
    storeImage(storage, await makeSeedImage({ label, hue, width: opts.width ?? 960, height: opts.height ?? 640, kind: opts.kind }), opts.folder ?? 'images');

  const people = await Promise.all(seedTeam.map((m) => img('', m.hue, { width: 600, height: 720, kind: 'portrait' })));
  await db.insert(teamMembers).values(
    seedTeam.map((m, i) => ({
      name: m.name,
      role: m.role,
      jersey_number: m.jersey_number,
      image: people[i]!.url,
      image_width: people[i]!.width,
      image_height: people[i]!.height,
      // The demo's families agreed to photos, but the last player's did not (shown with the placeholder).
      is_minor: isMinorByDefault(m.role),
      photo_consent: i !== seedTeam.length - 1,
      created_at: new Date(now - (seedTeam.length - i) * 60_000),
    })),
  );

  const covers = await Promise.all(seedPosts.map((p) => img(p.coverLabel, p.hue, { width: 1200, height: 675 })));
  const published = await db
    .insert(posts)
    .values(
      seedPosts.map((p, i) => {
        const content = sanitizePostHtml(p.html);
        const at = new Date(now - p.daysAgo * DAY);
        return {
          title: p.title,
          content,
          excerpt: p.customExcerpt ?? excerptOf(content),
          custom_excerpt: p.customExcerpt ?? null,
          cover_image: covers[i]!.url,
          cover_width: covers[i]!.width,
          cover_height: covers[i]!.height,
          published: true,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .returning({ id: posts.id });
  // Tagged so the demo has tag pages with several posts (decision 047).
  for (const [i, row] of published.entries()) await setPostTags(db, row.id, seedPosts[i]!.tags);
  // A draft and a post scheduled a week ahead (with its publishing job), so /allposts shows every state.
  for (const p of seedUnpublishedPosts) {
    const content = sanitizePostHtml(p.html);
    const cover = await img(p.coverLabel, p.hue, { width: 1200, height: 675 });
    const publishAt = p.status === 'scheduled' ? new Date(now + (p.inDays ?? 7) * DAY) : null;
    const [row] = await db
      .insert(posts)
      .values({
        title: p.title,
        content,
        excerpt: excerptOf(content),
        cover_image: cover.url,
        cover_width: cover.width,
        cover_height: cover.height,
        published: false,
        status: p.status,
        publish_at: publishAt,
      })
      .returning({ id: posts.id });
    if (publishAt) await scheduleJob(db, 'publish-post', { postId: row!.id }, publishAt);
    await setPostTags(db, row!.id, p.tags);
  }

  /** Children tagged in the albums' photos, tagged once the registrations exist (decision 051). */
  const tags: { photoId: number; name: string }[] = [];
  for (const a of seedAlbums) {
    const first = a.photos[0]!;
    const cover = await img('', first.hue, { kind: first.kind });
    const [album] = await db
      .insert(albums)
      .values({
        name: a.name,
        caption: a.caption,
        coverImage: cover.url,
        cover_width: cover.width,
        cover_height: cover.height,
        created_by: ALBUM_CREATOR_ID,
        created_at: new Date(now - a.daysAgo * DAY),
      })
      .returning({ id: albums.id });
    const shots = await Promise.all(
      a.photos.map((p, i) =>
        img('', p.hue, { kind: p.kind, width: p.kind === 'portrait' ? 640 : 960, height: p.kind === 'portrait' ? 860 : 640 }).then((s) => ({ s, i })),
      ),
    );
    const inserted = await db
      .insert(photos)
      .values(
        shots.map(({ s, i }) => ({
          album_id: album!.id,
          url: s.url,
          filename: `photo-${i + 1}.jpg`,
          caption: a.photos[i]!.caption,
          width: s.width,
          height: s.height,
          created_at: new Date(now - a.daysAgo * DAY + i * 1000),
          // The demo's photos as an editor left them: reviewed (docs/decisions/054); tagged children without consent still hide theirs.
          reviewed_at: new Date(now - a.daysAgo * DAY + i * 1000),
        })),
      )
      .returning({ id: photos.id, filename: photos.filename });
    a.photos.forEach((p, i) => {
      const photo = inserted.find((row) => row.filename === `photo-${i + 1}.jpg`);
      for (const name of p.tagged ?? []) if (photo) tags.push({ photoId: photo.id, name });
    });
  }

  for (const [i, v] of seedVideos.entries()) {
    const thumb = await img('', v.hue, { folder: 'thumbnails', width: 960, height: 540 });
    await db.insert(media).values({ title: v.title, video_url: v.video_url, thumbnail: thumb.url, created_at: new Date(now - (i + 1) * 5 * DAY) });
  }

  // Newsletter readers: confirmed ones receive a post sent to subscribers; pending ones never clicked their link.
  const reader = (email: string, status: 'confirmed' | 'pending' | 'unsubscribed', daysAgo: number) => ({
    email,
    status,
    unsubscribe_token: randomBytes(32).toString('base64url'),
    created_at: new Date(now - daysAgo * DAY),
    confirmed_at: status === 'pending' ? null : new Date(now - daysAgo * DAY + 600_000),
    unsubscribed_at: status === 'unsubscribed' ? new Date(now - DAY) : null,
  });
  await db
    .insert(newsletterSubscribers)
    .values([
      reader('ama.mensah@example.com', 'confirmed', 40),
      reader('kwame.boateng@example.com', 'confirmed', 32),
      reader('efua.owusu@example.com', 'confirmed', 21),
      reader('yaw.asante@example.com', 'confirmed', 9),
      reader('akosua.darko@example.com', 'pending', 2),
      reader('kofi.annan.fan@example.com', 'pending', 1),
      reader('esi.appiah@example.com', 'unsubscribed', 30),
    ]);

  const [admin] = await db.select({ id: users.id, name: users.name, email: users.email, role: users.role }).from(users).orderBy(asc(users.id)).limit(1);
  await seedJourney(app, admin);
  await seedTrialDay(app, admin);
  await seedSquadsDemo(app, admin);
  await seedEventsDemo(app, admin);
  await seedAttendanceDemo(app, admin);
  await seedResultsDemo(app, admin);
  await seedAvailabilityDemo(app);
  await seedReports(app, admin);
  await seedSiteContent(app, admin);
  if (tags.length > 0) {
    const children = await db
      .select({ id: registrations.id, name: registrations.player_name })
      .from(registrations)
      .where(inArray(registrations.player_name, [...new Set(tags.map((t) => t.name))]));
    const values = tags.flatMap((t) => children.filter((c) => c.name === t.name).map((c) => ({ photo_id: t.photoId, registration_id: c.id })));
    if (values.length > 0) await db.insert(photoSubjects).values(values).onConflictDoNothing();
  }
  app.log.info({ ms: Date.now() - started }, 'seeded demo content');
}
