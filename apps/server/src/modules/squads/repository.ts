import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PublicSquad, Squad, SquadPlace, SquadPlaceState } from '@academy/contract/squad';
import type { Db } from '../../db/client.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { squadCoaches, squadPlaces, squads } from '../../db/schema/squads.ts';
import { users } from '../../db/schema/users.ts';
import { withIsoDates } from '../../lib/serialize.ts';
import { publicName } from '../team/service.ts';
import { coachChildColumns, toCoachChild } from '../access/coach-access.ts';

export type SquadRow = typeof squads.$inferSelect;
export type NewSquad = typeof squads.$inferInsert;
export type PlaceRow = typeof squadPlaces.$inferSelect;

/** Places that count against the capacity (docs/decisions/031): children on the roster and open offers. */
export const HOLDS_A_PLACE: SquadPlaceState[] = ['offered', 'enrolled'];

const countOf = (state: SquadPlaceState) => sql<number>`(count(${squadPlaces.id}) filter (where ${squadPlaces.state} = ${state}))::int`;
const counted = { ...getTableColumns(squads), enrolled: countOf('enrolled'), offered: countOf('offered'), waitlisted: countOf('waitlisted') };

/** Waiting order: first come, first offered. */
const waitingOrder = [asc(squadPlaces.queued_at), asc(squadPlaces.id)];

