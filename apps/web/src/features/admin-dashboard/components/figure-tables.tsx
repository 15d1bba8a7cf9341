import { DASHBOARD_TEXTS as D, type AdminDashboard } from '@academy/contract/admin-dashboard';
import type { Column } from '../../../components/admin/admin-table';
import { formatDateTime } from '../../../lib/format-date';

// Each chart's numbers as rows and columns: the chart draws them, and its table alternative
// (chart-card.tsx) lists the same rows, so a screen reader hears what the chart shows.

export type FunnelRow = { id: string; label: string; count: number };
export const funnelRows = (d: AdminDashboard): FunnelRow[] => d.funnel.map((s) => ({ id: s.stage, label: D.funnel.stages[s.stage], count: s.count }));
export const FUNNEL_COLUMNS: Column<FunnelRow>[] = [
  { header: D.funnel.stage, cell: (r) => r.label },
  { header: D.funnel.children, cell: (r) => r.count },
];

export type WeekRow = { id: string; label: string; count: number };
/** "12 Oct" for a week starting 2026-10-12 (a UTC date). */
export const weekLabel = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const weekRows = (d: AdminDashboard): WeekRow[] => d.weekly.map((w) => ({ id: w.week_start, label: weekLabel(w.week_start), count: w.count }));
export const WEEK_COLUMNS: Column<WeekRow>[] = [
  { header: D.weekly.week, cell: (r) => r.label },
  { header: D.weekly.registrations, cell: (r) => r.count },
];

export type SquadRow = AdminDashboard['squads'][number] & { free: number };
export const squadRows = (d: AdminDashboard): SquadRow[] => d.squads.map((s) => ({ ...s, free: Math.max(0, s.capacity - s.enrolled - s.offered) }));
export const SQUAD_COLUMNS: Column<SquadRow>[] = [
  { header: D.squads.squad, cell: (r) => r.name },
  { header: D.squads.enrolled, cell: (r) => r.enrolled },
  { header: D.squads.offered, cell: (r) => r.offered },
  { header: D.squads.free, cell: (r) => r.free },
  { header: D.squads.capacity, cell: (r) => r.capacity },
  { header: D.squads.waiting, cell: (r) => r.waitlisted },
];

export type TrialRow = AdminDashboard['upcoming_trials'][number];
export const TRIAL_COLUMNS: Column<TrialRow>[] = [
  { header: D.trials.date, cell: (r) => formatDateTime(r.starts_at) },
  { header: D.trials.location, cell: (r) => r.location },
  { header: D.trials.places, cell: (r) => D.trials.taken(r.taken, r.capacity) },
];
