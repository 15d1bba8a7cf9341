import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ALBUM_CREATOR_ID } from '@academy/contract/album';
import type { TeamRole } from '@academy/contract/team';
import { albums } from '../db/schema/albums.ts';
import { contactMessages } from '../db/schema/contact-messages.ts';
import { media } from '../db/schema/media.ts';
import { photos } from '../db/schema/photos.ts';
import { posts } from '../db/schema/posts.ts';
import { registrations } from '../db/schema/registrations.ts';
import { teamMembers } from '../db/schema/team-members.ts';
import { storeImage } from '../lib/image-store.ts';
import { sanitizePostHtml } from '../lib/sanitize-fallback.ts';
import { excerptOf } from '../modules/posts/service.ts';

const DAY = 24 * 3600 * 1000;

/** A generated picture (gradient, pitch lines, label): the demo needs no downloads. */
async function picture(label: string, hue: number, width = 960, height = 640): Promise<Buffer> {
  const esc = label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},65%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,22%)"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="${width * 0.06}" y="${height * 0.08}" width="${width * 0.88}" height="${height * 0.84}" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="4"/>
  <line x1="${width / 2}" y1="${height * 0.08}" x2="${width / 2}" y2="${height * 0.92}" stroke="rgba(255,255,255,.35)" stroke-width="4"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.14}" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="4"/>
  <text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 11)}" font-weight="700" fill="#fff" text-anchor="middle">${esc}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const TEAM: [string, TeamRole, number | null][] = [
  ['Samuel Okoro', 'head_coach', null],
  ['Amina Hassan', 'assistant_coach', null],
  ['Youssef Benali', 'goalkeeper_coach', null],
  ['Grace Mwangi', 'fitness_coach', null],
  ['Daniel Mensah', 'goalkeeper', 1],
  ['Ibrahim Diallo', 'goalkeeper', 12],
  ['Kwame Asante', 'defender', 4],
  ['Lucas Ferreira', 'defender', 5],
  ['Omar Farah', 'defender', 3],
  ['Tomás Rivera', 'midfielder', 8],
  ['Elias Haile', 'midfielder', 6],
  ['Noah Kamau', 'midfielder', 10],
  ['Malik Traoré', 'forward', 9],
  ['Ayo Adebayo', 'forward', 11],
  ['Zaid Hussein', 'forward', 7],
];

const POSTS: [string, string, number][] = [
  ['Under-13s win the regional cup', '<h2>A final to remember</h2><p>Our <strong>Under-13s</strong> lifted the regional cup on Saturday after a 2–1 win against a strong Riverside side. Two second-half goals from set pieces turned the game around.</p><p>Coach Samuel Okoro praised the squad for <em>staying calm under pressure</em> and sticking to the game plan.</p>', 2],
  ['Winter training schedule announced', '<p>From December, sessions move to the indoor hall on Tuesdays and Thursdays (17:00–18:30) and to the main pitch on Saturday mornings.</p><ul><li>Bring indoor shoes</li><li>Water bottles are compulsory</li><li>Parents are welcome to watch on Saturdays</li></ul>', 6],
  ['Trials for the 2027 intake are open', '<p>We are looking for players aged <strong>10 to 14</strong> who love the game. Trials are free and no previous club experience is needed.</p><p>Register through the <a href="/register">registration form</a> and we will contact you with a date.</p>', 11],
  ['Goalkeeper clinic with Youssef Benali', '<p>Twelve young keepers spent a full day working on footwork, distribution and one-on-one situations. Next clinic in January.</p>', 17],
  ['Academy players called up to the national youth camp', '<p>Congratulations to <strong>Noah Kamau</strong> and <strong>Malik Traoré</strong>, who have been invited to the national Under-15 training camp.</p>', 24],
  ['Nutrition evening for parents', '<p>Our fitness coach Grace Mwangi hosted an evening on match-day nutrition. Slides are available at the front desk.</p><ol><li>Eat a proper meal 3 hours before kick-off</li><li>Hydrate during the day, not only at the game</li><li>Recover with protein and carbohydrates</li></ol>', 33],
  ['New floodlights on the main pitch', '<p>Thanks to the support of local partners, evening sessions now run under brand new LED floodlights.</p>', 41],
];

const ALBUMS: [string, string, number][] = [
  ['Regional Cup Final', 'Match day with the Under-13s', 140],
  ['Summer Camp 2026', 'A week of football, friends and sunshine', 30],
  ['Training Sessions', 'Behind the scenes at the academy', 200],
];

