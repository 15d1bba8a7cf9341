import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MESSAGES, imageSrcSet } from './common.ts';
import { relatedPosts } from './post.ts';
import { groupTeam, TEAM_MESSAGES, TeamMemberInputSchema } from './team.ts';
import { AdminRegistrationSchema, PublicRegistrationSchema, REGISTRATION_LABELS, REGISTRATION_MESSAGES } from './registration.ts';
import { FAMILY_DETAIL_FIELDS, FAMILY_DETAILS, familyUpdateNote } from './family-details-constants.ts';

const post = (id: number, title: string, created_at: string) => ({ id, title, created_at });

describe('relatedPosts', () => {
  it('matches the first title word or a 7-day window, newest first, at most 3, never itself', () => {
    const me = post(1, 'Cup final report', '2026-11-10T12:00:00Z');
    const all = [
      me,
      post(2, 'Training news', '2026-11-16T12:00:00Z'), // 6 days later
      post(3, 'The cup draw', '2026-01-01T00:00:00Z'), // title match
      post(4, 'Old story', '2026-01-02T00:00:00Z'), // neither
      post(5, 'Kit day', '2026-11-09T00:00:00Z'),
      post(6, 'CUP semi', '2025-05-01T00:00:00Z'),
    ];
    expect(relatedPosts(me, all).map((p) => p.id)).toEqual([2, 5, 3]);
  });
});

describe('groupTeam', () => {
  it('puts every coach role in the coaching staff and keeps the spec order', () => {
    const groups = groupTeam([{ role: 'forward' }, { role: 'fitness_coach' }, { role: 'goalkeeper' }, { role: 'head_coach' }]);
    expect(groups.map((g) => g.key)).toEqual(['coaching', 'defenders', 'midfielders', 'forwards', 'goalkeepers']);
    expect(groups[0]!.members).toHaveLength(2);
    expect(groups[1]!.members).toHaveLength(0);
  });
});

