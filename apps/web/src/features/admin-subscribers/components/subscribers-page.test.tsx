import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBERS_TEXTS as T, type Subscriber } from '@academy/contract/newsletter';
import { api, ok, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import SubscribersPage from './subscribers-page';

const at = new Date(Date.UTC(2026, 10, 20, 9)).toISOString();
const sub = (id: number, status: Subscriber['status']): Subscriber => ({
  id,
  email: `fan${id}@example.com`,
  status,
  created_at: at,
  confirmed_at: status === 'confirmed' ? at : null,
  unsubscribed_at: null,
});

/** The subscribers API: list (status, page, limit), counts and delete. */
function serve(initial: Subscriber[]) {
  let rows = [...initial];
  api.delete('/newsletter/subscribers/:id', ({ params }) => {
    rows = rows.filter((r) => r.id !== Number(params.id));
    return ok({ id: Number(params.id) });
  });
  api.get('/newsletter/subscribers/counts', () => {
    const n = (s: string) => rows.filter((r) => r.status === s).length;
    return ok({ total: rows.length, confirmed: n('confirmed'), pending: n('pending'), unsubscribed: n('unsubscribed') });
  });
  api.get('/newsletter/subscribers', (call) =>
    paged(
      rows.filter((r) => !call.query.get('status') || r.status === call.query.get('status')),
      call,
    ),
  );
}

const open = () => renderScreen(<SubscribersPage />, { route: '/subscribers', path: '/subscribers' });

describe('Subscribers screen', () => {
  it('shows the counts and every subscriber with its status; the filter asks the server for one status', async () => {
    serve([sub(1, 'confirmed'), sub(2, 'pending'), sub(3, 'unsubscribed')]);
    open();
    expect(await screen.findByText('fan1@example.com')).toBeInTheDocument();
    expect(await screen.findByText(T.counts({ total: 3, confirmed: 1, pending: 1, unsubscribed: 1 }))).toBeInTheDocument();
    const row = screen.getByText('fan2@example.com').closest('tr')!;
    expect(within(row).getByText(T.statusLabels.pending)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(T.statusFilter), 'confirmed');
    await screen.findByText('fan1@example.com');
    expect(screen.queryByText('fan2@example.com')).toBeNull();
    expect(api.callsTo('GET', '/newsletter/subscribers').some((c) => c.query.get('status') === 'confirmed')).toBe(true);
  });

  it('removes a subscriber only after the confirmation', async () => {
    serve([sub(1, 'confirmed'), sub(2, 'pending')]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.removeLabel('fan2@example.com') }));
    const dialog = screen.getByRole('alertdialog', { name: T.removeTitle });
    expect(within(dialog).getByText(T.removeMessage('fan2@example.com'))).toBeInTheDocument();
    expect(api.callsTo('DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.removed)).toBeInTheDocument();
    expect(screen.queryByText('fan2@example.com')).toBeNull();
    expect(api.callsTo('DELETE').map((c) => c.url)).toEqual(['/newsletter/subscribers/2']);
  });

  it('says so when there is nobody', async () => {
    serve([]);
    open();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
