import { StrictMode } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALBUM_MESSAGES } from '@academy/contract/album-constants';
import { API_PATHS, PAGE_DATA_ELEMENT_ID } from '@academy/contract/page-data';
import { pageDataFor } from '@academy/contract/page-reads';
import { POST_MESSAGES } from '@academy/contract/post-constants';
import { TAG_MESSAGES, tagFeedPath } from '@academy/contract/tag-constants';
import { NOT_FOUND } from '@academy/contract/site';
import { OUTCOME_LABELS, RESULTS_TEXTS } from '@academy/contract/results-constants';
import { render } from '../entry-server';
import { setTimeZone } from '../lib/format-date';
import { resetPageData } from '../lib/page-data';
import { api, fail } from '../test/api';
import answers from '../test/page-answers.json';
import { AppProviders } from './providers';
import { createRouter } from './router';

/**
 * Every public page, rendered by the server renderer (src/entry-server.tsx) in the server's time
 * zone, then hydrated as the browser does (main.tsx, app/router.tsx) in a zone far from it: no
 * mismatch, no recoverable error (docs/decisions/020). The answers are real API answers with
 * their times moved to 23:30 UTC, a different day in the browser's zone.
 */
const ROUTES = [
  '/',
  '/about',
  '/team',
  '/gallery',
  '/albums',
  '/photo/1',
  '/album/1',
  '/news',
  '/news/1',
  '/news/tag/match-report',
  '/newspost',
  '/postview/1',
  '/contact',
  '/register',
  '/privacy',
  '/fixtures',
  '/fixtures?squad=2',
  '/results',
  '/results?squad=3',
  '/matches/134',
  '/matches/89',
  '/matches/44',
  '/status/some-token',
  '/no-such-page',
];
const SERVER_ZONE = 'UTC';
const BROWSER_ZONES = ['Pacific/Kiritimati', 'America/Adak'];
const serverTz = process.env.TZ;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  process.env.TZ = serverTz;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** A post and an album the API has not: the server embeds its 404 answers (page-html.ts) and answers the page 404. */
const MISSING: Record<string, unknown> = {
  [API_PATHS.post(999)]: { success: false, message: POST_MESSAGES.notFound },
  [API_PATHS.publicAlbum(999)]: { success: false, message: ALBUM_MESSAGES.notFound },
  [API_PATHS.tag('no-such-tag')]: { success: false, message: TAG_MESSAGES.notFound },
};
const MISSING_ROUTES = ['/news/999', '/postview/999', '/photo/999', '/album/999', '/news/tag/no-such-tag'];

/** What the server embeds for a page: the answers pageDataFor names, as the server reads them. */
function answersFor(url: string): Record<string, unknown> {
  const all = { ...(answers as Record<string, unknown>), ...MISSING };
  const page = pageDataFor(url.split('?')[0]!);
  const paths = [...(page?.paths ?? []), ...(page?.then?.((p) => all[p]) ?? [])];
  return Object.fromEntries(paths.filter((p) => p in all).map((p) => [p, all[p]]));
}

/**
 * What the pages ask for once they run (the footer's academy facts, a list the page did not embed):
 * the recorded answer of that address, or 404 for one this file has no recording of.
 */
function serveRecordedAnswers() {
  const all = answers as Record<string, unknown>;
  for (const path of [
    '/posts',
    '/posts/:id',
    '/posts/:id/related',
    '/tags/:slug',
    '/public/albums',
    '/public/albums/:id',
    '/team',
    '/media',
    '/academy',
    '/public/trials',
    '/public/squads',
    '/public/fixtures',
    '/public/results',
    '/public/matches/:id',
    '/public/status/:token',
  ]) {
    api.get(path, (call) => (call.url in all ? { status: 200, json: all[call.url] } : fail(404, 'Not found')));
  }
}

