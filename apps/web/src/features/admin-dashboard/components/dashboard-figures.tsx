import { lazy } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DASHBOARD_TEXTS as D, type AdminDashboard } from '@academy/contract/admin-dashboard';
import { DASHBOARD_MESSAGES } from '@academy/contract/site';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminTable } from '../../../components/admin/admin-table';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { ChartCard } from './chart-card';
import { FUNNEL_COLUMNS, funnelRows, SQUAD_COLUMNS, squadRows, TRIAL_COLUMNS, WEEK_COLUMNS, weekRows } from './figure-tables';
import css from './dashboard-page.module.css';

// recharts loads with the first chart, after the figures' numbers are on screen (docs/decisions/036).
const FunnelChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.FunnelChart })));
const WeeklyChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.WeeklyChart })));
const SquadsChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.SquadsChart })));

/** The season's funnel, registrations per week, squads' places and upcoming trials: each chart with its table. */
export function DashboardFigures({ query }: { query: UseQueryResult<AdminDashboard> }) {
  if (query.isPending) return <AdminSpinner />;
  if (query.isError) return <AdminAlert tone="error">{DASHBOARD_MESSAGES.failed}</AdminAlert>;
  const d = query.data;
  const funnel = funnelRows(d);
  const weeks = weekRows(d);
  const squads = squadRows(d);
  return (
    <div className={css.figures}>
      <ChartCard
        title={D.funnel.heading(d.season)}
        rows={funnel}
        columns={FUNNEL_COLUMNS}
        chart={<FunnelChart rows={funnel} />}
        empty={funnel[0]!.count === 0 ? D.emptyFunnel : null}
      />
      <ChartCard
        title={D.weekly.heading}
        rows={weeks}
        columns={WEEK_COLUMNS}
        chart={<WeeklyChart rows={weeks} />}
        empty={weeks.every((w) => w.count === 0) ? D.emptyWeeks : null}
      />
      <ChartCard
        title={D.squads.heading}
        rows={squads}
        columns={SQUAD_COLUMNS}
        chart={<SquadsChart rows={squads} />}
        empty={squads.length === 0 ? D.squads.empty(d.season) : null}
      />
      <section className={`${ui.card} ${css.chartCard}`} aria-labelledby="upcoming-trials">
        <h2 id="upcoming-trials" className={`${ui.cardTitle} ${css.sectionHead}`}>
          {D.trials.heading}
        </h2>
        {d.upcoming_trials.length === 0 ? (
          <p className={ui.empty}>{D.trials.empty}</p>
        ) : (
          <AdminTable rows={d.upcoming_trials} columns={TRIAL_COLUMNS} card={false} compact />
        )}
      </section>
    </div>
  );
}
