import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@academy/contract/auth';
import { eventAttendance } from '../db/schema/event-answers.ts';
import { squadEvents } from '../db/schema/squad-events.ts';
import { squadPlaces, squads } from '../db/schema/squads.ts';
import { moduleDeps, type Actor } from '../lib/module-deps.ts';
import { seasonOf } from './squads.ts';

/**
 * The demo's attendance (docs/decisions/041): every past training and match of this season's squads
 * marked for each enrolled child, most there, a few absences spread over the season, so the squad
 * page's table and the enrollment's "Attendance: 11 of 12 trainings" show real figures, and the
 * played matches have their line-up (seedResultsDemo runs after). Written in
 * one change with one audit entry (a coach's marks at the pitch make one each).
 */
export async function seedAttendanceDemo(app: FastifyInstance, admin: User | undefined, now = new Date()): Promise<void> {
  const { change } = moduleDeps(app);
  const asAdmin: Actor = admin ? { user: admin, ip: '' } : null;
  const season = seasonOf(now);
  const rows = await app.db
    .select({ event: squadEvents.id, starts_at: squadEvents.starts_at, squad: squads.id })
    .from(squadEvents)
    .innerJoin(squads, eq(squads.id, squadEvents.squad_id))
    .where(and(eq(squads.season, season), eq(squadEvents.status, 'scheduled'), lt(squadEvents.ends_at, now)))
    .orderBy(asc(squadEvents.starts_at), asc(squadEvents.id));
  if (rows.length === 0) return;
  const squadIds = [...new Set(rows.map((r) => r.squad))];
  const places = await app.db
    .select({ squad: squadPlaces.squad_id, child: squadPlaces.registration_id })
    .from(squadPlaces)
    .where(and(inArray(squadPlaces.squad_id, squadIds), eq(squadPlaces.state, 'enrolled')))
    .orderBy(asc(squadPlaces.registration_id));
  const marks: (typeof eventAttendance.$inferInsert)[] = [];
  for (const [e, row] of rows.entries()) {
    for (const [c, place] of places.filter((p) => p.squad === row.squad).entries()) {
      marks.push({
        event_id: row.event,
        registration_id: place.child,
        // About one absence in seven, different children on different days.
        attended: (e * 3 + c * 5) % 7 !== 0,
        marked_by: admin?.id ?? null,
        marked_at: new Date(row.starts_at.getTime() + 10 * 60_000),
      });
    }
  }
  if (marks.length === 0) return;
  await change(asAdmin, async (c) => {
    await c.tx.insert(eventAttendance).values(marks).onConflictDoNothing();
    await c.audit({
      action: 'event.attendance',
      record: { type: 'squad', id: squadIds[0]! },
      summary: `Demo attendance: ${marks.length} marks on ${rows.length} past events`,
    });
  });
}
