import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_PAGES } from '@academy/contract/newsletter-constants';
import { renderScreen } from '../../../test/render-screen';
import { ConfirmSubscriptionPage, UnsubscribePage } from './newsletter-link-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => json(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map((c) => `${(c as unknown[])[1] ? ((c as unknown[])[1] as RequestInit).method : 'GET'} ${String((c as unknown[])[0])}`);

describe('the pages a newsletter link opens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirm: opening the page sends nothing; the button POSTs and says it is confirmed', async () => {
    const fetchMock = serve(200, { success: true, data: { status: 'confirmed' } });
    renderScreen(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm/:token', path: '/newsletter/confirm/tok_123' });
    expect(screen.getByRole('heading', { name: NEWSLETTER_PAGES.confirm.title })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.confirm.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.confirm.done)).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['POST /api/newsletter/confirm/tok_123']);
    expect(screen.queryByRole('button', { name: NEWSLETTER_PAGES.confirm.button })).toBeNull();
  });

  it('confirm: a wrong or expired link says so', async () => {
    serve(404, { success: false, message: 'x' });
    renderScreen(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm/:token', path: '/newsletter/confirm/old' });
    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.confirm.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.confirm.invalid)).toBeInTheDocument();
  });

  it('unsubscribe: the button POSTs and says it is done', async () => {
    const fetchMock = serve(200, { success: true, data: { status: 'unsubscribed' } });
    renderScreen(<UnsubscribePage />, { route: '/newsletter/unsubscribe/:token', path: '/newsletter/unsubscribe/abc' });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.unsubscribe.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.unsubscribe.done)).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['POST /api/newsletter/unsubscribe/abc']);
  });

  it('unsubscribe: a server failure asks to try again and keeps the button', async () => {
    serve(503, { success: false, message: 'down' });
    renderScreen(<UnsubscribePage />, { route: '/newsletter/unsubscribe/:token', path: '/newsletter/unsubscribe/abc' });
    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.unsubscribe.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.unsubscribe.failure)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NEWSLETTER_PAGES.unsubscribe.button })).toBeEnabled();
  });
});