async function hydrate(url: string, browserZone: string) {
  serveRecordedAnswers();
  process.env.TZ = SERVER_ZONE;
  const seed = answersFor(url);
  const html = await render(`http://localhost${url}`, seed, { timeZone: SERVER_ZONE });

  // The browser: the server's page, in another zone.
  process.env.TZ = browserZone;
  setTimeZone(undefined);
  resetPageData();
  document.documentElement.dataset.timeZone = SERVER_ZONE;
  document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(seed).replace(/</g, '\\u003c')}</script><div id="root">${html}</div>`;
  window.history.replaceState(null, '', url);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args.map(String).join(' ')));
  const router = await createRouter(true);
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  consoleError.mockRestore();
  return { html, errors, container };
}

describe('hydrating the server-rendered public pages', () => {
  it('runs in zones where the test dates fall on another day than on the server', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(new Intl.DateTimeFormat('en-GB', { day: 'numeric' }).format(Date.parse('2026-11-23T23:30:00Z'))).toBe('24');
    process.env.TZ = 'America/Adak';
    expect(new Intl.DateTimeFormat('en-GB', { day: 'numeric' }).format(Date.parse('2026-11-23T23:30:00Z'))).toBe('23');
  });

  for (const zone of BROWSER_ZONES) {
    it.each([...ROUTES, ...MISSING_ROUTES])(`%s hydrates without a mismatch in ${zone}`, async (url) => {
      const { html, errors, container } = await hydrate(url, zone);
      expect(html).toContain('<main id="main"');
      expect(errors).toEqual([]);
      // Still the server's content after hydration.
      expect(container.querySelector('main')).not.toBeNull();
    });
  }

  it('/fixtures?squad= renders that squad only; a match page shows what its policy allows (docs/decisions/039)', async () => {
    const { html: u12 } = await hydrate('/fixtures?squad=2', BROWSER_ZONES[0]!);
    expect(u12).toContain('vs Entebbe Rovers U12');
    expect(u12).not.toContain('vs Entebbe Rovers U11');
    expect(u12).toMatch(/aria-current="page"[^>]*>U12</);
    const scores = (await hydrate('/matches/134', BROWSER_ZONES[1]!)).html;
    expect(scores).toContain('3–1');
    expect(scores).toContain(RESULTS_TEXTS.scorers);
    const outcome = (await hydrate('/matches/89', BROWSER_ZONES[1]!)).html;
    expect(outcome).toContain(OUTCOME_LABELS.drew);
    expect(outcome).not.toContain('2–2');
    expect(outcome).not.toContain(RESULTS_TEXTS.scorers);
    const none = (await hydrate('/matches/44', BROWSER_ZONES[1]!)).html;
    expect(none).toContain(RESULTS_TEXTS.notPublished);
    expect(none).not.toMatch(/4–2|Won|Drew|Lost|Line-up/);
  });

  it("a tag's page renders its name, its posts and their chips linking to the tag's pages", async () => {
    const { html } = await hydrate('/news/tag/match-report', BROWSER_ZONES[0]!);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TAG_MESSAGES.pageTitle('Match report')}</h1>`));
    for (const post of answers['/posts?limit=100&tag=match-report'].data) expect(html).toContain(post.title);
    expect(html).toContain('href="/news/tag/u12"');
    expect(html).toContain(`href="${tagFeedPath('match-report')}"`);
  });

  it('/newspost is the newest post, rendered from the list and that post', async () => {
    const { html } = await hydrate('/newspost', BROWSER_ZONES[1]!);
    const newest = answers['/posts?limit=100'].data[0]!;
    expect(newest.id).toBe(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${newest.title}</h1>`));
  });

  it.each(MISSING_ROUTES)('%s (nothing there) is the not-found screen in the server HTML, kept once hydrated', async (url) => {
    const { html, container } = await hydrate(url, BROWSER_ZONES[0]!);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND.title}</h1>`));
    expect(html).toContain(
      url.startsWith('/news/tag/')
        ? TAG_MESSAGES.notFound
        : url.startsWith('/news') || url.startsWith('/postview')
          ? POST_MESSAGES.notFound
          : ALBUM_MESSAGES.notFound,
    );
    expect(html).not.toContain('data-testid="loading"');
    expect(container.querySelector('h1')?.textContent).toBe(NOT_FOUND.title);
  });

  it('the server HTML holds the content of the pages as elements, dates in the academy zone', async () => {
    const { html } = await hydrate('/news/1', BROWSER_ZONES[0]!);
    const post = answers['/posts/1'].data;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${post.title}</h1>`));
    expect(post.created_at).toMatch(/T23:30/);
    // 23:30 UTC is written as that day in the academy's zone, not the next day of Kiritimati.
    expect(html).toContain(
      `>${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(post.created_at))}<`,
    );
  });
});