describe('schemas speak the spec messages', () => {
  it('team member', () => {
    const r = TeamMemberInputSchema.safeParse({ name: ' ', role: 'x', jersey_number: '100' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([TEAM_MESSAGES.nameRequired, TEAM_MESSAGES.roleRequired, TEAM_MESSAGES.jerseyRange]);
    expect(TeamMemberInputSchema.parse({ name: 'A', role: 'defender', jersey_number: '' }).jersey_number).toBeNull();
  });

  it('public and admin registration differ in ages and sizes', () => {
    const base = {
      parent_name: 'P',
      parent_email: 'p@example.com',
      contact_phone: '1',
      residence: 'R',
      player_name: 'K',
      current_school: 'S',
      years_playing: '1',
      data_consent: true,
      photo_consent: 'no',
    };
    expect(PublicRegistrationSchema.parse({ ...base, player_age: '12', uniform_size: 'XL' }).health_conditions).toBe('N/A');
    const pub = PublicRegistrationSchema.safeParse({ ...base, player_age: 20, uniform_size: 'XL' });
    expect(pub.error!.issues[0]!.message).toBe(REGISTRATION_MESSAGES.age);
    const admin = AdminRegistrationSchema.safeParse({ ...base, contact_permission: 'yes', player_age: 20, uniform_size: 'XL', health_conditions: 'x' });
    expect(admin.error!.issues[0]!.message).toBe(REGISTRATION_MESSAGES.uniformSize);
  });

  it('image checks and srcset', () => {
    expect(checkImageFile({ type: 'text/plain', size: 1 })).toBe(IMAGE_MESSAGES.invalidType);
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe(IMAGE_MESSAGES.tooLarge);
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageSrcSet('/uploads/images/a.webp')).toBe(
      '/uploads/images/a-320w.webp 320w, /uploads/images/a-640w.webp 640w, /uploads/images/a-1280w.webp 1280w',
    );
  });
});

describe('one label map for the registration fields', () => {
  it('labels fields of the registration form, and the family details form shows those same labels', () => {
    const formFields = Object.keys(PublicRegistrationSchema.shape);
    expect(Object.keys(REGISTRATION_LABELS).filter((f) => !formFields.includes(f))).toEqual([]);
    expect(FAMILY_DETAILS.labels).toEqual(Object.fromEntries(FAMILY_DETAIL_FIELDS.map((f) => [f, REGISTRATION_LABELS[f]])));
    expect(familyUpdateNote(['contact_phone', 'residence'])).toBe(
      `Contact details corrected by the family (${REGISTRATION_LABELS.contact_phone.toLowerCase()}, ${REGISTRATION_LABELS.residence.toLowerCase()}).`,
    );
  });
});

describe('pageDataFor', () => {
  it('names the reads and the largest picture of each public page, and nothing for other paths', async () => {
    const { API_PATHS, IMAGE_SIZES, NEWS_LIST_LIMIT } = await import('./page-data.ts');
    const { pageDataFor } = await import('./page-reads.ts');
    expect(pageDataFor('/news/7')).toMatchObject({
      route: '/news/:id',
      paths: [API_PATHS.post(7), API_PATHS.posts(NEWS_LIST_LIMIT), API_PATHS.relatedPosts(7), API_PATHS.academy()],
    });
    // A tag's page (decision 047): the tag and its posts.
    expect(pageDataFor('/news/tag/u12')).toMatchObject({
      route: '/news/tag/:slug',
      paths: [API_PATHS.tag('u12'), API_PATHS.taggedPosts('u12', NEWS_LIST_LIMIT), API_PATHS.academy()],
    });
    expect(pageDataFor('/postview/7/')?.route).toBe('/news/:id');
    expect(pageDataFor('/photo/3')).toMatchObject({ route: '/photo/:id', paths: ['/public/albums/3', '/academy'] });
    // The footer of every public page shows the academy's facts; the next trial dates are on home and /register.
    expect(pageDataFor('/contact')?.paths).toEqual([API_PATHS.academy()]);
    expect(pageDataFor('/register')?.paths).toEqual([API_PATHS.publicTrials(), API_PATHS.academy()]);
    expect(pageDataFor('/')?.paths).toEqual(expect.arrayContaining([API_PATHS.publicTrials(), API_PATHS.academy()]));
    expect(pageDataFor('/album/3')?.route).toBe('/album/:id');
    expect(pageDataFor('/albums')?.route).toBe('/gallery');
    for (const other of ['/dashboard', '/login', '/news/abc', '/photo/3/edit', '/no-such-page']) expect(pageDataFor(other)).toBeUndefined();

    const cover = '/uploads/images/abc.webp';
    const answers: Record<string, unknown> = { [API_PATHS.post(7)]: { success: true, data: { cover_image: cover } } };
    expect(pageDataFor('/news/7')!.lcpImage!((p) => answers[p])).toEqual({ href: cover, srcset: imageSrcSet(cover), sizes: IMAGE_SIZES.postCover });
    // No answer (a missing post) or no cover: no preload.
    expect(pageDataFor('/news/8')!.lcpImage!((p) => answers[p])).toBeUndefined();
    const album = { [API_PATHS.publicAlbum(3)]: { data: { photos: [{ url: '/uploads/images/first.webp' }, { url: '/uploads/images/second.webp' }] } } };
    expect(pageDataFor('/photo/3')!.lcpImage!((p) => album[p])?.href).toBe('/uploads/images/first.webp');
    expect(pageDataFor('/')!.lcpImage!(() => undefined)?.srcset).toBe('/hero/slide-1-800w.webp 800w, /hero/slide-1.webp 1600w');
    // /team: the first portrait as the page groups it (coaching staff first), not the list's first.
    const team = {
      [API_PATHS.team()]: {
        data: [
          { role: 'defender', image: '/uploads/images/defender.webp', image_url: null },
          { role: 'head_coach', image: null, image_url: '/uploads/images/coach.webp' },
        ],
      },
    };
    expect(pageDataFor('/team')!.lcpImage!((p) => team[p])).toEqual({
      href: '/uploads/images/coach.webp',
      srcset: imageSrcSet('/uploads/images/coach.webp'),
      sizes: IMAGE_SIZES.teamMember,
    });
    expect(pageDataFor('/team')!.lcpImage!(() => undefined)).toBeUndefined();

    // /newspost: the newest post of the list, read once the list has answered.
    const list = {
      [API_PATHS.posts(NEWS_LIST_LIMIT)]: {
        data: [
          { id: 9, cover_image: cover },
          { id: 4, cover_image: null },
        ],
      },
    };
    expect(pageDataFor('/newspost')).toMatchObject({ route: '/news/:id', paths: [API_PATHS.posts(NEWS_LIST_LIMIT), API_PATHS.academy()] });
    expect(pageDataFor('/newspost')!.then!((p) => list[p])).toEqual([API_PATHS.post(9), API_PATHS.relatedPosts(9)]);
    expect(pageDataFor('/newspost')!.then!(() => undefined)).toEqual([]);
    expect(pageDataFor('/newspost')!.lcpImage!((p) => list[p])?.href).toBe(cover);
  });
});
