import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ageGroupOf, policyFor, type PublicMatch, type ResultsPolicy } from '@academy/contract/results';
import type { SquadEvent } from '@academy/contract/event';
import { eventScorers } from '../../src/db/schema/event-answers.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { SEED_RESULTS_POLICY } from '../../src/seed/seed-data.ts';
import { publicName } from '../../src/modules/team/service.ts';
import { bearer, createTestApp, login, type TestApp } from '../helpers.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/**
 * The results policy (docs/decisions/039), checked the way a visitor would find a leak: every
 * public answer of the seeded site (the API's fixtures, results and match answers, every page's
 * HTML with its head's JSON-LD and embedded data, the RSS feed and the sitemap) is read, and none may
 * carry the score or a scorer's name of a match whose age group publishes only the outcome or
 * nothing. The match that publishes scores is the control: the same scan finds its score and scorer.
 */
let t: TestApp;
let admin: Record<string, string>;
let webDist: string;

type Played = { event: SquadEvent; squad: string; policy: ResultsPolicy; scorerNames: string[] };
const played: Played[] = [];

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-results-scan-'));
  await webBuildWithRenderer(webDist);
  t = await createTestApp({ webDist, seed: true });
  admin = bearer(await login(t.app));
  const academy = (await t.app.inject('/api/academy')).json().data as { results_policy: Record<string, ResultsPolicy> };
  const squads = (await t.app.inject({ url: '/api/squads', headers: admin })).json().data as { id: number; name: string; max_age: number }[];
  for (const squad of squads) {
    const events = (await t.app.inject({ url: `/api/squads/${squad.id}/events`, headers: admin })).json().data as SquadEvent[];
    for (const event of events.filter((e) => e.result !== null)) {
      const scorers = await t.app.db
        .select({ name: registrations.player_name })
        .from(eventScorers)
        .innerJoin(registrations, eq(registrations.id, eventScorers.registration_id))
        .where(eq(eventScorers.event_id, event.id));
      played.push({
        event,
        squad: squad.name,
        policy: policyFor(academy.results_policy, ageGroupOf(squad)),
        scorerNames: scorers.flatMap((s) => [s.name, publicName(s.name)]),
      });
    }
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

/** "4–2", "4-2", "4 : 2" and the other way round, not inside a longer word (a date's "2026-04-2…", a file name's "a2-2f…"). */
const scorePattern = (a: number, b: number) => new RegExp(`(?<![\\w-])(${a}\\s*[-–—:]\\s*${b}|${b}\\s*[-–—:]\\s*${a})(?![\\w-])`);

/** Every public surface of the site, by address, as a visitor (no credentials) reads it. */
async function publicSurfaces(): Promise<Map<string, string>> {
  const read = async (url: string) => {
    const res = await t.app.inject({ url });
    expect([url, res.statusCode]).toEqual([url, 200]);
    return res.body;
  };
  const surfaces = new Map<string, string>();
  const sitemap = await read('/sitemap.xml');
  surfaces.set('/sitemap.xml', sitemap);
  surfaces.set('/rss.xml', await read('/rss.xml'));
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const squadIds = [...new Set(played.map((p) => p.event.squad_id))];
  const filtered = squadIds.flatMap((id) => [`/fixtures?squad=${id}`, `/results?squad=${id}`]);
  for (const page of [...pages, ...filtered]) surfaces.set(page, await read(page));
  const api = [
    '/api/public/fixtures',
    '/api/public/results',
    '/api/public/fixtures?limit=3',
    ...squadIds.flatMap((id) => [`/api/public/fixtures?squad=${id}`, `/api/public/results?squad=${id}`]),
  ];
  for (const match of pages.filter((p) => p.startsWith('/matches/'))) api.push(`/api/public${match}`);
  for (const url of api) surfaces.set(url, await read(url));
  return surfaces;
}

describe('the results policy on every public surface', () => {
  it('has seeded a played match under each policy, with scorers', () => {
    expect(Object.fromEntries(played.map((p) => [p.policy, p.squad]))).toEqual(
      Object.fromEntries(Object.entries(SEED_RESULTS_POLICY).map(([, policy]) => [policy, expect.any(String)])),
    );
    for (const policy of ['scores', 'outcome', 'none'] as const) {
      const match = played.find((p) => p.policy === policy);
      expect(match?.scorerNames.length, policy).toBeGreaterThan(0);
    }
  });

  it('never shows the score or a scorer of a match under outcome or none; the match under scores shows both', async () => {
    const surfaces = await publicSurfaces();
    // Every played match has its page in the sitemap.
    for (const p of played) expect(surfaces.has(`/matches/${p.event.id}`), `/matches/${p.event.id}`).toBe(true);

    for (const p of played) {
      const { goals_for, goals_against } = p.event.result!;
      const score = scorePattern(goals_for, goals_against);
      if (p.policy === 'scores') {
        // The control: the scan sees a published score and scorer where they are allowed.
        expect(surfaces.get(`/matches/${p.event.id}`)).toMatch(score);
        const answer = JSON.parse(surfaces.get(`/api/public/matches/${p.event.id}`)!).data as PublicMatch;
        expect(answer.score).toEqual({ goals_for, goals_against });
        expect(answer.scorers!.map((s) => s.name)).toContain(p.scorerNames[1]);
        continue;
      }
      // Under outcome the match's own page shows its line-up (who played, not who scored).
      const ownAnswer = JSON.parse(surfaces.get(`/api/public/matches/${p.event.id}`)!).data as PublicMatch;
      const lineup = new Set(ownAnswer.lineup?.named ?? []);
      const ownPages = new Set([`/matches/${p.event.id}`, `/api/public/matches/${p.event.id}`]);
      for (const [where, body] of surfaces) {
        expect(body, `${p.policy} score ${goals_for}–${goals_against} on ${where}`).not.toMatch(score);
        // The team page lists every squad's players (decision 031): a name there says nothing about who scored.
        if (where === '/team') continue;
        for (const name of p.scorerNames) {
          if (ownPages.has(where) && lineup.has(name)) continue;
          expect(body.includes(name), `${p.policy} scorer ${name} on ${where}`).toBe(false);
        }
      }
      // The match's own answers carry no key about the score; under none nothing about how it went.
      const match = JSON.parse(surfaces.get(`/api/public/matches/${p.event.id}`)!).data as Record<string, unknown>;
      const listed = [...surfaces.entries()]
        .filter(([url]) => url.startsWith('/api/public/results') || url.startsWith('/api/public/fixtures'))
        .flatMap(([, body]) => (JSON.parse(body).data as Record<string, unknown>[]).filter((item) => item.id === p.event.id));
      expect(listed.length).toBeGreaterThan(0);
      for (const item of [match, ...listed]) {
        expect(item).not.toHaveProperty('score');
        expect(item).not.toHaveProperty('scorers');
        expect(JSON.stringify(item)).not.toMatch(/goals/);
        if (p.policy === 'outcome') expect(item.outcome).toBe('drew');
        else for (const key of ['outcome', 'lineup', 'report_post_id']) expect(item, key).not.toHaveProperty(key);
      }
    }
  });

  it('says in each match page head what the match is (SportsEvent), with a score only under scores', async () => {
    for (const p of played) {
      const html = (await t.app.inject(`/matches/${p.event.id}`)).body;
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const event = ld.find((d) => d['@type'] === 'SportsEvent')!;
      expect(event).toMatchObject({ startDate: p.event.starts_at, eventStatus: 'https://schema.org/EventScheduled', location: { name: p.event.venue.name } });
      expect(event.homeTeam).toBeTruthy();
      const described = String(event.description);
      if (p.policy === 'scores') expect(described).toMatch(scorePattern(p.event.result!.goals_for, p.event.result!.goals_against));
      else expect(described).not.toMatch(/\d\s*[-–—:]\s*\d/);
      if (p.policy === 'none') expect(described).not.toMatch(/\b(Won|Drew|Lost)\b/);
    }
  });
});
