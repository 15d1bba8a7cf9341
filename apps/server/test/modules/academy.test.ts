import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_DEFAULTS, ACADEMY_MESSAGES, type AcademyFacts } from '@academy/contract/academy';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { API_PATHS, PAGE_DATA_ELEMENT_ID } from '@academy/contract/page-data';
import { academySettings } from '../../src/db/schema/academy-settings.ts';
import { createAcademyRepository } from '../../src/modules/academy/repository.ts';
import { bearer, createTestApp, login, type TestApp } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Academy</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDist });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

const read = async () => {
  const res = await t.app.inject('/api/academy');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AcademyFacts;
};
const put = (payload: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'PUT', url: '/api/academy', payload: payload as object, headers });

const edited: AcademyFacts = {
  ...ACADEMY_DEFAULTS,
  town: 'Riverside',
  phone: '+44 20 7946 0000',
  latitude: 51.5072,
  longitude: -0.1276,
  training: [{ age_group: 'Under 12', days: 'Tue', times: '5 pm – 6 pm' }],
  programmes: [{ name: 'Holiday camp', ages: null, fee: '£90 a week', description: null }],
  social: { ...ACADEMY_DEFAULTS.social, tiktok: null },
  why_us: [{ title: 'Real pitches', text: 'Grass in summer, floodlit turf in winter.' }],
};

describe('GET /api/academy', () => {
  it('answers the defaults anonymously while nothing was saved', async () => {
    await t.app.db.delete(academySettings);
    t.app.publicCache.clear();
    const res = await t.app.inject('/api/academy');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: ACADEMY_DEFAULTS });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is kept by the public cache', async () => {
    await read();
    const before = t.app.publicCache.stats().hits;
    await read();
    expect(t.app.publicCache.stats().hits).toBe(before + 1);
  });

  it('reads a stored document over the defaults: a missing fact is its default, an unknown key is dropped', async () => {
    const { why_us: _dropped, ...partial } = edited;
    await t.app.db.delete(academySettings);
    await t.app.db.insert(academySettings).values({ id: 1, facts: { ...partial, retired_field: 'x' } });
    t.app.publicCache.clear();
    expect(await read()).toEqual({ ...edited, why_us: ACADEMY_DEFAULTS.why_us });
    await t.app.db.delete(academySettings);
    t.app.publicCache.clear();
  });
});

describe('PUT /api/academy', () => {
  it('needs the administrator', async () => {
    const res = await put(edited, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(COMMON_MESSAGES.unauthorized);
    expect((await put(edited, { authorization: 'Bearer forged.token.here' })).statusCode).toBe(401);
  });

  it('stores the facts, and the next public read (API and page HTML) shows them without a restart', async () => {
    // Both the API answer and a page that embeds it are kept before the change.
    expect((await read()).phone).toBe(ACADEMY_DEFAULTS.phone);
    const pageBefore = await t.app.inject('/contact');
    expect(pageBefore.body).toContain(ACADEMY_DEFAULTS.phone);

    const res = await put(edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: edited });

    expect(await read()).toEqual(edited);
    const page = await t.app.inject('/contact');
    const embedded = JSON.parse(page.body.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`))![1]!);
    expect(embedded[API_PATHS.academy()]).toEqual({ success: true, data: edited });
  });

  it('trims texts, turns empty optional texts and social links into null', async () => {
    const res = await put({
      ...edited,
      town: '  Riverside  ',
      programmes: [{ name: ' Camp ', ages: '', fee: '£10', description: '   ' }],
      social: { facebook: '', instagram: 'https://instagram.com/x', x: null, youtube: '  ', tiktok: 'http://tiktok.com/@x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (await read()) as AcademyFacts;
    expect(data.town).toBe('Riverside');
    expect(data.programmes).toEqual([{ name: 'Camp', ages: null, fee: '£10', description: null }]);
    expect(data.social).toEqual({ facebook: null, instagram: 'https://instagram.com/x', x: null, youtube: null, tiktok: 'http://tiktok.com/@x' });
  });

  it('refuses invalid facts with a message under each field and keeps the stored ones', async () => {
    const before = await read();
    const res = await put({
      ...edited,
      name: ' ',
      phone: 'call us',
      email: 'not-an-email',
      latitude: 91,
      longitude: '10',
      training: [{ age_group: '', days: 'Mon', times: '5 pm' }],
      programmes: [{ name: 'Camp', fee: '' }],
      social: { ...edited.social, facebook: 'javascript:alert(1)' },
      why_us: Array.from({ length: 7 }, () => ({ title: 'T', text: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toMatchObject({
      name: ACADEMY_MESSAGES.nameRequired,
      phone: ACADEMY_MESSAGES.phone,
      email: ACADEMY_MESSAGES.email,
      latitude: ACADEMY_MESSAGES.latitude,
      longitude: ACADEMY_MESSAGES.longitude,
      'training.0.age_group': ACADEMY_MESSAGES.ageGroupRequired,
      'programmes.0.fee': ACADEMY_MESSAGES.feeRequired,
      'social.facebook': ACADEMY_MESSAGES.socialUrl,
      why_us: ACADEMY_MESSAGES.tooMany(6),
    });
    expect(await read()).toEqual(before);
  });

  it('refuses a body without the lists', async () => {
    const { training: _t, ...rest } = edited;
    const res = await put(rest);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('training');
  });
});

describe('the seed', () => {
  it('writes the demo facts only when none are stored (an administrator edit is never overwritten)', async () => {
    const repo = createAcademyRepository(t.app.db);
    await t.app.db.delete(academySettings);
    await repo.insertIfMissing(ACADEMY_DEFAULTS);
    t.app.publicCache.clear();
    expect(await read()).toEqual(ACADEMY_DEFAULTS);
    expect((await put(edited)).statusCode).toBe(200);
    await repo.insertIfMissing(ACADEMY_DEFAULTS);
    expect(await read()).toEqual(edited);
  });
});
