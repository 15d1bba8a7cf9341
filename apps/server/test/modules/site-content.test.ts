import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { COMMON_MESSAGES, IMAGE_MESSAGES } from '@academy/contract/common';
import { API_PATHS, PAGE_DATA_ELEMENT_ID } from '@academy/contract/page-data';
import {
  ABOUT_DEFAULT,
  HERO_DEFAULT,
  heroSrcSet,
  SITE_CONTENT_DEFAULTS,
  SITE_CONTENT_MESSAGES as M,
  type AboutContent,
  type HeroContent,
  type SiteContent,
} from '@academy/contract/site-content';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { keyFromUrl } from '../../src/storage/storage.ts';
import { bearer, createTestApp, createUserWithRole, image, login, multipart, type TestApp } from '../helpers.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/**
 * The site content the academy edits (docs/decisions/049): the public read and its defaults, the
 * administrators-only writes with their audit entries, the contract's checks, slide pictures through
 * the upload pipeline, and the rendered / and /about changing with the next read after a write.
 */
let t: TestApp;
let auth: Record<string, string>;
let editor: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-site-'));
  await webBuildWithRenderer(webDist);
  t = await createTestApp({ webDist });
  auth = bearer(await login(t.app));
  editor = bearer((await createUserWithRole(t.app, 'editor')).token);
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

const read = async (): Promise<SiteContent> => {
  const res = await t.app.inject(`/api${API_PATHS.siteContent()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SiteContent;
};
const putHero = (hero: unknown, headers = auth) => t.app.inject({ method: 'PUT', url: '/api/site-content/hero', payload: hero as object, headers });
const putAbout = (about: unknown, headers = auth) => t.app.inject({ method: 'PUT', url: '/api/site-content/about', payload: about as object, headers });
const reset = (section: string, headers = auth) => t.app.inject({ method: 'DELETE', url: `/api/site-content/${section}`, headers });
const upload = async (content: Buffer, headers = auth, type = 'image/jpeg') => {
  const form = multipart({}, [{ field: 'image', filename: 'slide.jpg', content, type }]);
  return t.app.inject({ method: 'POST', url: '/api/site-content/images', payload: form.payload, headers: { ...form.headers, ...headers } });
};
const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*?)<\/div><\/body>/)?.[1] ?? '';
const embedded = (html: string) =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`))![1]!) as Record<string, unknown>;

const withSlide = (n: number, slide: Partial<HeroContent['slides'][number]>): HeroContent => ({
  slides: HERO_DEFAULT.slides.map((s, i) => (i === n ? { ...s, ...slide } : s)),
});
const audited = (section: string) =>
  t.app.db
    .select({ summary: auditLog.summary, actor: auditLog.actor_id })
    .from(auditLog)
    .where(and(eq(auditLog.record_type, 'site_content'), eq(auditLog.record_id, section)));

describe('GET /api/public/site-content', () => {
  it('answers the defaults anonymously while nothing is stored, and the public cache keeps it', async () => {
    expect(await read()).toEqual(SITE_CONTENT_DEFAULTS);
    const before = t.app.publicCache.stats().hits;
    await read();
    expect(t.app.publicCache.stats().hits).toBe(before + 1);
  });

  it('answers the default for a stored document the contract refuses (edited by hand)', async () => {
    await t.app.db.insert(siteContent).values({ section: 'hero', content: { slides: [{ title: 'only one' }] } });
    t.app.publicCache.clear();
    expect((await read()).hero).toEqual(HERO_DEFAULT);
    expect((await read()).custom.hero).toBe(false);
    await t.app.db.delete(siteContent);
    t.app.publicCache.clear();
  });
});

