import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SEND_TEXTS as T, type NewsletterProgress } from '@academy/contract/newsletter';
import { api, fail, ok } from '../../test/api';
import { renderScreen } from '../../test/render-screen';
import { SendToSubscribers } from './send-to-subscribers';

const base: NewsletterProgress = {
  post_id: 7,
  started: false,
  total: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  started_at: null,
  finished: false,
  confirmed_subscribers: 3,
};

/** A fake GET/POST /api/posts/7/newsletter: after the POST, each GET shows one more mail sent until all 3 are. */
function serve(postAnswer?: { status: number; message: string }) {
  let state = { ...base };
  api.post('/posts/7/newsletter', () => {
    if (postAnswer) return fail(postAnswer.status, postAnswer.message);
    state = { ...state, started: true, total: 3, queued: 3, started_at: new Date().toISOString() };
    return ok(state, { status: 202 });
  });
  api.get('/posts/7/newsletter', () => {
    if (state.started && !state.finished) {
      const sent = state.sent + 1;
      state = { ...state, sent, queued: 3 - sent, finished: sent === 3 };
    }
    return ok(state);
  });
}
const posts = () => api.callsTo('POST', '/posts/7/newsletter');

const open = () => renderScreen(<SendToSubscribers postId={7} title="Cup final" />, { route: '/allposts', path: '/allposts' });

describe('SendToSubscribers', () => {
  it('asks first, naming the confirmed count; sends only after the confirmation; shows the progress until all are sent', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.buttonLabel('Cup final') }));
    const dialog = screen.getByRole('alertdialog', { name: T.confirmTitle });
    expect(within(dialog).getByText(T.confirmMessage('Cup final', 3))).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(await screen.findByText(T.finished(3, 0), undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: T.buttonLabel('Cup final') })).toBeNull();
  });

  it('cancelling sends nothing', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.buttonLabel('Cup final') }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it("shows the server's refusal (already sent)", async () => {
    serve({ status: 409, message: T.alreadySent });
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.buttonLabel('Cup final') }));
    await userEvent.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.alreadySent);
  });
});
