import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import { posts } from '../db/schema/posts.ts';
import { registrations } from '../db/schema/registrations.ts';
import { squadEvents } from '../db/schema/squad-events.ts';
import { squadPlaces, squads } from '../db/schema/squads.ts';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { sanitizePostHtml } from '../modules/posts/sanitize-post-html.ts';
import { excerptOf } from '../modules/posts/service.ts';
import { createResultsService } from '../modules/results/service.ts';
import { seasonOf } from './squads.ts';

/**
 * Each seeded squad's played match: the score (goals for, against) and the first enrolled child's
 * goals. Under the demo's policy (seed-data.ts) U11 publishes the fixture only, U12 the outcome
 * and U13 (age group U14) the score, the scorers and the match report (docs/decisions/039).
 */
export const SEED_RESULTS: Record<string, { goals_for: number; goals_against: number; firstScorerGoals: number; report?: boolean }> = {
  U11: { goals_for: 4, goals_against: 2, firstScorerGoals: 2 },
  U12: { goals_for: 2, goals_against: 2, firstScorerGoals: 1 },
  U13: { goals_for: 3, goals_against: 1, firstScorerGoals: 2, report: true },
};

/**
 * The results of the demo's past matches, through the service the API uses, and a match report
 * for the one that publishes scores. The line-up is the children marked present by the demo's
 * attendance (seedAttendanceDemo, run before: the one place the demo marks attendance).
 */
export async function seedResultsDemo(app: FastifyInstance, admin: User | undefined, now = new Date()): Promise<void> {
  const { db } = app;
  const service = createResultsService(moduleDeps(app));
  const asAdmin: Actor = admin ? { user: admin, ip: '' } : null;
  const played = await db
    .select({ id: squadEvents.id, squad_id: squadEvents.squad_id, squad: squads.name, opponent: squadEvents.opponent, starts_at: squadEvents.starts_at })
    .from(squadEvents)
    .innerJoin(squads, eq(squads.id, squadEvents.squad_id))
    .where(and(eq(squads.season, seasonOf(now)), eq(squadEvents.kind, 'match'), lte(squadEvents.starts_at, now)))
    .orderBy(asc(squadEvents.starts_at));
  for (const match of played) {
    const result = SEED_RESULTS[match.squad];
    if (!result) continue;
    const roster = await db
      .select({ id: registrations.id, name: registrations.player_name })
      .from(squadPlaces)
      .innerJoin(registrations, eq(registrations.id, squadPlaces.registration_id))
      .where(and(eq(squadPlaces.squad_id, match.squad_id), eq(squadPlaces.state, 'enrolled')))
      .orderBy(asc(registrations.id));
    let reportPostId: number | null = null;
    if (result.report) {
      const scorer = roster[0]?.name.split(/\s+/)[0] ?? 'Our captain';
      const content = sanitizePostHtml(
        `<p>Our ${match.squad} squad beat ${match.opponent ?? 'their visitors'} ${result.goals_for}–${result.goals_against} at home on Saturday, with ${scorer} scoring twice.</p>` +
          `<p>The players kept the ball well in the second half and earned the win with patient passing. Thank you to every family who came to support them.</p>`,
      );
      const [post] = await db
        .insert(posts)
        .values({
          title: `${match.squad} win ${result.goals_for}–${result.goals_against} at home`,
          content,
          excerpt: excerptOf(content),
          published: true,
          created_at: new Date(match.starts_at.getTime() + 6 * 3_600_000),
          updated_at: new Date(match.starts_at.getTime() + 6 * 3_600_000),
        })
        .returning({ id: posts.id });
      reportPostId = post!.id;
    }
    const first = roster[0];
    await service.enter(
      asAdmin,
      match.id,
      {
        goals_for: result.goals_for,
        goals_against: result.goals_against,
        report_post_id: reportPostId,
        scorers: first && result.firstScorerGoals > 0 ? [{ registration_id: first.id, goals: result.firstScorerGoals }] : [],
      },
      now,
    );
  }
}