export function createSquadRepository(db: Db) {
  async function coachesOf(ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
    const out = new Map<number, { id: number; name: string }[]>();
    if (ids.length === 0) return out;
    const rows = await db
      .select({ squad_id: squadCoaches.squad_id, id: users.id, name: users.name })
      .from(squadCoaches)
      .innerJoin(users, eq(users.id, squadCoaches.user_id))
      .where(inArray(squadCoaches.squad_id, ids))
      .orderBy(asc(users.name), asc(users.id));
    for (const r of rows) out.set(r.squad_id, [...(out.get(r.squad_id) ?? []), { id: r.id, name: r.name }]);
    return out;
  }

  async function listWhere(ids?: number[]): Promise<Squad[]> {
    if (ids && ids.length === 0) return [];
    const rows = await db
      .select(counted)
      .from(squads)
      .leftJoin(squadPlaces, eq(squadPlaces.squad_id, squads.id))
      .where(ids ? inArray(squads.id, ids) : undefined)
      .groupBy(squads.id)
      .orderBy(sql`${squads.season} desc`, asc(squads.min_age), asc(squads.name), asc(squads.id));
    const coaches = await coachesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      ...withIsoDates(r),
      places_left: Math.max(0, r.capacity - r.enrolled - r.offered),
      coaches: coaches.get(r.id) ?? [],
    }));
  }

  async function places(squadId: number, state: SquadPlaceState): Promise<SquadPlace[]> {
    const rows = await db
      .select({ ...coachChildColumns, state: squadPlaces.state, respond_by: squadPlaces.respond_by, changed_at: squadPlaces.changed_at })
      .from(squadPlaces)
      .innerJoin(registrations, eq(registrations.id, squadPlaces.registration_id))
      .where(and(eq(squadPlaces.squad_id, squadId), eq(squadPlaces.state, state)))
      .orderBy(...(state === 'waitlisted' ? waitingOrder : [asc(registrations.player_name), asc(registrations.id)]));
    return rows.map((r, i) => ({
      ...toCoachChild(r),
      state: r.state,
      respond_by: r.respond_by?.toISOString() ?? null,
      position: state === 'waitlisted' ? i + 1 : null,
      since: r.changed_at.toISOString(),
    }));
  }

  return {
    list: (ids?: number[]) => listWhere(ids),
    async get(id: number): Promise<Squad | undefined> {
      return (await listWhere([id]))[0];
    },
    places,

    /** The squad row, locked until the transaction ends: places in it are counted and given one change at a time. */
    async lock(id: number): Promise<SquadRow | undefined> {
      const [row] = await db.select().from(squads).where(eq(squads.id, id)).for('update').limit(1);
      return row;
    },
    async insert(values: NewSquad): Promise<number> {
      const [row] = await db.insert(squads).values(values).returning({ id: squads.id });
      return row!.id;
    },
    async update(id: number, values: Partial<NewSquad>): Promise<void> {
      await db
        .update(squads)
        .set({ ...values, updated_at: new Date() })
        .where(eq(squads.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(squads).where(eq(squads.id, id));
    },
    async setCoaches(id: number, userIds: number[]): Promise<void> {
      await db.delete(squadCoaches).where(eq(squadCoaches.squad_id, id));
      if (userIds.length) await db.insert(squadCoaches).values(userIds.map((user_id) => ({ squad_id: id, user_id })));
    },
    /** The ids among `userIds` of active coach or administrator accounts. */
    async coachAccounts(userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, userIds), eq(users.active, true), inArray(users.role, ['coach', 'admin'])));
      return rows.map((r) => r.id);
    },
    /** How many rows of each state the squad has. */
    async counts(squadId: number): Promise<Record<SquadPlaceState, number>> {
      const rows = await db
        .select({ state: squadPlaces.state, n: sql<number>`count(*)::int` })
        .from(squadPlaces)
        .where(eq(squadPlaces.squad_id, squadId))
        .groupBy(squadPlaces.state);
      const out: Record<SquadPlaceState, number> = { offered: 0, enrolled: 0, waitlisted: 0 };
      for (const r of rows) out[r.state] = r.n;
      return out;
    },

    async placeOf(registrationId: number): Promise<PlaceRow | undefined> {
      const [row] = await db.select().from(squadPlaces).where(eq(squadPlaces.registration_id, registrationId)).limit(1);
      return row;
    },
    async placeById(id: number, lock = false): Promise<PlaceRow | undefined> {
      const query = db.select().from(squadPlaces).where(eq(squadPlaces.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /** The first `n` children waiting, in order, locked. */
    async nextWaiting(squadId: number, n: number): Promise<PlaceRow[]> {
      if (n <= 0) return [];
      return db
        .select()
        .from(squadPlaces)
        .where(and(eq(squadPlaces.squad_id, squadId), eq(squadPlaces.state, 'waitlisted')))
        .orderBy(...waitingOrder)
        .limit(n)
        .for('update');
    },
    /** A child's 1-based place on its squad's waiting list. */
    async positionOf(place: Pick<PlaceRow, 'id' | 'squad_id'>): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(squadPlaces)
        .where(
          and(
            eq(squadPlaces.squad_id, place.squad_id),
            eq(squadPlaces.state, 'waitlisted'),
            // Compared in the database: a JavaScript Date drops the stored microseconds.
            sql`(${squadPlaces.queued_at}, ${squadPlaces.id}) <= (select p.queued_at, p.id from squad_places p where p.id = ${place.id})`,
          ),
        );
      return row!.n;
    },
    async insertPlace(values: typeof squadPlaces.$inferInsert): Promise<PlaceRow> {
      const [row] = await db.insert(squadPlaces).values(values).returning();
      return row!;
    },
    /** Moves a place to `state` only from `from` (the state check that makes a second attempt a no-op). */
    async movePlace(id: number, from: SquadPlaceState, values: { state: SquadPlaceState; respond_by: Date | null }): Promise<boolean> {
      const rows = await db
        .update(squadPlaces)
        .set({ ...values, changed_at: new Date() })
        .where(and(eq(squadPlaces.id, id), eq(squadPlaces.state, from)))
        .returning({ id: squadPlaces.id });
      return rows.length > 0;
    },
    async deletePlace(id: number): Promise<void> {
      await db.delete(squadPlaces).where(eq(squadPlaces.id, id));
    },

    /**
     * The public team page's players: each squad with enrolled children, the children whose family
     * said yes to the website by first name and initial, the others only counted (decision 060, the
     * results' rule of decision 017). A name the family did not agree to never leaves the database.
     */
    async publicRosters(showFullNames: boolean): Promise<PublicSquad[]> {
      const consented = eq(registrations.photo_consent, 'yes');
      const rows = await db
        .select({
          id: squads.id,
          name: squads.name,
          season: squads.season,
          min_age: squads.min_age,
          max_age: squads.max_age,
          player_name: sql<string | null>`case when ${consented} then ${registrations.player_name} end`,
        })
        .from(squads)
        .innerJoin(squadPlaces, and(eq(squadPlaces.squad_id, squads.id), eq(squadPlaces.state, 'enrolled')))
        .innerJoin(registrations, eq(registrations.id, squadPlaces.registration_id))
        .orderBy(sql`${squads.season} desc`, asc(squads.min_age), asc(squads.name), asc(squads.id), asc(registrations.player_name), asc(registrations.id));
      const out = new Map<number, PublicSquad>();
      for (const r of rows) {
        const squad = out.get(r.id) ?? { name: r.name, season: r.season, min_age: r.min_age, max_age: r.max_age, players: [], others: 0 };
        if (r.player_name === null) squad.others++;
        else squad.players.push({ name: showFullNames ? r.player_name.trim() : publicName(r.player_name) });
        out.set(r.id, squad);
      }
      return [...out.values()];
    },
  };
}
