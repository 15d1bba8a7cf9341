import { EVENT_MESSAGES, eventTitle, type EventResultInput, type SquadEvent } from '@academy/contract/event';
import {
  ageGroupOf,
  outcomeOf,
  policyFor,
  PUBLIC_FIXTURES_LIMIT,
  PUBLIC_RESULTS_LIMIT,
  RESULT_MESSAGES,
  type PublicFixture,
  type PublicMatch,
  type ResultsPolicy,
} from '@academy/contract/results';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { createAcademyService } from '../academy/service.ts';
import { createEventRepository, eventSummary, toEvent } from '../events/repository.ts';
import { publicName } from '../team/service.ts';
import { formatWhen } from '../../lib/academy-zone.ts';
import { scorersOf, withScorers } from '../events/scorers.ts';
import { createResultsRepository, type ChildRow, type MatchRow } from './repository.ts';

const invalid = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/**
 * A match as the public may see it (docs/decisions/039): the fixture always; the outcome, the
 * report and the line-up unless the policy is `none`; the score only under `scores`. What the
 * policy withholds is not in the answer at all (no key, no null).
 */
export function publicFixture(row: MatchRow, policy: ResultsPolicy, now = new Date()): PublicFixture {
  const squad = { id: row.squad_id, name: row.squad_name, age_group: ageGroupOf({ max_age: row.squad_max_age }) };
  const fixture: PublicFixture = {
    ...eventSummary(row, row.squad_name),
    previous_starts_at: row.previous_starts_at?.toISOString() ?? null,
    squad,
    opponent: row.opponent,
    home_away: row.home_away,
    competition: row.competition,
    status: row.status,
    started: row.starts_at.getTime() <= now.getTime(),
    policy,
  };
  if (policy === 'none') return fixture;
  if (row.report_post_id !== null && row.report_published) fixture.report_post_id = row.report_post_id;
  if (row.goals_for === null || row.goals_against === null || row.status === 'cancelled') return fixture;
  fixture.outcome = outcomeOf(row.goals_for, row.goals_against);
  if (policy === 'scores') fixture.score = { goals_for: row.goals_for, goals_against: row.goals_against };
  return fixture;
}

/**
 * When a public answer listing these matches changes with the clock alone: the first start or end
 * still ahead (a fixture becomes a result, a fixture over leaves the list), in ms.
 */
export function nextChange(matches: { starts_at: string; ends_at: string }[], now = Date.now()): number | undefined {
  const ahead = matches.flatMap((m) => [Date.parse(m.starts_at), Date.parse(m.ends_at)]).filter((t) => t > now);
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}

/** Children named on a public page: those whose family agreed (decision 017), as first name and initial. */
const named = (children: ChildRow[], fullNames: boolean) =>
  children.filter((c) => c.photo_consent === 'yes').map((c) => (fullNames ? c.player_name.trim() : publicName(c.player_name)));

/** Results of matches and their public answers: fixtures, results and match pages (docs/decisions/039). */
export function createResultsService(deps: Pick<ModuleDeps, 'db' | 'log' | 'change'>) {
  const repo = createResultsRepository(deps.db);
  const academy = createAcademyService(deps);
  const facts = () => academy.get();
  const project = async (rows: MatchRow[]) => {
    const { results_policy } = await facts();
    return rows.map((r) => publicFixture(r, policyFor(results_policy, ageGroupOf({ max_age: r.squad_max_age }))));
  };

  return {
    fixtures: async (q: { squad?: number; limit?: number }, now = new Date()) => project(await repo.upcoming(now, q.limit ?? PUBLIC_FIXTURES_LIMIT, q.squad)),
    /** When the next match starts (the results list gains it then). */
    nextStart: async (now = new Date()) => {
      const [next] = await repo.upcoming(now, 1);
      return next && next.starts_at.getTime() > now.getTime() ? next.starts_at.getTime() : undefined;
    },
    results: async (q: { squad?: number; limit?: number }, now = new Date()) => project(await repo.past(now, q.limit ?? PUBLIC_RESULTS_LIMIT, q.squad)),

    /** One match page's answer: scorers under `scores`, the line-up unless `none`. */
    async match(id: number): Promise<PublicMatch | undefined> {
      const row = await repo.match(id);
      if (!row) return undefined;
      const { results_policy, show_player_full_names } = await facts();
      const policy = policyFor(results_policy, ageGroupOf({ max_age: row.squad_max_age }));
      const match: PublicMatch = publicFixture(row, policy);
      if (policy === 'none' || row.status === 'cancelled') return match;
      const present = await repo.present(id);
      if (present.length > 0) {
        const names = named(present, show_player_full_names);
        match.lineup = { named: names, others: present.length - names.length };
      }
      if (policy === 'scores' && match.score) {
        const scorers = await scorersOf(deps.db, id);
        match.scorers = scorers
          .filter((s) => s.photo_consent === 'yes')
          .map((s) => ({ name: show_player_full_names ? s.player_name.trim() : publicName(s.player_name), goals: s.goals }));
      }
      return match;
    },

    /**
     * Enters (or corrects) a match's or tournament's result, once it has started: the score, the
     * scorers (children of the squad's roster) and the news post reporting it. An administrator's
     * write (decision 039), with its audit entry; the public pages show it per the policy at once.
     */
    async enter(by: Actor, id: number, input: EventResultInput, now = new Date()): Promise<SquadEvent> {
      return deps.change(by, async (c) => {
        const events = createEventRepository(c.tx);
        const txRepo = createResultsRepository(c.tx);
        const event = await events.get(id, true);
        if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
        if (event.kind === 'training') throw new HttpError(409, RESULT_MESSAGES.notAMatch);
        if (event.status === 'cancelled') throw new HttpError(409, RESULT_MESSAGES.cancelled);
        if (event.starts_at.getTime() > now.getTime()) throw new HttpError(409, RESULT_MESSAGES.notStarted);
        const scorers = input.scorers ?? [];
        const ids = [...new Set(scorers.map((s) => s.registration_id))];
        const roster = await txRepo.onRoster(event.squad_id, ids);
        if (ids.length !== scorers.length || ids.some((r) => !roster.has(r))) throw invalid('scorers', RESULT_MESSAGES.scorerNotOnRoster);
        if (scorers.reduce((sum, s) => sum + s.goals, 0) > input.goals_for) throw invalid('scorers', RESULT_MESSAGES.tooManyGoals);
        const reportPostId = input.report_post_id ?? null;
        if (reportPostId !== null && !(await txRepo.postExists(reportPostId))) throw invalid('report_post_id', RESULT_MESSAGES.reportNotFound);

        const after = await events.update(id, {
          goals_for: input.goals_for,
          goals_against: input.goals_against,
          report_post_id: reportPostId,
          result_at: now,
        });
        await txRepo.replaceScorers(id, scorers);
        const squad = (await events.squad(event.squad_id))!;
        await c.audit({
          action: 'event.result',
          record: { type: 'event', id },
          summary: `${eventTitle(after, squad.name)} on ${formatWhen(after.starts_at)}: result ${input.goals_for}–${input.goals_against} entered${
            scorers.length > 0 ? `, ${scorers.length} ${scorers.length === 1 ? 'scorer' : 'scorers'}` : ''
          }${reportPostId !== null ? `, report post ${reportPostId}` : ''}`,
        });
        c.publicChanged();
        return withScorers(c.tx, toEvent(after));
      });
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
