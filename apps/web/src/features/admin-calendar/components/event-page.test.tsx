import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@academy/contract/auth-constants';
import type { EventAvailability } from '@academy/contract/availability';
import { EVENT_FORM, EVENT_SCREEN, SERIES_SCOPE } from '@academy/contract/calendar-admin-constants';
import { AdminRoleContext } from '../../../components/admin/admin-role';
import { api, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import EventPage from './event-page';
import { eventOf, squadOf } from './test-records';

const S = EVENT_SCREEN;
const open = (id: number, role: Role = 'admin') =>
  renderScreen(
    <AdminRoleContext.Provider value={{ role, userId: 1 }}>
      <EventPage />
    </AdminRoleContext.Provider>,
    { route: '/events/:id', path: `/events/${id}` },
  );
const availability = (eventId: number): EventAvailability => ({
  event_id: eventId,
  default: 'asking',
  counts: { yes: 2, no: 1, maybe: 0, unanswered: 1 },
  players: [
    { registration_id: 1, player_name: 'Amani Okello', answer: 'yes', assumed: false, answered_at: '2026-11-20T10:00:00.000Z' },
    { registration_id: 2, player_name: 'Baraka Mugisha', answer: 'yes', assumed: false, answered_at: '2026-11-20T10:00:00.000Z' },
    { registration_id: 3, player_name: 'Chloe Nansubuga', answer: 'no', assumed: false, answered_at: '2026-11-20T10:00:00.000Z' },
    { registration_id: 4, player_name: 'Dan Ssempa', answer: null, assumed: false, answered_at: null },
  ],
});
const roster = [1, 2].map((id) => ({
  registration_id: id,
  first_name: ['Amani', 'Baraka'][id - 1],
  last_name: ['Okello', 'Mugisha'][id - 1],
  age: 11,
  health_conditions: '',
  photo_consent: true,
  parent_phone: '+256 700 000 001',
  state: 'enrolled',
  respond_by: null,
  position: null,
  since: '2026-09-01T00:00:00.000Z',
}));

describe('the event screen', () => {
  it("shows a match's details and availability, and sends its result with the scorers and the report post", async () => {
    const match = eventOf({
      id: 5,
      kind: 'match',
      opponent: 'Jinja Stars',
      home_away: 'home',
      competition: 'Kampala Youth League',
      starts_at: '2026-11-01T10:00:00.000Z',
      ends_at: '2026-11-01T11:30:00.000Z',
      meet_at: '2026-11-01T09:15:00.000Z',
    });
    api.get('/events/:id', ok(match));
    api.get('/squads', ok([squadOf({ id: 1, name: 'U11' })]));
    api.get('/events/:id/availability', ok(availability(5)));
    api.get('/squads/:id/roster', ok(roster));
    api.get('/posts', ok([{ id: 40, title: 'U11 beat Jinja Stars' }]));
    api.put('/events/:id/result', ({ body }) => ok({ ...match, result: { ...(body as object), entered_at: '2026-11-01T12:00:00.000Z' } }));
    open(5);
    expect(await screen.findByRole('heading', { name: /U11 vs Jinja Stars \(home\)/, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Kampala Youth League')).toBeInTheDocument();
    expect(screen.getByText('09:15')).toBeInTheDocument();

    const panel = screen.getByTestId('event-availability');
    expect(await within(panel).findByText('Amani Okello')).toBeInTheDocument();
    const figures = within(panel)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      [S.availability.counts.yes, '2'],
      [S.availability.counts.no, '1'],
      [S.availability.counts.maybe, '0'],
      [S.availability.counts.unanswered, '1'],
    ]);
    expect(within(panel).getByText('Dan Ssempa').closest('[data-answer]')).toHaveAttribute('data-answer', 'unanswered');

    const result = screen.getByTestId('event-result');
    await userEvent.type(within(result).getByLabelText(S.result.goalsFor), '3');
    await userEvent.type(within(result).getByLabelText(S.result.goalsAgainst), '1');
    await userEvent.selectOptions(within(result).getByLabelText(S.result.report), await within(result).findByRole('option', { name: 'U11 beat Jinja Stars' }));
    await userEvent.type(await within(result).findByLabelText(S.result.scorerGoals('Baraka Mugisha')), '2');
    await userEvent.click(within(result).getByRole('button', { name: S.result.save }));
    expect(await screen.findByText(S.result.saved)).toBeInTheDocument();
    expect(api.lastCall('PUT', '/events/:id/result')?.body).toEqual({
      goals_for: 3,
      goals_against: 1,
      report_post_id: 40,
      scorers: [{ registration_id: 2, goals: 2 }],
    });
  });

  it('edits an entered result from what was entered: the score, the report post and the scorers are filled in', async () => {
    const match = eventOf({
      id: 7,
      kind: 'match',
      opponent: 'Jinja Stars',
      starts_at: '2026-11-01T10:00:00.000Z',
      ends_at: '2026-11-01T11:30:00.000Z',
      result: {
        goals_for: 3,
        goals_against: 1,
        report_post_id: 40,
        entered_at: '2026-11-01T12:00:00.000Z',
        scorers: [
          { registration_id: 2, goals: 2 },
          { registration_id: 1, goals: 1 },
        ],
      },
    });
    api.get('/events/:id', ok(match));
    api.get('/squads', ok([squadOf({ id: 1, name: 'U11' })]));
    api.get('/events/:id/availability', ok(availability(7)));
    api.get('/squads/:id/roster', ok(roster));
    api.get('/posts', ok([{ id: 40, title: 'U11 beat Jinja Stars' }]));
    api.put('/events/:id/result', ({ body }) => ok({ ...match, result: { ...(body as object), entered_at: '2026-11-01T13:00:00.000Z' } }));
    open(7);
    const result = await screen.findByTestId('event-result');
    expect(await within(result).findByLabelText(S.result.scorerGoals('Baraka Mugisha'))).toHaveValue(2);
    expect(within(result).getByLabelText(S.result.scorerGoals('Amani Okello'))).toHaveValue(1);
    expect(within(result).getByLabelText(S.result.goalsFor)).toHaveValue(3);
    // The report chosen shows once the posts are there (they load after the form).
    await within(result).findByRole('option', { name: 'U11 beat Jinja Stars' });
    expect(within(result).getByLabelText(S.result.report)).toHaveDisplayValue('U11 beat Jinja Stars');
    await userEvent.clear(within(result).getByLabelText(S.result.goalsAgainst));
    await userEvent.type(within(result).getByLabelText(S.result.goalsAgainst), '2');
    await userEvent.click(within(result).getByRole('button', { name: S.result.save }));
    expect(await screen.findByText(S.result.saved)).toBeInTheDocument();
    const sent = api.lastCall('PUT', '/events/:id/result')?.body as { scorers: unknown[] };
    expect({ ...sent, scorers: [...sent.scorers].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) }).toEqual({
      goals_for: 3,
      goals_against: 2,
      report_post_id: 40,
      scorers: [
        { registration_id: 1, goals: 1 },
        { registration_id: 2, goals: 2 },
      ],
    });
  });

  it('asks "this event only" or "this and all following" before cancelling a session of a series, saying the families are told', async () => {
    const session = eventOf({ id: 8, series_id: 3, starts_at: '2030-01-08T18:00:00.000Z', ends_at: '2030-01-08T19:30:00.000Z' });
    api.get('/events/:id', ok(session));
    api.get('/squads', ok([squadOf({ id: 1, name: 'U11' })]));
    api.get('/events/:id/availability', ok(availability(8)));
    api.delete('/events/:id', ok({ ...session, status: 'cancelled' }));
    open(8);
    await userEvent.click(await screen.findByRole('button', { name: S.cancel }));
    const dialog = await screen.findByRole('dialog', { name: SERIES_SCOPE.cancelTitle });
    expect(within(dialog).getByText(new RegExp(S.cancelMessage.slice(0, 40)))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: SERIES_SCOPE.following }));
    expect(await screen.findByText(S.cancelled)).toBeInTheDocument();
    expect(api.lastCall('DELETE', '/events/:id')?.url).toBe('/events/8?scope=following');
  });

  it('edits a session of a series: only what changed is sent, with the scope chosen', async () => {
    const session = eventOf({ id: 9, series_id: 3, starts_at: '2030-01-15T18:00:00.000Z', ends_at: '2030-01-15T19:30:00.000Z' });
    api.get('/events/:id', ok(session));
    api.get('/squads', ok([squadOf({ id: 1, name: 'U11' })]));
    api.get('/events/:id/availability', ok(availability(9)));
    api.put('/events/:id', ok({ ...session, starts_at: '2030-01-15T19:00:00.000Z', ends_at: '2030-01-15T20:30:00.000Z' }));
    open(9);
    await userEvent.click(await screen.findByRole('button', { name: S.edit }));
    const form = await screen.findByTestId('event-form');
    await userEvent.clear(within(form).getByLabelText(EVENT_FORM.fields.start));
    await userEvent.type(within(form).getByLabelText(EVENT_FORM.fields.start), '19:00');
    await userEvent.clear(within(form).getByLabelText(EVENT_FORM.fields.end));
    await userEvent.type(within(form).getByLabelText(EVENT_FORM.fields.end), '20:30');
    await userEvent.click(within(form).getByRole('button', { name: EVENT_FORM.save }));
    await userEvent.click(await screen.findByRole('button', { name: SERIES_SCOPE.one }));
    expect(await screen.findByText(EVENT_FORM.saved)).toBeInTheDocument();
    expect(api.lastCall('PUT', '/events/:id')?.body).toEqual({ starts_at: '2030-01-15T19:00:00.000Z', ends_at: '2030-01-15T20:30:00.000Z', scope: 'one' });
  });

  it('shows a coach the event read-only: no edit, no cancel, no result form', async () => {
    api.get(
      '/events/:id',
      ok(eventOf({ id: 6, kind: 'match', opponent: 'Rovers', starts_at: '2026-11-01T10:00:00.000Z', ends_at: '2026-11-01T11:00:00.000Z' })),
    );
    api.get('/squads', ok([squadOf({ id: 1, name: 'U11' })]));
    api.get('/events/:id/availability', ok(availability(6)));
    open(6, 'coach');
    expect(await screen.findByRole('heading', { name: /U11 vs Rovers/, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Amani Okello')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: S.cancel })).toBeNull();
    expect(screen.queryByTestId('event-result')).toBeNull();
  });
});
