import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { SQUAD_MESSAGES } from '@academy/contract/squad-constants';
import { MAIL_TEXTS } from '@academy/contract/email';
import {
  EVENT_MAX_HOURS,
  EVENT_MESSAGES,
  EVENT_SERIES_MAX_WEEKS,
  eventTitle,
  type EventInputSchema,
  type EventUpdateSchema,
  type EventWindowQuery,
  type SquadEvent,
  type SquadEventCreated,
} from '@academy/contract/event';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { forbiddenBeforeMissing } from '../../lib/staff-route.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import { academyZone, formatWhen } from '../../lib/academy-zone.ts';
import { createCoachAccess, type StaffCaller } from '../access/coach-access.ts';
import { addWallClock, untilOf, wallClockDelta, weeklyStarts } from './recurrence.ts';
import { createEventRepository, toEvent, type EventRow, type NewEventRow } from './repository.ts';
import { planReminders } from './reminders.ts';
import { withScorers } from './scorers.ts';

export type EventFields = z.output<typeof EventInputSchema>;
export type EventPatch = z.output<typeof EventUpdateSchema>;

const M = EVENT_MESSAGES;
const HOUR_MS = 60 * 60 * 1000;
const notFound = () => new HttpError(404, M.notFound);
const invalid = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** The columns an administrator sets, checked together (on create, and merged with the row on edit). */
type Settable = Pick<EventRow, 'kind' | 'starts_at' | 'ends_at' | 'venue_name' | 'venue_address' | 'opponent' | 'home_away' | 'competition' | 'meet_at'>;

function checked(e: Settable): Settable {
  if (e.ends_at.getTime() <= e.starts_at.getTime()) throw invalid('ends_at', M.endsAfterStart);
  if (e.ends_at.getTime() - e.starts_at.getTime() > EVENT_MAX_HOURS * HOUR_MS) throw invalid('ends_at', M.tooLong);
  if (e.meet_at && e.meet_at.getTime() > e.starts_at.getTime()) throw invalid('meet_at', M.meetBeforeStart);
  if (e.kind === 'training' && (e.opponent || e.home_away || e.competition)) throw invalid('opponent', M.matchOnly);
  return e;
}

/** What a calendar shows of an event: a change to any of these raises its SEQUENCE (docs/decisions/038). */
const CALENDAR_FIELDS = ['kind', 'starts_at', 'ends_at', 'venue_name', 'venue_address', 'opponent', 'home_away', 'competition', 'meet_at', 'status'] as const;
/** What a family must be told of: the time, where to be, or that it is off. */
const FAMILY_FIELDS = ['starts_at', 'ends_at', 'meet_at', 'venue_name', 'venue_address', 'status'] as const;
const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
const changedFields = (before: EventRow, after: EventRow, fields: readonly (keyof EventRow)[]) => fields.filter((f) => !same(before[f], after[f]));

/**
 * One mail per family of the squad's roster (brothers and sisters make one family), in the change:
 * the new time and venue, or that the event is cancelled (docs/decisions/038).
 */
async function tellFamilies(c: Change, squad: { id: number; name: string }, before: EventRow, after: EventRow): Promise<number> {
  const families = await createEventRepository(c.tx).rosterFamilies([squad.id]);
  const title = eventTitle(after, squad.name);
  for (const family of families) {
    await c.mail({
      to: family.email,
      kind: 'event_changed',
      // Filed under the event, not a child (docs/decisions/040): erasing one child keeps its sibling's mail; the family's export and erasure find it by its address.
      about: { type: 'event', id: after.id },
      content: MAIL_TEXTS.eventChanged({
        parentName: family.parentName,
        players: family.players.join(' and '),
        title,
        was: formatWhen(before.starts_at),
        cancelled: after.status === 'cancelled',
        when: formatWhen(after.starts_at),
        venue: `${after.venue_name}, ${after.venue_address}`,
        meetAt: after.meet_at ? formatWhen(after.meet_at) : null,
      }),
    });
  }
  return families.length;
}