/** Fills an empty database with a living demo so a first start shows a real-looking site. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  const [existing] = await db.select({ n: count() }).from(posts);
  const [members] = await db.select({ n: count() }).from(teamMembers);
  if ((existing?.n ?? 0) > 0 || (members?.n ?? 0) > 0) return;
  const started = Date.now();
  const now = Date.now();
  const img = async (label: string, hue: number, folder: 'images' | 'thumbnails' = 'images', w?: number, h?: number) =>
    storeImage(storage, await picture(label, hue, w, h), folder);

  const people = await Promise.all(TEAM.map(([name], i) => img(name, (i * 37) % 360, 'images', 600, 720)));
  await db.insert(teamMembers).values(
    TEAM.map(([name, role, jersey], i) => ({
      name,
      role,
      jerseyNumber: jersey,
      image: people[i]!.url,
      imageWidth: people[i]!.width,
      imageHeight: people[i]!.height,
      createdAt: new Date(now - (TEAM.length - i) * 60_000),
    })),
  );

  const covers = await Promise.all(POSTS.map(([title], i) => img(title.split(' ').slice(0, 3).join(' '), (i * 53 + 100) % 360)));
  await db.insert(posts).values(
    POSTS.map(([title, html, daysAgo], i) => {
      const content = sanitizePostHtml(html);
      const at = new Date(now - daysAgo * DAY);
      return { title, content, excerpt: excerptOf(content), coverImage: covers[i]!.url, coverWidth: covers[i]!.width, coverHeight: covers[i]!.height, published: true, createdAt: at, updatedAt: at };
    }),
  );

  for (const [a, [name, caption, hue]] of ALBUMS.entries()) {
    const cover = await img(name, hue);
    const [album] = await db
      .insert(albums)
      .values({ name, caption, coverImage: cover.url, coverWidth: cover.width, coverHeight: cover.height, createdBy: ALBUM_CREATOR_ID, createdAt: new Date(now - (a + 1) * 9 * DAY) })
      .returning({ id: albums.id });
    const shots = await Promise.all(Array.from({ length: 6 }, (_, i) => img(`${name} #${i + 1}`, (hue + i * 15) % 360, 'images', i % 2 ? 640 : 960, i % 2 ? 860 : 640)));
    await db.insert(photos).values(shots.map((s, i) => ({ albumId: album!.id, url: s.url, filename: `photo-${i + 1}.jpg`, width: s.width, height: s.height })));
  }

  const videos: [string, string][] = [
    ['Regional Cup Final highlights', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['Summer camp recap', 'https://vimeo.com/76979871'],
    ['Goalkeeper clinic drills', 'https://www.youtube.com/watch?v=jNQXAC9IVRw'],
  ];
  for (const [i, [title, url]] of videos.entries()) {
    const thumb = await img(title, (i * 90 + 20) % 360, 'thumbnails', 960, 540);
    await db.insert(media).values({ title, videoUrl: url, thumbnail: thumb.url, createdAt: new Date(now - (i + 1) * 5 * DAY) });
  }

  await db.insert(registrations).values([
    { parentName: 'Fatima Osei', parentEmail: 'fatima.osei@example.com', contactPhone: '+233 20 555 0101', residence: 'Accra', contactPermission: 'yes', playerName: 'Kofi Osei', playerAge: 12, yearsPlaying: '3', currentSchool: 'Riverside Primary', uniformSize: 'Medium', healthConditions: 'N/A', createdAt: new Date(now - 1 * DAY) },
    { parentName: 'John Mbeki', parentEmail: 'john.mbeki@example.com', contactPhone: '+27 82 555 0199', residence: 'Soweto', contactPermission: 'no', playerName: 'Sipho Mbeki', playerAge: 10, yearsPlaying: '1', currentSchool: 'Hillcrest School', uniformSize: 'Small', healthConditions: 'Mild asthma, carries an inhaler', status: 'contacted', createdAt: new Date(now - 4 * DAY) },
    { parentName: 'Leila Nasser', parentEmail: 'leila.nasser@example.com', contactPhone: '+212 6 555 0123', residence: 'Rabat', contactPermission: 'yes', playerName: 'Adam Nasser', playerAge: 14, yearsPlaying: '4+', currentSchool: 'Lycée Atlas', uniformSize: 'Large', healthConditions: 'N/A', status: 'accepted', createdAt: new Date(now - 12 * DAY) },
  ]);
  await db.insert(contactMessages).values([
    { fullname: 'Peter Otieno', email: 'peter.otieno@example.com', phone: '+254 700 555 010', city: 'Nairobi', message: 'Do you offer sessions for girls aged 11? My daughter would love to join.', createdAt: new Date(now - 2 * DAY) },
    { fullname: 'Sara Haddad', email: 'sara.haddad@example.com', city: 'Tunis', message: 'We would like to sponsor the new kits for next season. Who should we talk to?', status: 'read', createdAt: new Date(now - 8 * DAY) },
  ]);
  app.log.info({ ms: Date.now() - started }, 'seeded demo content');
}