describe('writing the site content', () => {
  it('is for administrators only: anonymous 401, an editor 403, and nothing changes', async () => {
    const edited = withSlide(1, { title: 'Not yours' });
    for (const call of [() => putHero(edited, {}), () => putAbout(ABOUT_DEFAULT, {}), () => reset('hero', {}), () => upload(Buffer.from('x'), {})]) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(COMMON_MESSAGES.unauthorized);
    }
    for (const call of [
      () => putHero(edited, editor),
      () => putAbout(ABOUT_DEFAULT, editor),
      () => reset('hero', editor),
      () => upload(Buffer.from('x'), editor),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    expect(await t.app.db.select().from(siteContent)).toEqual([]);
  });

  it('stores the slides, audits the save, and the rendered / shows them on the next read', async () => {
    // The page is kept before the change.
    const before = await t.app.inject('/');
    expect(rootOf(before.body)).toContain(`<li class="slide">${HERO_DEFAULT.slides[1]!.title}</li>`);
    expect(rootOf(before.body)).not.toContain('Cup final night');

    const edited = withSlide(1, { title: '  Cup final night ', desc: 'Under-13s 2–1 Riverside: the regional cup comes home.' });
    const res = await putHero(edited);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as SiteContent;
    expect(saved.hero.slides[1]).toEqual({
      ...HERO_DEFAULT.slides[1],
      title: 'Cup final night',
      desc: 'Under-13s 2–1 Riverside: the regional cup comes home.',
    });
    expect(saved.custom).toEqual({ hero: true, about: false });
    expect(await read()).toEqual(saved);

    const page = await t.app.inject('/');
    expect(rootOf(page.body)).toContain('<li class="slide">Cup final night</li>');
    expect(embedded(page.body)[API_PATHS.siteContent()]).toEqual({ success: true, data: saved });
    expect(page.headers.etag).not.toBe(before.headers.etag);

    const entries = await audited('hero');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toBe('Site content saved: hero');
    expect(entries[0]!.actor).not.toBeNull();
  });

  it('stores the About sections as plain text: markup stays text on the rendered /about', async () => {
    const about: AboutContent = {
      ...ABOUT_DEFAULT,
      story: { heading: 'Our <b>new</b> story', text: 'First paragraph.\n\n<script>alert(1)</script> Second paragraph.' },
    };
    const res = await putAbout(about);
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).about).toEqual(about);
    const page = await t.app.inject('/about');
    expect(rootOf(page.body)).toContain('<li class="story">Our <b>new</b> story</li>');
    // Embedded as JSON with `<` escaped, so the text cannot close the script element.
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(embedded(page.body)[API_PATHS.siteContent()]).toMatchObject({ data: { about } });
    expect(await audited('about')).toHaveLength(1);
  });

  it('refuses what the contract refuses, under each field, and keeps what was stored', async () => {
    const before = await read();
    const twoSlides = await putHero({ slides: HERO_DEFAULT.slides.slice(0, 2) });
    expect(twoSlides.statusCode).toBe(400);
    expect(twoSlides.json().errors).toMatchObject({ slides: M.slideCount });
    const fourSlides = await putHero({ slides: [...HERO_DEFAULT.slides, HERO_DEFAULT.slides[0]] });
    expect(fourSlides.json().errors).toMatchObject({ slides: M.slideCount });

    const bad = await putHero({
      slides: [
        { ...HERO_DEFAULT.slides[0], title: '  ' },
        { ...HERO_DEFAULT.slides[1], image: 'https://elsewhere.example/x.jpg', alt: '' },
        { ...HERO_DEFAULT.slides[2], desc: 'x'.repeat(201), image: 'javascript:alert(1)' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'slides.0.title': M.titleRequired,
      'slides.1.image': M.imageInvalid,
      'slides.1.alt': M.altRequired,
      'slides.2.desc': 'Please use at most 200 characters',
      'slides.2.image': M.imageInvalid,
    });

    const about = await putAbout({ ...ABOUT_DEFAULT, vision: { heading: '', text: ' ' } });
    expect(about.statusCode).toBe(400);
    expect(about.json().errors).toMatchObject({ 'vision.heading': M.headingRequired, 'vision.text': M.textRequired });
    // A section that does not exist is no address.
    expect((await reset('footer')).statusCode).toBe(404);
    expect(await read()).toEqual(before);
  });

  it('takes a slide picture through the upload pipeline, and refuses one that is not stored', async () => {
    const res = await upload(await image('jpeg', 2400, 1200));
    expect(res.statusCode, res.body).toBe(201);
    const picture = res.json().data as { url: string; width: number; height: number };
    expect(picture.url).toMatch(/^\/uploads\/images\/[a-z0-9-]+\.webp$/);
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 1920, height: 960 });
    // Every width of the srcset the hero names is there.
    for (const candidate of heroSrcSet(picture.url).split(', ')) {
      const url = candidate.split(' ')[0]!;
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }

    const saved = await putHero(withSlide(2, { title: 'Cup final night', image: picture.url, alt: 'The under-13s lifting the cup' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).hero.slides[2]).toMatchObject({ image: picture.url, alt: 'The under-13s lifting the cup' });
    const gone = picture.url.replace(/[a-z0-9-]+\.webp$/, 'a0000000-0000-0000-0000-000000000000.webp');
    expect(await t.app.storage.size(keyFromUrl(gone)!)).toBeUndefined();
    const missing = await putHero(withSlide(0, { image: gone }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'slides.0.image': M.imageMissing });

    const notImage = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), auth, 'image/png');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(IMAGE_MESSAGES.invalidType);
  });

  it('resets a section to the default: the row goes, the audit says so, the rendered / shows the default again', async () => {
    expect((await read()).custom.hero).toBe(true);
    const kept = await t.app.inject('/');
    expect(rootOf(kept.body)).toContain('<li class="slide">Cup final night</li>');
    const res = await reset('hero');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as SiteContent).hero).toEqual(HERO_DEFAULT);
    expect((await read()).custom).toEqual({ hero: false, about: true });
    expect(rootOf((await t.app.inject('/')).body)).not.toContain('Cup final night');
    expect((await audited('hero')).map((e) => e.summary)).toContain('Site content reset to the default: hero');
  });
});
