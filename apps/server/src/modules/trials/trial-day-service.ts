import { TRIAL_MESSAGES } from '@academy/contract/trial';
import {
  averageOf,
  orderScores,
  rankByAverage,
  TRIAL_DAY_MESSAGES as M,
  type CheckinInput,
  type Checkin,
  type ChildEvaluation,
  type CoachTrial,
  type Evaluation,
  type EvaluationInputSchema,
  type RankedChild,
  type TrialDay,
  type TrialDayChild,
  type TrialResults,
} from '@academy/contract/trial-day';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { iso } from '../../lib/serialize.ts';
import { createAcademyRepository } from '../academy/repository.ts';
import { readFacts } from '../academy/service.ts';
import { callerOf, forbidden, forbiddenBeforeMissing } from '../../lib/staff-route.ts';
import { createCoachAccess, toCoachChild } from '../access/coach-access.ts';
import { createTrialDayRepository, type EvaluationRow } from './trial-day-repository.ts';

type EvaluationFields = z.output<typeof EvaluationInputSchema>;

/**
 * A device's time of a mark, never later than the server's now: a phone whose clock runs ahead
 * must not make its mark unchangeable (decision 030).
 */
const deviceTime = (recordedAt: string | undefined, now: Date) => {
  if (recordedAt === undefined) return now;
  const at = new Date(recordedAt);
  return at.getTime() > now.getTime() ? now : at;
};

const toEvaluation = (row: EvaluationRow, criteria: readonly string[]): Evaluation => ({
  trial_id: row.trial_id,
  registration_id: row.registration_id,
  scores: orderScores(row.scores, criteria),
  note: row.note,
  average: averageOf(row.scores),
  updated_at: iso(row.updated_at),
});

/**
 * The trial day (decision 030): coaches and administrators check children in and score them on a
 * session, and read its ranked results. A coach reaches only the sessions assigned to them
 * (coach-access.ts), and of their children only the CoachChild projection.
 */
