import { expect, test } from '../fixtures';
import { OUTCOME_LABELS, RESULTS_TEXTS, type PublicFixture, type PublicMatch } from '@academy/contract/results';
import { adminToken, expectNoHorizontalScroll, open, publicGet, unique } from './support';

/** The season's public pages (docs/decisions/039): fixtures filtered by squad, match pages without JavaScript, the results policy. */

test('/fixtures: the squad filter is its own address, on a phone too', async ({ page, request }) => {
  const fixtures = await publicGet<PublicFixture[]>(request, '/api/public/fixtures');
  const squads = [...new Map(fixtures.map((f) => [f.squad.id, f.squad])).values()];
  expect(squads.length).toBeGreaterThan(1);
  const squad = squads[1]!;
  await open(page, '/fixtures');
  await expectNoHorizontalScroll(page);
  const filter = page.getByRole('navigation', { name: RESULTS_TEXTS.squadFilter });
  await filter.getByRole('link', { name: squad.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fixtures\\?squad=${squad.id}$`));
  await expect(filter.getByRole('link', { name: squad.name, exact: true })).toHaveAttribute('aria-current', 'page');
  const own = fixtures.filter((f) => f.squad.id === squad.id);
  await expect(page.locator('.fixture')).toHaveCount(own.length);
  for (const f of own) await expect(page.locator(`a[href="/matches/${f.id}"]`)).toBeVisible();
  // The address alone gives the same list, rendered by the server.
  const html = await (await request.get(`/fixtures?squad=${squad.id}`)).text();
  for (const other of fixtures.filter((f) => f.squad.id !== squad.id)) expect(html).not.toContain(`href="/matches/${other.id}"`);
  await expectNoHorizontalScroll(page);
});

test('a match page reads with JavaScript off: score, scorers, venue map and its SportsEvent', async ({ browser, request }) => {
  const results = await publicGet<PublicFixture[]>(request, '/api/public/results');
  const played = results.find((r) => r.policy === 'scores' && r.score)!;
  expect(played).toBeTruthy();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/matches/${played.id}`);
  await expect(page.getByRole('heading', { level: 1, name: played.title })).toBeVisible();
  await expect(page.getByText(`${played.score!.goals_for}–${played.score!.goals_against}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: RESULTS_TEXTS.scorers })).toBeVisible();
  await expect(page.getByRole('link', { name: RESULTS_TEXTS.mapLabel(played.venue.name) })).toHaveAttribute('href', /openstreetmap\.org/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => JSON.parse(t)['@type'])).toContain('SportsEvent');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/matches/${played.id}$`));
  await context.close();
});

test('a result entered under the policy "outcome" shows no score anywhere public', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const squad = await request.post('/api/squads', { headers: auth, data: { name: unique('U17'), season: '2026/27', min_age: 16, max_age: 17, capacity: 5 } });
  expect(squad.status(), await squad.text()).toBe(201);
  const squadId = (await squad.json()).data.id as number;
  const facts = (await (await request.get('/api/academy')).json()).data;
  const policy = await request.put('/api/academy', { headers: auth, data: { ...facts, results_policy: { ...facts.results_policy, U17: 'outcome' } } });
  expect(policy.status(), await policy.text()).toBe(200);
  const start = Date.now() - 3_600_000;
  const opponent = unique('Outcome Rovers');
  const created = await request.post(`/api/squads/${squadId}/events`, {
    headers: auth,
    data: {
      kind: 'match',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 5_400_000).toISOString(),
      venue: { name: 'Outcome ground', address: '7 Outcome Road, Kampala' },
      opponent,
      home_away: 'home',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  const entered = await request.put(`/api/events/${id}/result`, { headers: auth, data: { goals_for: 7, goals_against: 6 } });
  expect(entered.status(), await entered.text()).toBe(200);

  const score = /(?<![\w-])(7\s*[-–—:]\s*6|6\s*[-–—:]\s*7)(?![\w-])/;
  const answer = await publicGet<PublicMatch>(request, `/api/public/matches/${id}`);
  expect(answer).toMatchObject({ policy: 'outcome', outcome: 'won' });
  expect(answer).not.toHaveProperty('score');
  for (const url of [
    `/api/public/matches/${id}`,
    `/api/public/results?squad=${squadId}`,
    '/api/public/results',
    `/matches/${id}`,
    `/results?squad=${squadId}`,
    '/results',
    '/rss.xml',
    '/sitemap.xml',
  ]) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toMatch(score);
    // The whole lists (and every page's embedded data) hold other squads' published scores; this match's own answers hold none.
    if (url.startsWith('/api/') && (url.includes(`squad=${squadId}`) || url.endsWith(`/matches/${id}`))) expect(body, url).not.toMatch(/"goals_(for|against)"/);
  }
  await open(page, `/matches/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(opponent);
  await expect(page.getByText(OUTCOME_LABELS.won, { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(score);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(ld).toContain('SportsEvent');
  expect(ld).not.toMatch(score);
});