/**
 * One mail per family for a change of several sessions of a series ("this and all following",
 * docs/decisions/042): every session concerned listed in it, not one mail per session.
 */
async function tellFamiliesOfSeries(c: Change, squad: { id: number; name: string }, pairs: [EventRow, EventRow][]): Promise<number> {
  if (pairs.length === 1) return tellFamilies(c, squad, pairs[0]![0], pairs[0]![1]);
  const families = await createEventRepository(c.tx).rosterFamilies([squad.id]);
  const first = pairs[0]![1];
  const title = eventTitle(first, squad.name);
  const sessions = pairs.map(([before, after]) => ({ was: formatWhen(before.starts_at), when: formatWhen(after.starts_at) }));
  for (const family of families) {
    await c.mail({
      to: family.email,
      kind: 'event_changed',
      // Filed under the first session changed, like a single event's mail (docs/decisions/040).
      about: { type: 'event', id: first.id },
      content: MAIL_TEXTS.eventSeriesChanged({
        parentName: family.parentName,
        players: family.players.join(' and '),
        title,
        sessions,
        cancelled: first.status === 'cancelled',
        venue: `${first.venue_name}, ${first.venue_address}`,
        meetAt: first.meet_at ? formatWhen(first.meet_at) : null,
      }),
    });
  }
  return families.length;
}

/** The event's settable columns with `patch` applied (a field absent keeps its value), checked together. */
function patched(before: EventRow, patch: EventPatch): Settable {
  return checked({
    kind: patch.kind ?? before.kind,
    starts_at: patch.starts_at ? new Date(patch.starts_at) : before.starts_at,
    ends_at: patch.ends_at ? new Date(patch.ends_at) : before.ends_at,
    venue_name: patch.venue?.name ?? before.venue_name,
    venue_address: patch.venue?.address ?? before.venue_address,
    opponent: patch.opponent === undefined ? before.opponent : patch.opponent || null,
    home_away: patch.home_away === undefined ? before.home_away : patch.home_away,
    competition: patch.competition === undefined ? before.competition : patch.competition || null,
    meet_at: patch.meet_at === undefined ? before.meet_at : patch.meet_at ? new Date(patch.meet_at) : null,
  });
}

/**
 * A later occurrence of the series given the edit of `first` ("this and all following",
 * docs/decisions/042): its start shifted on the wall clock by as much as the first one's moved, the
 * new length when the times were edited, the meeting time as far before the start as the first
 * one's, and the venue and the other fields edited; what the edit left alone stays its own.
 */
function followingFields(occ: EventRow, patch: EventPatch, first: Settable, shift: number, zone: string): Settable {
  const starts_at = addWallClock(occ.starts_at, shift, zone);
  const timed = patch.starts_at !== undefined || patch.ends_at !== undefined;
  const length = timed ? first.ends_at.getTime() - first.starts_at.getTime() : occ.ends_at.getTime() - occ.starts_at.getTime();
  const lead =
    patch.meet_at === undefined
      ? occ.meet_at && occ.starts_at.getTime() - occ.meet_at.getTime()
      : first.meet_at && first.starts_at.getTime() - first.meet_at.getTime();
  return patched(
    { ...occ, starts_at, ends_at: new Date(starts_at.getTime() + length), meet_at: lead === null ? null : new Date(starts_at.getTime() - lead) },
    { ...patch, starts_at: undefined, ends_at: undefined, meet_at: undefined },
  );
}

