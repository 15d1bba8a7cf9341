import { sql } from 'drizzle-orm';
import {
  DASHBOARD_WEEKS,
  FUNNEL_STAGES,
  OFFER_EXPIRING_HOURS,
  UPCOMING_TRIALS_SHOWN,
  seasonRange,
  type AdminDashboard,
} from '@academy/contract/admin-dashboard';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The admin dashboard's figures (docs/decisions/036), each one SQL statement on the tables the
 * lists read: the funnel over the season's registrations, registrations per week, squads' places,
 * upcoming trials and what waits for a decision. Counts are cast to int (PostgreSQL's count is a
 * bigint, which pg answers as a string).
 */
export function createDashboardRepository(db: Db) {
  return {
    /**
     * The season's registrations (created from its first day to the next season's) that reached each
     * stage: invited = any trial invitation; attended = checked in present or late; offered = ever
     * offer_made (history) or enrolled; enrolled = status accepted now (the list's filter).
     */
    async funnel(season: string): Promise<AdminDashboard['funnel']> {
      const { from, to } = seasonRange(season);
      const [row] = rowsOf<Record<string, number>>(
        await db.execute(sql`
          select
            count(*)::int as registered,
            count(*) filter (where exists (select 1 from trial_invitations i where i.registration_id = r.id))::int as invited,
            count(*) filter (where exists (
              select 1 from trial_checkins c where c.registration_id = r.id and c.attendance in ('present', 'late')
            ))::int as attended,
            count(*) filter (where r.status = 'accepted' or r.status = 'offer_made' or exists (
              select 1 from registration_status_history h where h.registration_id = r.id and h.to_status = 'offer_made'
            ))::int as offered,
            count(*) filter (where r.status = 'accepted')::int as enrolled
          from registrations r
          where r.created_at >= ${from.toISOString()}::timestamptz and r.created_at < ${to.toISOString()}::timestamptz
        `),
      );
      return FUNNEL_STAGES.map((stage) => ({ stage, count: Number(row?.[stage] ?? 0) }));
    },

    /**
     * Registrations created per ISO week (Monday 00:00 on the academy's clock, `zone`,
     * docs/decisions/050), the last DASHBOARD_WEEKS weeks with empty ones as 0.
     */
    async weekly(now: Date, zone: string): Promise<AdminDashboard['weekly']> {
      const rows = rowsOf<{ week_start: string | Date; count: number }>(
        await db.execute(sql`
          with weeks as (
            select generate_series(
              date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}) - make_interval(weeks => ${DASHBOARD_WEEKS - 1}),
              date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}),
              interval '1 week'
            ) as week_start
          )
          select to_char(w.week_start, 'YYYY-MM-DD') as week_start, count(r.id)::int as count
          from weeks w
          left join registrations r
            on r.created_at at time zone ${zone} >= w.week_start and r.created_at at time zone ${zone} < w.week_start + interval '1 week'
          group by w.week_start
          order by w.week_start
        `),
      );
      return rows.map((r) => ({ week_start: String(r.week_start), count: Number(r.count) }));
    },

    /** The season's squads with their places by state (squad_places, as the roster and the waiting list read them). */
    async squads(season: string): Promise<AdminDashboard['squads']> {
      const rows = rowsOf<{ id: number; name: string; capacity: number; enrolled: number; offered: number; waitlisted: number }>(
        await db.execute(sql`
          select s.id, s.name, s.capacity,
            count(p.id) filter (where p.state = 'enrolled')::int as enrolled,
            count(p.id) filter (where p.state = 'offered')::int as offered,
            count(p.id) filter (where p.state = 'waitlisted')::int as waitlisted
          from squads s
          left join squad_places p on p.squad_id = s.id
          where s.season = ${season}
          group by s.id
          order by s.min_age, lower(s.name), s.id
        `),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        capacity: r.capacity,
        enrolled: Number(r.enrolled),
        offered: Number(r.offered),
        waitlisted: Number(r.waitlisted),
      }));
    },

    /** The next sessions not cancelled, with their places taken (invited + confirmed, as the trial list counts them). */
    async upcomingTrials(now: Date): Promise<AdminDashboard['upcoming_trials']> {
      const rows = rowsOf<{ id: number; starts_at: string | Date; location: string; capacity: number; taken: number }>(
        await db.execute(sql`
          select t.id, t.starts_at, t.location, t.capacity,
            (select count(*) from trial_invitations i where i.trial_id = t.id and i.state in ('invited', 'confirmed'))::int as taken
          from trial_sessions t
          where t.cancelled_at is null and t.starts_at >= ${now.toISOString()}::timestamptz
          order by t.starts_at, t.id
          limit ${UPCOMING_TRIALS_SHOWN}
        `),
      );
      return rows.map((r) => ({ id: r.id, starts_at: iso(r.starts_at), location: r.location, capacity: r.capacity, taken: Number(r.taken) }));
    },

    async decisions(now: Date): Promise<AdminDashboard['decisions']> {
      const [counts] = rowsOf<{ pending: number; open_offers: number; expiring: number }>(
        await db.execute(sql`
          select
            (select count(*) from registrations where status = 'pending')::int as pending,
            (select count(*) from registrations where status = 'offer_made')::int as open_offers,
            (select count(*) from squad_places p join registrations r on r.id = p.registration_id
              where p.state = 'offered' and r.status = 'offer_made'
                and p.respond_by >= ${now.toISOString()}::timestamptz
                and p.respond_by < ${now.toISOString()}::timestamptz + make_interval(hours => ${OFFER_EXPIRING_HOURS}))::int as expiring
        `),
      );
      const unchecked = rowsOf<{ id: number; starts_at: string | Date; location: string; confirmed: number }>(
        await db.execute(sql`
          select t.id, t.starts_at, t.location,
            (select count(*) from trial_invitations i where i.trial_id = t.id and i.state = 'confirmed')::int as confirmed
          from trial_sessions t
          where t.cancelled_at is null and t.starts_at < ${now.toISOString()}::timestamptz
            and exists (select 1 from trial_invitations i where i.trial_id = t.id and i.state = 'confirmed')
            and not exists (select 1 from trial_checkins c where c.trial_id = t.id)
          order by t.starts_at desc, t.id
        `),
      );
      return {
        pending_registrations: Number(counts?.pending ?? 0),
        open_offers: Number(counts?.open_offers ?? 0),
        offers_expiring: Number(counts?.expiring ?? 0),
        unchecked_trials: unchecked.map((r) => ({ id: r.id, starts_at: iso(r.starts_at), location: r.location, confirmed: Number(r.confirmed) })),
      };
    },
  };
}
