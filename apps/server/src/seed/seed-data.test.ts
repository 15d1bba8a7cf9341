import { describe, expect, it } from 'vitest';
import { AcademyInputSchema } from '@academy/contract/academy';
import { ContactInputSchema } from '@academy/contract/contact';
import { toEmbedUrl } from '@academy/contract/media';
import { htmlToText, PostInputSchema, relatedPosts } from '@academy/contract/post';
import { PublicRegistrationSchema } from '@academy/contract/registration';
import { TEAM_ROLES, TeamMemberInputSchema } from '@academy/contract/team';
import { sanitizePostHtml } from '../modules/posts/sanitize-post-html.ts';
import { seedAcademy, seedAlbums, seedContactMessages, seedPosts, seedRegistrations, seedTeam, seedUnpublishedPosts, seedVideos } from './seed-data.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('seed team', () => {
  it('is valid for the team form and has a coach of every kind and players in every position', () => {
    for (const member of seedTeam) expect(TeamMemberInputSchema.safeParse(member).success).toBe(true);
    const count = (role: string) => seedTeam.filter((m) => m.role === role).length;
    expect(TEAM_ROLES.every((role) => count(role) > 0)).toBe(true);
    expect([count('goalkeeper'), count('defender'), count('midfielder'), count('forward')]).toEqual([2, 3, 3, 2]);
  });

  it('gives coaches no number and players distinct numbers', () => {
    const players = seedTeam.filter((m) => !m.role.includes('coach'));
    expect(seedTeam.filter((m) => m.role.includes('coach')).every((m) => m.jersey_number === null)).toBe(true);
    const numbers = players.map((m) => m.jersey_number);
    expect(numbers.every((n) => n !== null)).toBe(true);
    expect(new Set(numbers).size).toBe(players.length);
    expect(new Set(seedTeam.map((m) => m.name)).size).toBe(seedTeam.length);
  });
});

describe('seed posts', () => {
  it('has 8 valid posts of 150 to 400 words', () => {
    expect(seedPosts).toHaveLength(8);
    for (const post of seedPosts) {
      expect(PostInputSchema.safeParse({ title: post.title, content: post.html }).success).toBe(true);
      const words = htmlToText(post.html).split(' ').length;
      expect(words, post.title).toBeGreaterThanOrEqual(150);
      expect(words, post.title).toBeLessThanOrEqual(400);
    }
  });

  it('is editor HTML that the sanitizer keeps as written', () => {
    for (const post of seedPosts) {
      expect(sanitizePostHtml(post.html)).toBe(post.html.replaceAll(' contenteditable="false"', ''));
      expect(post.html).toContain('<li data-list="bullet">');
    }
  });

  it('has one valid draft and one valid post scheduled ahead', () => {
    expect(seedUnpublishedPosts.map((p) => p.status).sort()).toEqual(['draft', 'scheduled']);
    for (const post of seedUnpublishedPosts) expect(PostInputSchema.safeParse({ title: post.title, content: post.html }).success, post.title).toBe(true);
    expect(seedUnpublishedPosts.find((p) => p.status === 'scheduled')?.inDays).toBe(7);
  });

  it('tags the posts so the demo has tag pages with several posts each, all valid post input (decision 047)', () => {
    for (const post of [...seedPosts, ...seedUnpublishedPosts]) {
      const input = PostInputSchema.safeParse({
        title: post.title,
        content: post.html,
        tags: post.tags,
        custom_excerpt: 'customExcerpt' in post ? post.customExcerpt : undefined,
      });
      expect(input.success, post.title).toBe(true);
    }
    const counts = new Map<string, number>();
    for (const post of seedPosts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    for (const tag of ['Match report', 'Trials', 'Academy news', 'U12', 'U14']) expect(counts.has(tag), tag).toBe(true);
    expect([...counts.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every post related posts under the spec rule', () => {
    const now = Date.now();
    const posts = seedPosts.map((p, i) => ({ id: i + 1, title: p.title, created_at: new Date(now - p.daysAgo * DAY).toISOString() }));
    for (const post of posts) expect(relatedPosts(post, posts).length, post.title).toBeGreaterThan(0);
    expect(posts.filter((p) => p.title.startsWith('Academy')).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...seedPosts.map((p) => p.daysAgo))).toBeLessThanOrEqual(45);
  });
});

describe('seed albums and videos', () => {
  it('has 4 albums of 5 to 8 photos', () => {
    expect(seedAlbums).toHaveLength(4);
    for (const album of seedAlbums) {
      expect(album.photos.length).toBeGreaterThanOrEqual(5);
      expect(album.photos.length).toBeLessThanOrEqual(8);
    }
  });

  it('has 4 embeddable YouTube videos', () => {
    expect(seedVideos).toHaveLength(4);
    for (const video of seedVideos) {
      expect(video.video_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      expect(toEmbedUrl(video.video_url).kind).toBe('iframe');
    }
  });
});

describe('seed registrations and messages', () => {
  it.each(seedRegistrations.map((r) => [r.player_name, r] as const))('registration of %s passes the public form rules', (_, registration) => {
    expect(PublicRegistrationSchema.safeParse(registration).error).toBeUndefined();
  });

  it.each(seedContactMessages.map((m) => [m.fullname, m] as const))('message from %s passes the contact form rules', (_, message) => {
    expect(ContactInputSchema.safeParse(message).error).toBeUndefined();
  });

  it('has 5 registrations and 3 messages', () => {
    expect(seedRegistrations).toHaveLength(5);
    expect(seedContactMessages).toHaveLength(3);
  });
});

describe('seed academy facts', () => {
  it('pass the Settings form rules unchanged, with training, fees, five social links and three reasons', () => {
    const parsed = AcademyInputSchema.safeParse(seedAcademy);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(seedAcademy);
    expect(seedAcademy.training.length).toBeGreaterThan(0);
    expect(seedAcademy.programmes.every((p) => p.fee)).toBe(true);
    expect(Object.values(seedAcademy.social).every((url) => url?.startsWith('https://'))).toBe(true);
    expect(seedAcademy.why_us.map((w) => w.title)).toEqual(['Licensed coaches', 'Small groups', 'Match experience']);
  });
});