/** A squad's trainings, matches and tournaments (docs/decisions/038); the public calendar feed: calendar.ts. */
export function createEventService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>) {
  const repo = createEventRepository(db);
  const access = createCoachAccess(db);

  return {
    /** The squad's events, in time order: an administrator, or a coach of the squad (decision 030). */
    async list(caller: StaffCaller, squadId: number): Promise<SquadEvent[]> {
      // 403 before 404 (decision 030): a coach learns nothing of a squad that is not theirs, not even whether it exists.
      await forbiddenBeforeMissing(
        access.isAssigned(caller, { squad: squadId }),
        () => repo.squad(squadId),
        () => new HttpError(404, SQUAD_MESSAGES.notFound),
      );
      return (await repo.list(squadId)).map(toEvent);
    },

    /**
     * The admin calendar (docs/decisions/042): the events overlapping the window of every squad the
     * caller may open (an administrator: all; a coach: their own), or of one squad.
     */
    async window(caller: StaffCaller, query: EventWindowQuery): Promise<SquadEvent[]> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (query.squad !== undefined) {
        if (!(await repo.squad(query.squad))) throw new HttpError(404, SQUAD_MESSAGES.notFound);
        if (!(await access.isAssigned(caller, { squad: query.squad }))) throw new HttpError(403, AUTH_MESSAGES.forbidden);
        return (await repo.window([query.squad], from, to)).map(toEvent);
      }
      return (await repo.window(await access.assignedIds(caller, 'squad'), from, to)).map(toEvent);
    },

    /** One event: an administrator, or a coach of its squad (the event screen). */
    async get(caller: StaffCaller, id: number): Promise<SquadEvent> {
      const row = await repo.get(id);
      if (!row) throw notFound();
      if (!(await access.isAssigned(caller, { squad: row.squad_id }))) throw new HttpError(403, AUTH_MESSAGES.forbidden);
      return withScorers(db, toEvent(row));
    },

    /** Creates one event, or a weekly training series: one row per week, sharing a series id. */
    async create(by: Actor, squadId: number, input: EventFields): Promise<SquadEventCreated> {
      const fields = checked({
        kind: input.kind,
        starts_at: new Date(input.starts_at),
        ends_at: new Date(input.ends_at),
        venue_name: input.venue.name,
        venue_address: input.venue.address,
        opponent: input.opponent ?? null,
        home_away: input.home_away ?? null,
        competition: input.competition ?? null,
        meet_at: input.meet_at ? new Date(input.meet_at) : null,
      });
      const until = input.recurrence ? untilOf(input.recurrence.weekly_until, academyZone()) : null;
      const starts = until ? weeklyStarts(fields.starts_at, until, academyZone(), EVENT_SERIES_MAX_WEEKS) : [fields.starts_at];
      if (!starts) throw invalid('recurrence.weekly_until', M.seriesTooLong);
      if (starts.length < 2 && until) throw invalid('recurrence.weekly_until', M.weeklyUntilAfterStart);

      const rows = await change(by, async (c) => {
        const txRepo = createEventRepository(c.tx);
        const squad = await txRepo.squad(squadId);
        if (!squad) throw new HttpError(404, SQUAD_MESSAGES.notFound);
        const seriesId = until ? await txRepo.insertSeries(squadId, until) : null;
        const length = fields.ends_at.getTime() - fields.starts_at.getTime();
        const lead = fields.meet_at ? fields.starts_at.getTime() - fields.meet_at.getTime() : null;
        const values: NewEventRow[] = starts.map((start) => ({
          ...fields,
          squad_id: squadId,
          series_id: seriesId,
          starts_at: start,
          ends_at: new Date(start.getTime() + length),
          meet_at: lead === null ? null : new Date(start.getTime() - lead),
        }));
        const created = await txRepo.insert(values);
        const now = new Date();
        for (const event of created) await planReminders(c, event, squad, now);
        const title = eventTitle(fields, squad.name);
        await c.audit({
          action: 'event.create',
          record: { type: 'event', id: created[0]!.id },
          summary: seriesId
            ? `${title}: weekly series of ${created.length} from ${formatWhen(fields.starts_at)}`
            : `${title} on ${formatWhen(fields.starts_at)}`,
        });
        return created;
      });
      return { ...toEvent(rows[0]!), occurrence_ids: rows.map((r) => r.id) };
    },

    /**
     * Moves, edits or cancels one event (one occurrence of a series alone), or with `scope:
     * 'following'` that occurrence and the later ones of its series (docs/decisions/042). A change a
     * calendar must see raises each event's SEQUENCE; a new time, meeting time or venue, or the
     * cancellation, mails each family of the squad once, with this change, one mail for all the
     * sessions concerned. Writing what is already there changes nothing and tells nobody (a second
     * cancel, a retried request).
     */
    async update(by: Actor, id: number, { scope = 'one', ...patch }: EventPatch, now = new Date()): Promise<SquadEvent> {
      return change(by, async (c) => {
        const txRepo = createEventRepository(c.tx);
        const before = await txRepo.get(id, true);
        if (!before) throw notFound();
        if (before.status === 'cancelled') {
          const onlyCancel = Object.entries(patch).every(([key, value]) => value === undefined || (key === 'status' && value === 'cancelled'));
          if (onlyCancel) return toEvent(before);
          throw new HttpError(409, M.cancelled);
        }
        if (scope === 'following' && before.series_id === null) throw invalid('scope', M.followingNeedsSeries);
        const edited = patched(before, patch);
        // A meeting time left alone stays as far before the start as it was: a moved match is met as long before it (on every session with "following").
        const keepLead = patch.meet_at === undefined && before.meet_at !== null;
        const fields = keepLead
          ? { ...edited, meet_at: new Date(edited.starts_at.getTime() - (before.starts_at.getTime() - before.meet_at!.getTime())) }
          : edited;
        const later = scope === 'following' ? await txRepo.following(before) : [];
        const shift = wallClockDelta(before.starts_at, fields.starts_at, academyZone());
        const proposals: [EventRow, Settable][] = [
          [before, fields],
          ...later.map((occ): [EventRow, Settable] => [occ, followingFields(occ, patch, fields, shift, academyZone())]),
        ];

        const pairs: [EventRow, EventRow][] = [];
        const changed = new Set<string>();
        for (const [row, next] of proposals) {
          const status = patch.status ?? row.status;
          const fieldsChanged = changedFields(row, { ...row, ...next, status }, CALENDAR_FIELDS);
          if (fieldsChanged.length === 0) continue;
          for (const f of fieldsChanged) changed.add(f);
          // A new start remembers the one before: the match page says it was rescheduled (docs/decisions/052).
          const moved = same(row.starts_at, next.starts_at) ? {} : { previous_starts_at: row.starts_at };
          pairs.push([row, await txRepo.update(row.id, { ...next, ...moved, status, sequence: row.sequence + 1, updated_at: now })]);
        }
        if (pairs.length === 0) return toEvent(before);

        const squad = (await txRepo.squad(before.squad_id))!;
        // A new time moves the availability reminders; a cancellation drops them (docs/decisions/040).
        for (const [b, a] of pairs) if (!same(b.starts_at, a.starts_at) || b.status !== a.status) await planReminders(c, a, squad, now);
        const toTell = pairs.filter(([b, a]) => changedFields(b, a, FAMILY_FIELDS).length > 0 && b.ends_at.getTime() > now.getTime());
        const told = toTell.length > 0 ? await tellFamiliesOfSeries(c, squad, toTell) : 0;
        const after = pairs.find(([b]) => b.id === id)?.[1] ?? before;
        const title = eventTitle(after, squad.name);
        const cancelled = patch.status === 'cancelled';
        const sessions = scope === 'following' ? ` and ${pairs.length - 1} following` : '';
        await c.audit({
          action: cancelled ? 'event.cancel' : 'event.update',
          record: { type: 'event', id },
          summary: `${title} on ${formatWhen(before.starts_at)}${sessions} ${cancelled ? 'cancelled' : `changed (${[...changed].join(', ')})`}; ${told} ${told === 1 ? 'family' : 'families'} told`,
        });
        return toEvent(after);
      });
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
