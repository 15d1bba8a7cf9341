import { REGISTRATION_MESSAGES } from '@academy/contract/registration';
import {
  REPORT_MAIL_TEXTS,
  REPORT_MESSAGES as M,
  type PublishedReport,
  type Report,
  type ReportCriterion,
  type ReportInputSchema,
  type ReportTemplate,
} from '@academy/contract/report';
import { splitPlayerName } from '@academy/contract/trial-day-constants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { iso } from '../../lib/serialize.ts';
import { createAcademyRepository } from '../academy/repository.ts';
import { readFacts } from '../academy/service.ts';
import type { StatusLinks } from '../access/status-links.ts';
import { callerOf, forbidden, forbiddenBeforeMissing, type StaffCaller } from '../../lib/staff-route.ts';
import { createCoachAccess } from '../access/coach-access.ts';
import { createReportRepository, type ReportRow } from './repository.ts';

type ReportFields = z.output<typeof ReportInputSchema>;

const toReport = (row: ReportRow): Report => ({
  id: row.id,
  registration_id: row.registration_id,
  author: row.author_id !== null && row.author_name !== null ? { id: row.author_id, name: row.author_name } : null,
  criteria: row.criteria,
  summary: row.summary,
  state: row.published_at ? 'published' : 'draft',
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  published_at: row.published_at ? iso(row.published_at) : null,
});

/** The published reports of a child as its family's status page shows them, newest first (never a draft). */
export async function familyReports(db: Db, registrationId: number): Promise<PublishedReport[]> {
  const rows = await createReportRepository(db).ofRegistration(registrationId, true);
  return rows.map((r) => ({
    id: r.id,
    published_at: iso(r.published_at!),
    criteria: r.criteria.map(({ criterion, score, comment }) => ({ criterion, score, comment })),
    summary: r.summary,
  }));
}

/**
 * Progress reports (docs/decisions/034): a coach of the child (its trial session or its squad) or an
 * administrator writes one on the academy's criteria; the author or an administrator edits it while
 * it is a draft; an administrator publishes it, which mails the family its status page link.
 */
