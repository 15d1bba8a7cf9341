import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBERS_TEXTS as T, type Subscriber } from '@academy/contract/newsletter';
import { renderScreen } from '../../../test/render-screen';
import SubscribersPage from './subscribers-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const at = new Date(Date.UTC(2026, 10, 20, 9)).toISOString();
const sub = (id: number, status: Subscriber['status']): Subscriber => ({ id, email: `fan${id}@example.com`, status, created_at: at, confirmed_at: status === 'confirmed' ? at : null, unsubscribed_at: null });

/** A fake subscribers API: list (status, page, limit), counts and delete. */
function serve(initial: Subscriber[]) {
  let rows = [...initial];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'DELETE') {
      const id = Number(url.pathname.split('/').at(-1));
      rows = rows.filter((r) => r.id !== id);
      return json({ success: true, data: { id } });
    }
    if (url.pathname.endsWith('/counts')) {
      const n = (s: string) => rows.filter((r) => r.status === s).length;
      return json({ success: true, data: { total: rows.length, confirmed: n('confirmed'), pending: n('pending'), unsubscribed: n('unsubscribed') } });
    }
    const status = url.searchParams.get('status');
    const list = rows.filter((r) => !status || r.status === status);
    return json({ success: true, data: list, page: 1, limit: 25, total: list.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = () => renderScreen(<SubscribersPage />, { route: '/subscribers', path: '/subscribers' });

describe('Subscribers screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the counts and every subscriber with its status; the filter asks the server for one status', async () => {
    const fetchMock = serve([sub(1, 'confirmed'), sub(2, 'pending'), sub(3, 'unsubscribed')]);
    open();
    expect(await screen.findByText('fan1@example.com')).toBeInTheDocument();
    expect(await screen.findByText(T.counts({ total: 3, confirmed: 1, pending: 1, unsubscribed: 1 }))).toBeInTheDocument();
    const row = screen.getByText('fan2@example.com').closest('tr')!;
    expect(within(row).getByText(T.statusLabels.pending)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(T.statusFilter), 'confirmed');
    await screen.findByText('fan1@example.com');
    expect(screen.queryByText('fan2@example.com')).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('status=confirmed'))).toBe(true);
  });

  it('removes a subscriber only after the confirmation', async () => {
    const fetchMock = serve([sub(1, 'confirmed'), sub(2, 'pending')]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.removeLabel('fan2@example.com') }));
    const dialog = screen.getByRole('alertdialog', { name: T.removeTitle });
    expect(within(dialog).getByText(T.removeMessage('fan2@example.com'))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.removed)).toBeInTheDocument();
    expect(screen.queryByText('fan2@example.com')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, i]) => (i as RequestInit | undefined)?.method === 'DELETE').map(([u]) => String(u))).toEqual(['/api/newsletter/subscribers/2']);
  });

  it('says so when there is nobody', async () => {
    serve([]);
    open();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
