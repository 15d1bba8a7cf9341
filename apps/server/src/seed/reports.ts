import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import type { ReportCriterion } from '@academy/contract/report';
import { registrations } from '../db/schema/registrations.ts';
import { users } from '../db/schema/users.ts';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { createReportService } from '../modules/reports/service.ts';
import { SEED_COACH } from './trial-day.ts';

/** The enrolled child whose status page shows a published report (and who has a draft for staff). */
export const SEED_REPORT_CHILD = 'Brian Mugisha';

const term: ReportCriterion[] = [
  { criterion: 'Technique', score: 4, comment: 'Clean first touch; working on his weaker left foot.' },
  { criterion: 'Speed', score: 3, comment: 'Quicker over the first five metres than at the trial.' },
  { criterion: 'Attitude', score: 5, comment: 'First at every session and helps set up the cones.' },
  { criterion: 'Teamwork', score: 4, comment: 'Talks to his defenders and tracks back.' },
];

/**
 * The demo's progress reports (decision 034), through the service the API uses: the squad coach
 * writes Brian's first-term report, the administrator publishes it (so it shows on his family's
 * status page, with its mail in the outbox), and a second report waits as a draft.
 */
export async function seedReports(app: FastifyInstance, admin: User | undefined) {
  const { db } = app;
  const service = createReportService(moduleDeps(app), app.statusLinks);
  const [child] = await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.player_name, SEED_REPORT_CHILD)).limit(1);
  const [coach] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, SEED_COACH.email));
  if (!child || !admin) return;
  const asAdmin: Actor = { user: admin, ip: '' };
  const author: Actor = coach ? { user: coach, ip: '' } : asAdmin;
  const first = await service.create(author, child.id, {
    criteria: term,
    summary: 'Brian has settled in well with the U12s. His touch and his attitude stand out; this term we work on his speed off the mark.',
  });
  await service.publish(asAdmin, first.id);
  await service.create(author, child.id, {
    criteria: term.map((c) => ({ ...c, comment: '' })),
    summary: 'Mid-term notes, to finish before the holidays.',
  });
}
