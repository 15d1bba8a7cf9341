import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { progressReports } from '../../db/schema/progress-reports.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { trialEvaluations } from '../../db/schema/trial-day.ts';
import { trialSessions } from '../../db/schema/trials.ts';
import { users } from '../../db/schema/users.ts';

export type ReportRow = typeof progressReports.$inferSelect & { author_name: string | null };

const withAuthor = { report: progressReports, author_name: users.name };

/** Progress reports (docs/decisions/034), and what writing one needs to know about the child. */
export function createReportRepository(db: Db) {
  const select = () => db.select(withAuthor).from(progressReports).leftJoin(users, eq(users.id, progressReports.author_id));
  const flat = (r: { report: typeof progressReports.$inferSelect; author_name: string | null }): ReportRow => ({ ...r.report, author_name: r.author_name });

  return {
    async get(id: number): Promise<ReportRow | undefined> {
      const [row] = await select().where(eq(progressReports.id, id)).limit(1);
      return row && flat(row);
    },

    /** The report's row, locked until the change ends (an edit and a publication do not cross). */
    async lock(id: number): Promise<typeof progressReports.$inferSelect | undefined> {
      const [row] = await db.select().from(progressReports).where(eq(progressReports.id, id)).for('update').limit(1);
      return row;
    },

    /** A child's reports, newest first; `publishedOnly` for the family. */
    async ofRegistration(registrationId: number, publishedOnly = false): Promise<ReportRow[]> {
      const where = publishedOnly
        ? and(eq(progressReports.registration_id, registrationId), isNotNull(progressReports.published_at))
        : eq(progressReports.registration_id, registrationId);
      const rows = await select()
        .where(where)
        .orderBy(desc(publishedOnly ? progressReports.published_at : progressReports.created_at), desc(progressReports.id));
      return rows.map(flat);
    },

    async insert(values: typeof progressReports.$inferInsert) {
      const [row] = await db.insert(progressReports).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof progressReports.$inferInsert>) {
      const [row] = await db.update(progressReports).set(values).where(eq(progressReports.id, id)).returning();
      return row!;
    },

    /** The child's name and family (for the template and the mail). */
    async child(registrationId: number) {
      const [row] = await db
        .select({ player_name: registrations.player_name, parent_name: registrations.parent_name, parent_email: registrations.parent_email })
        .from(registrations)
        .where(eq(registrations.id, registrationId))
        .limit(1);
      return row;
    },

    /** The child's latest trial evaluation with scores (the first report's starting point); never its private note. */
    async latestEvaluation(registrationId: number): Promise<{ scores: Record<string, number>; at: Date } | undefined> {
      const rows = await db
        .select({ scores: trialEvaluations.scores, at: trialSessions.starts_at })
        .from(trialEvaluations)
        .innerJoin(trialSessions, eq(trialSessions.id, trialEvaluations.trial_id))
        .where(eq(trialEvaluations.registration_id, registrationId))
        .orderBy(desc(trialSessions.starts_at));
      return rows.find((r) => Object.keys(r.scores).length > 0);
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
