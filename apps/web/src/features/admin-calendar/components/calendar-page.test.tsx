import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@academy/contract/auth-constants';
import { CALENDAR_SCREEN, EVENT_FORM } from '@academy/contract/calendar-admin-constants';
import { AdminRoleContext } from '../../../components/admin/admin-role';
import { api, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import CalendarPage from './calendar-page';
import { eventOf, squadOf } from './test-records';

const C = CALENDAR_SCREEN;
const open = (path: string, role: Role = 'admin') =>
  renderScreen(
    <AdminRoleContext.Provider value={{ role, userId: 1 }}>
      <CalendarPage />
    </AdminRoleContext.Provider>,
    { route: '/calendar', path },
  );
const squads = [squadOf({ id: 1, name: 'U11' }), squadOf({ id: 2, name: 'U13' })];
const windows = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/events').map((c) => Object.fromEntries(c.query));

describe('the admin calendar', () => {
  it('shows the month of the address: its weeks from Monday, events as chips on their day, cancelled ones marked, "+N more" past three', async () => {
    api.get('/squads', ok(squads));
    const busyDay = [18, 19, 20, 21].map((h, i) =>
      eventOf({ id: 10 + i, squad_id: 1 + (i % 2), starts_at: `2026-11-14T${h}:00:00.000Z`, ends_at: `2026-11-14T${h}:30:00.000Z` }),
    );
    api.get(
      '/events',
      ok([
        eventOf({
          id: 1,
          kind: 'match',
          opponent: 'Jinja Stars',
          home_away: 'home',
          starts_at: '2026-11-03T10:00:00.000Z',
          ends_at: '2026-11-03T11:30:00.000Z',
        }),
        eventOf({ id: 2, status: 'cancelled', starts_at: '2026-11-05T17:00:00.000Z', ends_at: '2026-11-05T18:00:00.000Z' }),
        ...busyDay,
      ]),
    );
    const router = open('/calendar?date=2026-11-18');
    const month = await screen.findByTestId('calendar-month');
    // November 2026 starts on a Sunday: the grid starts on Monday 26 October and has six weeks.
    expect(within(month).getAllByRole('row')).toHaveLength(7);
    expect(month.querySelector('td')).toHaveAttribute('data-day', '2026-10-26');
    const match = await within(month).findByRole('link', { name: /10:00 U11 vs Jinja Stars \(home\)/ });
    expect(match.closest('td')).toHaveAttribute('data-day', '2026-11-03');
    expect(match).toHaveAttribute('href', '/events/1');
    const cancelled = within(month).getByRole('link', { name: new RegExp(`17:00 U11 training, ${C.cancelledBadge}`) });
    expect(cancelled).toHaveAttribute('data-status', 'cancelled');
    const busy = month.querySelector('td[data-day="2026-11-14"]') as HTMLElement;
    expect(within(busy).getAllByTestId('calendar-event')).toHaveLength(2);
    expect(within(busy).getByText(C.more(2))).toBeInTheDocument();
    // The window asked for is the grid's, on the academy's clock (UTC here).
    expect(windows()).toEqual([{ from: '2026-10-26T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z' }]);
    // "+2 more" opens that day's week.
    await userEvent.click(within(busy).getByRole('button', { name: new RegExp(C.more(2).replace('+', '\\+')) }));
    expect(router.state.location.search).toBe('?view=week&date=2026-11-14');
    expect(await screen.findByTestId('calendar-week')).toBeInTheDocument();
  });

  it('keeps the view, the day and the squad in the address: previous, next, today, the squad filter, Back', async () => {
    api.get('/squads', ok(squads));
    api.get('/events', ok([]));
    const router = open('/calendar?view=week&date=2026-11-30');
    const week = await screen.findByTestId('calendar-week');
    expect(
      within(week)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Monday 30 November',
      'Tuesday 1 December',
      'Wednesday 2 December',
      'Thursday 3 December',
      'Friday 4 December',
      'Saturday 5 December',
      'Sunday 6 December',
    ]);
    await userEvent.click(screen.getByRole('button', { name: C.next.week }));
    expect(router.state.location.search).toBe('?view=week&date=2026-12-07');
    await userEvent.selectOptions(await screen.findByLabelText(C.squadFilter), '2');
    expect(router.state.location.search).toBe('?view=week&date=2026-12-07&squad=2');
    await userEvent.click(screen.getByRole('button', { name: C.views.month }));
    expect(router.state.location.search).toBe('?view=month&date=2026-12-07&squad=2');
    expect(await screen.findByRole('table', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: C.previous.month }));
    expect(router.state.location.search).toBe('?view=month&date=2026-11-01&squad=2');
    expect(windows().at(-1)).toEqual({ from: '2026-10-26T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z', squad: '2' });
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?view=month&date=2026-12-07&squad=2');
  });

  it('lets an administrator add an event from a day: the day and times on the academy clock become instants, a weekly series with its last day', async () => {
    api.get('/squads', ok(squads));
    api.get('/events', ok([]));
    api.post('/squads/:id/events', ({ body }) => ok({ ...eventOf({ id: 7 }), ...(body as object), occurrence_ids: [7, 8, 9] }, { status: 201 }));
    open('/calendar?date=2026-11-18&squad=2');
    await userEvent.click(await screen.findByRole('button', { name: C.addOn('24 November 2026') }));
    const form = await screen.findByTestId('event-form');
    expect(within(form).getByLabelText(EVENT_FORM.fields.squad)).toHaveValue('2');
    expect(within(form).getByLabelText(EVENT_FORM.fields.date)).toHaveValue('2026-11-24');
    await userEvent.clear(within(form).getByLabelText(EVENT_FORM.fields.start));
    await userEvent.type(within(form).getByLabelText(EVENT_FORM.fields.start), '17:15');
    await userEvent.type(within(form).getByLabelText(EVENT_FORM.fields.meet), '16:45');
    await userEvent.type(within(form).getByLabelText(EVENT_FORM.fields.venueName, { exact: true }), 'Main pitch');
    await userEvent.type(within(form).getByLabelText(EVENT_FORM.fields.venueAddress), 'Plot 12');
    await userEvent.type(within(form).getByLabelText(EVENT_FORM.fields.weeklyUntil), '2026-12-08');
    await userEvent.click(within(form).getByRole('button', { name: EVENT_FORM.create }));
    expect(await screen.findByText(EVENT_FORM.created(3))).toBeInTheDocument();
    const sent = api.lastCall('POST', '/squads/:id/events')!;
    expect(sent.path).toBe('/squads/2/events');
    expect(sent.body).toEqual({
      kind: 'training',
      starts_at: '2026-11-24T17:15:00.000Z',
      ends_at: '2026-11-24T19:30:00.000Z',
      meet_at: '2026-11-24T16:45:00.000Z',
      venue: { name: 'Main pitch', address: 'Plot 12' },
      recurrence: { weekly_until: '2026-12-08' },
    });
  });

  it('shows a coach the calendar read-only: no new event, no day to add to', async () => {
    api.get('/squads', ok([squads[0]!]));
    api.get('/events', ok([eventOf({ id: 3, starts_at: '2026-11-10T18:00:00.000Z', ends_at: '2026-11-10T19:00:00.000Z' })]));
    open('/calendar?date=2026-11-10', 'coach');
    expect(await screen.findByRole('link', { name: /18:00 U11 training/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: C.newEvent })).toBeNull();
    expect(screen.queryByRole('button', { name: C.addOn('10 November 2026') })).toBeNull();
  });
});