export function createReportService({ db, log, change }: Pick<ModuleDeps, 'db' | 'log' | 'change'>, links: StatusLinks) {
  const repo = createReportRepository(db);
  const access = createCoachAccess(db);

  /** Whether the caller coaches the child: an administrator always; a coach assigned to its trial session or its squad. */
  const coaches = (caller: StaffCaller, registrationId: number): Promise<boolean> => access.maySeeRegistration(caller, registrationId);

  /** The child, when the caller may write about it: 403 before 404, so a coach learns nothing of other children. */
  async function childFor(by: Actor, registrationId: number) {
    const caller = callerOf(by);
    const child = await forbiddenBeforeMissing(
      coaches(caller, registrationId),
      () => repo.child(registrationId),
      () => new HttpError(404, REGISTRATION_MESSAGES.notFound),
    );
    return { caller, child };
  }

  /** The report, when the caller may see it (403 for a coach of another child, 404 when missing). */
  async function reportFor(by: Actor, id: number) {
    const caller = callerOf(by);
    if (caller.role !== 'admin' && caller.role !== 'coach') throw forbidden();
    const row = await repo.get(id);
    if (!row) throw caller.role === 'admin' ? new HttpError(404, M.notFound) : forbidden();
    if (!(await coaches(caller, row.registration_id))) throw forbidden();
    return { caller, row };
  }

  const criteria = async () => readFacts(await createAcademyRepository(db).read(), log).evaluation_criteria;

  /** Each criterion named once, and each one the academy's now or (editing) the report's own (a renamed criterion keeps its score). */
  function checked(input: ReportCriterion[], allowed: readonly string[]): ReportCriterion[] {
    const seen = new Set<string>();
    for (const { criterion } of input) {
      if (!allowed.includes(criterion)) throw new HttpError(400, M.unknownCriterion(criterion), { criteria: M.unknownCriterion(criterion) });
      if (seen.has(criterion)) throw new HttpError(400, M.duplicateCriterion(criterion), { criteria: M.duplicateCriterion(criterion) });
      seen.add(criterion);
    }
    return input.map(({ criterion, score, comment }) => ({ criterion, score, comment }));
  }

  return {
    /** A child's reports, newest first: administrators, and the coaches of the child. */
    async list(by: Actor, registrationId: number): Promise<Report[]> {
      await childFor(by, registrationId);
      return (await repo.ofRegistration(registrationId)).map(toReport);
    },

    async get(by: Actor, id: number): Promise<Report> {
      return toReport((await reportFor(by, id)).row);
    },

    /**
     * A new report's starting point: the academy's criteria, scored as in the child's latest report,
     * or for a first report as in its latest trial evaluation (the coach's private note is not copied).
     */
    async template(by: Actor, registrationId: number): Promise<ReportTemplate> {
      const { child } = await childFor(by, registrationId);
      const list = await criteria();
      const [latest] = await repo.ofRegistration(registrationId);
      let scores: Record<string, number> = {};
      let prefilled: ReportTemplate['prefilled_from'] = null;
      if (latest) {
        scores = Object.fromEntries(latest.criteria.map((c) => [c.criterion, c.score]));
        prefilled = { kind: 'report', at: iso(latest.created_at) };
      } else {
        const evaluation = await repo.latestEvaluation(registrationId);
        if (evaluation) {
          scores = evaluation.scores;
          prefilled = { kind: 'trial', at: iso(evaluation.at) };
        }
      }
      return {
        registration_id: registrationId,
        ...splitPlayerName(child.player_name),
        criteria: list.map((criterion) => ({ criterion, score: scores[criterion] ?? null, comment: '' })),
        prefilled_from: prefilled,
      };
    },

    async create(by: Actor, registrationId: number, input: ReportFields): Promise<Report> {
      const { caller } = await childFor(by, registrationId);
      const list = checked(input.criteria, await criteria());
      const id = await change(by, async (c) => {
        const row = await createReportRepository(c.tx).insert({
          registration_id: registrationId,
          author_id: caller.id,
          criteria: list,
          summary: input.summary,
        });
        await c.audit({ action: 'report.create', record: { type: 'registration', id: registrationId }, summary: `Progress report ${row.id} written` });
        return row.id;
      });
      return toReport((await repo.get(id))!);
    },

    /** Edits a draft: its author or an administrator; a published report is refused (409). */
    async update(by: Actor, id: number, input: ReportFields): Promise<Report> {
      const { caller, row } = await reportFor(by, id);
      if (caller.role !== 'admin' && row.author_id !== caller.id) throw forbidden();
      const list = checked(input.criteria, [...(await criteria()), ...row.criteria.map((c) => c.criterion)]);
      await change(by, async (c) => {
        const txRepo = createReportRepository(c.tx);
        const locked = await txRepo.lock(id);
        if (!locked) throw new HttpError(404, M.notFound);
        if (locked.published_at) throw new HttpError(409, M.published);
        await txRepo.update(id, { criteria: list, summary: input.summary, updated_at: new Date() });
        await c.audit({ action: 'report.update', record: { type: 'registration', id: row.registration_id }, summary: `Progress report ${id} edited` });
      });
      return toReport((await repo.get(id))!);
    },

    /** Publishes a draft (administrators): the family reads it on its status page and is mailed the link, in the same change. */
    async publish(by: Actor, id: number): Promise<Report> {
      const { caller, row } = await reportFor(by, id);
      if (caller.role !== 'admin') throw forbidden();
      await change(by, async (c) => {
        const txRepo = createReportRepository(c.tx);
        const locked = await txRepo.lock(id);
        if (!locked) throw new HttpError(404, M.notFound);
        if (locked.published_at) throw new HttpError(409, M.alreadyPublished);
        await txRepo.update(id, { published_at: new Date(), published_by: caller.id });
        const child = await txRepo.child(row.registration_id);
        const about = { type: 'registration' as const, id: row.registration_id };
        const statusUrl = await links.urlFor(c.tx, row.registration_id);
        const content = REPORT_MAIL_TEXTS.published({ parentName: child!.parent_name, playerName: child!.player_name, statusUrl });
        await c.mail({ to: child!.parent_email, kind: 'progress_report', content, about });
        await c.audit({ action: 'report.publish', record: about, summary: `Progress report ${id} published and the family mailed` });
      });
      return toReport((await repo.get(id))!);
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
