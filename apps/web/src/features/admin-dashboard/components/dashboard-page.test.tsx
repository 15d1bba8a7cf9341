import { UPGRADE_NOTICES_HEADING, upgradeNoticeText } from '@academy/contract/upgrade-notices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TEXTS as D, type AdminDashboard } from '@academy/contract/admin-dashboard';
import { DASHBOARD_MESSAGES } from '@academy/contract/site';
import { AdminRoleContext } from '../../../components/admin/admin-role';
import { api, fail, ok, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import DashboardPage from './dashboard-page';

const FIGURES: AdminDashboard = {
  season: '2026/27',
  funnel: [
    { stage: 'registered', count: 31 },
    { stage: 'invited', count: 22 },
    { stage: 'attended', count: 17 },
    { stage: 'offered', count: 9 },
    { stage: 'enrolled', count: 6 },
  ],
  weekly: Array.from({ length: 12 }, (_, i) => ({ week_start: `2026-09-${String(7 + i).padStart(2, '0')}`, count: i === 11 ? 0 : i + 1 })),
  squads: [
    { id: 1, name: 'U11', capacity: 12, enrolled: 4, offered: 3, waitlisted: 0 },
    { id: 2, name: 'U12', capacity: 10, enrolled: 10, offered: 0, waitlisted: 5 },
  ],
  upcoming_trials: [{ id: 8, starts_at: '2026-12-05T09:30:00Z', location: 'North field', capacity: 16, taken: 11 }],
  decisions: {
    pending_registrations: 3,
    open_offers: 4,
    offers_expiring: 2,
    unchecked_trials: [{ id: 7, starts_at: '2026-11-20T09:30:00Z', location: 'Main pitch', confirmed: 12 }],
  },
};

const EMPTY: AdminDashboard = {
  season: '2026/27',
  funnel: FIGURES.funnel.map((s) => ({ ...s, count: 0 })),
  weekly: FIGURES.weekly.map((w) => ({ ...w, count: 0 })),
  squads: [],
  upcoming_trials: [],
  decisions: { pending_registrations: 0, open_offers: 0, offers_expiring: 0, unchecked_trials: [] },
};

const show = (figures: AdminDashboard | null, role: 'admin' | 'editor' = 'admin') => {
  for (const path of ['/registrations', '/albums', '/media', '/posts']) api.get(path, (call) => paged([], call));
  api.get('/admin/counts', ok({ unread_messages: 1, new_registrations: 3 }));
  api.get('/admin/dashboard', figures ? ok(figures) : fail(500, 'Internal Server Error'));
  api.get('/admin/upgrade-notices', ok([{ kind: 'host_default', count: 0, text: upgradeNoticeText('host_default', 0) }]));
  renderScreen(
    <AdminRoleContext.Provider value={{ role, userId: 1 }}>
      <DashboardPage />
    </AdminRoleContext.Provider>,
    { route: '/dashboard', path: '/dashboard' },
  );
};

/** A chart card's table alternative as rows of cell texts. */
const tableOf = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('DashboardPage figures', () => {
  it("gives every chart a table with the chart's numbers, shown on demand", async () => {
    show(FIGURES);
    const funnelTitle = D.funnel.heading('2026/27');
    await screen.findByRole('region', { name: funnelTitle });
    expect(tableOf(funnelTitle)).toEqual([
      [D.funnel.stages.registered, '31'],
      [D.funnel.stages.invited, '22'],
      [D.funnel.stages.attended, '17'],
      [D.funnel.stages.offered, '9'],
      [D.funnel.stages.enrolled, '6'],
    ]);
    const weeks = tableOf(D.weekly.heading);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual(['7 Sept', '1']);
    expect(weeks.map((w) => Number(w[1]))).toEqual(FIGURES.weekly.map((w) => w.count));
    expect(tableOf(D.squads.heading)).toEqual([
      ['U11', '4', '3', '5', '12', '0'],
      ['U12', '10', '0', '0', '10', '5'],
    ]);
    expect(tableOf(D.trials.heading)[0]!.slice(1)).toEqual(['North field', '11 / 16']);

    // The table is there for screen readers while the chart shows; the toggle swaps them.
    const card = screen.getByRole('region', { name: D.squads.heading });
    expect(within(card).getByTestId('chart')).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: D.showTable });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(within(card).getByRole('button', { name: D.showChart })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).queryByTestId('chart')).not.toBeInTheDocument();
    expect(within(card).getByRole('table').parentElement!.parentElement!.className).not.toMatch(/srOnly/);
  });

  it('links what needs a decision to the filtered lists, and keeps the "N+" totals', async () => {
    show(FIGURES);
    const decisions = await screen.findByRole('region', { name: D.decisions.heading });
    await waitFor(() => expect(within(decisions).getByTestId('waiting-offers')).toHaveTextContent('4'));
    expect(within(decisions).getByRole('link', { name: /Open offers/ })).toHaveAttribute('href', '/enrollment?status=offer_made');
    expect(within(decisions).getByTestId('waiting-offers-note')).toHaveTextContent(D.decisions.expiring(2));
    expect(within(decisions).getByRole('link', { name: /New registrations/ })).toHaveAttribute('href', '/enrollment?status=pending');
    expect(within(decisions).getByRole('link', { name: new RegExp(D.decisions.uncheckedSession('Main pitch')) })).toHaveAttribute('href', '/trials/7');
    expect(screen.getByTestId('count-enrollment')).toHaveTextContent('0+');
  });

  it('shows what the upgrade changed, with what to do', async () => {
    show(FIGURES);
    expect(await screen.findByRole('region', { name: UPGRADE_NOTICES_HEADING })).toHaveTextContent(upgradeNoticeText('host_default', 0));
  });

  it('says so when a fresh academy has nothing to draw', async () => {
    show(EMPTY);
    expect(await screen.findByText(D.emptyFunnel)).toBeInTheDocument();
    expect(screen.getByText(D.emptyWeeks)).toBeInTheDocument();
    expect(screen.getByText(D.squads.empty('2026/27'))).toBeInTheDocument();
    expect(screen.getByText(D.trials.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: D.showTable })).not.toBeInTheDocument();
  });

  it('shows the failure when the figures cannot be read', async () => {
    show(null);
    expect(await screen.findByText(DASHBOARD_MESSAGES.failed)).toBeInTheDocument();
  });

  it("never asks an editor's dashboard for the figures", async () => {
    show(FIGURES, 'editor');
    expect(await screen.findByTestId('count-gallery')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/dashboard')).toEqual([]);
    expect(api.callsTo('GET', '/admin/upgrade-notices')).toEqual([]);
    expect(screen.queryByRole('region', { name: D.decisions.heading })).not.toBeInTheDocument();
  });
});