export function createTrialDayService({ db, log, change }: Pick<ModuleDeps, 'db' | 'log' | 'change'>) {
  const repo = createTrialDayRepository(db);
  const access = createCoachAccess(db);

  /** The session, when the caller may open it: 403 for a coach not assigned to it (or an editor), 404 for an administrator when it does not exist. */
  async function openable(by: Actor, trialId: number) {
    const caller = callerOf(by);
    const session = await forbiddenBeforeMissing(
      access.maySeeTrial(caller, trialId),
      () => repo.session(trialId),
      () => new HttpError(404, TRIAL_MESSAGES.notFound),
    );
    return { caller, session };
  }

  /** A mark on a session: it must be open to the caller, not cancelled, and the child on its list. */
  async function markable(by: Actor, trialId: number, registrationId: number) {
    const opened = await openable(by, trialId);
    if (opened.session.cancelled_at) throw new HttpError(409, M.sessionCancelled);
    if (!(await repo.isOnList(trialId, registrationId))) throw new HttpError(409, M.notOnSession);
    return opened;
  }

  const criteria = async () => readFacts(await createAcademyRepository(db).read(), log).evaluation_criteria;

  async function day(by: Actor, trialId: number): Promise<TrialDay> {
    const { session } = await openable(by, trialId);
    const rows = await repo.children(trialId);
    const list = await criteria();
    const children: TrialDayChild[] = rows.map((r) => {
      const scores = orderScores(r.scores ?? {}, list);
      return {
        ...toCoachChild(r.child),
        attendance: r.attendance,
        attendance_recorded_at: r.attendance_recorded_at ? iso(r.attendance_recorded_at) : null,
        scores,
        note: r.note ?? '',
        average: averageOf(scores),
      };
    });
    return {
      trial: { ...session, starts_at: iso(session.starts_at), cancelled_at: session.cancelled_at ? iso(session.cancelled_at) : null },
      criteria: list,
      children,
    };
  }

  return {
    day,

    /** "My sessions": a coach's assigned sessions; every session for an administrator. */
    async sessions(by: Actor): Promise<CoachTrial[]> {
      const caller = callerOf(by);
      if (caller.role !== 'admin' && caller.role !== 'coach') throw forbidden();
      const ids = await access.assignedIds(caller, 'trial');
      const rows = await repo.sessions(ids === 'all' ? null : ids);
      return rows.map((r) => ({ ...r, starts_at: iso(r.starts_at), cancelled_at: r.cancelled_at ? iso(r.cancelled_at) : null }));
    },

    /** Records attendance; a write older than the stored one changes nothing (and is answered the stored one). */
    async checkin(by: Actor, trialId: number, input: CheckinInput & { recorded_at?: string }, now = new Date()): Promise<Checkin> {
      const { caller } = await markable(by, trialId, Number(input.registration_id));
      const row = await change(by, async (c) => {
        const result = await createTrialDayRepository(c.tx).upsertCheckin({
          trial_id: trialId,
          registration_id: Number(input.registration_id),
          attendance: input.attendance,
          recorded_at: deviceTime(input.recorded_at, now),
          recorded_by: caller.id,
        });
        if (result.written) {
          await c.audit({
            action: 'trial.checkin',
            record: { type: 'registration', id: result.row.registration_id },
            summary: `Marked ${result.row.attendance} at trial session ${trialId}`,
          });
        }
        return result.row;
      });
      return { trial_id: row.trial_id, registration_id: row.registration_id, attendance: row.attendance, recorded_at: iso(row.recorded_at) };
    },

    /**
     * Merges scores and the note into the child's evaluation on the session, field by field: each
     * is written only when this write was recorded later than the stored value (decision 030).
     */
    async evaluate(by: Actor, registrationId: number, input: EvaluationFields, now = new Date()): Promise<Evaluation> {
      const { caller } = await markable(by, input.trial_id, registrationId);
      const known = await criteria();
      const unknown = Object.keys(input.scores).find((name) => !known.includes(name));
      if (unknown !== undefined) throw new HttpError(400, M.unknownCriterion(unknown), { scores: M.unknownCriterion(unknown) });
      if (Object.keys(input.scores).length === 0 && input.note === undefined) throw new HttpError(400, M.nothingToSave, { scores: M.nothingToSave });
      const at = deviceTime(input.recorded_at, now);
      const row = await change(by, async (c) => {
        const txRepo = createTrialDayRepository(c.tx);
        const stored = await txRepo.lockEvaluation(input.trial_id, registrationId);
        const next: EvaluationRow = { ...stored, scores: { ...stored.scores }, score_times: { ...stored.score_times } };
        let changed = false;
        for (const [name, score] of Object.entries(input.scores)) {
          const was = next.score_times[name];
          if (was !== undefined && new Date(was).getTime() >= at.getTime()) continue;
          if (next.scores[name] !== score || was === undefined) changed = true;
          next.scores[name] = score;
          next.score_times[name] = at.toISOString();
        }
        if (input.note !== undefined && (!next.note_recorded_at || next.note_recorded_at.getTime() < at.getTime())) {
          if (next.note !== input.note) changed = true;
          next.note = input.note;
          next.note_recorded_at = at;
        }
        if (!changed) return stored;
        next.recorded_by = caller.id;
        const saved = await txRepo.saveEvaluation(next);
        await c.audit({
          action: 'trial.evaluate',
          record: { type: 'registration', id: registrationId },
          summary: `Scored at trial session ${input.trial_id}`,
        });
        return saved;
      });
      return toEvaluation(row, known);
    },

    /** The session's ranking, and one per age (children without scores last). */
    async results(by: Actor, trialId: number): Promise<TrialResults> {
      const { criteria: list, children } = await day(by, trialId);
      const line = (c: TrialDayChild) => ({
        registration_id: c.registration_id,
        first_name: c.first_name,
        last_name: c.last_name,
        age: c.age,
        attendance: c.attendance,
        scores: c.scores,
        average: c.average,
      });
      const rank = (rows: TrialDayChild[]): RankedChild[] => rankByAverage(rows.map(line));
      const ages = [...new Set(children.map((c) => c.age))].sort((a, b) => a - b);
      return { criteria: list, session: rank(children), by_age: ages.map((age) => ({ age, ranking: rank(children.filter((c) => c.age === age)) })) };
    },

    /** A child's evaluations on every session, with its attendance there (administrators: the enrollment detail, reports). */
    async ofRegistration(registrationId: number): Promise<ChildEvaluation[]> {
      const { evaluations, checkins } = await repo.ofRegistration(registrationId);
      const known = await criteria();
      const out = new Map<number, ChildEvaluation>();
      for (const e of evaluations) {
        const attendance = checkins.find((c) => c.checkin.trial_id === e.evaluation.trial_id)?.checkin.attendance ?? null;
        out.set(e.evaluation.trial_id, { ...toEvaluation(e.evaluation, known), starts_at: iso(e.starts_at), location: e.location, attendance });
      }
      for (const c of checkins) {
        if (out.has(c.checkin.trial_id)) continue;
        out.set(c.checkin.trial_id, {
          trial_id: c.checkin.trial_id,
          registration_id: registrationId,
          scores: {},
          note: '',
          average: null,
          updated_at: iso(c.checkin.updated_at),
          starts_at: iso(c.starts_at),
          location: c.location,
          attendance: c.checkin.attendance,
        });
      }
      return [...out.values()].sort((a, b) => b.starts_at.localeCompare(a.starts_at));
    },
  };
}
export type TrialDayService = ReturnType<typeof createTrialDayService>;
