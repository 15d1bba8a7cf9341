import { sql } from 'drizzle-orm';
import type { AvailabilityDefault } from '@academy/contract/availability';
import { cancelJobsWhere } from '../../background/jobs.ts';
import type { Change } from '../../lib/module-deps.ts';
import type { EventRow } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;

// An event's availability reminders are planned with the event (a new, moved or cancelled event, a
// squad's new settings); the availability module's job sends them (docs/decisions/040, 064).
export type ReminderSquad = { availability_default: AvailabilityDefault; reminder_hours: number[] };

/**
 * The reminder times of an event (docs/decisions/040): each of the squad's reminder hours still
 * ahead, at its time; of those already past when the event is created or moved, only the nearest
 * to the event, at once (one reminder, not several). None for a cancelled or past event, or a squad
 * that counts every child as coming.
 */
export function reminderPlan(event: Pick<EventRow, 'starts_at' | 'status'>, squad: ReminderSquad, now: Date): { hours: number; at: Date }[] {
  const start = event.starts_at.getTime();
  if (event.status !== 'scheduled' || squad.availability_default !== 'asking' || start <= now.getTime()) return [];
  const times = squad.reminder_hours.map((hours) => ({ hours, at: new Date(start - hours * HOUR_MS) }));
  const ahead = times.filter((t) => t.at.getTime() > now.getTime());
  const past = times.filter((t) => t.at.getTime() <= now.getTime()).sort((a, b) => a.hours - b.hours);
  return past[0] ? [...ahead, { hours: past[0].hours, at: now }] : ahead;
}

/** Replaces the event's reminder jobs by its plan, in the change (a new, moved or cancelled event, a squad's new settings). */
export async function planReminders(c: Pick<Change, 'tx' | 'schedule'>, event: Pick<EventRow, 'id' | 'starts_at' | 'status'>, squad: ReminderSquad, now: Date) {
  await cancelJobsWhere(c.tx, 'event-reminder', sql`(payload->>'eventId')::int = ${event.id}`);
  for (const { hours, at } of reminderPlan(event, squad, now)) await c.schedule('event-reminder', { eventId: event.id, hours }, at);
}
