import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SEND_TEXTS as T, type NewsletterProgress } from '@academy/contract/newsletter';
import { renderScreen } from '../../test/render-screen';
import { SendToSubscribers } from './send-to-subscribers';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const base: NewsletterProgress = { post_id: 7, started: false, total: 0, queued: 0, sent: 0, failed: 0, started_at: null, finished: false, confirmed_subscribers: 3 };

/** A fake GET/POST /api/posts/7/newsletter: after the POST, each GET shows one more mail sent until all 3 are. */
function serve(postAnswer?: { status: number; message: string }) {
  let state = { ...base };
  const fetchMock = vi.fn(async (_input: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      if (postAnswer) return json(postAnswer.status, { success: false, message: postAnswer.message });
      state = { ...state, started: true, total: 3, queued: 3, started_at: new Date().toISOString() };
      return json(202, { success: true, data: state });
    }
    if (state.started && !state.finished) {
      const sent = state.sent + 1;
      state = { ...state, sent, queued: 3 - sent, finished: sent === 3 };
    }
    return json(200, { success: true, data: state });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = () => renderScreen(<SendToSubscribers postId={7} title="Cup final" />, { route: '/allposts', path: '/allposts' });

describe('SendToSubscribers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, naming the confirmed count; sends only after the confirmation; shows the progress until all are sent', async () => {
    const fetchMock = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.buttonLabel('Cup final') }));
    const dialog = screen.getByRole('alertdialog', { name: T.confirmTitle });
    expect(within(dialog).getByText(T.confirmMessage('Cup final', 3))).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText(T.finished(3, 0), undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: T.buttonLabel('Cup final') })).toBeNull();
  });

  it('cancelling sends nothing', async () => {
    const fetchMock = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.buttonLabel('Cup final') }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.every(([, init]) => (init as RequestInit | undefined)?.method !== 'POST')).toBe(true);
  });

  it("shows the server's refusal (already sent)", async () => {
    serve({ status: 409, message: T.alreadySent });
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.buttonLabel('Cup final') }));
    await userEvent.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.alreadySent);
  });
});
